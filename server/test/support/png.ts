import { deflateSync } from 'node:zlib';

/**
 * A PNG of width x height whose pixels are all zero (greyscale, or RGB with `colourType: 2`): `data: false` leaves
 * the pixel data out, so only its header is real; `idat` gives the compressed data as it is.
 */
export function pngWithHeader(
  width: number,
  height: number,
  { data = true, colourType = 0, idat }: { data?: boolean; colourType?: 0 | 2; idat?: Buffer } = {},
): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, body: Buffer) => {
    const all = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(all));
    return Buffer.concat([len, all, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colourType, 0, 0, 0], 8);
  const pixels = idat ?? (data ? deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 }) : Buffer.from('not pixel data at all'));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

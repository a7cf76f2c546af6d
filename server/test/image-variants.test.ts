import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { variantKey } from '../src/modules/files/image-variants';
import { LocalDiskStorage } from '../src/modules/files/local-disk-storage';
import { FileVisibility, StoredFile } from '../src/modules/files/stored-file.entity';
import { token } from './support/factories';
import { captureLogs } from './support/logs';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clientDir: __dirname, ssrEntry: null });
});
afterAll(() => server?.close());

/** A public file in storage with its row, as an upload or the seed leaves it. */
async function publicFile(ext: string, mimeType: string, data: Buffer): Promise<string> {
  const key = `test-images/${token('img').toLowerCase()}.${ext}`;
  await server.services.storage.put(key, data);
  await server.ds.getRepository(StoredFile).save({
    storageKey: key,
    originalName: `picture.${ext}`,
    mimeType,
    sizeBytes: data.length,
    ownerId: null,
    visibility: FileVisibility.PUBLIC,
  });
  return key;
}

const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

async function stored(key: string): Promise<Buffer | null> {
  const stream = await server.services.storage.open(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('image variants on /uploads', () => {
  it('serves an uploaded photo as WebP and JPEG in the offered widths, made once and then read from storage', async () => {
    const original = await photo();
    const key = await publicFile('jpg', 'image/jpeg', original);

    const webp = await fetch(`${server.url}/uploads/${key}?w=320&fm=webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    expect(await sharp(webpBytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
    expect(webpBytes.length).toBeLessThan(original.length);

    const jpeg = await fetch(`${server.url}/uploads/${key}?w=960&fm=jpeg`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 540 });

    // Stored beside the original; the next request reads the same bytes.
    const variant = variantKey(key, { width: 320, format: 'webp' });
    expect((await stored(variant))?.equals(webpBytes)).toBe(true);
    const again = Buffer.from(await (await fetch(`${server.url}/uploads/${key}?w=320&fm=webp`)).arrayBuffer());
    expect(again.equals(webpBytes)).toBe(true);

    // Without a query the original is served unchanged.
    const plain = Buffer.from(await (await fetch(`${server.url}/uploads/${key}`)).arrayBuffer());
    expect(plain.equals(original)).toBe(true);
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const key = await publicFile('png', 'image/png', small);
    const answer = await fetch(`${server.url}/uploads/${key}?w=1280&fm=webp`);
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it('refuses widths and formats it does not offer, and files that are not resizable images, storing nothing', async () => {
    const key = await publicFile('jpg', 'image/jpeg', await photo());
    for (const query of ['w=333&fm=webp', 'w=100000', 'w=640&fm=avif', 'fm=webp']) {
      const answer = await fetch(`${server.url}/uploads/${key}?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(await answer.text()).toBe('This image is not offered in that size or format.');
    }
    expect(await stored(variantKey(key, { width: 640, format: 'webp' }))).toBeNull();

    const pdf = await publicFile('pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect((await fetch(`${server.url}/uploads/${pdf}?w=320&fm=webp`)).status).toBe(400);
    expect((await fetch(`${server.url}/uploads/test-images/missing.jpg?w=320&fm=webp`)).status).toBe(404);
  });

  it('serves a variant that does not fit on a full volume, leaves no part of it, and stores it once there is room', async () => {
    const key = await publicFile('jpg', 'image/jpeg', await photo());
    const variant = variantKey(key, { width: 640, format: 'webp' });
    const variantDir = path.dirname(path.join(server.config.dataDir, 'uploads', variant));
    // The volume fills part way through the variant's bytes (where LocalDiskStorage writes them).
    type Write = (handle: FileHandle, data: Buffer) => Promise<void>;
    const proto = LocalDiskStorage.prototype as unknown as { write: Write };
    const realWrite = proto.write;
    const full = jest.spyOn(proto, 'write').mockImplementation(async function (this: LocalDiskStorage, handle, data) {
      await realWrite.call(this, handle, data.subarray(0, Math.floor(data.length / 2)));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    });
    let answer!: Response;
    let bytes!: Buffer;
    const { lines } = await captureLogs(async () => {
      answer = await fetch(`${server.url}/uploads/${key}?w=640&fm=webp`);
      bytes = Buffer.from(await answer.arrayBuffer());
    }, 'warn');
    full.mockRestore();
    expect(answer.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([['warn', 'Could not store an image variant']]);
    // Nothing of it stored: no part-written variant to be served for ever after, no temporary file.
    expect(await stored(variant)).toBeNull();
    expect(fs.readdirSync(variantDir).filter((name) => name.includes(path.basename(key).replace(/\.jpg$/, '')))).toEqual([]);

    // With room again, made and stored whole.
    const again = Buffer.from(await (await fetch(`${server.url}/uploads/${key}?w=640&fm=webp`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect((await stored(variant))?.equals(bytes)).toBe(true);
  });
});

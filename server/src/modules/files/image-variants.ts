import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { logger } from '../../common/logger';
import type { DecodePool } from './decode-pool';
import type { FileStorage } from './storage';

/** The widths a public image is offered in (srcset candidates); any other width is refused, so no one can make the server resize at will. */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type VariantFormat = 'webp' | 'jpeg';

const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);
const CONTENT_TYPE: Record<VariantFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

export interface VariantRequest {
  width: number;
  format: VariantFormat;
}

/** `?w=640&fm=webp` as a variant, null when the query asks for none, 'invalid' when it asks for one we do not make. */
export function parseVariant(query: Record<string, unknown>): VariantRequest | null | 'invalid' {
  if (query.w === undefined && query.fm === undefined) return null;
  const width = Number(query.w);
  const format = query.fm ?? 'jpeg';
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width) || (format !== 'webp' && format !== 'jpeg')) return 'invalid';
  return { width, format };
}

export const canResize = (mimeType: string) => RESIZABLE.has(mimeType);

/** The storage key of a variant: beside the original under variants/, never reused for anything else. */
export const variantKey = (key: string, { width, format }: VariantRequest) =>
  `variants/${key.replace(/\.([a-z0-9]+)$/, '-$1')}-w${width}.${format === 'webp' ? 'webp' : 'jpg'}`;

/**
 * Public images in several widths, as WebP and as JPEG: made from the original at the first request for
 * them, stored beside it and served from storage after that. Two requests for the same variant at once make it once.
 * A variant that cannot be stored is served all the same.
 */
export class ImageVariants {
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly pool: DecodePool,
  ) {}

  async get(key: string, variant: VariantRequest): Promise<{ data: Buffer; contentType: string } | null> {
    const target = variantKey(key, variant);
    const stored = await this.storage.open(target);
    let data: Buffer | null = stored ? await buffer(stored) : null;
    if (!data) {
      let pending = this.making.get(target);
      if (!pending) {
        pending = this.make(key, target, variant).finally(() => this.making.delete(target));
        this.making.set(target, pending);
      }
      data = await pending;
    }
    return data ? { data, contentType: CONTENT_TYPE[variant.format] } : null;
  }

  private async make(key: string, target: string, { width, format }: VariantRequest): Promise<Buffer | null> {
    const original = await this.storage.open(key);
    if (!original) return null;
    const source = await buffer(original);
    const data = await this.pool.run(() => {
      const image = sharp(source, { limitInputPixels: 50_000_000 }).rotate().resize({ width, withoutEnlargement: true });
      return (format === 'webp' ? image.webp({ quality: 75 }) : image.jpeg({ quality: 78, mozjpeg: true })).toBuffer();
    });
    // Stored all or nothing (FileStorage.put); when it cannot be stored (a full volume) it is still served, and made again next time.
    await this.storage.put(target, data).catch((err: unknown) => logger.warn('Could not store an image variant', { key: target, err: String(err) }));
    return data;
  }
}

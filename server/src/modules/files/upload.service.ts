import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import { logger } from '../../common/logger';
import type { DecodePool } from './decode-pool';
import { checkPdf } from './pdf-check';
import { type FileStorage, StorageFullError } from './storage';
import { FileVisibility, StoredFile } from './stored-file.entity';

/** What graphql-upload hands a resolver for an Upload argument. */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream: () => Readable;
}

export type FileKind = 'image' | 'pdf';

/**
 * Most pixels of an uploaded listing, blog or attachment image (every frame counted): 25 megapixels, a 6000 x 4000
 * camera photo and more than any page shows (listing images are kept at 2000 px a side, blog images 1920). A
 * banner is exactly 1920 x 230, at most 100 frames (admin-banner.service.ts).
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

const allowedTypes: Record<FileKind, Record<string, string>> = {
  image: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' },
  pdf: { 'application/pdf': 'pdf' },
};

export interface UploadRules {
  kinds: FileKind[];
  maxBytes: number;
  /** Storage folder, e.g. 'message-attachments' or 'main-images'. */
  folder: string;
  visibility: FileVisibility;
  ownerId: string | null;
  /** Messages for the user, in the wording of the form that uploads. */
  messages: {
    wrongType: string;
    tooLarge: string;
    unreadable?: string;
    /** A PDF with scripts, embedded files or other active content. */
    pdfActive?: string;
    /** A password-protected PDF. */
    pdfEncrypted?: string;
  };
  /** Image types this form takes (of those the checker knows); others get `wrongType` before any decode. */
  imageTypes?: string[];
  /** Exact pixel size an image must have, with its message: read from the header, before any decode. */
  exactSize?: { width: number; height: number; message: string };
  /**
   * Most pixels an image may have, every frame of an animation counted: read from the header and refused
   * before any decode. Also sharp's own limit when it decodes.
   */
  maxPixels: { pixels: number; message: string };
  /**
   * Every image is decoded and written again by sharp (in the decode pool): metadata (EXIF, GPS) is dropped, the
   * orientation applied, and nothing but pixels from the upload is ever served. With maxSide, no side longer.
   */
  reencode?: { maxSide: number };
}

/** A checked upload whose bytes are in storage and whose record is not written yet (see `record`). */
export interface StagedFile {
  key: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  ownerId: string | null;
  visibility: FileVisibility;
}

export interface ImageInfo {
  width: number;
  height: number;
}

/**
 * Accepts a file only for what its bytes are: the type comes from its magic bytes, sizes are capped while
 * reading, an image's size is checked from its header before it is decoded, and what is stored is never the
 * bytes as sent: images are re-encoded (in the decode pool), PDFs checked for active content and rewritten.
 * Stored under a generated name; the original name is kept only for Content-Disposition.
 */
export class UploadService {
  constructor(
    private readonly storage: FileStorage,
    private readonly pool: DecodePool,
  ) {}

  /**
   * Checks an upload and puts its bytes in storage, without a database record: the caller writes that
   * with `record` in its own transaction (its unit of work), and calls `discard` if that does not commit.
   * There is no way to record a file on its own: a file record always goes in with the write it belongs to.
   * A put that fails stores nothing (FileStorage.put is all or nothing), so a failed stage leaves nothing to
   * discard; with no room in storage the user is told so (STORAGE_FULL) and the operator gets an error line.
   */
  async stage(upload: Promise<FileUpload> | FileUpload, rules: UploadRules): Promise<StagedFile> {
    const file = await upload;
    const sent = await readCapped(() => file.createReadStream(), rules.maxBytes, rules.messages.tooLarge);
    const { mime, ext } = await this.type(sent, rules);
    const data = allowedTypes.image[mime] ? await this.image(sent, mime, rules) : await this.pdf(sent, rules);
    const key = `${rules.folder}/${randomUUID()}.${ext}`;
    try {
      await this.storage.put(key, data);
    } catch (err) {
      if (!(err instanceof StorageFullError)) throw err;
      logger.error('File storage is full: an upload was refused', { key, bytes: data.length, cause: String(err.cause) });
      throw new AppError(Messages.storageFull, ErrorCode.STORAGE_FULL);
    }
    return {
      key,
      originalName: sanitiseName(file.filename, ext),
      mimeType: mime,
      sizeBytes: data.length,
      ownerId: rules.ownerId,
      visibility: rules.visibility,
    };
  }

  /** The record of a staged file, written with the caller's entity manager (its transaction). */
  record(em: EntityManager, staged: StagedFile): Promise<StoredFile> {
    const { key, ...rest } = staged;
    return em.getRepository(StoredFile).save(em.getRepository(StoredFile).create({ storageKey: key, ...rest }));
  }

  /** Removes the bytes of staged files whose records were never committed. Never throws. */
  async discard(files: StagedFile[]): Promise<void> {
    await Promise.all(
      files.map((f) =>
        this.storage.delete(f.key).catch((err: unknown) => logger.warn('Could not remove a staged upload', { key: f.key, err: String(err) })),
      ),
    );
  }

  /** Public URL of a public file. */
  static publicUrl(file: StoredFile): string {
    return `/uploads/${file.storageKey}`;
  }

  private async type(data: Buffer, rules: UploadRules): Promise<{ mime: string; ext: string }> {
    const detected = await fileTypeFromBuffer(data);
    const allowed = Object.assign({}, ...rules.kinds.map((k) => allowedTypes[k])) as Record<string, string>;
    if (!detected || !allowed[detected.mime]) throw badFile(rules.messages.wrongType);
    if (allowedTypes.image[detected.mime] && rules.imageTypes && !rules.imageTypes.includes(detected.mime)) {
      throw badFile(rules.messages.wrongType);
    }
    return { mime: detected.mime, ext: allowed[detected.mime] };
  }

  /**
   * An image: its size read from the header first (sharp's metadata() decodes no pixels), so what cannot be
   * valid is refused at once; then decoded and written again in the decode pool, which also proves it decodes.
   */
  private async image(data: Buffer, mime: string, rules: UploadRules): Promise<Buffer> {
    const unreadable = () => badFile(rules.messages.unreadable ?? rules.messages.wrongType);
    const header = await imageHeader(data, mime).catch(() => {
      throw unreadable();
    });
    if (rules.exactSize && (header.width !== rules.exactSize.width || header.height !== rules.exactSize.height)) {
      throw badFile(rules.exactSize.message);
    }
    if (header.width * header.height * header.frames > rules.maxPixels.pixels) throw badFile(rules.maxPixels.message);
    try {
      return await this.pool.run(() => reencode(data, mime, rules.maxPixels.pixels, rules.reencode?.maxSide));
    } catch {
      throw unreadable();
    }
  }

  /** A PDF: refused with active content; what is stored is pdf-lib's rewrite of what it checked (pdf-check.ts). */
  private async pdf(data: Buffer, rules: UploadRules): Promise<Buffer> {
    const verdict = await checkPdf(data);
    if (verdict.ok) return verdict.data;
    logger.info('Refused an uploaded PDF', { reason: verdict.reason, detail: verdict.detail });
    if (verdict.reason === 'active') throw badFile(rules.messages.pdfActive ?? rules.messages.wrongType);
    if (verdict.reason === 'encrypted') throw badFile(rules.messages.pdfEncrypted ?? rules.messages.wrongType);
    throw badFile(rules.messages.wrongType);
  }
}

export interface ImageHeader extends ImageInfo {
  /** Frames of an animation (1 for a still image). */
  frames: number;
}

/**
 * Width and height (of one frame, as shown: an EXIF orientation that turns the picture swaps them, as the re-encode
 * will) and frames, from the file's header: libvips reads no pixels for metadata().
 */
export async function imageHeader(data: Buffer, mime: string): Promise<ImageHeader> {
  const meta = await sharp(data, { animated: mime === 'image/gif' }).metadata();
  const width = meta.width ?? 0;
  const frames = meta.pages ?? 1;
  const height = meta.pageHeight ?? (meta.height ?? 0) / frames;
  if (!width || !height) throw new Error('No size in the header');
  const turned = mime !== 'image/gif' && (meta.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width, frames } : { width, height, frames };
}

/**
 * The same picture written again in its own format, metadata dropped and the orientation applied; an animated GIF
 * keeps its frames. `maxPixels` is sharp's own limit too, in case a header lied.
 */
async function reencode(data: Buffer, mime: string, maxPixels: number, maxSide?: number): Promise<Buffer> {
  const animated = mime === 'image/gif';
  let image = sharp(data, { limitInputPixels: maxPixels, animated });
  if (!animated) {
    image = image.rotate();
    if (maxSide) image = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  }
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'image/png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'image/webp':
      return image.webp({ quality: 85 }).toBuffer();
    default:
      return image.gif().toBuffer();
  }
}

const badFile = (message: string) => new AppError(message, ErrorCode.BAD_USER_INPUT);

/**
 * Reads an upload up to `maxBytes`. The stream is opened inside the guard: when graphql-upload has already passed its
 * own maxFileSize before the resolver asks (a busy server), opening it throws that error at once.
 */
async function readCapped(open: () => Readable, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = open();
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        throw new AppError(tooLarge, ErrorCode.PAYLOAD_TOO_LARGE);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    // graphql-upload fails the stream when its own maxFileSize is passed.
    if (err instanceof AppError) throw err;
    if ((err as { status?: number }).status === 413 || /maxFileSize|exceeds/i.test(String(err))) {
      throw new AppError(tooLarge, ErrorCode.PAYLOAD_TOO_LARGE);
    }
    throw err;
  }
  return Buffer.concat(chunks);
}

/** Keeps a readable original name for downloads, without path parts or header-breaking characters. */
function sanitiseName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\w .()-]+/g, '_')
    .replace(/\.[^.]*$/, '')
    .slice(0, 150)
    .trim();
  return `${base || 'file'}.${ext}`;
}

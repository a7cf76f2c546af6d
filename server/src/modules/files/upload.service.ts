import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode } from '../../common/errors';
import { logger } from '../../common/logger';
import type { FileStorage } from './storage';
import { FileVisibility, StoredFile } from './stored-file.entity';

/** What graphql-upload hands a resolver for an Upload argument. */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream: () => Readable;
}

export type FileKind = 'image' | 'pdf';

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
  messages: { wrongType: string; tooLarge: string; unreadable?: string };
  /** Exact pixel size an image must have, with its message. */
  exactSize?: { width: number; height: number; message: string };
  /**
   * Images are decoded and written again by sharp, no side longer than maxSide: metadata (EXIF, GPS) is
   * dropped, the orientation applied, and nothing but pixels from the upload is ever served.
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
 * Accepts a file only for what its bytes are: the type comes from its magic bytes, images must
 * decode, sizes are capped while reading. Stored under a generated name; the original name is
 * kept only for Content-Disposition.
 */
export class UploadService {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async save(upload: Promise<FileUpload> | FileUpload, rules: UploadRules): Promise<StoredFile> {
    const staged = await this.stage(upload, rules);
    try {
      return await this.record(this.ds.manager, staged);
    } catch (err) {
      await this.discard([staged]);
      throw err;
    }
  }

  /**
   * Checks an upload and puts its bytes in storage, without a database record: the caller writes that
   * with `record` in its own transaction, and calls `discard` if the transaction does not commit.
   */
  async stage(upload: Promise<FileUpload> | FileUpload, rules: UploadRules): Promise<StagedFile> {
    const file = await upload;
    let data = await readCapped(file.createReadStream(), rules.maxBytes, rules.messages.tooLarge);
    const { mime, ext } = await this.check(data, rules);
    if (rules.reencode && allowedTypes.image[mime]) data = await reencode(data, mime, rules.reencode.maxSide);
    const key = `${rules.folder}/${randomUUID()}.${ext}`;
    await this.storage.put(key, data);
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

  private async check(data: Buffer, rules: UploadRules): Promise<{ mime: string; ext: string }> {
    const detected = await fileTypeFromBuffer(data);
    const allowed = Object.assign({}, ...rules.kinds.map((k) => allowedTypes[k])) as Record<string, string>;
    if (!detected || !allowed[detected.mime]) throw badFile(rules.messages.wrongType);
    if (allowedTypes.image[detected.mime]) {
      let info: ImageInfo;
      try {
        const meta = await sharp(data, { limitInputPixels: 50_000_000 }).metadata();
        info = { width: meta.width ?? 0, height: meta.height ?? 0 };
        await sharp(data, { limitInputPixels: 50_000_000 }).stats();
      } catch {
        throw badFile(rules.messages.unreadable ?? rules.messages.wrongType);
      }
      if (rules.exactSize && (info.width !== rules.exactSize.width || info.height !== rules.exactSize.height)) {
        throw badFile(rules.exactSize.message);
      }
    }
    return { mime: detected.mime, ext: allowed[detected.mime] };
  }
}

/** The same picture written again in its own format; an animated GIF keeps its frames. */
async function reencode(data: Buffer, mime: string, maxSide: number): Promise<Buffer> {
  const animated = mime === 'image/gif';
  let image = sharp(data, { limitInputPixels: 50_000_000, animated });
  if (!animated) image = image.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
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

async function readCapped(stream: Readable, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
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

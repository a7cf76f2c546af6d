import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { AppError, ErrorCode } from '../../common/errors';
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
    const file = await upload;
    const data = await readCapped(file.createReadStream(), rules.maxBytes, rules.messages.tooLarge);
    const { mime, ext } = await this.check(data, rules);
    const key = `${rules.folder}/${randomUUID()}.${ext}`;
    await this.storage.put(key, data);
    try {
      return await this.ds.getRepository(StoredFile).save(
        this.ds.getRepository(StoredFile).create({
          storageKey: key,
          originalName: sanitiseName(file.filename, ext),
          mimeType: mime,
          sizeBytes: data.length,
          ownerId: rules.ownerId,
          visibility: rules.visibility,
        }),
      );
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
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

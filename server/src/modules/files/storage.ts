import type { Readable } from 'node:stream';

/** Where uploaded bytes live: local disk (LocalDiskStorage) or an S3-compatible bucket (S3Storage). */
export interface FileStorage {
  /**
   * Stores all of `data` under `key`, or nothing: a reader never meets a part-written file, and a failed put
   * leaves nothing behind. Throws StorageFullError when the volume or bucket has no room.
   */
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the bytes, or null if there is no such file. */
  open(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Generated keys only: lowercase folders and a name with an extension, so no key can climb out of its root. */
const safeKey = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function isSafeKey(key: string): boolean {
  return safeKey.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Refusing unsafe storage key: ${key}`);
}

/**
 * A put refused for want of room: a full volume (ENOSPC), a user's quota spent (EDQUOT) or a store answering
 * 507 Insufficient Storage. Nothing of the file was kept. Uploads turn it into STORAGE_FULL for the user.
 */
export class StorageFullError extends Error {
  constructor(key: string, cause: unknown) {
    super(`No room in storage for ${key}`, { cause });
    this.name = 'StorageFullError';
  }
}

/** A file system call that failed for want of room: the volume is full (ENOSPC) or the user's quota spent (EDQUOT). */
export function isNoRoom(err: unknown): boolean {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

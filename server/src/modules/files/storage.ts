import type { Readable } from 'node:stream';

/** Where uploaded bytes live: local disk (LocalDiskStorage) or an S3-compatible bucket (S3Storage). */
export interface FileStorage {
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

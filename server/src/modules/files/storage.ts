import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Local disk now; an S3-compatible bucket can implement the same. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the bytes, or null if there is no such file. */
  open(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const safeKey = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    if (!safeKey.test(key)) throw new Error(`Refusing unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathFor(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(file, data);
  }

  async open(key: string): Promise<Readable | null> {
    if (!safeKey.test(key)) return null;
    const file = this.pathFor(key);
    try {
      await fsp.access(file);
    } catch {
      return null;
    }
    return fs.createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathFor(key), { force: true });
  }
}

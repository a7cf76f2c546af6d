import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage, isSafeKey } from './storage';

/** Files under one directory (DATA_DIR/uploads): the default for a single instance. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathFor(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(file, data);
  }

  async open(key: string): Promise<Readable | null> {
    if (!isSafeKey(key)) return null;
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

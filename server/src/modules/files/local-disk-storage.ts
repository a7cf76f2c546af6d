import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage, isNoRoom, isSafeKey, StorageFullError } from './storage';

/** Files under one directory (DATA_DIR/uploads): the default for a single instance. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  /**
   * Writes to a temporary name beside the file (a dot name, which no key can reach), syncs it to disk and only
   * then renames it into place: a reader sees the whole file or none, and a crash cannot leave an empty file
   * under the final name. On any failure the temporary file is removed, so a full volume leaves nothing behind.
   */
  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathFor(key);
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
    try {
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const handle = await fsp.open(temp, 'wx');
      try {
        await this.write(handle, data);
        await handle.sync();
      } catch (err) {
        await handle.close().catch(() => undefined);
        throw err;
      }
      await handle.close();
      await fsp.rename(temp, file);
    } catch (err) {
      await fsp.rm(temp, { force: true }).catch(() => undefined);
      throw isNoRoom(err) ? new StorageFullError(key, err) : err;
    }
  }

  /** Writes all of `data` to the open temporary file: the one place bytes reach the disk (tests fill the volume here). */
  protected async write(handle: FileHandle, data: Buffer): Promise<void> {
    await handle.writeFile(data);
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

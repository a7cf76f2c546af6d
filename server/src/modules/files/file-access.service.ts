import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { FileVisibility, StoredFile } from './stored-file.entity';

/**
 * Who else may read a private file than its owner: the modules that attach private files answer (messages'
 * MessageService: a message's sender and receiver). Named here so that files need not import them.
 */
export interface PrivateFileReaders {
  canReadAttachment(userId: string, fileId: string): Promise<boolean>;
}

/** Which stored file a download route may serve, and to whom (the files routes ask here; they never read the database). */
export class FileAccessService {
  constructor(
    private readonly ds: DataSource,
    private readonly readers: PrivateFileReaders,
  ) {}

  /** A public file (listing images, brochures, banners) by its storage key, or null. */
  publicFile(storageKey: string): Promise<StoredFile | null> {
    return this.ds.getRepository(StoredFile).findOneBy({ storageKey, visibility: FileVisibility.PUBLIC });
  }

  /**
   * A private file (a message attachment) if this account may download it: its owner, or whoever the
   * readers allow (the message's sender and receiver; approved admins for the platform inbox).
   * Null otherwise, also for ids that are not files: the route answers 404 either way.
   */
  async privateFileFor(viewerId: string, id: string): Promise<StoredFile | null> {
    if (!isUUID(id)) return null;
    const file = await this.ds.getRepository(StoredFile).findOneBy({ id, visibility: FileVisibility.PRIVATE });
    if (!file) return null;
    return file.ownerId === viewerId || (await this.readers.canReadAttachment(viewerId, id)) ? file : null;
  }
}

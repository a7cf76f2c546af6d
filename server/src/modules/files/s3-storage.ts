import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { assertSafeKey, type FileStorage, isSafeKey, StorageFullError } from './storage';

/** Files in one bucket of AWS S3 or an S3-compatible store, so several instances share them. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Custom endpoints (MinIO, a local stand-in) rarely resolve bucket subdomains.
      forcePathStyle: config.endpoint !== undefined,
      credentials: config.credentials,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /** One PutObject: the store keeps the whole object or none, so a failed put leaves nothing to clean up. */
  async put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data }));
    } catch (err) {
      throw isStoreFull(err) ? new StorageFullError(key, err) : err;
    }
  }

  async open(key: string): Promise<Readable | null> {
    if (!isSafeKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the body is the HTTP response itself: bytes flow to the client as they arrive.
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned no body stream');
      return object.Body;
    } catch (err) {
      if (isMissingObject(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

/**
 * A store out of room: 507 Insufficient Storage (MinIO's XMinioStorageFull below its free-drive threshold) or a
 * bucket quota spent (Ceph's QuotaExceeded). AWS itself has no such answer.
 */
function isStoreFull(err: unknown): boolean {
  return (
    err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 507 || err.name === 'XMinioStorageFull' || err.name === 'QuotaExceeded')
  );
}

/** NoSuchKey, or a bare 404 from stores that send no error code; a missing bucket stays an error. */
function isMissingObject(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || (err.$metadata.httpStatusCode === 404 && err.name !== 'NoSuchBucket'));
}

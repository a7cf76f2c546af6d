import path from 'node:path';
import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk-storage';
import type { FileStorage } from './storage';

/** The bucket named by STORAGE_URL, or local disk under DATA_DIR/uploads. */
export function createStorage(config: Config): FileStorage {
  if (!config.s3) return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  // Loaded only when configured: the AWS SDK takes about 90 ms to load, in every start-up and test file.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when S3 is configured (see above)
  const { S3Storage } = require('./s3-storage') as typeof import('./s3-storage');
  return new S3Storage(config.s3);
}

import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * The storage driver the configuration asks for: S3-compatible storage when S3_BUCKET is set, otherwise local
 * disk under DATA_DIR/uploads, whose upload URLs are signed with uploadSecret (the session secret).
 */
export function createStorage(config: Config, uploadSecret: string): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'uploads'), { uploadSecret });
}

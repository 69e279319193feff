import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * The storage driver the configuration asks for: S3-compatible storage when S3_BUCKET is set, otherwise local
 * disk under DATA_DIR/uploads, whose upload URLs are signed with uploadSecret (the session secret). The S3 driver
 * is loaded only then: the AWS SDK is a third of a second of every start without it.
 */
export async function createStorage(config: Config, uploadSecret: string): Promise<Storage> {
  if (config.s3) return (await import('./s3-storage')).createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'uploads'), { uploadSecret });
}

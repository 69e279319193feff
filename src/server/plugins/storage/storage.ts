import type { Readable } from 'node:stream';

/** What a signed upload URL allows: one PUT of at most maxBytes to one key, until it expires. */
export type UploadUrlOptions = { maxBytes: number; expiresInSeconds: number };

/** Where uploaded and generated files live: local disk by default, S3-compatible storage when configured. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** The URL a browser loads the object from. */
  urlFor(key: string): string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  readStream(key: string): Promise<Readable | null>;
  /** The object's size in bytes, or null when there is no such object. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Removes objects under prefix (a folder such as 'pending/') last written before cutoff; answers how many. */
  deleteOlderThan(prefix: string, cutoff: Date): Promise<number>;
  /**
   * A URL the browser PUTs the object's bytes to, without going through an admin session: an S3 presigned URL,
   * or this server's own signed /uploads/ URL for local disk. S3 cannot bind a size to a presigned PUT, so the
   * size limit is enforced again when the upload is processed.
   */
  createUploadUrl(key: string, options: UploadUrlOptions): Promise<string>;
}

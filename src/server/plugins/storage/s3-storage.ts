import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config';
import { assertSafeKey } from './local-storage';
import type { Storage } from './storage';

export type S3StorageConfig = NonNullable<Config['s3']>;

// Stored objects never change (every image gets new keys), so browsers and CDNs may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** S3 or an S3-compatible service (MinIO, R2, Spaces…: set S3_ENDPOINT, which also switches to path-style URLs). */
export function createS3Storage(s3: S3StorageConfig): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.endpoint !== undefined,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: a presigned PUT must not demand a checksum header the browser
    // does not send, and several S3-compatible services reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;
  const publicBase = s3.endpoint
    ? `${s3.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(Bucket)}/`
    : `https://${Bucket}.s3.${s3.region}.amazonaws.com/`;

  return {
    kind: 's3',
    urlFor: (key) => `${publicBase}${encodeKey(key)}`,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
          ContentDisposition: 'inline',
        }),
      );
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async readStream(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the SDK's body is an http.IncomingMessage, a Readable.
        return (res.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteOlderThan(prefix, cutoff) {
      let deleted = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < cutoff) {
            await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
            deleted++;
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return deleted;
    },
    async createUploadUrl(key, { expiresInSeconds }) {
      assertSafeKey(key);
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}

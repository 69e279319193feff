import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage';
import { uploadQuery, verifyUpload } from './upload-signature';

export const LOCAL_UPLOADS_URL_PREFIX = '/uploads/';

/** Keys are slash-separated names of our own making; anything that could escape the root is refused. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** How a signed PUT to this server ended; anything but ok left nothing on disk. */
export type ReceiveUploadResult =
  | { ok: true; size: number }
  | { ok: false; status: 403 | 413; message: string };

export interface LocalStorage extends Storage {
  readonly kind: 'local';
  readonly root: string;
  /**
   * Stores the body of a PUT to a signed upload URL (query: its expires, max and sig parameters), streaming it
   * to disk. Refuses a bad or expired signature, a key that already holds an object, and more bytes than signed.
   */
  receiveUpload(
    key: string,
    query: Record<string, unknown>,
    body: Readable,
    declaredLength: number | undefined,
  ): Promise<ReceiveUploadResult>;
}

export const isLocalStorage = (storage: Storage): storage is LocalStorage =>
  storage.kind === 'local' && 'receiveUpload' in storage;

export type LocalStorageOptions = {
  /** The secret signing upload URLs (the session secret); needed only to create and receive uploads. */
  uploadSecret?: string;
};

class TooLargeError extends Error {}

/** Passes bytes through until more than maxBytes have gone by. */
const byteLimit = (maxBytes: number, counted: { bytes: number }) =>
  new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) callback(new TooLargeError());
      else callback(null, chunk);
    },
  });

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalStorage(root: string, options: LocalStorageOptions = {}): LocalStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const getSecret = async () => {
    if (!options.uploadSecret) throw new Error('local storage was created without an upload secret');
    return options.uploadSecret;
  };
  const stat = async (key: string) => {
    try {
      const stats = await fs.stat(fileFor(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const tooLarge = (maxBytes: number) =>
    ({ ok: false, status: 413, message: `The file is larger than the limit of ${maxBytes} bytes.` }) as const;

  return {
    kind: 'local',
    root,
    urlFor: (key) => `${LOCAL_UPLOADS_URL_PREFIX}${key}`,
    async put(key, body) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async read(key) {
      try {
        return await fs.readFile(fileFor(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async readStream(key) {
      const file = fileFor(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    stat,
    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
    async deleteOlderThan(prefix, cutoff) {
      const dir = fileFor(prefix.replace(/\/+$/, ''));
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (err) {
        if (isMissing(err)) return 0;
        throw err;
      }
      let deleted = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const stats = await fs.stat(file).catch(() => null);
        if (stats?.isFile() && stats.mtime < cutoff) {
          await fs.rm(file, { force: true });
          deleted++;
        }
      }
      return deleted;
    },
    async createUploadUrl(key, { maxBytes, expiresInSeconds }) {
      assertSafeKey(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      return `${LOCAL_UPLOADS_URL_PREFIX}${key}?${uploadQuery(await getSecret(), { key, expires, maxBytes })}`;
    },
    async receiveUpload(key, query, body, declaredLength) {
      const check = verifyUpload(await getSecret(), key, query);
      if (!check.ok) {
        const message =
          check.reason === 'expired' ? 'This upload URL has expired.' : 'This upload URL is not valid.';
        return { ok: false, status: 403, message };
      }
      const { maxBytes } = check.grant;
      if (declaredLength !== undefined && declaredLength > maxBytes) return tooLarge(maxBytes);
      const file = fileFor(key);
      const used = { ok: false, status: 403, message: 'This upload URL has already been used.' } as const;
      // The marker outlives the object (processing deletes it), so a URL works once even after that.
      const marker = `${key}.used`;
      if ((await stat(key)) || (await stat(marker))) return used;

      // Written beside the target under a unique name, then linked into place: the key never shows a partial
      // file, and link() fails if another PUT got there first.
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      const counted = { bytes: 0 };
      // The request is piped in rather than made part of the pipeline, so a refusal does not destroy it and the
      // route can still answer 413 (closing the connection on the unread rest).
      const limiter = byteLimit(maxBytes, counted);
      const aborted = () => {
        if (!body.readableEnded) limiter.destroy(new Error('upload aborted by the client'));
      };
      body.once('error', aborted).once('close', aborted);
      body.pipe(limiter);
      try {
        await pipeline(limiter, createWriteStream(partial, { flags: 'wx' }));
        await fs.link(partial, file);
        await fs.writeFile(fileFor(marker), '', { flag: 'wx' }).catch(() => {});
        return { ok: true, size: counted.bytes };
      } catch (err) {
        if (err instanceof TooLargeError) return tooLarge(maxBytes);
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return used;
        throw err;
      } finally {
        body.off('error', aborted).off('close', aborted);
        body.unpipe(limiter);
        await fs.rm(partial, { force: true });
      }
    },
  };
}

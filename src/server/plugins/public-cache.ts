import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { calendarDateIn } from '@shared/dates';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from './session';

// Public reads (the API's GETs and server-rendered pages) are computed once and served from memory until
// content changes. Any successful admin write invalidates every instance: through PostgreSQL NOTIFY when
// several instances share a server, in process on PGlite. Answers carry a strong ETag, so a repeat visit is a 304,
// and are sent brotli- or gzip-compressed, each encoding made once per entry.

export const CONTENT_CHANNEL = 'aarohi_content_changed';
/** Bytes of bodies kept; beyond it the least recently used entries go, never the whole cache at once. */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
type Entry = {
  body: string;
  etag: string;
  contentType: string;
  status: number;
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** Below this, compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

const preferredEncoding = (request: FastifyRequest): Encoding | null => {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
};

const compress = (body: string, encoding: Encoding) =>
  encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(body, { level: 6 });

/** The bytes and headers to send for an entry, given what the client accepts. */
function representation(request: FastifyRequest, entry: Entry) {
  const encoding = entry.body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request) : null;
  if (!encoding) return { payload: entry.body, etag: entry.etag, encoding: null };
  entry.encoded[encoding] ??= compress(entry.body, encoding);
  return { payload: entry.encoded[encoding], etag: `${entry.etag.slice(0, -1)}-${encoding}"`, encoding };
}

function writeHeaders(reply: FastifyReply, etag: string, encoding: Encoding | null, cache: 'HIT' | 'MISS') {
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('X-Cache', cache);
  if (encoding) reply.header('Content-Encoding', encoding);
}

/** Public read routes, by their matched pattern: an allow-list, so no other answer is ever cached. */
const CACHEABLE_ROUTES = new Set([
  '/api/settings',
  '/api/site-config',
  '/api/events',
  '/api/events/featured',
  '/api/events/:id',
  '/api/events/:id/videos',
  '/api/events/:id/images',
  '/api/events/:id/vendors',
  '/api/gallery',
  '/api/gallery/albums',
  '/robots.txt',
  '/sitemap.xml',
]);

/**
 * Admin writes to what only admins see (registrations, messages, download links, upload URLs): they keep the
 * cache, so a busy admin does not make every visitor's next page a miss. Any other admin write, including one
 * added later, drops it; stall decisions do, since approved vendors are listed on the event page.
 */
const PRIVATE_ADMIN_WRITES =
  /^\/api\/admin\/(registrations|contact-messages|download-links|objects)\/|^\/api\/admin\/events\/:\w+\/download-link$/;

const isCacheable = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const [path = '', query] = request.url.split('?');
  // Percent-encoded paths reach the same routes under other spellings: never cache those.
  if (path.includes('%')) return false;
  const route = request.routeOptions.url;
  if (route !== undefined) return CACHEABLE_ROUTES.has(route);
  // Unmatched paths are server-rendered pages: cache them without a query string (which could vary without
  // bound, or carry a one-time manage link), never the admin screen or anything that looks like a file.
  return query === undefined && !path.startsWith('/admin') && !/\.\w+$/.test(path);
};

/** A signed-in admin's requests are answered from the cache but never fill it. */
const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);
const hasSession = (request: FastifyRequest) => sessionCookie.test(request.headers.cookie ?? '');

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  const { payload, etag, encoding } = representation(request, entry);
  if (request.headers['if-none-match'] === etag) {
    writeHeaders(reply, etag, null, 'HIT');
    return reply.code(304).send();
  }
  writeHeaders(reply, etag, encoding, 'HIT');
  return reply.code(entry.status).type(entry.contentType).send(payload);
}

export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const entries = new Map<string, Entry>();
  let cachedBytes = 0;
  // Bumped on every invalidation; a response computed before a change must not be stored after it.
  let generation = 0;
  const invalidate = () => {
    generation++;
    entries.clear();
    cachedBytes = 0;
  };
  // The date is part of the key: an event leaves "upcoming" at midnight in the site's zone (an event ending at
  // another time drops the cache then: src/server/modules/events/status-clock.ts). Formatting a date in
  // a zone is slow next to a cache hit, so it is worked out at most once a second.
  let today = { second: -1, date: '' };
  const currentDate = () => {
    const second = Math.floor(Date.now() / 1000);
    if (second !== today.second)
      today = { second, date: calendarDateIn(new Date(), app.config.siteTimezone) };
    return today.date;
  };
  // No origin in the key: every absolute link comes from PUBLIC_URL or the started address (lib/site-url.ts),
  // never from the request's Host.
  const keyOf = (request: FastifyRequest) => `${currentDate()} ${request.url}`;

  const unsubscribe = await app.database.onNotification(CONTENT_CHANNEL, invalidate);
  app.addHook('onClose', async () => unsubscribe());
  app.decorate('invalidatePublicCache', async () => {
    invalidate();
    await app.database.notify(CONTENT_CHANNEL);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request)) return;
    (request as FastifyRequest & { cacheGeneration?: number }).cacheGeneration = generation;
    const key = keyOf(request);
    const entry = entries.get(key);
    if (entry) {
      // Most recently used last: Map keeps insertion order, so the first entries are the ones to evict.
      entries.delete(key);
      entries.set(key, entry);
    }
    if (entry) return sendEntry(request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('X-Cache') === 'HIT') return payload;
    const started = (request as FastifyRequest & { cacheGeneration?: number }).cacheGeneration;
    if (started === undefined || typeof payload !== 'string') return payload;
    const status = reply.statusCode;
    if (status !== 200 && status !== 404) return payload;
    if (reply.getHeader('Set-Cookie') || reply.getHeader('Cache-Control') === 'no-store') return payload;
    const contentType = String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8');
    const entry: Entry = { body: payload, etag: etagOf(payload), contentType, status, encoded: {} };
    if (started === generation && !hasSession(request)) {
      const key = keyOf(request);
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        cachedBytes -= previous.body.length;
      }
      entries.set(key, entry);
      cachedBytes += entry.body.length;
      for (const [oldest, evicted] of entries) {
        if (cachedBytes <= MAX_CACHED_BYTES) break;
        entries.delete(oldest);
        cachedBytes -= evicted.body.length;
      }
    }
    const { payload: bytes, etag, encoding } = representation(request, entry);
    if (status === 200 && request.headers['if-none-match'] === etag) {
      writeHeaders(reply, etag, null, 'MISS');
      reply.code(304);
      return '';
    }
    writeHeaders(reply, etag, encoding, 'MISS');
    return bytes;
  });

  // A successful admin write may change what visitors see; only the ones listed above never do.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    const route = request.routeOptions.url ?? '';
    if (route.startsWith('/api/admin') && !PRIVATE_ADMIN_WRITES.test(route))
      await app.invalidatePublicCache();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops every instance's cached public responses (after content changes outside an admin request). */
    invalidatePublicCache(): Promise<void>;
  }
}

import { createHash } from 'node:crypto';
import { calendarDateIn } from '@shared/dates';
import { normalisedSearch } from '@shared/normalised-search';
import type { SsrPageSearchParams } from '@shared/ssr-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { canonicalPath, leavesSite } from '../lib/canonical-path';
import { compressSync, type Encoding, MIN_COMPRESS_BYTES, preferredEncoding } from '../lib/http-compression';
import { SegmentedLru } from '../lib/segmented-lru';
import { SESSION_COOKIE } from './session';

// Public reads (the API's GETs and server-rendered pages) are computed once and served from memory until
// content changes. Any successful admin write invalidates every instance: through PostgreSQL NOTIFY when
// several instances share a server, in process on PGlite. Answers carry a strong ETag, so a repeat visit is a 304,
// and are sent brotli- or gzip-compressed, each encoding made once per entry.
//
// Entries are keyed by the normalised URL: the path and only the query parameters its route or page reads (an API
// route's querystring schema, a page's `search` in src/client/app/routes.tsx), each with its first value, so
// `?v=1`, `?v=2`, `?event=a&event=b`... are one entry and one rendering. A path has one spelling
// (lib/canonical-path.ts): another spelling of a page or a public read is answered with a 301 to it, and every path
// no page has shares one 404 page entry. What no rule can fold (`?event=%20holi`, an unknown event's id) is kept
// apart from what visitors read: new entries take a bounded share of the cache, and only an entry read again, and
// more often than what it would push out, leaves it (lib/segmented-lru.ts).

export const CONTENT_CHANNEL = 'aarohi_content_changed';
/** Bytes of bodies kept; beyond it the least recently used entries go, never the whole cache at once. */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** The share of the bytes new entries (not yet read again) may take, whatever floods them in. */
const PROBATION_SHARE = 1 / 4;
export type PublicCacheOptions = {
  /** Bytes kept at most (MAX_CACHED_BYTES unless a test makes it smaller). */
  maxBytes?: number;
};
/** What an entry costs besides its bodies (key, headers, bookkeeping), so many tiny entries are bounded too. */
const ENTRY_OVERHEAD_BYTES = 512;
/** The one entry every path no page has shares (its page says so, whatever the path). */
const UNKNOWN_PAGE_KEY = '404 page';

type Entry = {
  /** UTF-8 bytes, so a hit sends them as they are. */
  body: Buffer;
  etag: string;
  contentType: string;
  status: number;
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** The bytes and headers to send for an entry, given what the client accepts; `made` learns of a new encoding. */
function representation(request: FastifyRequest, entry: Entry, made?: () => void) {
  const encoding = entry.body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request) : null;
  if (!encoding) return { payload: entry.body, etag: entry.etag, encoding: null };
  let payload = entry.encoded[encoding];
  if (!payload) {
    payload = compressSync(entry.body, encoding);
    entry.encoded[encoding] = payload;
    made?.();
  }
  return { payload, etag: `${entry.etag.slice(0, -1)}-${encoding}"`, encoding };
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

/** The query parameters an API route reads: the names its querystring schema declares (none without one). */
const routeQueryNames = new Map<string, readonly string[]>();
function queryNamesOf(request: FastifyRequest, route: string): readonly string[] {
  let names = routeQueryNames.get(route);
  if (!names) {
    const schema = request.routeOptions.schema?.querystring;
    names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    routeQueryNames.set(route, names);
  }
  return names;
}

/**
 * Where a public read is kept (its normalised URL, or the shared 404 page's key), or the one spelling of its path
 * to redirect to; null for what is never cached (writes, private routes, the admin screen, API paths no route has).
 */
function lookupOf(
  request: FastifyRequest,
  pages: SsrPageSearchParams | null,
): { key: string } | { redirect: string } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  const search = at === -1 ? '' : request.url.slice(at);
  const canonical = canonicalPath(path);
  const respelled = canonical !== path && !leavesSite(canonical);
  const route = request.routeOptions.url;
  if (route !== undefined) {
    if (!CACHEABLE_ROUTES.has(route)) return null;
    // A spelling that cannot be redirected to safely is answered, never kept.
    if (canonical !== path) return respelled ? { redirect: `${canonical}${search}` } : null;
    return { key: `${path}${normalisedSearch(search, queryNamesOf(request, route))}` };
  }
  // Unmatched paths are server-rendered pages (when pages are rendered at all), never the admin screen.
  if (!pages || path.startsWith('/api/')) return null;
  // Another spelling of a page leads to it; of no page, it is a made-up path like any other.
  if (respelled && pages(canonical) !== null) return { redirect: `${canonical}${search}` };
  if (path === '/admin' || path.startsWith('/admin/')) return null;
  const names = pages(path);
  return { key: names === null ? UNKNOWN_PAGE_KEY : `${path}${normalisedSearch(search, names)}` };
}

/** A signed-in admin's requests are answered from the cache but never fill it. */
const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);
const hasSession = (request: FastifyRequest) => sessionCookie.test(request.headers.cookie ?? '');

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry, made: () => void) {
  const { payload, etag, encoding } = representation(request, entry, made);
  if (request.headers['if-none-match'] === etag) {
    writeHeaders(reply, etag, null, 'HIT');
    return reply.code(304).send();
  }
  writeHeaders(reply, etag, encoding, 'HIT');
  return reply.code(entry.status).type(entry.contentType).send(payload);
}

type CacheState = { key: string; generation: number; unknownPage: boolean };

/**
 * Which answers are kept: an API read's 200 or 404 (small), a page's 200, and the 404 page of a path no page has
 * (one entry for all of them). A known page's 404 (an unknown event) is not kept: each such path would be an
 * entry of its own.
 */
function keeps(request: FastifyRequest, state: CacheState, status: number): boolean {
  if (state.unknownPage) return status === 404;
  if (request.routeOptions.url !== undefined) return status === 200 || status === 404;
  return status === 200;
}
const stateOf = (request: FastifyRequest) =>
  (request as FastifyRequest & { publicCache?: CacheState }).publicCache;

export const publicCachePlugin = fp<PublicCacheOptions>(async (app: FastifyInstance, options) => {
  const maxBytes = options.maxBytes ?? MAX_CACHED_BYTES;
  /** Entries stored since start: a computed (or rendered) answer each, for tests to see what was not redone. */
  let fills = 0;
  let pages: SsrPageSearchParams | null = null;
  // Bumped on every invalidation; a response computed before a change must not be stored after it.
  let generation = 0;
  const sizeOf = (entry: Entry) =>
    ENTRY_OVERHEAD_BYTES +
    entry.body.length +
    (entry.encoded.br?.length ?? 0) +
    (entry.encoded.gzip?.length ?? 0);
  const entries = new SegmentedLru<Entry>(
    { bytes: maxBytes, probationBytes: Math.floor(maxBytes * PROBATION_SHARE) },
    sizeOf,
  );
  const changeListeners: (() => void)[] = [];
  const invalidate = () => {
    generation++;
    entries.clear();
    for (const listener of changeListeners) listener();
  };
  // The date is part of the key: an event leaves "upcoming" at midnight in the site's zone (an event ending at
  // another time drops the cache then: src/server/modules/events/status-clock.ts). Formatting a date in
  // a zone is slow next to a cache hit, so it is worked out at most once a second. A new day drops the cache:
  // no key of the day before is asked for again, and its read counts must not keep today's entries out.
  let today = { second: -1, date: '' };
  const currentDate = () => {
    const second = Math.floor(Date.now() / 1000);
    if (second !== today.second) {
      const date = calendarDateIn(new Date(), app.config.siteTimezone);
      if (today.date !== '' && date !== today.date) invalidate();
      today = { second, date };
    }
    return today.date;
  };
  // No origin in the key: every absolute link comes from PUBLIC_URL or the started address (lib/site-url.ts),
  // never from the request's Host.
  const stateOfKey = (key: string): CacheState => ({
    key: `${currentDate()} ${key}`,
    generation,
    unknownPage: key === UNKNOWN_PAGE_KEY,
  });

  const unsubscribe = await app.database.onNotification(CONTENT_CHANNEL, invalidate);
  app.addHook('onClose', async () => unsubscribe());
  app.decorate('invalidatePublicCache', async () => {
    invalidate();
    await app.database.notify(CONTENT_CHANNEL);
  });
  app.decorate('onPublicContentChange', (listener: () => void) => {
    changeListeners.push(listener);
  });
  app.decorate('cachePagesBy', (searchParams: SsrPageSearchParams) => {
    pages = searchParams;
  });
  app.decorate('publicCacheStats', () => ({ entries: entries.size, bytes: entries.bytes, fills }));

  app.addHook('onRequest', async (request, reply) => {
    const lookup = lookupOf(request, pages);
    if (lookup === null) return;
    if ('redirect' in lookup) return reply.redirect(lookup.redirect, 301);
    const state = stateOfKey(lookup.key);
    (request as FastifyRequest & { publicCache?: CacheState }).publicCache = state;
    const { key } = state;
    const entry = entries.get(key);
    if (!entry) return;
    return sendEntry(request, reply, entry, () => entries.resized(key));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('X-Cache') === 'HIT') return payload;
    const state = stateOf(request);
    if (state === undefined || typeof payload !== 'string') return payload;
    if (!keeps(request, state, reply.statusCode)) return payload;
    const status = reply.statusCode;
    if (reply.getHeader('Set-Cookie') || reply.getHeader('Cache-Control') === 'no-store') return payload;
    const contentType = String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8');
    const body = Buffer.from(payload);
    const entry: Entry = { body, etag: etagOf(body), contentType, status, encoded: {} };
    let stored = false;
    if (state.generation === generation && !hasSession(request)) {
      entries.set(state.key, entry);
      fills++;
      stored = true;
    }
    const {
      payload: bytes,
      etag,
      encoding,
    } = representation(request, entry, stored ? () => entries.resized(state.key) : undefined);
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
    /**
     * Calls `listener` whenever the cache is dropped (content changed here or on another instance, or a new day
     * began): for other answers made from content only organisers change (lib/kept-until-content-changes.ts).
     */
    onPublicContentChange(listener: () => void): void;
    /** Set by the page renderer: which search parameters each page reads, and which paths are no page at all. */
    cachePagesBy(searchParams: SsrPageSearchParams): void;
    /** What the cache holds now, and how many answers it has stored since start (tests, diagnostics). */
    publicCacheStats(): { entries: number; bytes: number; fills: number };
  }
}

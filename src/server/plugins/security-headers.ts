import fp from 'fastify-plugin';
import { isCheckInPage } from './permissions-policy';

// Security headers (docs/architecture.md, "Security"). The Content-Security-Policy allows only this site, the
// YouTube privacy-enhanced player and its thumbnails, and the object storage in use.

const YOUTUBE_FRAME = 'https://www.youtube-nocookie.com';
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';
const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths that never answer with a page: API answers, built assets and uploaded images. */
const NOT_A_PAGE = /^\/(?:api|assets|uploads)\//;

/**
 * What a response that is not a page needs (OWASP's set for APIs): nothing may run in it, load from it or frame
 * it, should a browser ever open it as a document. The page policy below is about 1 KB, sent on every API
 * answer and asset for nothing; on a phone that is 3-4 KB per page view, and a sixth of a cached read.
 */
const NOT_A_PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** The origins uploads are read from and PUT to when S3 storage is configured. */
export function storageOrigins(
  s3: { bucket: string; region: string; endpoint: string | undefined } | undefined,
) {
  if (!s3) return [];
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    // Path-style (endpoint/bucket/key) and virtual-hosted (bucket.endpoint/key) addressing.
    return [endpoint.origin, `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
  }
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`];
}

/**
 * The page policy. Pages need no inline script: server-rendered state travels in a JSON data block
 * (src/shared/ssr-contract.ts).
 */
function pageContentSecurityPolicy(storage: string[], httpsSite: boolean, webAssembly: boolean): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The check-in page reads QR codes with a WebAssembly decoder (ZXing) where the browser has none built in:
    // compiling WebAssembly is allowed there, and only there (no eval of script text, anywhere).
    ['script-src', "'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : [])],
    // Necessary: Radix dialogs lock scrolling by injecting a <style> element (react-remove-scroll), and
    // positioned popovers carry style attributes. Styles cannot run script, so this is a small allowance.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', YOUTUBE_THUMBNAILS, ...storage],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...storage],
    ['media-src', "'self'", ...storage],
    ['frame-src', YOUTUBE_FRAME],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ...(httpsSite ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join(';');
}

/**
 * Every page's headers: helmet's defaults, written out (they are the same for every response, so a middleware
 * run per request would be a tenth of a cached read's cost), without COEP (YouTube embeds) and HSTS (below).
 */
function pageHeaders(storage: string[], httpsSite: boolean, webAssembly = false): Record<string, string> {
  return {
    'Content-Security-Policy': pageContentSecurityPolicy(storage, httpsSite, webAssembly),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    // YouTube's player refuses to play without knowing the embedding site's origin.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies': 'none',
    // Disables the old browsers' XSS auditor, which itself could be abused to leak page content.
    'X-XSS-Protection': '0',
  };
}

export const securityHeadersPlugin = fp(
  async (app) => {
    const storage = storageOrigins(app.config.s3);
    const httpsSite = Boolean(app.config.publicUrl?.startsWith('https:'));
    const headers = pageHeaders(storage, httpsSite);
    const checkInHeaders = pageHeaders(storage, httpsSite, true);
    // HSTS only over HTTPS: over plain HTTP it is meaningless and breaks local testing.
    const withHsts = (set: Record<string, string>) => ({ ...set, 'Strict-Transport-Security': HSTS });
    const pages = { http: headers, https: withHsts(headers) };
    const checkInPage = { http: checkInHeaders, https: withHsts(checkInHeaders) };
    const notPages = { http: NOT_A_PAGE_HEADERS, https: withHsts(NOT_A_PAGE_HEADERS) };
    app.decorate('securityHeadersFor', (url: string | null, https: boolean) => {
      const set = url === null || NOT_A_PAGE.test(url) ? notPages : isCheckInPage(url) ? checkInPage : pages;
      return https || httpsSite ? set.https : set.http;
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(app.securityHeadersFor(request.url, request.protocol === 'https'));
      done();
    });
  },
  { name: 'security-headers' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The security headers of an answer to `url` (null: an answer that is no page, the address unknown), over
     * HTTPS or not. The onRequest hook sets them; answers made before it runs (plugins/error-handler.ts) use this.
     */
    securityHeadersFor(url: string | null, https: boolean): Record<string, string>;
  }
}

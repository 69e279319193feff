import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Security headers (DESIGN.md "Security model"). The Content-Security-Policy allows only this site, the
// YouTube privacy-enhanced player and its thumbnails, and the object storage in use. Pages need no inline
// script: server-rendered state travels in a JSON data block (src/shared/ssr-contract.ts).

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
 * The headers helmet sets for these options. They are the same for every response, so they are worked out once
 * at start: @fastify/helmet builds the whole middleware again on each request, a tenth of a cached read's cost.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app) => {
    const storage = storageOrigins(app.config.s3);
    const httpsSite = Boolean(app.config.publicUrl?.startsWith('https:'));
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Necessary: Radix dialogs lock scrolling by injecting a <style> element (react-remove-scroll), and
          // positioned popovers carry style attributes. Styles cannot run script, so this is a small allowance.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAILS, ...storage],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...storage],
          mediaSrc: ["'self'", ...storage],
          frameSrc: [YOUTUBE_FRAME],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(httpsSite ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Sent below, and only over HTTPS: over plain HTTP it is meaningless and breaks local testing.
      strictTransportSecurity: false,
      // YouTube's player refuses to play without knowing the embedding site's origin.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    const withHsts = (set: Record<string, string>) => ({ ...set, 'Strict-Transport-Security': HSTS });
    const pages = { http: headers, https: withHsts(headers) };
    const notPages = { http: NOT_A_PAGE_HEADERS, https: withHsts(NOT_A_PAGE_HEADERS) };
    app.addHook('onRequest', (request, reply, done) => {
      const set = NOT_A_PAGE.test(request.url) ? notPages : pages;
      reply.headers(request.protocol === 'https' || httpsSite ? set.https : set.http);
      done();
    });
  },
  { name: 'security-headers' },
);

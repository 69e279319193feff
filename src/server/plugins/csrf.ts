import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error';

// CSRF defence (docs/product-rules.md, "CSRF rule"): every state-changing request must carry
// `X-Requested-With: XMLHttpRequest` -- a header a cross-site form or image cannot set, and a cross-site fetch
// cannot set without a CORS preflight we never grant -- and, when the browser names the page it comes from
// (Origin, else Referer), that page must be this site. See OWASP's CSRF cheat sheet, "Custom request headers"
// and "Verifying origin with standard headers".

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Browsers PUT uploaded files straight to the signed URL, and mail apps POST a message's one-click unsubscribe
 * (RFC 8058) without any header of ours: the URL's signature, not a header, protects those.
 */
const EXEMPT_PREFIXES = ['/uploads/', '/api/unsubscribe?'];

const originOf = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

export const csrfPlugin = fp(
  async (app) => {
    const publicOrigin = app.config.publicUrl ? originOf(app.config.publicUrl)?.origin : undefined;

    /** Scheme, host and port must all match: an http:// page must not act on the https:// site. */
    const isSameOrigin = (request: FastifyRequest, value: string): boolean => {
      const url = originOf(value);
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
      // With PUBLIC_URL the site has one origin; behind a proxy the request itself may say http://.
      if (publicOrigin) return url.origin === publicOrigin;
      // The origin the browser addressed (X-Forwarded-Proto and -Host only when TRUST_PROXY says so), its
      // default port dropped as URL does for the Origin.
      const addressed = originOf(`${request.protocol}://${request.host}`);
      return addressed !== null && url.origin === addressed.origin;
    };

    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      if (EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      const marker = request.headers['x-requested-with'];
      const origin = request.headers.origin;
      const referer = request.headers.referer;
      let reason: string | null = null;
      if (typeof marker !== 'string' || marker.toLowerCase() !== 'xmlhttprequest') {
        reason = 'missing X-Requested-With';
      } else if (origin !== undefined) {
        if (!isSameOrigin(request, origin)) reason = 'foreign Origin';
      } else if (referer !== undefined && !isSameOrigin(request, referer)) {
        reason = 'foreign Referer';
      }
      if (reason) {
        request.log.warn(
          { url: request.url, method: request.method, origin, referer, reason },
          'CSRF check refused',
        );
        throw forbidden('Forbidden');
      }
    });
  },
  { name: 'csrf' },
);

import { DIRECT_SOURCE } from '@shared/source-tags';
import type { FastifyRequest } from 'fastify';
import { siteUrlOf } from '../../lib/site-url';

const hostOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
};

/**
 * Where a sign-up came from (docs/product-rules.md, "Insights"): the source tag the event page passes on, else the
 * host of the site that referred the visitor to it (the page's `document.referrer`, which the page sends: the
 * request's own Referer names the event page), else `direct`. This site is never a source, under its public
 * address or the host the page was served from.
 */
export function signUpSource(
  { source, referrer }: { source?: string; referrer?: string },
  request: FastifyRequest,
): string {
  if (source) return source;
  const host = referrer ? hostOf(referrer) : null;
  if (!host) return DIRECT_SOURCE;
  const own = [hostOf(siteUrlOf(request)), request.host.toLowerCase()];
  return own.includes(host) ? DIRECT_SOURCE : host;
}

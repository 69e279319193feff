import { createHash, timingSafeEqual } from 'node:crypto';
import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import { SOURCE_TAGS, withSourceTag } from '@shared/source-tags';
import type { FastifyRequest } from 'fastify';
import { randomToken } from '../../lib/random-token';

// A registration's manage token (docs/product-rules.md, "The manage token"): 256 random bits handed to the
// registrant; only its SHA-256 is stored, and checks compare digests in constant time.

/** Mailed manage links that work at once; a new one beyond this retires the oldest (never the sign-up's own). */
export const MANAGE_LINKS_LIVE = 5;

export const newManageToken = () => randomToken(32);

export const hashManageToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function manageTokenMatches(token: string | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(hashManageToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The link that opens the registration dialog in update mode on the event's page, tagged as coming from a mail (a
 * forwarded mail's reader who registers someone else from there counts as a sign-up from mail).
 */
export const manageUrlFor = (siteUrl: string, slug: string, registrationId: string, token: string) =>
  withSourceTag(
    `${siteUrl}/events/${encodeURIComponent(slug)}?manage=${registrationId}.${token}`,
    SOURCE_TAGS.email,
  );

/** The query flag that opens the registration straight at "Cancel your registration?" (the reminder's link). */
export const CANCEL_INTENT_PARAM = 'intent=cancel';

/** A reminder's "I can't make it": the manage link, opening at the cancellation's confirmation (never cancelling). */
export const cancelUrlFor = (siteUrl: string, slug: string, registrationId: string, token: string) =>
  `${manageUrlFor(siteUrl, slug, registrationId, token)}&${CANCEL_INTENT_PARAM}`;

/** The manage token a request carries in its header, if any. */
export function manageTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[MANAGE_TOKEN_HEADER];
  return typeof header === 'string' && header ? header : undefined;
}

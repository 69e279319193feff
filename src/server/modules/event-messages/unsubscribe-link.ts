import type { UnsubscribeQuery } from '@shared/schemas/event-messages';
import type { LinkSigner } from '../../lib/link-signer';

// The unsubscribe link in a message mail names the event and the address, signed (lib/link-signer.ts): it needs
// no stored token, and works for as long as the event exists. `/unsubscribe?…` is the page a person confirms on;
// `/api/unsubscribe?…` is the one-click address mail apps POST to (RFC 8058).

const PURPOSE = 'unsubscribe';

const signedValue = (eventId: string, email: string) => `${eventId}\n${email.toLowerCase()}`;

export function unsubscribeQuery(signer: LinkSigner, eventId: string, email: string): string {
  const lower = email.toLowerCase();
  return new URLSearchParams({
    e: eventId,
    a: Buffer.from(lower, 'utf8').toString('base64url'),
    s: signer.sign(PURPOSE, signedValue(eventId, lower)),
  }).toString();
}

export const unsubscribeUrls = (siteUrl: string, signer: LinkSigner, eventId: string, email: string) => {
  const query = unsubscribeQuery(signer, eventId, email);
  return { page: `${siteUrl}/unsubscribe?${query}`, oneClick: `${siteUrl}/api/unsubscribe?${query}` };
};

/** The event and address a link names, or null when it was not made by this site. */
export function readUnsubscribeQuery(
  signer: LinkSigner,
  query: UnsubscribeQuery,
): { eventId: string; email: string } | null {
  const email = Buffer.from(query.a, 'base64url').toString('utf8');
  if (!email || !signer.verify(PURPOSE, signedValue(query.e, email), query.s)) return null;
  return { eventId: query.e, email };
}

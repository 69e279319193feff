import { createHmac, timingSafeEqual } from 'node:crypto';

// Links mailed to people that act without a sign-in (unsubscribe) carry an HMAC over what they name, keyed by
// the site's signing secret and the link's purpose: only a link the site made works, and one made for one
// purpose never works for another.

export type LinkSigner = {
  sign(purpose: string, value: string): string;
  verify(purpose: string, value: string, signature: string): boolean;
};

export function createLinkSigner(secret: string): LinkSigner {
  const sign = (purpose: string, value: string) =>
    createHmac('sha256', `link:${purpose}:${secret}`).update(value).digest('base64url');
  return {
    sign,
    verify(purpose, value, signature) {
      const expected = Buffer.from(sign(purpose, value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

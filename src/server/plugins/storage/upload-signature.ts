import { createHmac, timingSafeEqual } from 'node:crypto';

// Local disk's answer to an S3 presigned PUT: the URL carries an HMAC (keyed by the session secret) over the
// object key, the expiry and the size limit, so only the URL the admin was given works, once, briefly, up to
// that size (docs/architecture.md, "Storage").

export type UploadGrant = { key: string; expires: number; maxBytes: number };

export type UploadSignatureCheck =
  | { ok: true; grant: UploadGrant }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

const message = (g: UploadGrant) => `PUT\n${g.key}\n${g.expires}\n${g.maxBytes}`;

export function signUpload(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', `upload-url:${secret}`).update(message(grant)).digest('base64url');
}

/** The query string of a signed upload URL. */
export function uploadQuery(secret: string, grant: UploadGrant): string {
  const params = new URLSearchParams({
    expires: String(grant.expires),
    max: String(grant.maxBytes),
    sig: signUpload(secret, grant),
  });
  return params.toString();
}

const INTEGER = /^\d{1,15}$/;

/** Checks a signed URL's parameters for key; nowSeconds is Unix time. */
export function verifyUpload(
  secret: string,
  key: string,
  query: { expires?: unknown; max?: unknown; sig?: unknown },
  nowSeconds = Math.floor(Date.now() / 1000),
): UploadSignatureCheck {
  const { expires, max, sig } = query;
  if (typeof expires !== 'string' || typeof max !== 'string' || typeof sig !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  if (!INTEGER.test(expires) || !INTEGER.test(max)) return { ok: false, reason: 'malformed' };
  const grant = { key, expires: Number(expires), maxBytes: Number(max) };
  const expected = Buffer.from(signUpload(secret, grant));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  // Checked after the signature, so a forged URL never learns anything from the answer.
  if (grant.expires < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}

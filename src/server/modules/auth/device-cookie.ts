import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { wantsSecureCookies } from '../../plugins/session';
import { normalizeUsername } from './users-repository';

// OWASP's "device cookie" (https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies):
// a successful login leaves a long-lived cookie saying "this browser has signed in as <username> before". Logins
// that carry one for their username are limited per device instead of per username, so strangers' failures cannot
// lock the admin's own browser out. No database row: the value is HMAC-signed with the app's secret (the one
// @fastify/cookie holds for the session cookie), and its random nonce keys the device's failure counter.

export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
// Only the login route needs it, so no other request carries it.
const COOKIE_PATH = '/api/login';
// The prefix keeps any other value signed with the same secret (a session token) from passing for a device cookie.
const VALUE = /^device:([\w-]{22}):(.+)$/s;

/**
 * The nonce of the request's device cookie when it is validly signed and was issued to `username`; null when
 * there is none, or it is forged, tampered with, or for another username.
 */
export function trustedDeviceOf(request: FastifyRequest, username: string): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [, nonce, owner] = VALUE.exec(unsigned.value) ?? [];
  return nonce && owner === normalizeUsername(username) ? nonce : null;
}

/** Gives the browser a fresh device cookie for `username`; called only after a successful login. */
export function issueDeviceCookie(request: FastifyRequest, reply: FastifyReply, username: string): void {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `device:${nonce}:${normalizeUsername(username)}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: wantsSecureCookies(request),
    signed: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

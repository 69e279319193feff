import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Password hashing with scrypt from node:crypto at OWASP's parameters (N=2^17, r=8, p=1):
// https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt
// The stored string carries its parameters, so they can be raised later without breaking old hashes.

const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Longest password accepted; long enough for any passphrase, short enough to bound the work per request. */
export const MAX_PASSWORD_LENGTH = 1024;

/** scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that for N=2^17, so raise it. */
const maxmemFor = (n: number, r: number) => 128 * n * r * 2;

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$<log2 N>$<r>$<p>$<salt base64>$<key base64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const n = 2 ** LOG_N;
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: maxmemFor(n, R) });
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether password matches stored; false (never a throw) for a malformed hash. Constant-time comparison. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logNText, rText, pText, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const logN = Number(logNText);
  const r = Number(rText);
  const p = Number(pText);
  if (![logN, r, p].every((v) => Number.isInteger(v) && v > 0) || logN > 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(keyText, 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const n = 2 ** logN;
  const actual = await scryptAsync(password, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r) });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, computed once: verifying an unknown username against it takes as long as
 * verifying a wrong password, so response times do not reveal which usernames exist.
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/** A readable random password for a first admin: 20 characters of base64url (about 120 bits). */
export const generatePassword = () => randomBytes(15).toString('base64url');

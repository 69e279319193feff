import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { createSemaphore, SemaphoreTimeoutError } from './semaphore';

// Password hashing with scrypt from node:crypto. The stored string carries its parameters, so verifying reads
// them from the hash: the cost can be raised later (or lowered in tests) without breaking existing hashes.

/** scrypt's work factors: N = 2^logN iterations, block size r, parallelism p. */
export type ScryptCost = { readonly logN: number; readonly r: number; readonly p: number };

/**
 * OWASP's parameters for scrypt (N=2^17, r=8, p=1), what every server hashes with unless told otherwise:
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt
 */
export const PRODUCTION_SCRYPT_COST: ScryptCost = Object.freeze({ logN: 17, r: 8, p: 1 });

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** Longest password accepted; long enough for any passphrase, short enough to bound the work per request. */
export { MAX_PASSWORD_LENGTH } from '@shared/schemas/team';

/** scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that for N=2^17, so raise it. */
const maxmemFor = (n: number, r: number) => 128 * n * r * 2;

/**
 * Hashes computed at once in this process. scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default),
 * which file reads, static files and DNS lookups share: a login storm filling it would queue every file behind
 * the hashes (a review saw a static image take 20 s). So hashes leave two pool threads free, and leave one core to
 * the event loop on a small machine; each also holds 128 MB while it runs, which this bounds too.
 */
export const HASHES_AT_ONCE = Math.max(
  1,
  Math.min(Number(process.env.UV_THREADPOOL_SIZE || 4) - 2, os.availableParallelism() - 1),
);
// A login from a browser known to the account (HashTurn's priority) waits only behind others like it: a storm of
// strangers' logins cannot keep the admin out.
const hashing = createSemaphore(HASHES_AT_ONCE);

/** A hash waited longer than its caller allows for its turn (see createPasswordHasher's verifyWaitMs); it was not run. */
export class PasswordHashingBusyError extends Error {
  constructor() {
    super('password hashing is busy');
    this.name = 'PasswordHashingBusyError';
  }
}

/**
 * A hash's place in line: `maxWaitMs`, how long it may wait for its turn (else PasswordHashingBusyError; no limit
 * without it); `priority`, whether it goes ahead of every hash without it.
 */
export type HashTurn = { maxWaitMs?: number; priority?: boolean };

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
  turn: HashTurn,
): Promise<Buffer> {
  const run = () =>
    new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
        err ? reject(err) : resolve(key),
      );
    });
  return hashing.run(run, turn).catch((err: unknown) => {
    throw err instanceof SemaphoreTimeoutError ? new PasswordHashingBusyError() : err;
  });
}

/** Hashes a password as `scrypt$<log2 N>$<r>$<p>$<salt base64>$<key base64>`. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = PRODUCTION_SCRYPT_COST,
  turn: HashTurn = {},
): Promise<string> {
  const { logN, r, p } = cost;
  const salt = randomBytes(SALT_LENGTH);
  const n = 2 ** logN;
  const options = { N: n, r, p, maxmem: maxmemFor(n, r) };
  const key = await scryptAsync(password, salt, KEY_LENGTH, options, turn);
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether password matches stored, at the parameters stored records; false (never a throw) for a malformed
 * hash. Constant-time comparison.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  turn: HashTurn = {},
): Promise<boolean> {
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
  const options = { N: n, r, p, maxmem: maxmemFor(n, r) };
  const actual = await scryptAsync(password, salt, expected.length, options, turn);
  return timingSafeEqual(actual, expected);
}

/** Hashes new passwords at one cost; verifies any stored hash at the cost it records. */
export type PasswordHasher = {
  readonly cost: ScryptCost;
  hash(password: string): Promise<string>;
  /**
   * Rejects with PasswordHashingBusyError when it waited too long for its turn. `priority`: for a browser known
   * to the account (a login's valid device cookie), whose hash goes ahead of a login storm's.
   */
  verify(password: string, stored: string, options?: { priority?: boolean }): Promise<boolean>;
  /**
   * A hash of a random password at this cost, computed once: verifying an unknown username against it takes as
   * long as verifying a wrong password, so response times do not reveal which usernames exist.
   */
  dummyHash(): Promise<string>;
};

/**
 * `verifyWaitMs`: how long a verification may wait for its turn before it fails with PasswordHashingBusyError
 * (a login answers 503 then); without it, it waits as long as it takes. Hashing a new password always waits.
 */
export function createPasswordHasher(
  cost: ScryptCost = PRODUCTION_SCRYPT_COST,
  options: { verifyWaitMs?: number } = {},
): PasswordHasher {
  let dummy: Promise<string> | undefined;
  return {
    cost,
    hash: (password) => hashPassword(password, cost),
    verify: (password, stored, { priority } = {}) =>
      verifyPassword(password, stored, { maxWaitMs: options.verifyWaitMs, priority }),
    dummyHash() {
      dummy ??= hashPassword(randomBytes(16).toString('base64url'), cost);
      return dummy;
    },
  };
}

/** A readable random password for a first admin: 20 characters of base64url (about 120 bits). */
export const generatePassword = () => randomBytes(15).toString('base64url');

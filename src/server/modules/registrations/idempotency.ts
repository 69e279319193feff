import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { CreatedRegistration } from '@shared/schemas/registrations';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/schemas/registrations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { registrationToApi } from '../../lib/to-api';
import {
  findIdempotencyRecord,
  type IdempotencyRecord,
  pruneIdempotencyRecords,
} from './idempotency-repository';
import { waitlistPosition } from './places-repository';
import { createRegistrationsRepository } from './repository';

// POST /api/registrations honours an Idempotency-Key header (docs/product-rules.md, "Submitted once"): a repeat
// of a request (a double tap, a retry after a lost answer) within 24 hours answers the first answer again, 201
// and the same registration, manage token included, instead of storing a second one or answering 409.
//
// The key answers only the request it came with: its record holds a hash of the body, and another body with the
// key is 422. Only digests are stored: the key's SHA-256 (to find the record) and the manage token sealed with a
// key derived from the idempotency key (AES-256-GCM), so the stored record alone gives nobody the token, which
// elsewhere is kept only as a hash too.

export const IDEMPOTENCY_KEY_FORMAT_MESSAGE =
  'Idempotency-Key must be 16 to 255 letters, digits or "-", "_", ".", ":" (a random UUID is best)';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different registration: send each new registration with a new key';

// Enough length that a key is not guessed; the characters of a UUID, a ULID or a base64url string.
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{16,255}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys in sorted order: the same body hashes the same whatever order its fields came in. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

const sealingKey = (key: string) =>
  Buffer.from(hkdfSync('sha256', key, '', 'registration idempotency: manage token', 32));

export function sealToken(key: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function unsealToken(key: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** A request's Idempotency-Key, and the hashes its record is kept under. */
export type IdempotentRequest = { key: string; keyHash: string; requestHash: string };

const reused = () =>
  new HttpError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE, [
    { path: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_REUSED_MESSAGE },
  ]);

/** The registrations routes' side of idempotency: reading the header, replaying answers, storing new ones. */
export function registrationIdempotency(app: FastifyInstance) {
  const db = app.database.db;
  const repo = createRegistrationsRepository(db);
  // Old records are removed now and then, so the table holds about a day of sign-ups.
  const pruneTimer = setInterval(() => void pruneIdempotencyRecords(db).catch(() => {}), 60 * 60_000);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  return {
    /** The request's key, or null when it sent none; 400 for a malformed one. `body` is the validated body. */
    of(request: FastifyRequest, body: unknown): IdempotentRequest | null {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (header === undefined) return null;
      // The IETF draft writes the key as a structured-field string, in quotes; most clients send it bare.
      const key = typeof header === 'string' ? header.trim().replace(/^"(.*)"$/, '$1') : '';
      if (!KEY_FORMAT.test(key))
        throw new HttpError(400, IDEMPOTENCY_KEY_FORMAT_MESSAGE, [
          { path: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_FORMAT_MESSAGE },
        ]);
      return { key, keyHash: sha256(`registrations\n${key}`), requestHash: sha256(canonicalJson(body)) };
    },

    /** What the sign-up stores with its registration, in the same transaction. */
    record(request: IdempotentRequest, manageToken: string): IdempotencyRecord {
      return {
        keyHash: request.keyHash,
        requestHash: request.requestHash,
        sealedManageToken: sealToken(request.key, manageToken),
      };
    },

    /**
     * The first answer to this key, if it had one in the last 24 hours: the registration (as it is now) with its
     * manage token; 422 when the key came with another body.
     */
    async earlierAnswer(request: IdempotentRequest): Promise<CreatedRegistration | null> {
      const record = await findIdempotencyRecord(db, request.keyHash);
      if (!record) return null;
      if (record.requestHash !== request.requestHash) throw reused();
      const row = await repo.findById(record.registrationId);
      if (!row) return null;
      return {
        ...registrationToApi(row, await waitlistPosition(db, row)),
        manageToken: unsealToken(request.key, record.sealedManageToken),
      };
    },

    /** For a sign-up refused as a duplicate or a used key: the answer it lost the race to, else `refusal`. */
    async afterRefusal(request: IdempotentRequest | null, refusal: HttpError): Promise<CreatedRegistration> {
      const earlier = request ? await this.earlierAnswer(request) : null;
      if (earlier) return earlier;
      throw refusal;
    },
  };
}
export type RegistrationIdempotency = ReturnType<typeof registrationIdempotency>;

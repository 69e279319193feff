import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationIdempotencyKeys, registrations } from '../../db/schema';

/** How long a key is remembered; a repeat after that is a new request. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

/** What a sign-up sent with an Idempotency-Key stores with its registration. */
export type IdempotencyRecord = {
  keyHash: string;
  requestHash: string;
  sealedManageToken: string;
};

export type StoredIdempotencyRecord = IdempotencyRecord & { registrationId: string };

const since = () => new Date(Date.now() - IDEMPOTENCY_WINDOW_MS);

/** The remembered answer to a key, if it is less than 24 hours old. */
export async function findIdempotencyRecord(
  db: Db,
  keyHash: string,
): Promise<StoredIdempotencyRecord | null> {
  const [row] = await db
    .select({
      keyHash: registrationIdempotencyKeys.keyHash,
      requestHash: registrationIdempotencyKeys.requestHash,
      sealedManageToken: registrationIdempotencyKeys.sealedManageToken,
      registrationId: registrationIdempotencyKeys.registrationId,
    })
    .from(registrationIdempotencyKeys)
    .where(
      and(
        eq(registrationIdempotencyKeys.keyHash, keyHash),
        gt(registrationIdempotencyKeys.createdAt, since()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Of these keys, those already answered in the last 24 hours (its rows' `key_hash`). Run in the sign-up transaction
 * after the event's row is locked: a concurrent sign-up for the same event with the same key has committed by
 * then, or waits.
 */
export const liveIdempotencyKeysStatement = (keyHashes: string[]) => sql`
  select key_hash from ${registrationIdempotencyKeys}
  where key_hash in (select jsonb_array_elements_text(${JSON.stringify(keyHashes)}::jsonb))
    and created_at > ${since().toISOString()}`;

/**
 * Stores the keys of the registrations among these that exist, that is that the sign-up transaction inserted
 * (a sign-up refused by the unique index keeps no key); an expired record of a key is replaced. Run in that
 * transaction, after its insert.
 */
export const storeIdempotencyRecordsStatement = (records: StoredIdempotencyRecord[]) => sql`
  insert into ${registrationIdempotencyKeys} (key_hash, request_hash, registration_id, sealed_manage_token)
  select k.key_hash, k.request_hash, k.registration_id, k.sealed_manage_token
  from jsonb_to_recordset(${JSON.stringify(
    records.map((r) => ({
      key_hash: r.keyHash,
      request_hash: r.requestHash,
      registration_id: r.registrationId,
      sealed_manage_token: r.sealedManageToken,
    })),
  )}::jsonb) as k (key_hash text, request_hash text, registration_id uuid, sealed_manage_token text)
  where exists (select 1 from ${registrations} r where r.id = k.registration_id)
  on conflict (key_hash) do update set
    request_hash = excluded.request_hash,
    registration_id = excluded.registration_id,
    sealed_manage_token = excluded.sealed_manage_token,
    created_at = excluded.created_at
  where ${registrationIdempotencyKeys}.created_at <= ${since().toISOString()}`;

/** Removes records older than 24 hours (called now and then, so the table stays small). */
export async function pruneIdempotencyRecords(db: Db): Promise<void> {
  await db.delete(registrationIdempotencyKeys).where(lte(registrationIdempotencyKeys.createdAt, since()));
}

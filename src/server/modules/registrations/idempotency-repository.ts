import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationIdempotencyKeys } from '../../db/schema';

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
 * Of these keys, those already answered in the last 24 hours. Called in the sign-up transaction after the event's
 * row is locked: a concurrent sign-up for the same event with the same key has committed by then, or waits.
 */
export async function liveIdempotencyKeys(tx: Db, keyHashes: string[]): Promise<Set<string>> {
  if (keyHashes.length === 0) return new Set();
  const rows = await tx
    .select({ keyHash: registrationIdempotencyKeys.keyHash })
    .from(registrationIdempotencyKeys)
    .where(
      and(
        inArray(registrationIdempotencyKeys.keyHash, keyHashes),
        gt(registrationIdempotencyKeys.createdAt, since()),
      ),
    );
  return new Set(rows.map((r) => r.keyHash));
}

/** Stores the keys of registrations just inserted, in their transaction; an expired record of a key is replaced. */
export async function storeIdempotencyRecords(tx: Db, records: StoredIdempotencyRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx
    .insert(registrationIdempotencyKeys)
    .values(records)
    .onConflictDoUpdate({
      target: registrationIdempotencyKeys.keyHash,
      set: {
        requestHash: sql`excluded.request_hash`,
        registrationId: sql`excluded.registration_id`,
        sealedManageToken: sql`excluded.sealed_manage_token`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: lte(registrationIdempotencyKeys.createdAt, since()),
    });
}

/** Removes records older than 24 hours (called now and then, so the table stays small). */
export async function pruneIdempotencyRecords(db: Db): Promise<void> {
  await db.delete(registrationIdempotencyKeys).where(lte(registrationIdempotencyKeys.createdAt, since()));
}

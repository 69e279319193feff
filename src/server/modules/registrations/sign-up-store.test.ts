import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent, insertRegistration } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { getTestDatabase, testDatabaseEngine } from '../../../../test/test-database';
import { type Database, openPostgres } from '../../db/client';
import { events, registrationIdempotencyKeys, registrations } from '../../db/schema';
import { bareParty, newRegistrationRow } from './new-registration-row';
import { createRegistrationsRepository } from './repository';
import type { SignUp } from './sign-up-store';

// A visitor's sign-up to an event that had no limit on places when it was read is stored without waiting for its
// turn under the event's lock; the lock's checks still decide when the event has changed meanwhile.

const visitorSignUp = (eventId: string, email: string, guests = 1, keyHash?: string): SignUp => ({
  row: newRegistrationRow(eventId, bareParty('Visitor', email, guests), {
    source: null,
    language: 'en',
    manageTokenHash: null,
    now: new Date(),
  }),
  confirmedMail: null,
  waitlistedMail: () => null,
  onlyWhileOpen: true,
  placesUnlimited: true,
  ...(keyHash ? { idempotency: { keyHash, requestHash: 'request', sealedManageToken: 'sealed' } } : {}),
});

const stored = (database: Database, eventId: string) =>
  database.db
    .select({ email: registrations.email, status: registrations.status })
    .from(registrations)
    .where(eq(registrations.eventId, eventId));

const confirmedPeople = async (database: Database, eventId: string) =>
  (await database.db.select().from(events).where(eq(events.id, eventId)))[0]?.confirmedPeople;

describe('sign-ups to an event without a limit on places', () => {
  const t = useTestApp();

  it('are stored once each, together, and their people counted on the event', async () => {
    const event = await insertEvent(t.database, 10);
    const repo = createRegistrationsRepository(t.database.db);
    const emails = Array.from({ length: 12 }, (_, i) => `open.${i}@example.com`);
    const outcomes = await Promise.all([
      ...emails.map((email, i) => repo.signUp(visitorSignUp(event.id, email, 1 + (i % 3)))),
      repo.signUp(visitorSignUp(event.id, 'OPEN.0@example.com')),
    ]);
    expect(outcomes.filter((o) => o.status === 'confirmed')).toHaveLength(12);
    expect(outcomes.filter((o) => o.status === 'duplicate')).toHaveLength(1);
    expect(await stored(t.database, event.id)).toHaveLength(12);
    expect(await confirmedPeople(t.database, event.id)).toBe(12 + 4 + 8);
  });

  it('arriving with sign-ups that take turns (a walk-up at the door) are answered each in its place', async () => {
    const event = await insertEvent(t.database, 10);
    const repo = createRegistrationsRepository(t.database.db);
    const walkUp = (email: string): SignUp => ({
      ...visitorSignUp(event.id, email, 3),
      placesUnlimited: false,
    });
    const outcomes = await Promise.all([
      repo.signUp(visitorSignUp(event.id, 'mixed.a@example.com')),
      repo.signUp(walkUp('mixed.b@example.com')),
      repo.signUp(visitorSignUp(event.id, 'mixed.c@example.com')),
      repo.signUp(walkUp('mixed.a@example.com')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'duplicate']);
    expect(await confirmedPeople(t.database, event.id)).toBe(1 + 3 + 1);
  });

  it('take their turn when the event has a capacity now: a full event waitlists the party', async () => {
    const event = await insertEvent(t.database, 10, { capacity: 2, confirmedPeople: 2 });
    await insertRegistration(t.database, event.id, { guestCount: 2 });
    const outcome = await createRegistrationsRepository(t.database.db).signUp(
      visitorSignUp(event.id, 'late.family@example.com', 1),
    );
    expect(outcome).toEqual({ status: 'waitlisted', waitlistPosition: 1 });
    expect(await confirmedPeople(t.database, event.id)).toBe(2);
  });

  it('are refused, nothing stored, once registration has closed', async () => {
    const event = await insertEvent(t.database, 10, { registrationOpen: false });
    const outcome = await createRegistrationsRepository(t.database.db).signUp(
      visitorSignUp(event.id, 'closed.door@example.com'),
    );
    expect(outcome).toEqual({ status: 'closed' });
    expect(await stored(t.database, event.id)).toEqual([]);
    expect(await confirmedPeople(t.database, event.id)).toBe(0);
  });

  it('keep an Idempotency-Key to its first sign-up: a second one with it stores nothing', async () => {
    const event = await insertEvent(t.database, 10);
    const repo = createRegistrationsRepository(t.database.db);
    const key = `key-${randomUUID()}`;
    expect(await repo.signUp(visitorSignUp(event.id, 'first.key@example.com', 1, key))).toEqual({
      status: 'confirmed',
    });
    expect(await repo.signUp(visitorSignUp(event.id, 'other.key@example.com', 1, key))).toEqual({
      status: 'key-used',
    });
    expect((await stored(t.database, event.id)).map((r) => r.email)).toEqual(['first.key@example.com']);
    const [record] = await t.database.db
      .select()
      .from(registrationIdempotencyKeys)
      .where(eq(registrationIdempotencyKeys.keyHash, key));
    expect(record?.registrationId).toBeDefined();
  });
});

describe.skipIf(testDatabaseEngine() !== 'postgres')(
  'sign-ups without a limit from two instances at once (PostgreSQL)',
  () => {
    const t = useTestApp();
    let second: Database;
    beforeAll(async () => {
      const shared = await getTestDatabase();
      const { rows } = await shared.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${rows[0]?.name}`;
      second = await openPostgres(url.toString());
    });
    afterAll(async () => {
      await second.close();
    });

    it('store each address once, whichever instance has it, and count every person once', async () => {
      const event = await insertEvent(t.database, 10);
      const here = createRegistrationsRepository(t.database.db);
      const there = createRegistrationsRepository(second.db);
      const emails = Array.from({ length: 80 }, (_, i) => `both.${i}@example.com`);
      // Every address from both instances at the same moment, in opposite orders.
      const outcomes = await Promise.all([
        ...emails.map((email) => here.signUp(visitorSignUp(event.id, email, 2))),
        ...[...emails].reverse().map((email) => there.signUp(visitorSignUp(event.id, email, 2))),
      ]);
      expect(outcomes.filter((o) => o.status === 'confirmed')).toHaveLength(80);
      expect(outcomes.filter((o) => o.status === 'duplicate')).toHaveLength(80);
      expect(await stored(t.database, event.id)).toHaveLength(80);
      expect(await confirmedPeople(t.database, event.id)).toBe(160);
    });
  },
);

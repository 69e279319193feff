import { IDEMPOTENCY_KEY_HEADER } from '@shared/schemas/registrations';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { outboundEmails, registrationIdempotencyKeys, registrations } from '../../db/schema';
import { IDEMPOTENCY_KEY_FORMAT_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from './idempotency';
import { ALREADY_REGISTERED_MESSAGE } from './registration-messages';

// POST /api/registrations with an Idempotency-Key (docs/product-rules.md, "Registrations": "Submitted once").

let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const newKey = () => crypto.randomUUID();

describe('POST /api/registrations with an Idempotency-Key', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });

  const post = (payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload,
      headers: { ...XHR_HEADERS, ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
      remoteAddress: nextIp(),
    });

  const valid = (eventId: string, overrides: object = {}) => ({
    eventId,
    fullName: 'Asha Rao',
    email: `asha.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '',
    guestCount: 2,
    selectedActivities: [],
    activityResponses: [],
    ...overrides,
  });

  const registrationsOf = (eventId: string) =>
    t.database.db.select().from(registrations).where(eq(registrations.eventId, eventId));
  const mailsTo = async (email: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(outboundEmails)
        .where(eq(outboundEmails.recipients, email.toLowerCase()))
    )[0]?.n;

  it('answers a repeat with the same key and body with the first answer: 201, the same registration, one mail', async () => {
    const event = await insertEvent(t.database, 10);
    const body = valid(event.id);
    const key = newKey();
    const first = await post(body, key);
    expect(first.statusCode).toBe(201);
    const again = await post(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.json().manageToken).toBe(first.json().manageToken);
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect(await mailsTo(body.email)).toBe(1);
  });

  it('replays the answer even after registration has closed meanwhile', async () => {
    const event = await insertEvent(t.database, 10);
    const body = valid(event.id);
    const key = newKey();
    const first = await post(body, key);
    expect(first.statusCode).toBe(201);
    await t.database.db.execute(sql`update events set registration_open = false where id = ${event.id}`);
    const again = await post(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });

  it('without a key, a repeat is still the duplicate it always was (409)', async () => {
    const event = await insertEvent(t.database, 10);
    const body = valid(event.id);
    expect((await post(body)).statusCode).toBe(201);
    const again = await post(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REGISTERED_MESSAGE);
  });

  it('refuses the same key with another body (422), storing nothing and giving away no token', async () => {
    const event = await insertEvent(t.database, 10);
    const key = newKey();
    const first = await post(valid(event.id), key);
    expect(first.statusCode).toBe(201);
    const other = valid(event.id, { fullName: 'Ravi Rao' });
    const reused = await post(other, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    expect(reused.json().manageToken).toBeUndefined();
    expect(reused.body).not.toContain(first.json().manageToken);
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect(await mailsTo(other.email)).toBe(0);
    // A request for another event is another request too.
    const elsewhere = await insertEvent(t.database, 10);
    expect((await post(valid(elsewhere.id), key)).statusCode).toBe(422);
    expect(await registrationsOf(elsewhere.id)).toHaveLength(0);
  });

  it('refuses a malformed key (400, naming the header)', async () => {
    const event = await insertEvent(t.database, 10);
    for (const key of ['short', 'x'.repeat(256), 'has spaces in it, which are not allowed']) {
      const res = await post(valid(event.id), key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IDEMPOTENCY_KEY_FORMAT_MESSAGE);
      expect(res.json().errors).toEqual([
        { path: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_FORMAT_MESSAGE },
      ]);
    }
    expect(await registrationsOf(event.id)).toHaveLength(0);
    // A quoted key (RFC 8941 string, as the IETF draft writes it) is the same key.
    const key = newKey();
    const body = valid(event.id);
    const first = await post(body, `"${key}"`);
    expect(first.statusCode).toBe(201);
    expect((await post(body, key)).json().id).toBe(first.json().id);
  });

  it('stores one registration and one mail for simultaneous requests with one key, each answered with it', async () => {
    const event = await insertEvent(t.database, 10);
    const body = valid(event.id);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().manageToken)).size).toBe(1);
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect(await mailsTo(body.email)).toBe(1);
  });

  it('lets only one of simultaneous requests with one key and different bodies through; the others get 422', async () => {
    const event = await insertEvent(t.database, 10);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(valid(event.id), key)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    expect(await registrationsOf(event.id)).toHaveLength(1);
  });

  it('keeps only digests: neither the key nor the manage token is stored as it is', async () => {
    const event = await insertEvent(t.database, 10);
    const key = newKey();
    const first = await post(valid(event.id), key);
    const rows = await t.database.db
      .select()
      .from(registrationIdempotencyKeys)
      .where(eq(registrationIdempotencyKeys.registrationId, first.json().id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(first.json().manageToken);
  });

  it('forgets a key after 24 hours: it then starts a new registration', async () => {
    const event = await insertEvent(t.database, 10);
    const key = newKey();
    const first = await post(valid(event.id), key);
    expect(first.statusCode).toBe(201);
    const yesterday = new Date(Date.now() - 24 * 3_600_000 - 60_000);
    await t.database.db
      .update(registrationIdempotencyKeys)
      .set({ createdAt: yesterday })
      .where(eq(registrationIdempotencyKeys.registrationId, first.json().id));
    const laterBody = valid(event.id, { fullName: 'Ravi Rao' });
    const later = await post(laterBody, key);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    expect(await registrationsOf(event.id)).toHaveLength(2);
    // The key now answers with the new registration.
    expect((await post(laterBody, key)).json().id).toBe(later.json().id);
  });
});

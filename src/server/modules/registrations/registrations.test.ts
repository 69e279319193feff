import fs from 'node:fs';
import path from 'node:path';
import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { outboxMails, storedMailsTo } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { outboundEmails, rateLimitCounters, registrations } from '../../db/schema';
import { rateLimitedMessage } from '../../lib/public-write-limit';
import { hashManageToken, MANAGE_LINKS_LIVE } from './manage-token';
import {
  ALREADY_REGISTERED_MESSAGE,
  BAD_MANAGE_TOKEN_MESSAGE,
  OTHER_EMAIL_MESSAGE,
  OTHER_EVENT_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  UNKNOWN_ACTIVITY_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
} from './registration-messages';
import {
  REGISTRATION_WINDOW_MS,
  REGISTRATIONS_PER_ADDRESS,
  REGISTRATIONS_PER_EMAIL,
  REGISTRATIONS_PER_EVENT,
} from './sign-up-limits';

let ipCounter = 0;
/** Each request from its own address, so the per-IP limit only bites where a test wants it to. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const ACTIVITIES = [
  {
    category: 'Performances',
    instructions: 'Tell us the song',
    options: [
      { id: 'opt_1_dance', name: 'Group dance' },
      { id: 'opt_1_sing', name: 'Singing' },
    ],
  },
  { category: 'Volunteering', options: [{ id: 'opt_1_setup', name: 'Set-up crew' }] },
];

describe('registrations API', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });

  const send = (
    method: 'POST' | 'PUT' | 'GET',
    url: string,
    payload?: object,
    headers: object = {},
    ip = nextIp(),
  ) => t.app.inject({ method, url, payload, headers: { ...XHR_HEADERS, ...headers }, remoteAddress: ip });

  const valid = (eventId: string, overrides: object = {}) => ({
    eventId,
    fullName: 'Asha Patel',
    email: `asha.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '209-555-0100',
    guestCount: 3,
    selectedActivities: [],
    activityResponses: [],
    ...overrides,
  });

  const openEvent = () => insertEvent(t.database, 10, { activities: ACTIVITIES });

  const messagesOf = (res: { json(): unknown }) =>
    ((res.json() as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);

  it('creates a registration: 201 with the registration and a manage token whose hash alone is stored', async () => {
    const event = await openEvent();
    const res = await send(
      'POST',
      '/api/registrations',
      valid(event.id, {
        email: '  Asha.Patel@Example.com ',
        fullName: '  Asha Patel  ',
        selectedActivities: ['opt_1_dance', 'opt_1_setup'],
        activityResponses: [
          { category: 'Performances', response: '  Jai Ho  ' },
          { category: 'Volunteering', response: '   ' },
        ],
        notes: 'Vegetarian',
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      eventId: event.id,
      fullName: 'Asha Patel',
      email: 'asha.patel@example.com',
      phone: '209-555-0100',
      guestCount: 3,
      selectedActivities: ['opt_1_dance', 'opt_1_setup'],
      // A response is kept only when non-empty (docs/product-rules.md, "Registrations").
      activityResponses: [{ category: 'Performances', response: 'Jai Ho' }],
      notes: 'Vegetarian',
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.manageToken).toMatch(/^[\w-]{43}$/);
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, body.id));
    expect(row?.manageTokenHash).toBe(hashManageToken(body.manageToken));
    expect(JSON.stringify(row)).not.toContain(body.manageToken);
  });

  it('accepts a slug as eventId, and defaults the activity lists', async () => {
    const event = await openEvent();
    const { selectedActivities: _s, activityResponses: _a, ...rest } = valid(event.slug);
    const res = await send('POST', '/api/registrations', { ...rest, phone: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      eventId: event.id,
      phone: null,
      selectedActivities: [],
      activityResponses: [],
    });
  });

  it.each([
    [{ fullName: 'A' }, 'Name must be at least 2 characters'],
    [{ fullName: '   A   ' }, 'Name must be at least 2 characters'],
    [{ fullName: undefined }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ guestCount: 0 }, 'Must have at least 1 guest'],
    [{ guestCount: 21 }, 'Maximum 20 guests allowed'],
    [{ fullName: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: `${'a'.repeat(250)}@x.co` }, 'Email must be at most 254 characters'],
    [{ phone: '1'.repeat(31) }, 'Phone number must be at most 30 characters'],
  ])('refuses %j with 400 and the message "%s"', async (overrides, message) => {
    const event = await openEvent();
    const res = await send('POST', '/api/registrations', valid(event.id, overrides));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toContain(message);
    expect(res.json().message).toBe(message);
  });

  it('refuses unknown fields (strict body)', async () => {
    const event = await openEvent();
    const res = await send('POST', '/api/registrations', valid(event.id, { adminComment: 'VIP' }));
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await send('POST', '/api/registrations', valid('no-such-event'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event not found');
  });

  it('refuses with 403 when the event has registration closed', async () => {
    const event = await insertEvent(t.database, 10, { registrationOpen: false });
    const res = await send('POST', '/api/registrations', valid(event.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REGISTRATION_CLOSED_MESSAGE);
  });

  it('refuses activity options and categories the event does not offer (400)', async () => {
    const event = await openEvent();
    const bad = await send(
      'POST',
      '/api/registrations',
      valid(event.id, { selectedActivities: ['opt_forged'] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(UNKNOWN_ACTIVITY_MESSAGE);
    const badCategory = await send(
      'POST',
      '/api/registrations',
      valid(event.id, { activityResponses: [{ category: 'Cooking', response: 'Samosas' }] }),
    );
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().message).toBe(UNKNOWN_CATEGORY_MESSAGE);
  });

  it('answers 409 for the same email again, whatever its letter case', async () => {
    const event = await openEvent();
    expect(
      (await send('POST', '/api/registrations', valid(event.id, { email: 'dup@example.com' }))).statusCode,
    ).toBe(201);
    const again = await send('POST', '/api/registrations', valid(event.id, { email: 'DUP@Example.COM' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REGISTERED_MESSAGE);
    // Another event is another registration.
    const other = await openEvent();
    expect(
      (await send('POST', '/api/registrations', valid(other.id, { email: 'dup@example.com' }))).statusCode,
    ).toBe(201);
  });

  it('stores exactly one of 50 simultaneous identical registrations; the others get 409', async () => {
    const event = await openEvent();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(
          'POST',
          '/api/registrations',
          valid(event.id, { email: i % 2 ? 'race@example.com' : 'RACE@example.com' }),
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.eventId, event.id));
    expect(stored?.n).toBe(1);
    // The refused ones stored no confirmation mail either.
    const [mails] = await t.database.db
      .select({ n: count() })
      .from(outboundEmails)
      .where(eq(outboundEmails.recipients, 'race@example.com'));
    expect(mails?.n).toBe(1);
  });

  it('stores 60 different sign-ups made at once, each with exactly one confirmation mail', async () => {
    const event = await openEvent();
    const emails = Array.from({ length: 60 }, (_, i) => `crowd.${i}@example.com`);
    const results = await Promise.all(
      emails.map((email) => send('POST', '/api/registrations', valid(event.id, { email }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(emails.map(() => 201));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(60);
    const stored = await t.database.db
      .select({ id: registrations.id, email: registrations.email })
      .from(registrations)
      .where(eq(registrations.eventId, event.id));
    expect(stored.map((r) => r.email).sort()).toEqual([...emails].sort());
    expect(stored.map((r) => r.id).sort()).toEqual(results.map((r) => r.json().id).sort());
    const mails = await t.database.db
      .select({ to: outboundEmails.recipients })
      .from(outboundEmails)
      .where(eq(outboundEmails.kind, 'registration-confirmation'));
    for (const email of emails) expect(mails.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('silently accepts and drops a submission with the honeypot filled', async () => {
    const event = await openEvent();
    const res = await send(
      'POST',
      '/api/registrations',
      valid(event.id, { email: 'bot@example.com', website: 'http://spam' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().manageToken).toBeTruthy();
    const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows).toHaveLength(0);
  });

  it('lets a full hall register from one shared address (Wi-Fi), then 429 saying when to try again', async () => {
    const event = await openEvent();
    const ip = '10.9.9.9';
    // The 11th family on the venue's Wi-Fi used to be refused; a whole hall in a few minutes now fits.
    for (let from = 0; from < REGISTRATIONS_PER_ADDRESS; from += 50) {
      const families = Array.from(
        { length: Math.min(50, REGISTRATIONS_PER_ADDRESS - from) },
        (_, k) => from + k,
      );
      const answers = await Promise.all(
        families.map((n) =>
          send('POST', '/api/registrations', valid(event.id, { email: `hall.${n}@example.com` }), {}, ip),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(families.map(() => 201));
    }
    const limited = await send('POST', '/api/registrations', valid(event.id), {}, ip);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REGISTRATION_WINDOW_MS / 1000);
    expect(limited.json().message).toBe(rateLimitedMessage(retryAfter));
    expect(limited.json().message).toMatch(/Please try again in \d+ minutes?\./);
    // Others are not affected.
    expect((await send('POST', '/api/registrations', valid(event.id))).statusCode).toBe(201);
  }, 120_000);

  it('limits sign-ups per email address, across events and addresses, against mail bombing', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < REGISTRATIONS_PER_EMAIL; i++) {
      const event = await openEvent();
      expect((await send('POST', '/api/registrations', valid(event.id, { email }))).statusCode).toBe(201);
    }
    const event = await openEvent();
    const limited = await send(
      'POST',
      '/api/registrations',
      valid(event.id, { email: 'Target@Example.com' }),
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(
      /^Too many sign-ups for this email address\. Please try again in /,
    );
    expect((await send('POST', '/api/registrations', valid(event.id))).statusCode).toBe(201);
  });

  it('counts only sign-ups made toward the email limit: a repeated submit answered 409 does not', async () => {
    const email = 'repeat.submit@example.com';
    const events = await Promise.all(Array.from({ length: REGISTRATIONS_PER_EMAIL + 1 }, () => openEvent()));
    for (const event of events.slice(0, REGISTRATIONS_PER_EMAIL - 1))
      expect((await send('POST', '/api/registrations', valid(event.id, { email }))).statusCode).toBe(201);
    const again = valid(events[0]?.id ?? '', { email });
    for (let i = 0; i < 3; i++)
      expect((await send('POST', '/api/registrations', again)).statusCode).toBe(409);
    const last = events[REGISTRATIONS_PER_EMAIL - 1]?.id ?? '';
    expect((await send('POST', '/api/registrations', valid(last, { email }))).statusCode).toBe(201);
    const over = events[REGISTRATIONS_PER_EMAIL]?.id ?? '';
    expect((await send('POST', '/api/registrations', valid(over, { email }))).statusCode).toBe(429);
  });

  it('limits sign-ups per event, whatever the addresses', async () => {
    const event = await openEvent();
    // The counter is filled directly: thousands of sign-ups would make a slow test.
    await t.database.db.insert(rateLimitCounters).values({
      key: `registrations:event:${event.id}`,
      hits: REGISTRATIONS_PER_EVENT,
      resetAt: new Date(Date.now() + 60_000),
    });
    const limited = await send('POST', '/api/registrations', valid(event.id));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many sign-ups for this event right now\. Please try again in /,
    );
    expect((await send('POST', '/api/registrations', valid((await openEvent()).id))).statusCode).toBe(201);
  });

  it('refuses a state-changing call without X-Requested-With once the CSRF hook is in', async () => {
    const event = await openEvent();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: valid(event.id),
      remoteAddress: nextIp(),
    });
    // 403 once the CSRF hook is registered; before that the call simply succeeds.
    expect([201, 403]).toContain(res.statusCode);
  });

  describe('update with the manage token', () => {
    const create = async (
      eventId: string,
      email = `u.${Math.random().toString(36).slice(2)}@example.com`,
    ) => {
      const res = await send('POST', '/api/registrations', valid(eventId, { email }));
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string; manageToken: string; email: string };
    };

    it('GET answers the registration with the token, 403 without or with a wrong one, 404 for an unknown id', async () => {
      const event = await openEvent();
      const reg = await create(event.id);
      const ok = await send('GET', `/api/registrations/${reg.id}`, undefined, {
        [MANAGE_TOKEN_HEADER]: reg.manageToken,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ id: reg.id, fullName: 'Asha Patel', guestCount: 3 });
      expect(ok.json().manageToken).toBeUndefined();
      expect(ok.headers['cache-control']).toBe('no-store');
      const none = await send('GET', `/api/registrations/${reg.id}`);
      expect(none.statusCode).toBe(403);
      expect(none.json().message).toBe(BAD_MANAGE_TOKEN_MESSAGE);
      const wrong = await send('GET', `/api/registrations/${reg.id}`, undefined, {
        [MANAGE_TOKEN_HEADER]: `${reg.manageToken}x`,
      });
      expect(wrong.statusCode).toBe(403);
      const unknown = await send(
        'GET',
        '/api/registrations/00000000-0000-4000-8000-000000000000',
        undefined,
        {
          [MANAGE_TOKEN_HEADER]: reg.manageToken,
        },
      );
      expect(unknown.statusCode).toBe(404);
      expect((await send('GET', '/api/registrations/not-a-uuid')).statusCode).toBe(404);
    });

    it('PUT updates with the right token (200) and refuses without it (403)', async () => {
      const event = await openEvent();
      const reg = await create(event.id);
      const changes = valid(event.id, {
        email: reg.email,
        fullName: 'Asha P. Patel',
        guestCount: 5,
        selectedActivities: ['opt_1_sing'],
        activityResponses: [{ category: 'Performances', response: 'Vande Mataram' }],
      });
      const denied = await send('PUT', `/api/registrations/${reg.id}`, changes);
      expect(denied.statusCode).toBe(403);
      const wrong = await send('PUT', `/api/registrations/${reg.id}`, changes, {
        [MANAGE_TOKEN_HEADER]: 'guess',
      });
      expect(wrong.statusCode).toBe(403);
      const ok = await send('PUT', `/api/registrations/${reg.id}`, changes, {
        [MANAGE_TOKEN_HEADER]: reg.manageToken,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        id: reg.id,
        fullName: 'Asha P. Patel',
        guestCount: 5,
        selectedActivities: ['opt_1_sing'],
        activityResponses: [{ category: 'Performances', response: 'Vande Mataram' }],
      });
      const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, reg.id));
      expect(row?.guestCount).toBe(5);
    });

    it('PUT validates like a create and keeps the one-per-email rule (409)', async () => {
      const event = await openEvent();
      const first = await create(event.id, 'first@example.com');
      const second = await create(event.id, 'second@example.com');
      const token = { [MANAGE_TOKEN_HEADER]: second.manageToken };
      const invalid = await send(
        'PUT',
        `/api/registrations/${second.id}`,
        valid(event.id, { guestCount: 21 }),
        token,
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('Maximum 20 guests allowed');
      // Another person's address is refused before the one-per-email rule is even asked.
      const taken = await send(
        'PUT',
        `/api/registrations/${second.id}`,
        valid(event.id, { email: 'FIRST@example.com' }),
        token,
      );
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe(OTHER_EMAIL_MESSAGE);
      const otherEvent = await openEvent();
      const moved = await send('PUT', `/api/registrations/${second.id}`, valid(otherEvent.id), token);
      expect(moved.statusCode).toBe(400);
      expect(moved.json().message).toBe(OTHER_EVENT_MESSAGE);
      // The first registration's token does not open the second.
      const crossed = await send('PUT', `/api/registrations/${second.id}`, valid(event.id), {
        [MANAGE_TOKEN_HEADER]: first.manageToken,
      });
      expect(crossed.statusCode).toBe(403);
    });
    it("PUT works only for the registration's own address: another one is refused (400), nothing changes", async () => {
      const event = await openEvent();
      const asha = await create(event.id, 'asha.rao@example.com');
      const token = { [MANAGE_TOKEN_HEADER]: asha.manageToken };
      // A shared tablet: Ravi types his own name and address over the form that held Asha's registration.
      const overwritten = await send(
        'PUT',
        `/api/registrations/${asha.id}`,
        valid(event.id, { fullName: 'Ravi Rao', email: 'ravi.rao@example.com' }),
        token,
      );
      expect(overwritten.statusCode).toBe(400);
      expect(overwritten.json().message).toBe(OTHER_EMAIL_MESSAGE);
      expect(overwritten.json().errors).toEqual([{ path: 'email', message: OTHER_EMAIL_MESSAGE }]);
      const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, asha.id));
      expect(row).toMatchObject({ fullName: 'Asha Patel', email: 'asha.rao@example.com' });
      // Her own address, in any letter case, still updates it.
      const own = await send(
        'PUT',
        `/api/registrations/${asha.id}`,
        valid(event.id, { fullName: 'Asha Rao', email: ' Asha.Rao@Example.com' }),
        token,
      );
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ fullName: 'Asha Rao', email: 'asha.rao@example.com' });
    });
  });

  describe('POST /api/registrations/manage-link', () => {
    it('always answers 202, and mails a fresh manage link only when the registration exists', async () => {
      const event = await openEvent();
      const created = await send(
        'POST',
        '/api/registrations',
        valid(event.id, { email: 'link@example.com' }),
      );
      const { id, manageToken } = created.json() as { id: string; manageToken: string };
      await t.app.mail.idle();

      const unknown = await send('POST', '/api/registrations/manage-link', {
        eventId: event.id,
        email: 'nobody@example.com',
      });
      const unknownEvent = await send('POST', '/api/registrations/manage-link', {
        eventId: 'nope',
        email: 'link@example.com',
      });
      const known = await send('POST', '/api/registrations/manage-link', {
        eventId: event.slug,
        email: 'LINK@example.com',
      });
      for (const res of [unknown, unknownEvent, known]) {
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual(known.json());
      }
      await t.app.mail.idle();
      const mails = await t.database.db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.kind, 'registration-manage-link'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.message).toEqual({});
      const delivered = (await outboxMails(t.dataDir)).filter((m) => m.subject === mails[0]?.subject);
      expect(delivered).toHaveLength(1);
      const text = delivered[0]?.text ?? '';
      const match = new RegExp(
        `https://events\\.example\\.org/events/${event.slug}\\?manage=${id}\\.([\\w-]+)`,
      ).exec(text);
      expect(match).not.toBeNull();
      const newToken = match?.[1] ?? '';
      // The mailed token works, and so does the one the registrant's browser already holds.
      expect(
        (await send('GET', `/api/registrations/${id}`, undefined, { [MANAGE_TOKEN_HEADER]: newToken }))
          .statusCode,
      ).toBe(200);
      expect(
        (await send('GET', `/api/registrations/${id}`, undefined, { [MANAGE_TOKEN_HEADER]: manageToken }))
          .statusCode,
      ).toBe(200);
    });

    const statusWith = async (id: string, token: string) =>
      (await send('GET', `/api/registrations/${id}`, undefined, { [MANAGE_TOKEN_HEADER]: token })).statusCode;

    /** Asks for a manage link and answers the token it mailed. */
    const mailedToken = async (eventId: string, slug: string, email: string, id: string) => {
      const before = (await outboxMails(t.dataDir)).length;
      expect((await send('POST', '/api/registrations/manage-link', { eventId, email })).statusCode).toBe(202);
      await t.app.mail.idle();
      const mails = await outboxMails(t.dataDir);
      expect(mails).toHaveLength(before + 1);
      const text = mails.map((m) => m.text ?? '').findLast((m) => m.includes(`?manage=${id}.`)) ?? '';
      const tokens = [...text.matchAll(new RegExp(`/events/${slug}\\?manage=${id}\\.([\\w-]+)`, 'g'))];
      const token = tokens.at(-1)?.[1];
      expect(token).toBeDefined();
      return token ?? '';
    };

    it('a new manage link leaves working ones alone, up to the live limit; the sign-up token always works', async () => {
      const event = await openEvent();
      const email = 'keeps-working@example.com';
      const created = await send('POST', '/api/registrations', valid(event.id, { email }));
      const { id, manageToken } = created.json() as { id: string; manageToken: string };
      await t.app.mail.idle();
      const mailed: string[] = [];
      for (let i = 0; i <= MANAGE_LINKS_LIVE; i++) {
        // The per-address mail limit is not what this test is about.
        await t.database.db.delete(rateLimitCounters);
        mailed.push(await mailedToken(event.id, event.slug, email, id));
        for (const token of [manageToken, ...mailed.slice(-MANAGE_LINKS_LIVE)]) {
          expect(await statusWith(id, token)).toBe(200);
        }
      }
      expect(new Set(mailed).size).toBe(mailed.length);
      // One more than the limit: the oldest mailed link is the one that stopped working.
      expect(await statusWith(id, mailed[0] ?? '')).toBe(403);
    });

    it('answers before looking the address up, registered or not', async () => {
      const event = await openEvent();
      const email = 'answer-first@example.com';
      await send('POST', '/api/registrations', valid(event.id, { email }));
      await t.app.mail.idle();
      const manageLinks = () =>
        t.database.db
          .select({ n: count() })
          .from(outboundEmails)
          .where(eq(outboundEmails.kind, 'registration-manage-link'));
      const [before] = await manageLinks();
      const res = await send('POST', '/api/registrations/manage-link', { eventId: event.id, email });
      expect(res.statusCode).toBe(202);
      // Answered while the lookup and the mail are still to come: no time difference to measure.
      const [answered] = await manageLinks();
      expect(answered?.n).toBe(before?.n);
      await t.app.mail.idle();
      const [after] = await manageLinks();
      expect(after?.n).toBe((before?.n ?? 0) + 1);
    });

    it('validates the email (400 with the rule message)', async () => {
      const res = await send('POST', '/api/registrations/manage-link', { eventId: 'x', email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address');
    });
  });

  it('writes the confirmation to DATA_DIR/outbox when SMTP_URL is not set', async () => {
    const event = await openEvent();
    const res = await send('POST', '/api/registrations', valid(event.id, { email: 'outbox@example.com' }));
    expect(res.statusCode).toBe(201);
    await t.app.mail.idle();
    const dir = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    const eml = files
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .find((c) => c.includes('outbox@example.com'));
    expect(eml).toBeDefined();
    expect(eml).toContain(`Subject: Registration confirmed: ${event.title}`);
    expect(eml).toContain('text/calendar');
    const [stored] = await storedMailsTo(t.database, 'outbox@example.com');
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, kind: 'registration-confirmation' });
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { checkInParty, insertEvent, insertEventUnderWay } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { contactMessages, outboundEmails, registrations, stallApplications } from '../../db/schema';

describe('GET /api/admin/overview: what needs doing, first', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });

  it('answers nothing to do on an empty site', async () => {
    const res = await t.app.inject({ url: '/api/admin/overview', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      nextEvent: null,
      stallApplicationsWaiting: 0,
      unreadContactMessages: 0,
      failedMails: 0,
      todaySignUps: { registrations: 0, people: 0 },
    });
  });

  it('answers the exact figures: the event on now, with its people, places and arrivals; the waiting work', async () => {
    await insertEvent(t.database, -3, { title: 'Over', timeKnown: true });
    await insertEventUnderWay(
      t.database,
      { hoursAgo: 2, hoursLeft: 2 },
      { title: 'Called off', status: 'cancelled' },
    );
    const on = await insertEventUnderWay(
      t.database,
      { hoursAgo: 1, hoursLeft: 2 },
      { title: 'Diwali Mela', capacity: 20 },
    );
    const later = await insertEvent(t.database, 30, { title: 'Holi' });
    const twoDaysAgo = sql`now() - interval '2 days'`;
    const rows = await t.database.db
      .insert(registrations)
      .values([
        { eventId: on.id, fullName: 'A One', email: 'a@example.org', guestCount: 2, createdAt: twoDaysAgo },
        { eventId: on.id, fullName: 'B Two', email: 'b@example.org', guestCount: 3, createdAt: twoDaysAgo },
        { eventId: on.id, fullName: 'C Three', email: 'c@example.org', guestCount: 1 },
        {
          eventId: on.id,
          fullName: 'D Four',
          email: 'd@example.org',
          guestCount: 4,
          status: 'waitlisted',
          waitlistOrder: 1,
        },
        { eventId: on.id, fullName: 'E Five', email: 'e@example.org', guestCount: 2, status: 'cancelled' },
        { eventId: later.id, fullName: 'F Six', email: 'f@example.org', guestCount: 5 },
      ])
      .returning();
    await checkInParty(t.app, on.id, headers, { registrationId: rows[1]?.id ?? '' });
    const stall = {
      eventId: later.id,
      businessName: 'Chaat Corner',
      contactPerson: 'Ravi',
      email: 'ravi@example.org',
      phone: '555',
      businessType: 'Food',
      productsServices: 'Chaat',
    };
    await t.database.db
      .insert(stallApplications)
      .values([
        stall,
        { ...stall, businessName: 'Henna' },
        { ...stall, businessName: 'Saris', status: 'approved' },
      ]);
    const contact = {
      firstName: 'Mira',
      lastName: 'Shah',
      email: 'mira@example.org',
      subject: 'Hi',
      message: 'Hello',
    };
    await t.database.db
      .insert(contactMessages)
      .values([contact, contact, { ...contact, handledAt: new Date() }]);
    const mail = { kind: 'test', recipients: 'x@example.org', subject: 'S', message: {} };
    await t.database.db.insert(outboundEmails).values([
      { ...mail, status: 'failed' },
      { ...mail, status: 'failed' },
      { ...mail, status: 'sent' },
    ]);

    const res = await t.app.inject({ url: '/api/admin/overview', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      nextEvent: {
        id: on.id,
        slug: on.slug,
        title: 'Diwali Mela',
        startsAt: on.startsAt.toISOString(),
        timeKnown: true,
        published: true,
        capacity: 20,
        placesLeft: 14,
        confirmedPeople: 6,
        confirmedRegistrations: 3,
        waitlistedPeople: 4,
        waitlistedRegistrations: 1,
        on: true,
        arrivedPeople: 3,
      },
      stallApplicationsWaiting: 2,
      unreadContactMessages: 2,
      failedMails: 2,
      todaySignUps: { registrations: 4, people: 12 },
    });
  });
});

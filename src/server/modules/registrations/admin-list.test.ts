import type { RegistrationListItem } from '@shared/schemas/admin-registrations';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { registrations } from '../../db/schema';

type Page = {
  items: RegistrationListItem[];
  total: number;
  totalPeople: number;
  page: number;
  pageSize: number;
};

describe('GET /api/admin/registrations: every event’s registrations, filtered, sorted and paged', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  let diwaliId: string;
  let holiId: string;
  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/api/admin/registrations${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const names = (page: Page) => page.items.map((item) => item.fullName);

  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
    const diwali = await insertEvent(t.database, 10, {
      title: 'Diwali Mela',
      ticketTypes: [
        { id: 'adult', name: 'Adult', description: '', capacity: null },
        { id: 'child', name: 'Child', description: '', capacity: null },
      ],
    });
    const holi = await insertEvent(t.database, 40, { title: 'Holi Colours' });
    diwaliId = diwali.id;
    holiId = holi.id;
    const at = (minutesAgo: number) => sql`now() - make_interval(mins => ${minutesAgo})`;
    await t.database.db.insert(registrations).values([
      {
        eventId: diwaliId,
        fullName: 'Asha Patel',
        email: 'asha@example.org',
        phone: '+1 209 555 0100',
        guestCount: 3,
        tickets: [
          { ticketTypeId: 'adult', quantity: 2 },
          { ticketTypeId: 'child', quantity: 1 },
        ],
        checkedInPeople: 2,
        ticketCode: 'TICKETASHA0001',
        createdAt: at(60),
      },
      {
        eventId: diwaliId,
        fullName: 'bharat Shah',
        email: 'BHARAT@Example.org',
        guestCount: 1,
        tickets: [{ ticketTypeId: 'adult', quantity: 1 }],
        createdAt: at(50),
      },
      {
        eventId: diwaliId,
        fullName: 'Chitra Rao',
        email: 'chitra@example.org',
        guestCount: 2,
        tickets: [{ ticketTypeId: 'adult', quantity: 2 }],
        status: 'waitlisted',
        waitlistOrder: 7,
        createdAt: at(40),
      },
      {
        eventId: diwaliId,
        fullName: 'Dev 100% Kumar',
        email: 'dev@example.org',
        guestCount: 4,
        tickets: [{ ticketTypeId: 'adult', quantity: 4 }],
        status: 'waitlisted',
        waitlistOrder: 9,
        createdAt: at(30),
      },
      {
        eventId: holiId,
        fullName: 'Esha Patel',
        email: 'esha@example.org',
        phone: '07700 900123',
        guestCount: 5,
        status: 'cancelled',
        createdAt: at(20),
      },
      {
        eventId: holiId,
        fullName: 'Farhan Ali',
        email: null,
        guestCount: 1,
        checkedInPeople: 1,
        createdAt: at(10),
      },
    ]);
  });

  it('answers a page of every event’s registrations, newest first, with each one’s event, people and place', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 6, totalPeople: 16, page: 1, pageSize: 25 });
    expect(names(page)).toEqual([
      'Farhan Ali',
      'Esha Patel',
      'Dev 100% Kumar',
      'Chitra Rao',
      'bharat Shah',
      'Asha Patel',
    ]);
    const asha = page.items.find((item) => item.fullName === 'Asha Patel');
    expect(asha).toMatchObject({
      eventId: diwaliId,
      eventTitle: 'Diwali Mela',
      people: 3,
      party: '2 Adults, 1 Child',
      status: 'confirmed',
      waitlistPosition: null,
      checkedInPeople: 2,
      phone: '+1 209 555 0100',
    });
    expect(asha).not.toHaveProperty('ticketCode');
    expect(Date.parse(asha?.createdAt ?? '')).toBeGreaterThan(Date.now() - 2 * 3600_000);
    expect(page.items.find((item) => item.fullName === 'Dev 100% Kumar')).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 2,
    });
    expect(page.items.find((item) => item.fullName === 'Farhan Ali')).toMatchObject({
      eventTitle: 'Holi Colours',
      email: null,
      party: null,
    });
  });

  it('filters by event, status and whether anyone has arrived, together', async () => {
    expect(names(await list(`?eventId=${holiId}`))).toEqual(['Farhan Ali', 'Esha Patel']);
    const waiting = await list(`?eventId=${diwaliId}&status=waitlisted`);
    expect(waiting).toMatchObject({ total: 2, totalPeople: 6 });
    expect(names(await list('?checkedIn=true'))).toEqual(['Farhan Ali', 'Asha Patel']);
    expect((await list('?checkedIn=false&status=confirmed')).items.map((i) => i.fullName)).toEqual([
      'bharat Shah',
    ]);
    expect((await list('?status=cancelled')).total).toBe(1);
  });

  it('finds any part of a name, address, phone or ticket code, in any case; % and _ match only themselves', async () => {
    expect(names(await list('?q=PATEL&sort=fullName'))).toEqual(['Asha Patel', 'Esha Patel']);
    expect(names(await list('?q=ratsh'))).toEqual([]);
    expect(names(await list('?q=arat%20sh'))).toEqual(['bharat Shah']);
    expect(names(await list('?q=bharat%40example'))).toEqual(['bharat Shah']);
    expect(names(await list('?q=555%200100'))).toEqual(['Asha Patel']);
    expect(names(await list('?q=900123'))).toEqual(['Esha Patel']);
    expect(names(await list('?q=ticketasha'))).toEqual(['Asha Patel']);
    expect(names(await list('?q=100%25'))).toEqual(['Dev 100% Kumar']);
    expect(names(await list('?q=a_a'))).toEqual([]);
    // A match does not run from one field into the next.
    expect(names(await list('?q=patelasha'))).toEqual([]);
    expect(names(await list(`?q=patel&eventId=${holiId}`))).toEqual(['Esha Patel']);
  });

  it('sorts by name, people and event, either way', async () => {
    expect(names(await list('?sort=fullName'))).toEqual([
      'Asha Patel',
      'bharat Shah',
      'Chitra Rao',
      'Dev 100% Kumar',
      'Esha Patel',
      'Farhan Ali',
    ]);
    expect(names(await list('?sort=fullName&order=desc'))[0]).toBe('Farhan Ali');
    expect((await list('?sort=people&order=desc')).items.map((i) => i.people)).toEqual([5, 4, 3, 2, 1, 1]);
    expect((await list('?sort=people')).items.map((i) => i.people)).toEqual([1, 1, 2, 3, 4, 5]);
    expect((await list('?sort=event')).items.map((i) => i.eventTitle)).toEqual([
      ...Array(4).fill('Diwali Mela'),
      'Holi Colours',
      'Holi Colours',
    ]);
    expect((await list('?sort=event&order=desc')).items[0]?.eventTitle).toBe('Holi Colours');
    expect(names(await list('?sort=createdAt&order=asc'))[0]).toBe('Asha Patel');
  });

  it('pages: each registration on exactly one page, the total on every page', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const answer = await list(`?sort=fullName&pageSize=2&page=${page}`);
      expect(answer).toMatchObject({ total: 6, totalPeople: 16, page, pageSize: 2 });
      expect(answer.items).toHaveLength(2);
      seen.push(...names(answer));
    }
    expect(seen).toEqual(names(await list('?sort=fullName')));
    expect((await list('?pageSize=2&page=4')).items).toEqual([]);
  });

  it('refuses a bad query with a message naming the parameter', async () => {
    for (const [query, word] of [
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=0', 'pageSize'],
      ['?page=0', 'page'],
      ['?sort=email', 'sort'],
      ['?order=up', 'order'],
      ['?status=maybe', 'status'],
      ['?checkedIn=yes', 'checkedIn'],
      ['?colour=red', 'colour'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/admin/registrations${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(word);
    }
    expect((await t.app.inject({ url: '/api/admin/registrations?eventId=nope', headers })).statusCode).toBe(
      404,
    );
  });

  it('searches through the trigram index, not by reading every registration', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain select id from ${registrations}
        where lower(full_name || E'\\n' || coalesce(email, '') || E'\\n' || coalesce(phone, '') || E'\\n' || ticket_code)
        like '%patel%'`);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('registrations_search_trgm_idx');
  });
});

import type { RegistrationList } from '@shared/schemas/admin-registrations';
import type { Overview } from '@shared/schemas/overview';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { checkInParty, insertEventUnderWay, insertSiteSettings, postSignUp } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';

/**
 * Every figure of the console says whether it counts people or registrations (parties); for one event the
 * overview, the list's totals, the message audience and the attendance agree.
 */
describe('the console’s counts agree: people and registrations', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
    await insertSiteSettings(t.database);
  });
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: admin });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };

  it('for an event on now with parties of 1, 2, 4 and 5 people, a waiting party of 3 and a cancelled one of 2', async () => {
    const event = await insertEventUnderWay(
      t.database,
      { hoursAgo: 1, hoursLeft: 3 },
      { title: 'Navratri', capacity: 12 },
    );
    const ids: Record<string, string> = {};
    for (const [name, guestCount] of [
      ['One', 1],
      ['Two', 2],
      ['Four', 4],
      ['Five', 5],
      ['Three', 3],
      ['Gone', 2],
    ] as const) {
      const res = await postSignUp(t.app, event.id, { fullName: `Party ${name}`, guestCount });
      expect(res.statusCode, res.body).toBe(201);
      ids[name] = res.json().id;
    }
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${ids.Gone}/status`,
      headers: admin,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await checkInParty(t.app, event.id, admin, { registrationId: ids.Four as string });
    await checkInParty(t.app, event.id, admin, { registrationId: ids.One as string });

    const overview = await get<Overview>('/api/admin/overview');
    const attendance = await get<{
      confirmedPeople: number;
      waitlistedPeople: number;
      cancelledRegistrations: number;
      checkedInPeople: number;
    }>(`/api/admin/events/${event.id}/attendance`);
    const list = (query: string) =>
      get<RegistrationList>(`/api/admin/registrations?eventId=${event.id}${query}`);
    const audience = async (name: string) =>
      (
        await get<{ recipients: number }>(
          `/api/admin/events/${event.id}/messages/recipients?audience=${name}`,
        )
      ).recipients;
    const confirmed = await list('&status=confirmed');
    const waitlisted = await list('&status=waitlisted');
    const cancelledList = await list('&status=cancelled');
    const arrived = await list('&checkedIn=true');
    const all = await list('');

    // People: 1 + 2 + 4 + 5 confirmed (12, the capacity), 3 waiting, 5 arrived.
    expect(overview.nextEvent).toMatchObject({
      id: event.id,
      confirmedPeople: 12,
      confirmedRegistrations: 4,
      waitlistedPeople: 3,
      waitlistedRegistrations: 1,
      placesLeft: 0,
      arrivedPeople: 5,
    });
    expect(attendance).toMatchObject({
      confirmedPeople: 12,
      waitlistedPeople: 3,
      cancelledRegistrations: 1,
      checkedInPeople: 5,
    });
    expect([confirmed.total, confirmed.totalPeople]).toEqual([4, 12]);
    expect([waitlisted.total, waitlisted.totalPeople]).toEqual([1, 3]);
    expect([cancelledList.total, cancelledList.totalPeople]).toEqual([1, 2]);
    expect([arrived.total, arrived.totalPeople]).toEqual([2, 5]);
    expect([all.total, all.totalPeople]).toEqual([6, 17]);
    // A message goes once to each registration (party), so its audience counts registrations.
    expect(await audience('confirmed')).toBe(confirmed.total);
    expect(await audience('waitlisted')).toBe(waitlisted.total);
    expect(await audience('checked-in')).toBe(arrived.total);
    expect(await audience('all')).toBe(confirmed.total + waitlisted.total);
    // The same figures, each pair from two places.
    expect(overview.nextEvent?.confirmedPeople).toBe(attendance.confirmedPeople);
    expect(overview.nextEvent?.waitlistedPeople).toBe(waitlisted.totalPeople);
    expect(overview.nextEvent?.arrivedPeople).toBe(attendance.checkedInPeople);
    expect(overview.todaySignUps).toEqual({ registrations: all.total, people: all.totalPeople });
  });
});

import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { registrations } from '../../db/schema';
import { createRegistrationsAdminRepository } from './admin-repository';

// The CSV export reads an event's registrations in ranges, several at once: every row once, oldest first, even
// when rows arrive while it reads.

const MINUTE_MS = 60_000;
const BASE_MS = Date.UTC(2030, 0, 1);

describe('the export reads every registration once, oldest first', () => {
  const t = useTestApp();

  const add = (eventId: string, minutes: number[], waitlistOrders: Record<number, number> = {}) =>
    t.database.db.insert(registrations).values(
      minutes.map((minute) => ({
        eventId,
        fullName: `Guest ${minute}`,
        email: `guest${minute}@example.org`,
        createdAt: new Date(BASE_MS + minute * MINUTE_MS),
        ...(waitlistOrders[minute] !== undefined
          ? { status: 'waitlisted' as const, waitlistOrder: waitlistOrders[minute] }
          : {}),
      })),
    );

  it('across many batches, with each waitlisted party at its place in the line', async () => {
    const event = await insertEvent(t.database, 30);
    // Added out of order, with a waitlist whose order is not the order of arrival.
    await add(event.id, [7, 2, 11, 0, 5, 9, 1, 10, 3, 8, 4, 6], { 4: 3, 7: 1, 10: 2 });
    const repo = createRegistrationsAdminRepository(t.database.db, 'America/Los_Angeles');
    const rows = [];
    for await (const batch of repo.streamForExport(event.id, 3)) rows.push(...batch);
    expect(rows.map((row) => row.fullName)).toEqual(Array.from({ length: 12 }, (_, i) => `Guest ${i}`));
    expect(rows.map((row) => row.waitlistPosition)).toEqual([
      null,
      null,
      null,
      null,
      3,
      null,
      null,
      1,
      null,
      null,
      2,
      null,
    ]);
    expect(rows[5]?.createdAt).toEqual(new Date(BASE_MS + 5 * MINUTE_MS));
  });

  it('a registration made while the export reads lands in its place', async () => {
    const event = await insertEvent(t.database, 30);
    await add(event.id, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]);
    const repo = createRegistrationsAdminRepository(t.database.db, 'America/Los_Angeles');
    const batches = repo.streamForExport(event.id, 3);
    const first = await batches.next();
    // The first batches are read already; these fall into a later range, which now holds more than a batch.
    await add(event.id, [95, 96, 97]);
    const rows = first.done ? [] : [...first.value];
    for await (const batch of batches) rows.push(...batch);
    expect(rows.map((row) => row.fullName)).toEqual(
      [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 96, 97, 100, 110].map((minute) => `Guest ${minute}`),
    );
  });
});

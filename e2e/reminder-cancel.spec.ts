import { expectNoAxeViolations, loginAsAdmin, XHR } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

// A reminder's "I can't make it" link opens the event page at the cancellation's confirmation: opening it
// cancels nothing, confirming does, and the freed place goes to the party on the waitlist.

test('follow a reminder\'s "I can\'t make it" link and confirm the cancellation', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  // Reminders an hour before a start an hour and two seconds away: due shortly after the sign-ups.
  const startsAt = new Date(Date.now() + 3_600_000 + 2_000);
  const payload = {
    title: `Reminder Night ${Date.now()}`,
    startsAt: startsAt.toISOString(),
    timeKnown: true,
    venue: 'Community Hall',
    address: '1 Main St, Tracy, CA',
    capacity: 1,
    reminderHoursBefore: 1,
    registrationOpen: true,
  };
  const created = await page.request.post('/api/admin/events', { headers: XHR, data: payload });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string; title: string };
  const stamp = Date.now().toString(36);
  const coming = `coming.${stamp}@example.com`;
  const waiting = `waiting.${stamp}@example.com`;
  for (const email of [coming, waiting]) {
    const res = await page.request.post('/api/registrations', {
      headers: XHR,
      data: { eventId: event.id, fullName: 'Asha Rao', email, guestCount: 1 },
    });
    expect(res.status()).toBe(201);
  }
  // Once the reminder time has passed, saving the event has the server look for due reminders at once. The
  // reminder is due about 2 s after the event was made: the poll must outlast that and the save that follows.
  await expect
    .poll(
      async () => {
        if (Date.now() < startsAt.getTime() - 3_600_000 + 500) return 'not yet';
        const saved = await page.request.put(`/api/admin/events/${event.id}`, {
          headers: XHR,
          data: payload,
        });
        return saved.status();
      },
      { timeout: 20_000 },
    )
    .toBe(200);
  const reminder = await mailFromOutbox(coming, `Reminder: ${event.title}`);
  const link = reminder.text?.match(/https?:\/\/\S+intent=cancel/)?.[0];
  expect(link).toBeTruthy();

  const visitor = await (await browser.newContext()).newPage();
  const url = new URL(link ?? '');
  await visitor.goto(`${url.pathname}${url.search}`);
  const dialog = visitor.getByRole('dialog', { name: 'Cancel your registration?' });
  await expect(dialog).toBeVisible();
  // The token has left the address bar.
  await expect(visitor).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await expectNoAxeViolations(visitor);
  // Opening the link cancelled nothing.
  const before = await page.request.get(`/api/admin/events/${event.id}/registrations`);
  const statuses = ((await before.json()) as { status: string }[]).map((r) => r.status).sort();
  expect(statuses).toEqual(['confirmed', 'waitlisted']);

  await dialog.getByRole('button', { name: 'Yes, Cancel Registration' }).click();
  await expect(visitor.getByRole('heading', { name: 'Registration Cancelled' })).toBeVisible();
  // The waiting party got the place, and its ticket.
  await mailFromOutbox(waiting, 'A place opened up');
});

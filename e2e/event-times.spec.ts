import ICAL from 'ical.js';
import { createEventViaApi, loginAsAdmin, XHR } from './fixtures/admin';
import { expect, test } from './fixtures/test';

// One event, entered in the admin form with a start and an end time: the page, its schema.org Event, its .ics
// file and its Google Calendar link all say the same instants.
test('an event entered with a start and an end time says the same instants everywhere', async ({ page }) => {
  const title = `Garba Night ${Date.now()}`;
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  // 16 January 2031, 6 PM to 10 PM in Los Angeles (PST): 02:00Z to 06:00Z on the 17th.
  await dialog.getByLabel('Date', { exact: true }).fill('2031-01-16');
  await dialog.getByLabel('Start time (optional)').fill('18:00');
  await dialog.getByLabel('End time (optional)').fill('22:00');
  await dialog.getByLabel('Venue').fill('Community Hall');
  await dialog.getByLabel('Address').fill('950 East Street, Tracy, CA 95376');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event Created', { exact: true })).toBeVisible();

  const events = await (await page.request.get('/api/admin/events')).json();
  const stored = events.find((e: { title: string }) => e.title === title);
  expect(stored).toMatchObject({
    startsAt: '2031-01-17T02:00:00.000Z',
    endsAt: '2031-01-17T06:00:00.000Z',
    time: '6:00 PM - 10:00 PM',
  });

  await page.goto(`/events/${stored.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('6:00 PM - 10:00 PM').first()).toBeVisible();
  await expect(page.getByText('Thursday, January 16, 2031').first()).toBeVisible();

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(jsonLd.startDate).toBe('2031-01-16T18:00:00-08:00');
  expect(jsonLd.endDate).toBe('2031-01-16T22:00:00-08:00');
  expect(jsonLd.location.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Tracy' });

  const ics = await (await page.request.get(`/api/events/${stored.slug}/calendar.ics`)).text();
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the .ics file has no VEVENT');
  expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
    stored.startsAt,
  );
  expect((vevent.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(stored.endsAt);

  const google = await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href');
  expect(new URL(google ?? '').searchParams.get('dates')).toBe('20310117T020000Z/20310117T060000Z');
});

test('an ended event says so instead of Register Now, and the server refuses registrations', async ({
  page,
}) => {
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, {
    date: undefined,
    startsAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    endsAt: new Date(Date.now() - 3_600_000).toISOString(),
  });
  await page.goto(`/events/${event.slug}`);
  await expect(page.getByRole('heading', { name: 'This event has ended' })).toBeVisible();
  await expect(page.getByText('Event Ended').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply for a Stall' })).toHaveCount(0);

  const refused = await page.request.post('/api/registrations', {
    headers: XHR,
    data: {
      eventId: event.id,
      fullName: 'Late Comer',
      email: `late.${Date.now()}@example.com`,
      guestCount: 1,
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('This event has ended');

  // It is listed under Past Events.
  await page.goto('/events');
  const past = page.getByRole('region', { name: 'Past Events' });
  await expect(past.getByRole('heading', { name: event.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe to calendar' })).toHaveAttribute(
    'href',
    '/events.ics',
  );
});

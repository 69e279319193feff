import { formatLongDate } from '../src/shared/dates';
import type { Event } from '../src/shared/schemas/events';
import { expectNoAxeViolations, waitForHydration, watchConsole } from './fixtures/public-page';
import { contentForThisFile, createClosedEvent, createFestival } from './fixtures/site-data';
import { expect, test } from './fixtures/test';

const site = contentForThisFile(async (api) => ({
  festival: await createFestival(api),
  closed: await createClosedEvent(api),
}));
const diwaliPath = () => `/events/${site().festival.slug}`;

test('the server renders the event with its title, date, venue, head tags and schema.org Event', async ({
  request,
}) => {
  const event = (await (await request.get(`/api/events/${site().festival.slug}`)).json()) as Event;
  const response = await request.get(diwaliPath());
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Diwali Festival of Lights | Aarohi</title>');
  expect(html).toContain(`<h1 class="`);
  expect(html).toContain(formatLongDate(event.date, 'America/Los_Angeles'));
  expect(html).toContain(event.venue);
  expect(html).toMatch(
    new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/events/${event.slug}"`),
  );
  // The link preview is the event's share card (e2e/share-and-flyer.spec.ts checks the picture itself).
  expect(html).toMatch(
    new RegExp(
      `<meta property="og:image" content="http://127\\.0\\.0\\.1:\\d+/events/${event.slug}/share\\.jpg\\?v=\\w+"`,
    ),
  );
  expect(html).toContain('<meta name="description"');
  const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  const data = JSON.parse(jsonLd ?? '{}');
  expect(data).toMatchObject({
    '@type': 'Event',
    name: 'Diwali Festival of Lights',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: event.venue, address: { '@type': 'PostalAddress' } },
    offers: { price: 0, availability: 'https://schema.org/InStock' },
  });
  // The zone's wall clock with its offset, the same instants as the API.
  expect(data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T17:00:00-0[78]:00$/);
  expect(new Date(data.startDate).toISOString()).toBe(event.startsAt);
  expect(new Date(data.endDate).toISOString()).toBe(event.endsAt);
});

test('the event page shows every section, the side card and the QR card', async ({ page, request }) => {
  const event = (await (await request.get(`/api/events/${site().festival.slug}`)).json()) as Event;
  const checkConsole = watchConsole(page);
  await page.goto(diwaliPath());
  await expect(page.getByRole('heading', { level: 1, name: 'Diwali Festival of Lights' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByText('Registration Open').first()).toBeVisible();
  for (const name of ['About This Event', 'Highlights', 'Schedule', 'What to Bring']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Photo Gallery' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Sponsors' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for a Stall' })).toBeVisible();

  const side = page.getByRole('complementary', { name: 'Event information' });
  await expect(side.getByText(formatLongDate(event.date, 'America/Los_Angeles'))).toBeVisible();
  await expect(side.getByText('Open', { exact: true })).toBeVisible();
  await expect(side.getByRole('link', { name: /Calendar file/ })).toHaveAttribute(
    'href',
    `/api/events/${event.slug}/calendar.ics`,
  );
  const google = new URL(
    (await side.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
  );
  expect(google.hostname).toBe('calendar.google.com');
  expect(google.searchParams.get('text')).toBe('Diwali Festival of Lights');
  expect(google.searchParams.get('ctz')).toBe('America/Los_Angeles');

  const shareHeading = side.getByRole('heading', { name: 'Share This Event' });
  await expect(shareHeading).toBeVisible();
  // The QR code is drawn when its card comes near the screen, so the encoder is not part of the first load.
  await shareHeading.scrollIntoViewIfNeeded();
  const qr = side.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(qr).toHaveAttribute('width', '300');

  await waitForHydration(page);
  await expectNoAxeViolations(page);
  checkConsole();
});

test('Download saves the QR code as event-{slug}-qrcode.png and says so', async ({ page }) => {
  await page.goto(diwaliPath());
  await waitForHydration(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`event-${site().festival.slug}-qrcode.png`);
  const status = page.getByRole('status').filter({ hasText: 'QR Code Downloaded' });
  await expect(status).toContainText('The QR code has been saved to your device');
});

test('without the Web Share API, Share copies the link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto(diwaliPath());
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toContainText(
    'Event link copied to clipboard',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    // Tagged, so the report can count the sign-ups shared links bring.
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/events/${site().festival.slug}\\?src=share$`),
  );
  // F8 moves focus to the notification region (Radix Toast's hotkey).
  await page.keyboard.press('F8');
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label^="Notifications"]'))),
    )
    .toBe(true);
});

test('when copying fails too, Share asks to copy the URL manually', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
  });
  await page.goto(diwaliPath());
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unable to share' })).toContainText(
    'Please copy the URL manually',
  );
});

test('with the Web Share API, Share hands the link to the device', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  await page.goto(diwaliPath());
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const shared = await page.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared);
  expect(await shared.jsonValue()).toMatchObject({ title: 'Diwali Festival of Lights' });
});

test('an event with registration closed shows the closed badge and no Register Now', async ({
  page,
  request,
}) => {
  const holi = (await (await request.get(`/api/events/${site().closed.slug}`)).json()) as Event;
  await page.goto(`/events/${holi.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Holi Spring Celebration' })).toBeVisible();
  await expect(page.getByText('Registration Closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply for a Stall' })).toHaveCount(
    holi.acceptStallApplications ? 1 : 0,
  );
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
});

test('an unknown event answers 404 and hydrates to Event not found; Go Back leaves it', async ({ page }) => {
  const checkConsole = watchConsole(page, { allowNotFoundDocument: true });
  const response = await page.goto('/events/no-such-event');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  await expect(
    page.getByText("The event you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await waitForHydration(page);
  // Still the not-found state after hydration: no refetch, no loading flash.
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/events$/);
  checkConsole();
});

test('the event page shows a skeleton while the event loads', async ({ page }) => {
  await page.goto('/events');
  await waitForHydration(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/events/${site().closed.slug}`, async (route) => {
    await released;
    await route.continue();
  });
  await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page.getByRole('status', { name: 'Loading event' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Holi Spring Celebration' })).toBeVisible();
});

test('a tap on Register Now before the page is interactive opens the dialog once it is', async ({ page }) => {
  // The page is shown before its script loads: hold the script back until the tap is made.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/app-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(diwaliPath());
  await page.getByRole('button', { name: 'Register Now' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeVisible();
});

import { formatLongDate } from '../src/shared/dates';
import type { Event } from '../src/shared/schemas/events';
import { expectNoAxeViolations, waitForHydration, watchConsole } from './fixtures/public-page';
import { contentForThisFile, createClosedEvent, createFestival } from './fixtures/site-data';
import { expect, test } from './fixtures/test';

const site = contentForThisFile(async (api) => ({
  festival: await createFestival(api),
  closed: await createClosedEvent(api),
}));

test('the events list shows the featured event in detail and the other events as cards', async ({
  page,
  request,
}) => {
  const featured = (await (await request.get('/api/events/featured')).json()) as Event;
  const checkConsole = watchConsole(page);
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  await page.route(/youtube/, (route) => route.fulfill({ body: '<!doctype html><title>player</title>' }));

  await page.goto('/events');
  await expect(page).toHaveTitle('Community Events | Aarohi');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Events' })).toBeVisible();
  const article = page.getByRole('article', { name: 'Diwali Festival of Lights' });
  await expect(article.getByRole('heading', { level: 2, name: 'Diwali Festival of Lights' })).toBeVisible();

  // Overview with its web link made clickable (as an element, never injected HTML).
  const overview = article.getByRole('region', { name: 'Event Overview' });
  await expect(overview.getByRole('link', { name: 'https://example.org/diwali' })).toHaveAttribute(
    'href',
    'https://example.org/diwali',
  );
  await expect(article.getByRole('region', { name: 'Join the Celebration' })).toBeVisible();

  // When and where: long date in the site's zone.
  const whenWhere = article.getByRole('complementary', { name: 'When, where and how to join' });
  await expect(whenWhere.getByText(formatLongDate(featured.date, 'America/Los_Angeles'))).toBeVisible();
  await expect(whenWhere.getByText(featured.venue)).toBeVisible();

  const highlights = article.getByRole('region', { name: 'Highlights' });
  await expect(highlights.getByRole('listitem')).toHaveText([
    'Food',
    'Music',
    'Festive Dress',
    'Kids Activities',
  ]);
  await expect(highlights.getByText('Fireworks')).toBeVisible();

  await expect(article.getByRole('region', { name: 'Schedule' }).getByText('Doors open')).toBeVisible();
  await expect(article.getByRole('region', { name: 'What to Bring' }).getByText(/Dress code/)).toBeVisible();
  await expect(
    article.getByRole('region', { name: 'Our Sponsors' }).getByText('Tracy Family Dental'),
  ).toBeVisible();

  // Six photos of seven, and a link to the rest.
  const photos = article.getByRole('region', { name: 'Photo Gallery' });
  await expect(photos.getByRole('button', { name: /^Open photo/ })).toHaveCount(6);
  await expect(photos.getByRole('link', { name: 'View All Photos' })).toHaveAttribute(
    'href',
    `/gallery?event=${site().festival.slug}`,
  );

  await expect(article.getByRole('link', { name: /View Full Details/ })).toHaveAttribute(
    'href',
    `/events/${site().festival.slug}`,
  );
  // Register Now leads to the event page, where it opens the registration dialog.
  await expect(whenWhere.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
    'href',
    `/events/${site().festival.slug}#register`,
  );

  // Other events: Holi, registration closed, so 'Coming Soon' and no Register button.
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  const holi = upcoming.getByRole('listitem').filter({ hasText: 'Holi Spring Celebration' });
  await expect(holi.getByText('Coming Soon')).toBeVisible();
  await expect(holi.getByRole('link', { name: /View Details/ })).toHaveAttribute(
    'href',
    `/events/${site().closed.slug}`,
  );
  await expect(holi.getByRole('button', { name: /Register/ })).toHaveCount(0);

  // The video player loads only on click, from youtube-nocookie.
  const videos = article.getByRole('region', { name: 'Event Videos' });
  await expect(videos.locator('iframe')).toHaveCount(0);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  expect(thirdParty).toEqual([]);
  await videos.getByRole('button', { name: /Play video/ }).click();
  await expect(videos.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  checkConsole();
});

test('a featured photo opens in the lightbox with its title; Escape and the close button close it', async ({
  page,
}) => {
  await page.goto('/events');
  await waitForHydration(page);
  const photos = page.getByRole('region', { name: 'Photo Gallery' });
  await photos
    .getByRole('button', { name: /^Open photo/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).not.toHaveText('');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await photos
    .getByRole('button', { name: /^Open photo/ })
    .nth(1)
    .click();
  await dialog.getByRole('button', { name: 'Close photo' }).click();
  await expect(dialog).toBeHidden();
});

test('the events list shows skeletons while loading and More Events Coming Soon with one event', async ({
  page,
  request,
}) => {
  const featured = (await (await request.get('/api/events/featured')).json()) as Event;
  await page.goto('/');
  await waitForHydration(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/events', async (route) => {
    await released;
    await route.fulfill({ json: [featured] });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('status', { name: 'Loading events' })).toBeVisible();
  release();
  await expect(page.getByText('More Events Coming Soon')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading events' })).toHaveCount(0);
});

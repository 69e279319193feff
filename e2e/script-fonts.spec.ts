import sharp from 'sharp';
import { loginAsAdmin } from './fixtures/admin';
import { keepScreenshot, waitForHydration } from './fixtures/public-page';
import { contentForThisFile, dateInDays } from './fixtures/site-data';
import { expect, type Page, test } from './fixtures/test';

// Devanagari on the Hindi pages comes from the site's own Noto Sans Devanagari, preloaded there and nowhere else
// (the only font they fetch: the English pages preload DM Serif Display instead);
// the Hindi page's share card shows the Hindi title; the printed flyer has it too. E2E_SCREENSHOTS=1 keeps the
// page at 390 px, the card and the flyer.

const site = contentForThisFile(async (api) => ({
  event: await api.createEvent({
    title: 'Diwali Mela',
    date: dateInDays(40),
    time: '5:00 PM - 10:00 PM',
    venue: 'Tracy Community Center',
    address: '300 E 10th St, Tracy, CA 95376',
    registrationOpen: true,
    acceptStallApplications: false,
    translations: { hi: { title: 'दिवाली मेला 🎆', description: 'रोशनी, संगीत और मिठाइयों की एक शाम।' } },
  }),
  // An organiser may write the title itself in Hindi.
  flyerEvent: await api.createEvent({
    title: 'होली रंगोत्सव',
    date: dateInDays(50),
    venue: 'Lincoln Park',
    address: '1 Main Street, Tracy, CA',
    registrationOpen: true,
    acceptStallApplications: false,
  }),
}));

/** The font files the page fetched. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a Hindi event page draws Devanagari in the site’s font, preloaded, without moving anything', async ({
  page,
}) => {
  const { event } = site();
  const fonts = fontRequests(page);
  await page.goto(`/hi/events/${event.slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('दिवाली मेला 🎆');
  const preload = await page
    .locator('link[rel="preload"][as="font"][href*="devanagari"]')
    .getAttribute('href');
  expect(preload).toMatch(/^\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/);
  expect(fonts).toContain(preload);
  // One font for the first screen: the headings' Latin letters are drawn by DM Serif Display's stand-ins.
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((font) => font.includes('dm-serif'))).toEqual([]);
  expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(1);
  // The font the heading's Devanagari is drawn with is the site's.
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter(
      (f) => f.family.includes('Noto Sans Devanagari') && f.status === 'loaded',
    ).length;
  });
  expect(loaded).toBe(1);
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0)),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifted).toBe(0);
  await keepScreenshot(page, 'hi-event-390.png', { fullPage: true });

  // Its link preview: the card of the Hindi page.
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(card).toMatch(new RegExp(`/events/${event.slug}/share\\.jpg\\?lang=hi&v=\\w+$`));
  const res = await page.request.get(card ?? '');
  expect(res.status()).toBe(200);
  if (process.env.E2E_SCREENSHOTS) {
    await sharp(await res.body())
      .png()
      .toFile(test.info().outputPath('hi-share-card.png'));
  }
});

test('the English pages never fetch the Devanagari font, whatever Devanagari they show', async ({ page }) => {
  const { event } = site();
  const fonts = fontRequests(page);
  await page.goto(`/events/${event.slug}`);
  await waitForHydration(page);
  // The language switcher's "हि" is Devanagari on every page.
  await expect(page.getByText('हि', { exact: true }).first()).toBeAttached();
  await page.evaluate(() => document.fonts.ready);
  expect(await page.locator('link[rel="preload"][href*="devanagari"]').count()).toBe(0);
  expect(fonts.filter((font) => font.includes('devanagari'))).toEqual([]);
  // Their headings' font is preloaded instead.
  const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(preload).toMatch(/^\/assets\/dm-serif-display-latin-400-normal-[\w-]+\.woff2$/);
  expect(fonts).toContain(preload);
});

test('the printed flyer draws a Devanagari title in the site’s font', async ({ page }) => {
  const { flyerEvent: event } = site();
  const fonts = fontRequests(page);
  await loginAsAdmin(page);
  await page.goto(`/admin/events/${event.id}/flyer`);
  await expect(page.locator('article.flyer').getByRole('heading', { level: 1 })).toHaveText('होली रंगोत्सव');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((font) => font.includes('noto-sans-devanagari-devanagari-400'))).toHaveLength(1);
  await keepScreenshot(page, 'flyer-devanagari.png');
});

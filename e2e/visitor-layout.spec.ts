import { formatLongDate } from '../src/shared/dates';
import { mapSearchUrl } from '../src/shared/map-link';
import {
  expectNoAxeViolations,
  keepScreenshot,
  waitForHydration,
  watchConsole,
} from './fixtures/public-page';
import {
  AdminApi,
  contentForThisFile,
  createClosedEvent,
  createFestival,
  dateInDays,
} from './fixtures/site-data';
import { expect, type Locator, type Page, test } from './fixtures/test';

// What a visitor sees first, on a phone (390 x 844) and a laptop (1366 x 800): the key facts and actions of the
// featured event and of an event's page, the event cards, the Register Now / Apply for Stall links that open
// their dialog on the event's page, the map links and the gallery's albums.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const ZONE = 'America/Los_Angeles';

const site = contentForThisFile(async (api) => ({
  festival: await createFestival(api),
  closed: await createClosedEvent(api),
  // A photo in no album: the whole gallery has one more than the festival's album.
  loosePhoto: await api.addPhoto({ title: 'Picnic in the park' }),
}));
/** An album link's accessible name: the event's title and its number of photos. */
const albumName = (title: string, count: number) => new RegExp(`^${title}\\s*,\\s*${count}\\s+photos$`);
const festivalPath = () => `/events/${site().festival.slug}`;

/** The element is on the first screen: shown, and entirely inside the viewport (no scrolling needed). */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'element has a box').not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y, 'starts on screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${await locator.textContent()} ends above the fold`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect(box.x + box.width, 'within the width').toBeLessThanOrEqual(viewport.width);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('/events shows the featured event’s title, date, time, venue and both actions without scrolling', async ({
    page,
  }) => {
    const { festival } = site();
    const checkConsole = watchConsole(page);
    await page.goto('/events');
    const article = page.getByRole('article', { name: festival.title });
    await expectOnFirstScreen(page, article.getByRole('heading', { level: 2, name: festival.title }));
    const facts = article.getByRole('complementary', { name: 'When, where and how to join' });
    await expectOnFirstScreen(page, facts.getByText(formatLongDate(festival.date, ZONE)));
    await expectOnFirstScreen(page, facts.getByText('5:00 PM - 10:00 PM'));
    await expectOnFirstScreen(page, facts.getByText(festival.venue));
    await expectOnFirstScreen(page, facts.getByRole('link', { name: 'Register Now' }));
    await expectOnFirstScreen(page, facts.getByRole('link', { name: 'Apply for Stall' }));
    await expectNoSidewaysScroll(page);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    checkConsole();
  });

  test('the event page shows its title, date, time, venue and both actions without scrolling', async ({
    page,
  }) => {
    const { festival } = site();
    await page.goto(festivalPath());
    await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: festival.title }));
    const header = page.locator('article header', { has: page.getByRole('heading', { level: 1 }) });
    await expectOnFirstScreen(page, header.getByText(formatLongDate(festival.date, ZONE)));
    await expectOnFirstScreen(page, header.getByText('5:00 PM - 10:00 PM'));
    await expectOnFirstScreen(page, header.getByRole('link', { name: new RegExp(festival.venue) }));
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Register Now' }));
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Apply for a Stall' }));
    await expectNoSidewaysScroll(page);
  });

  test('Register Now on /events opens the dialog on the event page; closing it stays there, without the hash', async ({
    page,
  }) => {
    const { festival } = site();
    await page.goto('/events');
    await waitForHydration(page);
    const facts = page.getByRole('complementary', { name: 'When, where and how to join' });
    await expect(facts.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      `${festivalPath()}#register`,
    );
    await facts.getByRole('link', { name: 'Register Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register for Event' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${festivalPath()}#register$`));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${festivalPath()}$`));
    await expect(page.getByRole('heading', { level: 1, name: festival.title })).toBeVisible();
    // A reload does not open it again.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('an event page reached at #apply-stall opens the stall form after hydration; Escape leaves the page as it was', async ({
    page,
  }) => {
    const { festival } = site();
    await page.goto(`${festivalPath()}#apply-stall`);
    const dialog = page.getByRole('dialog', { name: 'Apply for a Stall' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(festivalPath());
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByRole('heading', { level: 1, name: festival.title })).toBeVisible();
    // The facts and actions are at the top of the page on a wide screen too.
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Register Now' }));
    await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: festival.title }));
  });

  test('a hash for an action the event does not offer opens nothing', async ({ page }) => {
    await page.goto(`/events/${site().closed.slug}#register`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: site().closed.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the venue links to a map search for the address, on the event page and the When & Where card', async ({
    page,
  }) => {
    const { festival } = site();
    const mapUrl = mapSearchUrl(festival.address);
    expect(mapUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=950%20East%20Street%2C%20Tracy%2C%20CA%2095376',
    );
    await page.goto(festivalPath());
    const header = page.locator('article header', { has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByRole('link', { name: new RegExp(festival.venue) })).toHaveAttribute(
      'href',
      mapUrl,
    );
    const side = page.getByRole('complementary', { name: 'Event information' });
    await expect(side.getByRole('link', { name: new RegExp(festival.address) })).toHaveAttribute(
      'href',
      mapUrl,
    );
    await page.goto('/events');
    // The featured event's title, date and venue are on the first screen of a laptop too.
    const featured = page.getByRole('article', { name: festival.title });
    await expectOnFirstScreen(page, featured.getByRole('heading', { level: 2, name: festival.title }));
    await expectOnFirstScreen(page, featured.getByText(formatLongDate(festival.date, ZONE)).first());
    await expectOnFirstScreen(page, featured.getByText(festival.venue).first());
    const whenWhere = page.getByRole('complementary', { name: 'When, where and how to join' });
    const link = whenWhere.getByRole('link', { name: new RegExp(festival.address) });
    await expect(link).toHaveAttribute('href', mapUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    // Beside the story on a wide screen.
    const overview = page.getByRole('region', { name: 'Event Overview' });
    const [asideBox, overviewBox] = [await whenWhere.boundingBox(), await overview.boundingBox()];
    expect(asideBox && overviewBox && asideBox.x > overviewBox.x + overviewBox.width).toBe(true);
  });
});

/**
 * Each card's box, in the order of the list, measured in one step: the photo gallery above the cards is laid out
 * at its estimated height until it has been drawn once (`content-visibility: auto`), so a card measured a moment
 * after another may sit 36 px higher without the two being in different rows.
 */
function cardBoxes(page: Page) {
  return page
    .getByRole('region', { name: 'Upcoming Events' })
    .locator('ul[data-count] > li')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const { x, y, width, height } = card.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
}

test('upcoming event cards: picture, date and time, actions in a row, laid out for one, two or more', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { closed } = site();
  await page.setViewportSize(LAPTOP);
  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  const holi = upcoming.locator('ul[data-count] > li').filter({ hasText: closed.title });
  await expect(holi.locator('img')).toHaveCount(1);
  await expect(holi.getByText(formatLongDate(closed.date, ZONE))).toBeVisible();
  await expect(holi.getByText('11:00 AM')).toBeVisible();
  // One card: wide, its picture beside the text.
  let boxes = await cardBoxes(page);
  expect(boxes).toHaveLength(1);
  const picture = await holi.locator('img').boundingBox();
  const title = await holi.getByRole('heading', { name: closed.title }).boundingBox();
  expect(picture && title && title.x > picture.x + picture.width - 1).toBe(true);
  expect(boxes[0]?.width).toBeGreaterThan(1000);

  const api = await AdminApi.signIn(playwright.request, baseURL ?? '');
  try {
    const open = await api.createEvent({
      title: 'Navratri Garba Nights',
      date: dateInDays(200),
      time: '7:00 PM - 11:00 PM',
      venue: 'Tracy Ballroom',
      address: '25 W 11th St, Tracy, CA 95376',
      registrationOpen: true,
      acceptStallApplications: true,
    });
    // Two: side by side.
    await page.reload();
    boxes = await cardBoxes(page);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]?.y).toBe(boxes[1]?.y);
    const navratri = upcoming.locator('ul[data-count] > li').filter({ hasText: open.title });
    await expect(navratri.getByText('7:00 PM - 11:00 PM')).toBeVisible();
    // Register Now and Apply for Stall are buttons in the card's action row, leading to the event page's dialogs.
    const register = navratri.getByRole('link', { name: new RegExp(`^Register Now\\s*:\\s*${open.title}$`) });
    const stall = navratri.getByRole('link', { name: new RegExp(`^Apply for Stall\\s*:\\s*${open.title}$`) });
    await expect(register).toHaveAttribute('href', `/events/${open.slug}#register`);
    await expect(stall).toHaveAttribute('href', `/events/${open.slug}#apply-stall`);
    // Both measured in one step, as the cards are (the gallery above may settle between two measurements).
    const [registerTop, stallTop, stallHeight] = await navratri.evaluate((card) => {
      const box = (hash: string) => card.querySelector(`a[href$="${hash}"]`)?.getBoundingClientRect();
      const [registerBox, stallBox] = [box('#register'), box('#apply-stall')];
      return [registerBox?.y, stallBox?.y, stallBox?.height];
    });
    expect(registerTop).toBeDefined();
    expect(registerTop).toBe(stallTop);
    expect(stallHeight).toBeGreaterThanOrEqual(36);
    expect(await stall.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');

    // Three: a row of three.
    await api.createEvent({
      title: 'Janmashtami Evening',
      date: dateInDays(240),
      venue: 'Tracy Temple Hall',
      address: '100 Temple Way, Tracy, CA',
      registrationOpen: true,
    });
    await page.reload();
    boxes = await cardBoxes(page);
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes.map((b) => b.y)).size).toBe(1);
    await keepScreenshot(page, 'events-1366.png', { fullPage: true });

    // On a phone: one column, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    boxes = await cardBoxes(page);
    expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: new RegExp(`^Apply for Stall\\s*:\\s*${open.title}$`) }).click();
    await expect(page.getByRole('dialog', { name: 'Apply for a Stall' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${open.slug}#apply-stall$`));
  } finally {
    await api.dispose();
  }
});

for (const viewport of [PHONE, LAPTOP]) {
  test(`albums at ${viewport.width} px: the gallery filters by event, and View All Photos opens the album`, async ({
    page,
    request,
  }) => {
    const { festival } = site();
    await page.setViewportSize(viewport);
    const photos = page.getByRole('button', { name: /^Open photo/ });
    await page.goto('/gallery');
    await expect(photos).toHaveCount(8);
    const albums = page.getByRole('navigation', { name: 'Albums' });
    await expect(albums.getByRole('link', { name: 'All photos' })).toHaveAttribute('aria-current', 'page');
    await waitForHydration(page);
    await albums.getByRole('link', { name: albumName(festival.title, 7) }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery\\?event=${festival.slug}$`));
    await expect(photos).toHaveCount(7);
    await expect(page.getByText('Picnic in the park')).toHaveCount(0);
    await expect(albums.getByRole('link', { name: albumName(festival.title, 7) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // From the featured event: View All Photos opens its album, server-rendered.
    await page.goto('/events');
    const viewAll = page.getByRole('link', { name: 'View All Photos' });
    await expect(viewAll).toHaveAttribute('href', `/gallery?event=${festival.slug}`);
    await page.goto(`/gallery?event=${festival.slug}`);
    await expect(page).toHaveTitle(`Photos: ${festival.title} | Aarohi`);
    await expect(photos).toHaveCount(7);

    // The server's cache never answers an album with the whole gallery, or the reverse.
    for (let i = 0; i < 2; i++) {
      const all = await (await request.get('/gallery')).text();
      const album = await (await request.get(`/gallery?event=${festival.slug}`)).text();
      // Counted by their buttons' names (the page's messages, in its data, name the text once more).
      expect(all.match(/aria-label="Open photo/g)).toHaveLength(8);
      expect(album.match(/aria-label="Open photo/g)).toHaveLength(7);
    }
  });
}

test('an unknown album says so and links back to every photo', async ({ page }) => {
  const response = await page.goto('/gallery?event=no-such-event');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This album has no photos, or the event could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all photos' })).toHaveAttribute('href', '/gallery');
});

test('no public page scrolls sideways at 390 or 1366 px', async ({ page }) => {
  test.setTimeout(120_000);
  const pages = [
    '/',
    '/events',
    festivalPath(),
    '/gallery',
    `/gallery?event=${site().festival.slug}`,
    '/contact',
  ];
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `${viewport.width}${path.replace(/[^a-z0-9]+/gi, '-')}.png`);
    }
  }
});

import { waitForHydration, watchConsole } from './fixtures/public-page';
import { contentForThisFile, createFestival } from './fixtures/site-data';
import { expect, test } from './fixtures/test';

const site = contentForThisFile(async (api) => ({
  festival: await createFestival(api, { withMedia: false }),
}));

test('home shows the hero, the about text in paragraphs, the featured event and the Explore More grid', async ({
  page,
}) => {
  const checkConsole = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Aarohi | Celebrating Culture, Together');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aarohi');
  await expect(page.getByText('Celebrating Culture, Together', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Events' })).toHaveAttribute('href', '/events');

  const about = page.getByRole('region', { name: 'About Our Community' });
  await expect(about.locator('p')).toHaveCount(2);

  const upcoming = page.getByRole('region', { name: 'Upcoming Celebration' });
  const { festival } = site();
  const card = upcoming.getByRole('link', { name: new RegExp(festival.title) });
  await expect(card).toHaveAttribute('href', `/events/${festival.slug}`);
  await expect(card).toContainText('Tracy Community Center');

  const explore = page.getByRole('region', { name: 'Explore More' });
  await expect(explore.getByRole('link', { name: /Events/ })).toHaveAttribute('href', '/events');
  await expect(explore.getByRole('link', { name: /Gallery/ })).toHaveAttribute('href', '/gallery');
  await expect(explore.getByRole('link', { name: /Contact/ })).toHaveAttribute('href', '/contact');
  await expect(explore.getByRole('heading', { name: 'Community' })).toBeVisible();
  await expect(explore.getByRole('link', { name: /Community/ })).toHaveCount(0);

  // The hero image is bundled, optimised and responsive; nothing is loaded from another site.
  const hero = page.locator('section img').first();
  await expect(hero).toHaveAttribute('srcset', /hero-800.*800w.*hero-1600.*1600w/);
  const foreign = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => !url.startsWith(location.origin)),
  );
  expect(foreign).toEqual([]);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Explore Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community Events' })).toBeVisible();
  checkConsole();
});

test('home shows a placeholder while the featured event loads, then the empty text when there is none', async ({
  page,
}) => {
  await page.goto('/gallery');
  await waitForHydration(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/events/featured', async (route) => {
    await released;
    await route.fulfill({ json: null });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('status', { name: 'Loading the upcoming celebration' })).toBeVisible();
  release();
  await expect(page.getByText('No upcoming events at the moment. Check back soon!')).toBeVisible();
});

test('a failing featured-event call on home shows no error, only the empty text (errors are quiet on public lists)', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.route('**/api/events/featured', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText('No upcoming events at the moment. Check back soon!')).toBeVisible();
  await expect(page.getByText(/500|boom|error/i)).toHaveCount(0);
});

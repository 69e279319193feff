import { expectNoAxeViolations, waitForHydration, watchConsole } from './fixtures/public-page';
import { contentForThisFile, createFestival } from './fixtures/site-data';
import { expect, test } from './fixtures/test';

const site = contentForThisFile(async (api) => ({ festival: await createFestival(api) }));
const FESTIVAL_PAGE = '/events/:festival';
const PAGES = ['/', '/events', FESTIVAL_PAGE, '/gallery', '/contact'];
const urlOf = (path: string) => (path === FESTIVAL_PAGE ? `/events/${site().festival.slug}` : path);

for (const path of PAGES) {
  test(`${path} has no axe violations and no console errors`, async ({ page }) => {
    const checkConsole = watchConsole(page);
    const response = await page.goto(urlOf(path));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    checkConsole();
  });
}

test('the navigation marks the active link: Home only on /, the others on their prefix', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/');
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto(urlOf(FESTIVAL_PAGE));
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  for (const name of ['Home', 'Events', 'Gallery', 'Contact', 'Admin']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await waitForHydration(page);
  await nav.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community Gallery' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
});

test('on a phone the menu toggle opens a stacked menu that closes when a link is chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const checkConsole = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
  ).toBeHidden();

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  checkConsole();
});

test('the footer shows the brand, quick links, contact email, location, social links and copyright', async ({
  page,
}) => {
  await page.goto('/gallery');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Quick Links')).toBeVisible();
  for (const name of ['Home', 'Events', 'Gallery', 'Contact']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'info@aarohi.org' })).toHaveAttribute(
    'href',
    'mailto:info@aarohi.org',
  );
  await expect(footer.getByText('Tracy, California', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(footer.getByText(/© 2024 Aarohi/)).toBeVisible();
  await expect(footer.getByText(/Website built/)).toBeVisible();
});

test('an unknown path answers 404 with the 404 page, axe-clean', async ({ page }) => {
  const checkConsole = watchConsole(page, { allowNotFoundDocument: true });
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  checkConsole();
});

test('robots.txt and sitemap.xml list the public pages and events', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of ['/events', '/gallery', '/contact', urlOf(FESTIVAL_PAGE)]) {
    expect(xml).toContain(`${path}</loc>`);
  }
});

import { expectNoAxeViolations, waitForHydration, watchConsole } from './fixtures/public-page';
import { contentForThisFile } from './fixtures/site-data';
import { expect, test } from './fixtures/test';

// Enough photos that the last ones are below the fold.
contentForThisFile(async (api) => {
  for (const title of [
    'Lamp lighting',
    'Rangoli',
    'Dance troupe',
    'Sweets table',
    'Kids corner',
    'Music',
    'Fireworks',
  ]) {
    await api.addPhoto({ title, caption: `${title} at last year's celebration` });
  }
});

test('the gallery shows every photo with its title and caption, and a link to share photos', async ({
  page,
  request,
}) => {
  const images = (await (await request.get('/api/gallery')).json()) as { title: string | null }[];
  const checkConsole = watchConsole(page);
  await page.goto('/gallery');
  await expect(page).toHaveTitle('Community Gallery | Aarohi');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Gallery' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open photo/ })).toHaveCount(images.length);
  expect(images.length).toBeGreaterThan(0);
  await expect(page.getByRole('figure').first()).toContainText(images[0]?.title ?? '');
  await expect(page.getByRole('link', { name: 'Contact Us to Share Photos' })).toHaveAttribute(
    'href',
    '/contact',
  );
  // Below the fold, photos load lazily, with their sizes reserved: each becomes the real picture as it comes near.
  const img = page.locator('figure img').last();
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', /\d+/);
  await expect(img).toHaveAttribute('srcset', /\d+w/);
  checkConsole();
});

test('the lightbox works from the keyboard: Enter opens, arrows browse, Escape closes and returns focus', async ({
  page,
  request,
}) => {
  const images = (await (await request.get('/api/gallery')).json()) as { title: string | null }[];
  await page.goto('/gallery');
  await waitForHydration(page);
  const firstButton = page.getByRole('button', { name: /^Open photo/ }).first();
  await firstButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(images[0]?.title || 'Photo');
  await expect(dialog.getByRole('button', { name: 'Close photo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading')).toHaveText(images[1]?.title || 'Photo');
  await expect(dialog.getByText(`2 / ${images.length}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to the photo last shown, so the visitor continues from there.
  await expect(page.getByRole('button', { name: /^Open photo/ }).nth(1)).toBeFocused();
});

test('the gallery shows eight placeholders while loading', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/gallery', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
  const loading = page.getByRole('list', { name: 'Loading photos' });
  await expect(loading.getByRole('listitem')).toHaveCount(8);
  release();
  await expect(loading).toHaveCount(0);
});

test('the contact page lays out the form area and the contact information', async ({ page }) => {
  const checkConsole = watchConsole(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByText(/respond within 24 hours/)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'info@aarohi.org' })).toHaveAttribute(
    'href',
    'mailto:info@aarohi.org',
  );
  await expect(main.getByText('Tracy, California', { exact: true })).toBeVisible();
  await expect(main.getByText(/open to everyone/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Instagram' })).toBeVisible();
  checkConsole();
});

import { contentForThisFile, createFestival } from './fixtures/site-data';
import { expect, test } from './fixtures/test';

const site = contentForThisFile(async (api) => ({
  festival: await createFestival(api, { withMedia: false }),
}));

test('the home page is served with the group name and the featured event', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aarohi');
  await expect(page.getByRole('link', { name: site().festival.title })).toBeVisible();
});

test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

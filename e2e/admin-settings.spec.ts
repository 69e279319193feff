import { expectNoAxeViolations, loginAsAdmin, openTab } from './fixtures/admin';
import { expect, test } from './fixtures/test';

test('settings: validation, save, and the banner shows on the home page', async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, 'Settings');
  await expect(page.getByRole('heading', { name: 'Website Settings' })).toBeVisible();
  for (const section of ['Basic Information', 'Social Media Links', 'Announcements']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByLabel('Tagline').fill('');
  await page.getByLabel('Contact Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Tagline is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const banner = `Parking is free at the east lot ${Date.now()}`;
  await page.getByLabel('Tagline').fill('Celebrating Culture, Together');
  await page.getByLabel('Contact Email').fill('hello@example.org');
  await page.getByLabel('Banner Message').fill(banner);
  await page.getByRole('switch', { name: 'Show Announcement Banner' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();

  await page.goto('/');
  await expect(page.getByText(banner)).toBeVisible();

  // Back to the defaults so other tests see the site as a new one.
  await page.goto('/admin');
  await openTab(page, 'Settings');
  await expect(page.getByLabel('Banner Message')).toHaveValue(banner);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('Contact Email').fill('info@aarohi.org');
  await page.getByLabel('Banner Message').fill('');
  await page.getByRole('switch', { name: 'Show Announcement Banner' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
});

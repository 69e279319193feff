import { E2E_ADMIN, expectNoAxeViolations, loginAsAdmin, signInThroughForm } from './fixtures/admin';
import { expect, test } from './fixtures/test';

test('a wrong password shows the message, which clears after 3 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const message = page.getByText('Invalid credentials. Please try again.');
  await expect(message).toBeVisible();
  // The page's clock runs on its own too: only "gone after 3 s" can be asserted, not "still there at 2.9 s".
  await page.clock.runFor(3_000);
  await expect(message).toBeHidden();
});

test('signing in shows the dashboard, a reload keeps it, Logout ends it', async ({ page }) => {
  await signInThroughForm(page);
  for (const tab of ['Events', 'Registrations', 'Gallery', 'Settings', 'Messages']) {
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a lost session shows Unauthorized and returns to the login', async ({ page, context }) => {
  await loginAsAdmin(page);
  await context.clearCookies();
  await page.getByRole('tab', { name: 'Registrations', exact: true }).click();
  await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a locked-out login (429) says so plainly and the message stays', async ({ page }) => {
  // Mocked: really locking the test server out would lock out the other tests too (the limit is per address).
  await page.route('**/api/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '900' },
      body: JSON.stringify({ message: 'Too many sign-in attempts. Please try again later.' }),
    }),
  );
  await page.clock.install();
  await page.goto('/admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'Too many sign-in attempts' });
  await expect(message).toBeVisible();
  // Past the 3 s after which the wrong-password message clears.
  await page.clock.runFor(5_000);
  await expect(message).toBeVisible();
});

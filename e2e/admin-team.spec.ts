import { expectNoAxeViolations, loginAsAdmin, openTab } from './fixtures/admin';
import { expect, test } from './fixtures/test';

// The Team screen: an admin adds a door volunteer, resets its password and removes it; the door volunteer who
// signs in at /admin lands on the check-in screen, and the dashboard's calls are refused to it.

test('team: add a door volunteer who lands on the check-in screen, reset its password, remove it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `door${Date.now()}`;
  await loginAsAdmin(page);
  await openTab(page, 'Team');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add an account' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Add Account' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('Password').fill('front gate passphrase');
  await expect(form.getByLabel('Role')).toHaveValue('door');
  await form.getByRole('button', { name: 'Add Account' }).click();
  const accounts = page.getByRole('list', { name: 'Accounts' });
  await expect(accounts.getByText(username)).toBeVisible();
  // The toast too, before axe reads the colours: one sliding in meanwhile would read as low contrast.
  await expect(page.getByText('Account Added', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The volunteer signs in at /admin on a phone and is taken to the check-in screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const door = await phone.newPage();
  await door.goto('/admin');
  await door.getByLabel('Username').fill(username);
  await door.getByLabel('Password').fill('front gate passphrase');
  await door.getByRole('button', { name: 'Sign In' }).click();
  await expect(door).toHaveURL(/\/admin\/check-in$/);
  await expect(door.getByRole('heading', { name: 'Door check-in' })).toBeVisible();
  expect((await door.request.get('/api/admin/registrations/stats')).status()).toBe(403);

  // A new password signs the volunteer out.
  await page.getByRole('button', { name: `Reset password of ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('New password').fill('another gate passphrase');
  await dialog.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(`${username} has been signed out everywhere.`, { exact: true })).toBeVisible();
  expect((await door.request.get('/api/admin/events')).status()).toBe(401);
  await phone.close();

  await page.getByRole('button', { name: `Remove ${username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(accounts.getByText(username)).toHaveCount(0);
});

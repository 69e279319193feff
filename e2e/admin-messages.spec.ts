import { expectNoAxeViolations, loginAsAdmin, openTab, XHR } from './fixtures/admin';
import { expect, test } from './fixtures/test';

test('messages: read a contact message, mark it handled, delete it', async ({ page }) => {
  const stamp = Date.now();
  for (const [firstName, subject] of [
    ['Older', 'feedback'],
    ['Newer', 'volunteer'],
  ] as const) {
    const res = await page.request.post('/api/contact', {
      headers: XHR,
      data: {
        firstName,
        lastName: `Sender${stamp}`,
        email: `${firstName.toLowerCase()}@example.com`,
        subject,
        message: `Hello from ${firstName}, I would like to help.`,
      },
    });
    expect(res.ok()).toBe(true);
  }
  await loginAsAdmin(page);
  await openTab(page, 'Messages');
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  const items = page.getByRole('button', { name: new RegExp(`Sender${stamp}`) });
  await expect(items).toHaveCount(2);
  // Newest first, with the subject's label.
  await expect(items.first()).toContainText('Newer');
  await expect(items.first()).toContainText('Volunteer Opportunities');
  await expectNoAxeViolations(page);

  await items.first().click();
  const dialog = page.getByRole('dialog', { name: 'Volunteer Opportunities' });
  await expect(dialog.getByText('Hello from Newer, I would like to help.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'newer@example.com' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mark as Handled' }).click();
  await expect(page.getByText('Marked as Handled', { exact: true })).toBeVisible();
  await expect(items.first()).toContainText('Handled');

  await items.last().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message Deleted', { exact: true })).toBeVisible();
  await expect(items).toHaveCount(1);
});

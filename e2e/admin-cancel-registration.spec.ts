import { createEventViaApi, loginAsAdmin, XHR } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

// An admin cancels a registration from the dashboard with a message for the registrant: the confirmation asks for
// it, and the registrant's mail carries it.

test.setTimeout(90_000);

test('the admin cancels a registration with a message, and the registrant is mailed it', async ({ page }) => {
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, {
    capacity: 10,
    activities: [],
    acceptStallApplications: false,
  });
  const email = `cancelled.${Date.now().toString(36)}@example.com`;
  const res = await page.request.post('/api/registrations', {
    headers: XHR,
    data: { eventId: event.id, fullName: 'Meera Shah', email, guestCount: 2 },
  });
  expect(res.status()).toBe(201);

  await page.reload();
  await page.getByRole('tab', { name: 'Registrations', exact: true }).click();
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: new RegExp(event.title) }).click();
  const table = page.getByRole('table', { name: 'Registrations' });
  await table.getByRole('button', { name: 'Cancel Meera Shah' }).click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Cancel this registration?' })).toBeVisible();
  await expect(dialog).toContainText('Meera Shah is told by email');
  await dialog
    .getByRole('textbox', { name: 'Message to Meera Shah (optional)' })
    .fill('We had to move to a smaller hall. Sorry!');
  await dialog.getByRole('button', { name: 'Cancel Registration' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('Cancelled', { exact: true })).toBeVisible();

  const mail = await mailFromOutbox(email, `Your registration for ${event.title} is cancelled`);
  expect(mail.text).toContain('Message from the organisers: We had to move to a smaller hall. Sorry!');
});

import { createEventViaApi, expectNoAxeViolations, loginAsAdmin, openTab, XHR } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { expect, type Page, test } from './fixtures/test';

// Issue 19: stall decisions in the dashboard, "Meet Our Vendors" on the event page, the closed form.

async function apply(page: Page, eventId: string, businessName: string, listPublicly: boolean) {
  const email = `${businessName.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const res = await page.request.post('/api/stall-applications', {
    headers: XHR,
    data: {
      eventId,
      businessName,
      contactPerson: 'Ravi Kumar',
      email,
      phone: '209-555-0123',
      businessType: 'Food',
      productsServices: `${businessName} sells samosas and chai`,
      listPublicly,
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function openStallApplications(page: Page, title: string) {
  await openTab(page, 'Registrations');
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await page.getByRole('tab', { name: 'Stall Applications' }).click();
}

test('approve a stall in the dashboard and see it on the public event page', async ({ page }) => {
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, { stallCapacity: 1 });
  const stamp = Date.now();
  const listed = `Listed Chai ${stamp}`;
  const other = `Second Sweets ${stamp}`;
  const listedEmail = await apply(page, event.id, listed, true);
  await apply(page, event.id, other, true);

  await page.reload();
  await openStallApplications(page, event.title);
  await expect(page.getByRole('button', { name: 'Pending (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approved (0)' })).toBeVisible();

  await page.getByRole('button', { name: `Approve ${listed}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${listed}?` });
  await dialog.getByLabel('Message to the vendor (optional)').fill('Your stall is number 7, by the stage.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Application Approved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Approved (1)' })).toBeVisible();

  // The one stall is taken: approving the second asks for a confirmation first.
  await page.getByRole('button', { name: `Approve ${other}` }).click();
  const second = page.getByRole('dialog', { name: `Approve ${other}?` });
  await second.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(second.getByRole('alert')).toContainText('goes over the event');
  await expect(second.getByRole('button', { name: 'Approve Anyway' })).toBeVisible();
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Pending (1)' })).toBeVisible();

  // Filtering by status.
  await page.getByRole('button', { name: 'Approved (1)' }).click();
  await expect(page.getByRole('heading', { name: listed })).toBeVisible();
  await expect(page.getByRole('heading', { name: other })).toBeHidden();

  const mail = await mailFromOutbox(listedEmail, `Your stall application for ${event.title} is approved`);
  expect(mail.text).toContain('Your stall is number 7, by the stage.');

  await page.goto(`/events/${event.slug}`);
  const vendors = page.getByRole('region', { name: 'Meet Our Vendors' });
  await expect(vendors).toBeVisible();
  await expect(vendors.getByText(listed, { exact: true })).toBeVisible();
  await expect(vendors.getByText(`${listed} sells samosas and chai`)).toBeVisible();
  await expect(vendors.getByText(other, { exact: true })).toBeHidden();
  await expect(vendors.getByText('@example.com')).toHaveCount(0);
});

test('the stall form says it is closed once the approved stalls reach the capacity', async ({ page }) => {
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, { stallCapacity: 0 });
  await page.goto(`/events/${event.slug}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'Meet Our Vendors' })).toHaveCount(0);
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    // A click the open dialog's overlay intercepts must not wait out the test: the dialog is there.
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Apply for a Stall' }).click();
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass();
  // Said before anything is filled in: the form is not offered at all.
  await expect(dialog).toContainText('Stall applications are closed: all stalls are taken');
  await expect(dialog.getByLabel('Business Name')).toHaveCount(0);
});

import fs from 'node:fs';
import { expectNoAxeViolations, loginAsAdmin, openTab, XHR } from './fixtures/admin';
import { contentForThisFile, dateInDays } from './fixtures/site-data';
import { expect, test } from './fixtures/test';

const site = contentForThisFile(async (api) => ({
  event: await api.createEvent({
    title: `E2E Event ${Date.now()}`,
    date: dateInDays(400),
    venue: 'Community Hall',
    address: '1 Main St, Tracy, CA',
    registrationOpen: true,
    acceptStallApplications: true,
    activities: [{ category: 'Dance', options: [{ id: 'opt_1700000000000_garba1', name: 'Garba' }] }],
  }),
}));

test('registrations: public sign-up shows in the table; search, notes, CSV, download links, stalls, delete', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAsAdmin(page);
  const { event } = site();

  // Register from the public page.
  const visitor = await context.newPage();
  await visitor.goto(`/events/${event.slug}`);
  await visitor.getByRole('button', { name: 'Register Now' }).first().click();
  await visitor.getByLabel('Full Name').fill('Asha Patel');
  await visitor.getByLabel('Email Address').fill('asha@example.com');
  await visitor.getByLabel('Phone Number (Optional)').fill('2095550100');
  await visitor.getByRole('checkbox', { name: 'Garba' }).check();
  await visitor.getByRole('button', { name: `Register for ${event.title}` }).click();
  await expect(visitor.getByText('Registration Successful!')).toBeVisible();
  await visitor.close();

  const other = await page.request.post('/api/registrations', {
    headers: XHR,
    data: { eventId: event.id, fullName: 'Ravi Kumar', email: 'RAVI@example.com', guestCount: 3 },
  });
  expect(other.status()).toBe(201);
  const stall = await page.request.post('/api/stall-applications', {
    headers: XHR,
    data: {
      eventId: event.id,
      businessName: 'Chai Corner',
      contactPerson: 'Meena Shah',
      email: 'meena@example.com',
      phone: '2095550123',
      businessType: 'Food',
      productsServices: 'Masala chai and snacks',
      specialRequirements: 'Power outlet',
    },
  });
  expect(stall.ok()).toBe(true);

  // The dashboard loaded its event list before the API made this one.
  await page.reload();
  await openTab(page, 'Registrations');
  await expect(page.getByRole('heading', { name: 'Event Registrations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  for (const label of ['Total Registrations', 'Total People', "Today's Registrations"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: new RegExp(event.title) }).click();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  const table = page.getByRole('table', { name: 'Registrations' });
  for (const column of ['Name', 'Email', 'Phone', 'People', 'Activities', 'Date', 'Admin Notes', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('cell', { name: 'Asha Patel', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Ravi Kumar', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Garba', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Search: name or email, any case.
  const search = page.getByRole('searchbox', { name: 'Search registrations by name or email' });
  await search.fill('ASHA');
  await expect(table.getByRole('cell', { name: 'Asha Patel', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Ravi Kumar', exact: true })).toBeHidden();
  await search.fill('ravi@EXAMPLE');
  await expect(table.getByRole('cell', { name: 'Ravi Kumar', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Asha Patel', exact: true })).toBeHidden();
  await search.fill('');

  // Details: 'Not provided', 'No activities selected', then an admin note cancelled and saved.
  await table.getByRole('button', { name: 'View Ravi Kumar' }).click();
  const details = page.getByRole('dialog', { name: 'Registration Details' });
  await expect(details.getByText('Not provided')).toBeVisible();
  await expect(details.getByText('No activities selected')).toBeVisible();
  await expect(details.getByText('No admin notes yet')).toBeVisible();
  await details.getByRole('button', { name: 'Edit' }).click();
  await details.getByLabel('Admin Notes').fill('Will be late');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details.getByText('No admin notes yet')).toBeVisible();
  await details.getByRole('button', { name: 'Edit' }).click();
  await details.getByLabel('Admin Notes').fill('Needs a wheelchair ramp');
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Comment Updated', { exact: true })).toBeVisible();
  await expect(details.getByText('Needs a wheelchair ramp')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('cell', { name: 'Needs a wheelchair ramp', exact: true })).toBeVisible();

  // CSV export.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`registrations-${event.id}.csv`);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain('Asha Patel');
  expect(csv).toContain('Ravi Kumar');
  await expect(page.getByText('Export Successful', { exact: true })).toBeVisible();

  // Shareable download link: create, copy, use, revoke.
  const links = page
    .getByText('Shareable Download Links')
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await page.getByRole('button', { name: 'Generate Link' }).click();
  await expect(page.getByText('Link Generated', { exact: true })).toBeVisible();
  const url = (await links.locator('code').first().textContent()) ?? '';
  expect(url).toContain('/download/');
  await expect(links.getByText(/^Expires /)).toBeVisible();
  await links.getByRole('button', { name: 'Copy' }).click();
  await expect(links.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(links.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 3000 });
  const viaLink = await page.request.get(url);
  expect(viaLink.status()).toBe(200);
  expect(await viaLink.text()).toContain('Asha Patel');
  await links.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Link Revoked', { exact: true })).toBeVisible();
  await expect(links.getByText('No active links.')).toBeVisible();
  expect((await page.request.get(url)).status()).toBeGreaterThanOrEqual(400);

  // Delete a registration.
  await table.getByRole('button', { name: 'Delete Ravi Kumar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Registration Deleted', { exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Ravi Kumar', exact: true })).toBeHidden();

  // Stall applications.
  await page.getByRole('tab', { name: 'Stall Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Chai Corner' })).toBeVisible();
  await expect(page.getByText('Power outlet')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('tab', { name: 'Registrations', exact: true }).nth(1).click();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Stall Applications' }).click();
  await page.getByRole('button', { name: 'Delete stall application Chai Corner' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Stall Application?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Application Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No stall applications yet for this event.')).toBeVisible();
});

test('Export CSV without an event says so', async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, 'Registrations');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

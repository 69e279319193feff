import { contentForThisFile, createFestival } from './fixtures/site-data';
import { expect, type Page, test } from './fixtures/test';

// The stall application dialog (docs/product-rules.md, "Stall applications") on a festival that takes stalls.

const site = contentForThisFile(async (api) => ({
  festival: await createFestival(api, { withMedia: false }),
}));

async function openDialog(page: Page) {
  await page.goto(`/events/${site().festival.slug}`);
  // Once hydrated, one click opens the dialog (its code may still be loading: wait for it, do not click again).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Apply for a Stall' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Apply for a Stall' })).toBeVisible();
  return dialog;
}

async function fill(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Business Name').fill('Spice Route');
  await dialog.getByLabel('Contact Person').fill('Ravi Kumar');
  await dialog.getByLabel('Email Address').fill('ravi@example.com');
  await dialog.getByLabel('Phone Number').fill('209-555-0123');
  await dialog.getByLabel('Business Type').fill('Food');
  await dialog.getByLabel('Products/Services').fill('Samosas, chai and sweets');
  await dialog.getByLabel('Special Requirements (Optional)').fill('A power outlet');
}

test('validates every field with the documented messages', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  for (const message of [
    'Business name is required',
    'Contact person name is required',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Business type is required',
    'Please describe your products/services',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('Phone Number').fill('555-0123');
  await dialog.getByLabel('Products/Services').fill('Samosas');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(dialog.getByText('Please describe your products/services')).toBeVisible();
});

test('submits: Submitting... while pending, then the toast, a reset form and a closed dialog', async ({
  page,
}) => {
  const dialog = await openDialog(page);
  await fill(page);
  // Hold the request back until the pending state has been seen.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/stall-applications', async (route) => {
    await released;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  release();
  await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
  await expect(
    page.getByText("Your stall application has been received. We'll contact you soon!", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Apply for a Stall' }).click();
  await expect(page.getByRole('dialog').getByLabel('Business Name')).toHaveValue('');
});

test('a refused application shows the server message in the dialog', async ({ page }) => {
  const dialog = await openDialog(page);
  await fill(page);
  await page.route('**/api/stall-applications', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This event is not accepting stall applications' }),
    }),
  );
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This event is not accepting stall applications');
  await expect(dialog).toBeVisible();
});

test('a second application from the same email and business name says so', async ({ page }) => {
  const businessName = `Chai Corner ${Date.now()}`;
  const dialog = await openDialog(page);
  await fill(page);
  await dialog.getByLabel('Business Name').fill(businessName);
  await dialog.getByLabel('List my business on the event page').check();
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Apply for a Stall' }).click();
  await fill(page);
  await dialog.getByLabel('Business Name').fill(businessName.toUpperCase());
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You have already applied for a stall at this event with this email and business name',
  );
});

test('a network failure shows the fallback message', async ({ page }) => {
  const dialog = await openDialog(page);
  await fill(page);
  await page.route('**/api/stall-applications', (route) => route.abort());
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Failed to submit application. Please try again.', { exact: true }),
  ).toBeVisible();
});

test('a double click on Submit Application sends one application, however fast', async ({ page }) => {
  const dialog = await openDialog(page);
  await fill(page);
  await dialog.getByLabel('Business Name').fill('Double Tap Sweets');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/stall-applications') posts++;
  });
  // Two clicks in one task: the second comes before React has drawn the button disabled.
  await dialog.getByRole('button', { name: 'Submit Application' }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts).toBe(1);
});

import { expect, type Page, test } from '@playwright/test';
import { contentForThisFile, createFestival } from './fixtures/site-data';

// Registrations on shared devices and old manage links (docs/product-rules.md, "The manage token").

const site = contentForThisFile(async (api) => ({
  festival: await createFestival(api, { withMedia: false }),
}));
const EVENT_TITLE = 'Diwali Festival of Lights';
const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function openDialog(page: Page) {
  await page.goto(`/events/${site().festival.slug}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a family on one device: Update Registration after Already Registered opens the matching person', async ({
  page,
}) => {
  const mom = uniqueEmail('mom');
  const dad = uniqueEmail('dad');
  const dialog = await openDialog(page);
  await dialog.getByLabel('Full Name').fill('Mom Patel');
  await dialog.getByLabel('Email Address').fill(mom);
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Mom Patel');
  await dialog.getByRole('button', { name: 'Register Someone Else' }).click();
  await dialog.getByLabel('Full Name').fill('Dad Patel');
  await dialog.getByLabel('Email Address').fill(dad);
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Mom's email again, from a new registration: Already Registered, then her record, not Dad's.
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Dad Patel');
  await dialog.getByRole('button', { name: 'Register Someone Else' }).click();
  await dialog.getByLabel('Full Name').fill('Mom Patel');
  await dialog.getByLabel('Email Address').fill(mom.toUpperCase());
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Already Registered' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Update Registration' }).click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Mom Patel');
  await expect(dialog.getByLabel('Email Address')).toHaveValue(mom);

  // An address this browser never registered offers to email the manage link instead.
  await dialog.getByRole('button', { name: 'Register Someone Else' }).click();
  const stranger = uniqueEmail('aunt');
  const res = await page.request.post('/api/registrations', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { eventId: site().festival.id, fullName: 'Aunt Patel', email: stranger, guestCount: 1 },
  });
  expect(res.status()).toBe(201);
  await dialog.getByLabel('Full Name').fill('Aunt Patel');
  await dialog.getByLabel('Email Address').fill(stranger);
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await dialog.getByRole('button', { name: 'Update Registration' }).click();
  await expect(dialog.getByRole('button', { name: 'Email Me a Link' })).toBeVisible();
});

test('an old manage link says it is no longer valid and offers to email a new one', async ({ page }) => {
  const email = uniqueEmail('old');
  const res = await page.request.post('/api/registrations', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { eventId: site().festival.id, fullName: 'Old Link', email, guestCount: 1 },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  // A token that no longer opens this registration (a replaced one).
  await page.goto(`/events/${site().festival.slug}?manage=${id}.${'0'.repeat(43)}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Link No Longer Valid' })).toBeVisible();
  await expect(dialog.getByText(/no longer valid/)).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveCount(0);
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByRole('button', { name: 'Email Me a Link' }).click();
  await expect(page.getByText('Check Your Email', { exact: true })).toBeVisible();
  // The visitor may still register someone instead.
  await dialog.getByRole('button', { name: 'Register Instead' }).click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');
});

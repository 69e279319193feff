import { mailFromOutbox } from './fixtures/outbox';
import { contentForThisFile, createFestival } from './fixtures/site-data';
import { expect, type Locator, type Page, test } from './fixtures/test';

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

async function register(dialog: Locator, fullName: string, email: string) {
  await dialog.getByLabel('Full Name').fill(fullName);
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
}

/** The registration as stored, read with its manage link from the confirmation mail. */
async function storedRegistration(page: Page, email: string) {
  const mail = await mailFromOutbox(email, 'Registration confirmed', '?manage=');
  const manage = /\?manage=([\w-]+)\.([\w-]+)/.exec(mail.text ?? '');
  if (!manage) throw new Error(`no manage link in the mail to ${email}`);
  const res = await page.request.get(`/api/registrations/${manage[1]}`, {
    headers: { 'X-Manage-Token': manage[2] ?? '' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { fullName: string; email: string };
}

test('a family tablet: Register Now always starts empty, and managing a remembered registration needs its email', async ({
  page,
}) => {
  const asha = uniqueEmail('asha');
  const ravi = uniqueEmail('ravi');
  const dialog = await openDialog(page);
  await register(dialog, 'Asha Rao', asha);
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The next person: an empty form for a new registration, and Asha's offered only as an explicit choice.
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(dialog.getByRole('heading', { name: 'Register for Event' })).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');
  await expect(dialog.getByLabel('Email Address')).toHaveValue('');
  await expect(dialog.getByText('You registered on this device as Asha Rao.')).toBeVisible();
  await register(dialog, 'Ravi Rao', ravi);
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(page.getByText('Registration Updated', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // Two registrations, each with its own details and its own confirmation mail.
  expect(await storedRegistration(page, asha)).toMatchObject({ fullName: 'Asha Rao', email: asha });
  expect(await storedRegistration(page, ravi)).toMatchObject({ fullName: 'Ravi Rao', email: ravi });

  // Managing one: the person's email address opens theirs, and only theirs.
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(dialog.getByText('You registered on this device as Asha Rao and Ravi Rao.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Manage a Registration' }).click();
  await dialog.getByLabel('Email Address').fill(ravi.toUpperCase());
  await dialog.getByRole('button', { name: 'Open My Registration' }).click();
  await expect(dialog.getByRole('heading', { name: 'Update Your Registration' })).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Ravi Rao');
  // Its address is fixed: another person registers anew rather than overwriting this one.
  await expect(dialog.getByLabel('Email Address')).toHaveValue(ravi);
  await expect(dialog.getByLabel('Email Address')).not.toBeEditable();
  await dialog.getByLabel('Full Name').fill('Ravi K. Rao');
  await dialog.getByRole('button', { name: 'Update Registration' }).click();
  await expect(page.getByText('Registration Updated', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  expect(await storedRegistration(page, ravi)).toMatchObject({ fullName: 'Ravi K. Rao', email: ravi });
  expect(await storedRegistration(page, asha)).toMatchObject({ fullName: 'Asha Rao', email: asha });

  // An address this device never registered offers to email the manage link instead.
  await page.getByRole('button', { name: 'Register Now' }).click();
  await dialog.getByRole('button', { name: 'Manage a Registration' }).click();
  await dialog.getByLabel('Email Address').fill(uniqueEmail('aunt'));
  await dialog.getByRole('button', { name: 'Open My Registration' }).click();
  await expect(dialog.getByRole('button', { name: 'Email Me a Link' })).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveCount(0);
});

test('a family on one device: Update Registration after Already Registered opens the matching person', async ({
  page,
}) => {
  const mom = uniqueEmail('mom');
  const dad = uniqueEmail('dad');
  const dialog = await openDialog(page);
  await register(dialog, 'Mom Patel', mom);
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Register Now' }).click();
  await register(dialog, 'Dad Patel', dad);
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Mom's email again, from a new registration: Already Registered, then her record, not Dad's.
  await page.getByRole('button', { name: 'Register Now' }).click();
  await register(dialog, 'Mom Patel', mom.toUpperCase());
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
  await register(dialog, 'Aunt Patel', stranger);
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

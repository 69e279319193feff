import { mailFromOutbox } from './fixtures/outbox';
import { contentForThisFile, createClosedEvent, createFestival } from './fixtures/site-data';
import { type Browser, expect, type Locator, type Page, test } from './fixtures/test';

// The registration dialog (docs/product-rules.md, "Registrations") on a festival: every view, the errors, and updates through the
// browser's manage token and through the emailed link (read from the server's outbox).

const site = contentForThisFile(async (api) => ({
  festival: await createFestival(api, { withMedia: false }),
  closed: await createClosedEvent(api),
}));
const eventPath = () => `/events/${site().festival.slug}`;
const EVENT_TITLE = 'Diwali Festival of Lights';

const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function openDialog(page: Page) {
  await page.goto(eventPath());
  // Once hydrated, one click opens the dialog (its code may still be loading: wait for it, do not click again).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseGuests(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Number of Guests (Including You)' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** The manage link mailed to `email` (the server writes mail to DATA_DIR/outbox without SMTP_URL). */
async function manageLinkFromOutbox(email: string, subjectStart: string): Promise<string> {
  const mail = await mailFromOutbox(email, subjectStart, '?manage=');
  const link = /https?:\/\/\S+\?manage=[\w.-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no manage link in the "${subjectStart}" mail to ${email}`);
  return link;
}

/** "Manage That Registration" beside the empty form, then the registration's email address. */
async function manageFromThisDevice(dialog: Locator, email: string) {
  await dialog.getByRole('button', { name: 'Manage That Registration' }).click();
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByRole('button', { name: 'Open My Registration' }).click();
  await expect(dialog.getByRole('heading', { name: 'Update Your Registration' })).toBeVisible();
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('the form shows every field and validates with the documented messages', async ({ page }) => {
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel('Full Name')).toBeVisible();
  await expect(dialog.getByLabel('Email Address')).toBeVisible();
  await expect(dialog.getByLabel('Phone Number (Optional)')).toBeVisible();
  const guests = dialog.getByRole('combobox', { name: 'Number of Guests (Including You)' });
  await expect(guests).toHaveText('1 person');
  await guests.click();
  const options = page.getByRole('option');
  await expect(options).toHaveText([
    '1 person',
    ...Array.from({ length: 9 }, (_, i) => `${i + 2} people`),
    '11+ people',
  ]);
  await page.keyboard.press('Escape');

  await expect(dialog.getByText("Choose which activities you'd like to PARTICIPATE")).toBeVisible();
  await expect(dialog.getByText('Performances', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Volunteering', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Group dance' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Food serving' })).toBeVisible();
  // Only the group with instructions has a response box.
  const responses = dialog.getByPlaceholder('Type your response here...');
  await expect(responses).toHaveCount(1);
  await expect(responses).toHaveAttribute('rows', '3');

  const submit = dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` });
  await submit.click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Full Name').fill('A');
  await dialog.getByLabel('Email Address').fill('not-an-email');
  await submit.click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
});

test('register, see the success view, then reopen and update with the token this browser holds', async ({
  page,
}) => {
  const email = uniqueEmail('asha');
  const dialog = await openDialog(page);
  await dialog.getByLabel('Full Name').fill('Asha Patel');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Phone Number (Optional)').fill('209-555-0100');
  await chooseGuests(page, '3 people');
  await dialog.getByRole('checkbox', { name: 'Group dance' }).click();
  await dialog.getByRole('checkbox', { name: 'Set-up crew' }).click();
  await dialog.getByPlaceholder('Type your response here...').fill('The Tracy Dancers, "Jai Ho"');

  // Hold the request back until the pending state has been seen.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/registrations', async (route) => {
    await released;
    await route.continue();
  });
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(dialog.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  release();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(dialog.getByText(`Thank you for registering for ${EVENT_TITLE}.`)).toBeVisible();
  await expect(dialog.getByText('Asha Patel')).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByText('3 people')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // This browser keeps the manage token: reopening starts a new registration, and offers hers, by her email.
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');
  await manageFromThisDevice(dialog, email);
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Asha Patel');
  await expect(dialog.getByLabel('Email Address')).toHaveValue(email);
  await expect(dialog.getByRole('checkbox', { name: 'Group dance' })).toBeChecked();
  await expect(dialog.getByPlaceholder('Type your response here...')).toHaveValue(
    'The Tracy Dancers, "Jai Ho"',
  );
  await chooseGuests(page, '5 people');
  await dialog.getByRole('checkbox', { name: 'Group dance' }).click();
  await dialog.getByRole('button', { name: 'Update Registration' }).click();
  await expect(page.getByText('Registration Updated', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your registration has been updated successfully.', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(dialog.getByText('5 people')).toBeVisible();

  // A failing update shows the error toast.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Register Now' }).click();
  await manageFromThisDevice(dialog, email);
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Asha Patel');
  await page.route('**/api/registrations/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Update Registration' }).click();
  await expect(page.getByText('Update Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Failed to update registration. Please try again.', { exact: true }),
  ).toBeVisible();

  // The same device can still register someone else.
  await dialog.getByRole('button', { name: 'Register Someone Else' }).click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` })).toBeVisible();
});

test('a second registration with the same email shows Already Registered; the emailed link opens the update', async ({
  browser,
}) => {
  const email = uniqueEmail('kiran');
  const first = await freshPage(browser);
  const dialog = await openDialog(first.page);
  await dialog.getByLabel('Full Name').fill('Kiran Rao');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await first.context.close();

  // Another device: no token. The same address, in other letter case, is a duplicate.
  const second = await freshPage(browser);
  const dup = await openDialog(second.page);
  await dup.getByLabel('Full Name').fill('Kiran Rao');
  await dup.getByLabel('Email Address').fill(email.toUpperCase());
  await dup.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(dup.getByRole('heading', { name: 'Already Registered' })).toBeVisible();
  await expect(dup.getByText("Looks like you've already registered for this event.")).toBeVisible();
  await expect(dup.getByRole('button', { name: 'Close' }).last()).toBeVisible();
  await dup.getByRole('button', { name: 'Update Registration' }).click();
  // Without a token here, it offers to email a manage link.
  await expect(dup.getByLabel('Email Address')).toHaveValue(email.toUpperCase());
  await dup.getByRole('button', { name: 'Email Me a Link' }).click();
  await expect(second.page.getByText('Check Your Email', { exact: true })).toBeVisible();
  await expect(dup.getByText(/Check your inbox/)).toBeVisible();

  const link = await manageLinkFromOutbox(email, 'Update your registration');
  const url = new URL(link);
  expect(url.pathname).toBe(eventPath());
  await second.page.goto(`${url.pathname}${url.search}`);
  const update = second.page.getByRole('dialog');
  await expect(update.getByRole('heading', { name: 'Update Your Registration' })).toBeVisible();
  await expect(update.getByLabel('Full Name')).toHaveValue('Kiran Rao');
  // The token leaves the address bar.
  expect(new URL(second.page.url()).searchParams.get('manage')).toBeNull();
  await update.getByLabel('Full Name').fill('Kiran S. Rao');
  await update.getByRole('button', { name: 'Update Registration' }).click();
  await expect(second.page.getByText('Registration Updated', { exact: true })).toBeVisible();
  await expect(update.getByText('Kiran S. Rao')).toBeVisible();
  await second.context.close();
});

test('the confirmation mail carries a manage link that opens the update on another device', async ({
  browser,
}) => {
  const email = uniqueEmail('meera');
  const first = await freshPage(browser);
  const dialog = await openDialog(first.page);
  await dialog.getByLabel('Full Name').fill('Meera Shah');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await first.context.close();

  const link = await manageLinkFromOutbox(email, 'Registration confirmed');
  const second = await freshPage(browser);
  const url = new URL(link);
  await second.page.goto(`${url.pathname}${url.search}`);
  await expect(second.page.getByRole('dialog').getByLabel('Full Name')).toHaveValue('Meera Shah');
  await expect(second.page.getByRole('button', { name: 'Update Registration' })).toBeVisible();
  await second.context.close();
});

test('a failed registration shows the error toast and stays on the form', async ({ page }) => {
  const dialog = await openDialog(page);
  await page.route('**/api/registrations', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await dialog.getByLabel('Full Name').fill('Ravi Kumar');
  await dialog.getByLabel('Email Address').fill(uniqueEmail('ravi'));
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(page.getByText('Registration Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Failed to register for the event. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Ravi Kumar');
});

test('an event with registration closed offers no Register Now', async ({ page }) => {
  await page.goto(`/events/${site().closed.slug}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByText('Registration Closed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
});

/** The POST /api/registrations requests the page sends, with their Idempotency-Key headers. */
function registrationPosts(page: Page): (string | undefined)[] {
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/registrations')
      keys.push(request.headers()['idempotency-key']);
  });
  return keys;
}

test('a double click on Register sends one request and shows the success, not Already Registered', async ({
  page,
}) => {
  const dialog = await openDialog(page);
  await dialog.getByLabel('Full Name').fill('Double Tap');
  await dialog.getByLabel('Email Address').fill(uniqueEmail('double'));
  const posts = registrationPosts(page);
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).dblclick();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Already Registered' })).toHaveCount(0);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[A-Za-z0-9_.:-]{16,255}$/);
});

test('a retry after a lost answer sends the same Idempotency-Key and gets the first registration', async ({
  page,
}) => {
  const email = uniqueEmail('lost');
  const dialog = await openDialog(page);
  await dialog.getByLabel('Full Name').fill('Lost Answer');
  await dialog.getByLabel('Email Address').fill(email);
  const posts = registrationPosts(page);
  // The first request reaches the server (which stores the registration), but its answer never arrives.
  let lost = false;
  await page.route('**/api/registrations', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(page.getByText('Registration Failed', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  expect(posts).toHaveLength(2);
  expect(posts[1]).toBe(posts[0]);

  // A changed form is a new attempt, with a new key.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Register Now' }).click();
  await dialog.getByLabel('Full Name').fill('Someone Else');
  await dialog.getByLabel('Email Address').fill(uniqueEmail('else'));
  await dialog.getByRole('button', { name: `Register for ${EVENT_TITLE}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  expect(posts).toHaveLength(3);
  expect(posts[2]).not.toBe(posts[0]);
});

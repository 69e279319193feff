import { expect, type Page, test } from './fixtures/test';

// The contact form (docs/product-rules.md, "Contact").

async function fill(page: Page) {
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Shah');
  await page.getByLabel('Email Address').fill('meera@example.com');
  // The subject is the browser's own select (no script needed, and what phones show best).
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Volunteer Opportunities' });
  await page.getByLabel('Message').fill('I would love to help at the next festival.');
}

test('validates with the documented messages and offers the five subjects', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Please enter a valid email address',
    'Please select a subject',
    'Message must be at least 10 characters',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Event Inquiry',
    'Volunteer Opportunities',
    'Community Membership',
    'Feedback',
    'Other',
  ]);
  await page.keyboard.press('Escape');
});

test('after a first attempt, the first invalid field has the focus and messages follow the typing', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('First Name').fill('Meera');
  await expect(page.getByText('First name must be at least 2 characters')).toHaveCount(0);
  await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Feedback' });
  await expect(page.getByText('Please select a subject')).toHaveCount(0);
});

test('before its script runs, the served form cannot be sent natively with the details in the address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByLabel('First Name').fill('Meera');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await context.close();
});

test('sends: toast and the Message Sent! card for 5 seconds, then the form again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await fill(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText("Thank you for reaching out. We'll get back to you soon.").first(),
  ).toBeVisible();
  await expect(page.getByText('Message Sent!').first()).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await page.clock.runFor(5_000);
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('');
});

test('a failed send shows the error toast and keeps the form', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await fill(page);
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send message. Please try again.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Meera');
});

test('a double click on Send Message sends one message, however fast', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await fill(page);
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts++;
  });
  // Two clicks in one task: the second comes before React has drawn the button disabled.
  await page.getByRole('button', { name: 'Send Message' }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByText('Message Sent!').first()).toBeVisible();
  expect(posts).toBe(1);
});

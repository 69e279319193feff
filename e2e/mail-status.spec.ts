import { createEventViaApi, expectNoAxeViolations, loginAsAdmin, openTab } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

// The test server has no SMTP_URL: mail only goes to its outbox. The dashboard says so for good, Settings sends
// a test email and says where it went, and visitors are not promised an email (docs/product-rules.md, "Mail").

test('dashboard notice, Send a test email, and a success view that promises no email', async ({ page }) => {
  await loginAsAdmin(page);
  // One short line at the top; the details open below it.
  await expect(page.getByTestId('setup-notice')).toContainText('No email leaves this server');
  await page.getByTestId('setup-notice').getByText('Show details').click();
  const notice = page.getByTestId('mail-status-notice');
  await expect(notice).toContainText('No email leaves this server.');
  await expect(notice).toContainText('Set SMTP_URL');

  await openTab(page, 'Settings');
  const send = page.getByRole('button', { name: 'Send a test email' });
  await expect(send).toBeVisible();
  await expectNoAxeViolations(page);
  // The e2e admin has no address of its own: one must be typed.
  await send.click();
  await expect(page.getByTestId('test-mail-result')).toHaveText(
    'Type the address to send the test email to: your account has no email address.',
  );
  const to = `check.${Date.now().toString(36)}@example.org`;
  await page.getByLabel('Send to').fill(to);
  await send.click();
  await expect(page.getByTestId('test-mail-result')).toContainText(
    `No mail leaves this server: SMTP_URL is not set. The test email to ${to} was written to`,
  );
  const mail = await mailFromOutbox(to, 'Test email from');
  expect(mail.html).toContain('If you can read it');
  // The notice stays after the test: nothing about mail has changed.
  await expect(notice).toBeVisible();

  const event = await createEventViaApi(page, { activities: [] });
  await page.goto(`/events/${event.slug}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Register Now' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Asha Patel');
  await dialog.getByLabel('Email Address').fill(`asha.${Date.now().toString(36)}@example.com`);
  await dialog.getByRole('button', { name: `Register for ${event.title}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(dialog.getByText(/^We've saved your registration\./)).toBeVisible();
  await expect(dialog.getByText(/on its way to your inbox/)).toHaveCount(0);
});

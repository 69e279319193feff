import { createEventViaApi, expectNoAxeViolations, loginAsAdmin, XHR } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

// An admin writes to an event's registrants from the dashboard: the audience's count before sending, a preview,
// a confirmation naming the count, then the message in the history and in each registrant's inbox, in Hindi for
// the one who signed up in Hindi.

test('compose a message to the confirmed registrants, confirm it, and see it in the history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, { activities: [], acceptStallApplications: false });
  const stamp = Date.now().toString(36);
  const emails = [`asha.${stamp}@example.com`, `ravi.${stamp}@example.com`];
  for (const [i, email] of emails.entries()) {
    const res = await page.request.post('/api/registrations', {
      headers: XHR,
      // Asha signed up on the Hindi page.
      data: {
        eventId: event.id,
        fullName: i === 0 ? 'Asha Rao' : 'Ravi Iyer',
        email,
        guestCount: 1,
        language: i === 0 ? 'hi' : 'en',
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await page.getByRole('button', { name: `Message registrants: ${event.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message registrants of ${event.title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Reaches 2 people.')).toBeVisible();
  await dialog.getByLabel('To').selectOption('waitlisted');
  await expect(dialog.getByText('Reaches 0 people.')).toBeVisible();
  await dialog.getByLabel('To').selectOption('confirmed');
  await expect(dialog.getByText('Reaches 2 people.')).toBeVisible();
  await expect(dialog.getByText('No messages sent yet')).toBeVisible();

  // Nothing typed: the schema's messages, next to their fields.
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Subject is required')).toBeVisible();
  await expect(dialog.getByText('Message text is required')).toBeVisible();

  const subject = `Parking update ${stamp}`;
  await dialog.getByLabel('Subject').fill(subject);
  await dialog
    .getByLabel('Message', { exact: true })
    .fill('Park behind the hall, map: https://maps.example.org/lot');
  const preview = dialog.getByTestId('message-preview');
  await expect(preview.getByRole('link', { name: 'https://maps.example.org/lot' })).toHaveAttribute(
    'href',
    'https://maps.example.org/lot',
  );
  await expectNoAxeViolations(page);
  // The Hindi version, for those who signed up in Hindi; its preview shows it.
  const hindiSubject = `पार्किंग ${stamp}`;
  await dialog.getByRole('tab', { name: 'हिन्दी' }).click();
  await dialog.getByLabel('Subject').fill(hindiSubject);
  await dialog.getByLabel('Message', { exact: true }).fill('हॉल के पीछे पार्क करें।');
  await expect(preview).toContainText('हॉल के पीछे पार्क करें।');
  await dialog.getByRole('tab', { name: 'English' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveValue(subject);

  await dialog.getByRole('button', { name: 'Send Message' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send this message?' });
  await expect(confirm).toContainText('2 people');
  await confirm.getByRole('button', { name: 'Send to 2 people' }).click();
  await expect(confirm).toBeHidden();

  const history = dialog.getByTestId('message-history');
  await expect(history.getByText(subject)).toBeVisible();
  await expect(history).toContainText('Confirmed · 2 people');
  await expect(history).toContainText('by ');

  const [asha = '', ravi = ''] = emails;
  const hindi = await mailFromOutbox(asha, hindiSubject);
  expect(hindi.text).toContain('हॉल के पीछे पार्क करें।');
  const english = await mailFromOutbox(ravi, subject);
  expect(english.text).toContain('Park behind the hall');
  for (const mail of [hindi, english])
    expect(mail.headers.find((h) => h.key === 'list-unsubscribe')?.value).toContain('/api/unsubscribe?');
});

import { expectNoAxeViolations, loginAsAdmin, openTab, XHR } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

test('reply to a contact message: mailed to the sender, shown as answered, the unanswered count drops', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `asker.${stamp}@example.com`;
  const res = await page.request.post('/api/contact', {
    headers: XHR,
    data: {
      firstName: 'Asker',
      lastName: `Sender${stamp}`,
      email,
      subject: 'volunteer',
      message: 'Can I help at the festival?',
    },
  });
  expect(res.ok()).toBe(true);
  await loginAsAdmin(page);
  const count = page.getByTestId('unanswered-count');
  await expect(count).toBeVisible();
  const before = Number(await count.textContent());
  expect(before).toBeGreaterThan(0);

  await openTab(page, 'Messages');
  const item = page.getByRole('button', { name: new RegExp(`Sender${stamp}`) });
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Volunteer Opportunities' });
  await dialog.getByRole('button', { name: 'Reply' }).click();
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Reply is required');
  await dialog.getByLabel('Reply to Asker').fill('Yes please! Come to the hall at 9 on Saturday.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply Sent', { exact: true })).toBeVisible();
  const replies = dialog.getByRole('region', { name: 'Your replies' });
  await expect(replies).toContainText('Yes please! Come to the hall at 9 on Saturday.');
  await expect(dialog.getByText('Answered', { exact: true })).toBeVisible();
  // A second reply joins the first: both stay shown, oldest first.
  await dialog.getByRole('button', { name: 'Reply Again' }).click();
  await dialog.getByLabel('Reply to Asker').fill('PS: bring an apron.');
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(replies.getByRole('article')).toHaveCount(2);
  await expect(replies.getByRole('article').nth(0)).toContainText('Come to the hall at 9');
  await expect(replies.getByRole('article').nth(1)).toContainText('PS: bring an apron.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(item).toContainText('Answered');
  if (before === 1) await expect(count).toBeHidden();
  else await expect(count).toHaveText(String(before - 1));

  // Each reply is a mail of its own, quoting the sender's message.
  for (const reply of ['Yes please! Come to the hall at 9 on Saturday.', 'PS: bring an apron.']) {
    const mail = await mailFromOutbox(email, 'Re: Volunteer Opportunities', reply);
    expect(mail.text).toContain('> Can I help at the festival?');
    expect(mail.replyTo?.[0]?.address).toBeTruthy();
  }
});

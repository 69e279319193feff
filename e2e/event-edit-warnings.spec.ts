import { createEventViaApi, loginAsAdmin, openTab, XHR } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { expect, type Page, test } from './fixtures/test';

// Saving an event edit that affects people who registered asks first (docs/product-rules.md, "Events").

async function registerVia(page: Page, eventId: string, fullName: string, selectedActivities: string[]) {
  const email = `${fullName.split(' ')[0]?.toLowerCase()}.${Date.now()}@example.com`;
  const res = await page.request.post('/api/registrations', {
    headers: XHR,
    data: { eventId, fullName, email, guestCount: 1, selectedActivities },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

test('removing an option people chose warns how many, and their registrations still name it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, {
    title: `Options Mela ${stamp}`,
    activities: [
      {
        category: 'Dance',
        options: [
          { id: `opt_${stamp}_garba`, name: 'Garba' },
          { id: `opt_${stamp}_dandiya`, name: 'Dandiya' },
        ],
      },
    ],
  });
  const asha = await registerVia(page, event.id, 'Asha Patel', [`opt_${stamp}_dandiya`]);
  await registerVia(page, event.id, 'Ravi Kumar', [`opt_${stamp}_garba`, `opt_${stamp}_dandiya`]);
  await registerVia(page, event.id, 'Meena Shah', [`opt_${stamp}_garba`]);

  // The dashboard loaded its event list before the API made this one.
  await page.reload();
  await page.getByRole('button', { name: `Edit: ${event.title}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Event' });
  const options = form.getByRole('list', { name: 'Options of category 1' });
  await expect(options.getByRole('textbox', { name: 'Activity 2', exact: true })).toHaveValue('Dandiya');
  await options.getByRole('button', { name: 'Remove activity 2' }).click();
  await form.getByRole('button', { name: 'Update Event' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Save Changes?' });
  await expect(confirm).toContainText('2 people chose an option you are removing');
  // Going back keeps the form open and saves nothing.
  await confirm.getByRole('button', { name: 'Back to Editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Update Event' }).click();
  await confirm.getByRole('button', { name: 'Save Anyway' }).click();
  await expect(page.getByText('Event Updated', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  await openTab(page, 'Registrations');
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: new RegExp(event.title) }).click();
  const table = page.getByRole('table', { name: 'Registrations' });
  await expect(table.getByRole('cell', { name: 'Dandiya', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Garba, Dandiya', exact: true })).toBeVisible();

  // An edit that touches neither options, time nor place saves without asking.
  await openTab(page, 'Events');
  await page.getByRole('button', { name: `Edit: ${event.title}` }).click();
  await form.getByLabel('Description', { exact: true }).fill('Now with chai.');
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(form).toBeHidden();
  await expect(confirm).toBeHidden();

  // A new place: the admin is asked whether to tell the 3 registrants, and each gets the change by mail.
  await page.getByRole('button', { name: `Edit: ${event.title}` }).click();
  await form.getByLabel('Venue').fill('Lincoln Park Pavilion');
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(confirm).toContainText('The time or place changed and 3 registrations were made');
  await confirm.getByRole('button', { name: 'Save and Email Them' }).click();
  await expect(form).toBeHidden();
  const mail = await mailFromOutbox(asha, 'Changed:');
  expect(mail.text).toContain('Community Hall → Lincoln Park Pavilion');
  expect(mail.attachments.some((a) => a.mimeType === 'text/calendar')).toBe(true);

  await page.request.delete(`/api/admin/events/${event.id}`, { headers: XHR });
});

import { createEventViaApi, loginAsAdmin } from './fixtures/admin';
import { expect, test } from './fixtures/test';

// What the organisers write in another language (docs/i18n.md, "Content"): the event form's language tabs, and
// the pages in that language showing it, English elsewhere.

test("an organiser writes an event's Hindi title: the Hindi page shows it, the English page the English one", async ({
  page,
}) => {
  const stamp = Date.now();
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, {
    title: `Lantern Walk ${stamp}`,
    highlights: ['Lanterns', 'Tea'],
  });
  // The dashboard loaded its event list before the API made this one.
  await page.reload();
  await page.getByRole('button', { name: `Edit: ${event.title}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Event' });
  await form.getByRole('tab', { name: 'हिन्दी' }).click();
  const hindiTitle = form.getByRole('textbox', { name: 'Title (हिन्दी)' });
  // Empty, showing the English text it falls back to.
  await expect(hindiTitle).toHaveValue('');
  await expect(hindiTitle).toHaveAttribute('placeholder', event.title);
  await hindiTitle.fill(`लालटेन यात्रा ${stamp}`);
  await form.getByRole('textbox', { name: 'Highlight 2 (हिन्दी)' }).fill('चाय');
  // Back on English, its fields are as they were.
  await form.getByRole('tab', { name: 'English' }).click();
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(event.title);
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event Updated', { exact: true })).toBeVisible();

  // A visitor's pages: server-rendered in each language.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto(`/hi/events/${event.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`लालटेन यात्रा ${stamp}`);
  await expect(visitor.getByText('चाय', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Lanterns', { exact: true })).toBeVisible();
  await visitor.goto(`/events/${event.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(visitor.getByText('Tea', { exact: true })).toBeVisible();
  await visitor.close();

  // Opened again, the form shows what was written.
  await page.reload();
  await page.getByRole('button', { name: `Edit: ${event.title}` }).click();
  await form.getByRole('tab', { name: 'हिन्दी' }).click();
  await expect(form.getByRole('textbox', { name: 'Title (हिन्दी)' })).toHaveValue(`लालटेन यात्रा ${stamp}`);
  await expect(form.getByRole('textbox', { name: 'Highlight 1 (हिन्दी)' })).toHaveValue('');
});

import { expectNoAxeViolations, loginAsAdmin } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { keepScreenshot, waitForHydration } from './fixtures/public-page';
import { expect, test } from './fixtures/test';

// A weekly class (docs/product-rules.md, "Series"): an organiser creates it in the admin's events area, and a
// visitor on a phone registers for three of its dates at once.

test.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an organiser creates a weekly class and a visitor on a phone registers for three dates', async ({
  page,
  browser,
}) => {
  const title = `Kathak Class ${Date.now().toString(36)}`;
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'New Weekly Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Weekly Class' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Venue').fill('Studio 2');
  await dialog.getByLabel('Address').fill('12 Main St, Tracy');
  await dialog.getByLabel('First date').fill(dayAhead(1));
  await dialog.getByLabel('Last date (optional)').fill(dayAhead(60));
  await dialog.getByLabel('Start time').fill('18:00');
  await dialog.getByLabel('Capacity per date (optional)').fill('1');
  await dialog.getByLabel('Tue', { exact: true }).check();
  await dialog.getByLabel('Thu', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(dialog).toBeHidden();

  const series = await (await page.request.get('/api/series')).json();
  const created = series.find((s: { title: string }) => s.title === title);
  expect(created.summary).toBe('Every Tuesday and Thursday, 6:00 PM');
  // The second date is already taken: that one waitlists.
  const taken = await page.request.post(`/api/series/${created.id}/registrations`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      eventIds: [created.dates[1].id],
      fullName: 'Early Bird',
      email: 'early.bird@example.com',
      guestCount: 1,
    },
  });
  expect(taken.status()).toBe(201);

  const phone = await (
    await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto('/events');
  await waitForHydration(phone);
  const card = phone.locator('li', { hasText: title });
  await expect(card.first()).toContainText('Every Tuesday and Thursday, 6:00 PM');
  await keepScreenshot(phone, 'events-series-card-390.png', { fullPage: true });
  await card
    .first()
    .getByRole('link', { name: /^Choose dates/ })
    .click();
  await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await waitForHydration(phone);
  await expectNoAxeViolations(phone);

  const boxes = phone.getByRole('checkbox');
  for (const i of [0, 1, 2]) await boxes.nth(i).check();
  await phone.getByLabel('Full Name').fill('Meera Shah');
  await phone.getByLabel('Email Address').fill('meera.series@example.com');
  await keepScreenshot(phone, 'series-390.png', { fullPage: true });
  let posts = 0;
  phone.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/registrations')) posts++;
  });
  // A double tap in one task (before React has drawn the button disabled) still registers once.
  await phone
    .getByRole('button', { name: 'Register for the chosen dates' })
    .evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
  const done = phone.getByRole('region', { name: 'You are registered' });
  await expect(done).toBeVisible();
  expect(posts).toBe(1);
  await expect(done.getByText('Confirmed', { exact: true })).toHaveCount(2);
  await expect(done.getByText('On the waitlist (number 1)')).toHaveCount(1);
  await expectNoAxeViolations(phone);
  await keepScreenshot(phone, 'series-done-390.png', { fullPage: true });

  const mail = await mailFromOutbox('meera.series@example.com', `Registration received: ${title}`);
  expect(mail.text).toContain('Status: On the waitlist (number 1)');

  const laptop = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await laptop.goto(`/series/${created.slug}`);
  await waitForHydration(laptop);
  await keepScreenshot(laptop, 'series-1366.png', { fullPage: true });
  await laptop.goto('/events');
  await waitForHydration(laptop);
  await keepScreenshot(laptop, 'events-series-1366.png', { fullPage: true });
});

import jsQR from 'jsqr';
import sharp from 'sharp';
import { createEventViaApi, loginAsAdmin, XHR } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { type APIRequestContext, expect, type Page, test } from './fixtures/test';

// An event that fills up: the waitlist view for a party that does not fit, and a cancellation from the emailed
// manage link that promotes the next party, whose mail carries its ticket as a QR code.

// Each test signs in, makes an event and opens pages in fresh browsers: more than the default 30 s on a busy machine.
test.setTimeout(90_000);

const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

type Created = { id: string; status: string; manageToken: string; ticketCode: string | null };

async function registerViaApi(request: APIRequestContext, eventId: string, guestCount: number) {
  const email = uniqueEmail('party');
  const res = await request.post('/api/registrations', {
    headers: XHR,
    data: { eventId, fullName: 'Waiting Family', email, guestCount },
  });
  expect(res.status()).toBe(201);
  return { ...((await res.json()) as Created), email };
}

async function decodeQr(png: Uint8Array): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

async function fullEvent(page: Page) {
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, {
    capacity: 2,
    activities: [],
    acceptStallApplications: false,
  });
  return event;
}

test('a party registering for a full event sees the waitlist view with its position', async ({
  page,
  browser,
}) => {
  const event = await fullEvent(page);
  const holder = await registerViaApi(page.request, event.id, 2);
  expect(holder.status).toBe('confirmed');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/events/${event.slug}`);
  await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(visitor.getByTestId('spots-left')).toHaveText('Full - join the waitlist');
  const dialog = visitor.getByRole('dialog');
  // A click before the dialog's code has loaded does nothing: retry until it opens.
  await expect(async () => {
    await visitor.getByRole('button', { name: 'Register Now' }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass();
  await dialog.getByLabel('Full Name').fill('Late Family');
  await dialog.getByLabel('Email Address').fill(uniqueEmail('late'));
  await dialog.getByRole('button', { name: `Register for ${event.title}` }).click();
  await expect(dialog.getByRole('heading', { name: "You're on the waitlist" })).toBeVisible();
  await expect(dialog.getByTestId('waitlist-position')).toHaveText('You are number 1 on the waitlist.');
  await expect(dialog.getByText('What happens next')).toBeVisible();
  await expect(dialog.getByText('Registration Successful!')).toHaveCount(0);
});

test('cancelling from the manage link promotes the next party, mailed a QR code of its ticket', async ({
  page,
  browser,
}) => {
  const event = await fullEvent(page);
  const holder = await registerViaApi(page.request, event.id, 2);
  const waiting = await registerViaApi(page.request, event.id, 2);
  expect([holder.status, waiting.status]).toEqual(['confirmed', 'waitlisted']);

  const registrant = await (await browser.newContext()).newPage();
  await registrant.goto(`/events/${event.slug}?manage=${holder.id}.${holder.manageToken}`);
  const dialog = registrant.getByRole('dialog');
  await expect(dialog.getByTestId('manage-panel')).toContainText('Your place is confirmed.');
  await dialog.getByRole('button', { name: 'Cancel Registration' }).click();
  await expect(dialog.getByRole('heading', { name: 'Cancel your registration?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, Cancel Registration' }).click();
  await expect(dialog.getByRole('heading', { name: 'Registration Cancelled' })).toBeVisible();

  // The waiting party now holds a ticket, and its mail carries it as a QR code.
  const promoted = await registrant.request.get(`/api/registrations/${waiting.id}`, {
    headers: { 'X-Manage-Token': waiting.manageToken },
  });
  const { status, ticketCode } = (await promoted.json()) as Created;
  expect(status).toBe('confirmed');
  expect(ticketCode).toBeTruthy();
  const mail = await mailFromOutbox(waiting.email, 'A place opened up');
  const qr = mail.attachments.find((a) => a.mimeType === 'image/png');
  expect(qr).toBeDefined();
  const content = qr?.content;
  const bytes = typeof content === 'string' ? Buffer.from(content, 'base64') : new Uint8Array(content ?? []);
  expect(await decodeQr(bytes)).toBe(ticketCode);

  // The promoted party's manage link shows the ticket full-screen.
  const promotedPage = await (await browser.newContext()).newPage();
  await promotedPage.goto(`/events/${event.slug}?manage=${waiting.id}.${waiting.manageToken}`);
  await promotedPage.getByRole('button', { name: 'Show My Ticket' }).click();
  const ticket = promotedPage.getByTestId('ticket-screen');
  await expect(ticket).toBeVisible();
  await expect(ticket.getByTestId('ticket-qr')).toBeVisible();
  await expect(ticket).toContainText(event.title);
  await expect(ticket).toContainText('2 people');
  await expect(ticket.getByText('Add to calendar')).toBeVisible();
});

test('the admin sees attendance and statuses, filters by status, and confirms a waiting party after a warning', async ({
  page,
}) => {
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, {
    capacity: 2,
    activities: [],
    acceptStallApplications: false,
  });
  const holder = await registerViaApi(page.request, event.id, 2);
  const waiting = await registerViaApi(page.request, event.id, 2);
  expect([holder.status, waiting.status]).toEqual(['confirmed', 'waitlisted']);

  await page.reload();
  await page.getByRole('tab', { name: 'Registrations', exact: true }).click();
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: new RegExp(event.title) }).click();
  const attendance = page.getByTestId('attendance');
  await expect(attendance).toContainText('2 / 2');
  await expect(attendance.getByRole('img')).toHaveAttribute(
    'aria-label',
    '2 confirmed, 2 waitlisted, 0 free places',
  );

  const table = page.getByRole('table', { name: 'Registrations' });
  await expect(table.getByRole('columnheader', { name: 'Status', exact: true })).toBeVisible();
  await expect(table.getByText('Waitlisted')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('waitlisted');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  await expect(table.getByRole('row')).toHaveCount(3);

  await table.getByRole('button', { name: 'Confirm Waiting Family' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning.getByRole('heading', { name: 'Confirm beyond the capacity?' })).toBeVisible();
  await warning.getByRole('button', { name: 'Confirm Anyway' }).click();
  await expect(warning).toBeHidden();
  await expect(attendance).toContainText('4 / 2');
  await expect(table.getByText('Waitlisted')).toHaveCount(0);
  await expect((await mailFromOutbox(waiting.email, 'A place opened up')).subject).toContain(event.title);
});

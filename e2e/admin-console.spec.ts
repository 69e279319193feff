import http from 'node:http';
import { createEventViaApi, expectNoAxeViolations, loginAsAdmin, openTab, XHR } from './fixtures/admin';
import { mailFromOutbox, mailsFromOutbox } from './fixtures/outbox';
import { keepScreenshot } from './fixtures/public-page';
import { expect, type Page, test } from './fixtures/test';

// The organiser's console: it opens on Overview; one registrant found among 500 by part of the name, their party
// changed (the updated ticket mailed), their ticket sent again; three selected registrations written to, then
// cancelled with one message (three mails each); a stall decision drops the tab's badge. At 1366 px and on a 390 px phone, with axe on
// every screen (screenshots among the test's output with E2E_SCREENSHOTS).

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const RUN = Date.now().toString(36);
const SEEDED = 500;
const FAMILY_NAMES = ['Sharma', 'Patel', 'Iyer', 'Nair', 'Rao', 'Das', 'Gupta', 'Menon', 'Reddy', 'Bose'];

const shot = (page: Page, name: string) => keepScreenshot(page, name, { fullPage: true });

/**
 * POST /api/registrations from a loopback address of its own (127.0.0.N): a hall of visitors behind one address
 * may sign up a few hundred times in ten minutes, so 500 come from two.
 */
function signUpFrom(localAddress: string, body: object): Promise<number> {
  const port = Number(process.env.E2E_PORT);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/registrations',
        headers: { ...XHR, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

type Seeded = { eventId: string; title: string; findMe: string; cancelEmails: string[]; business: string };
let seeded: Seeded;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, { title: `Console Mela ${RUN}`, activities: [] });
  const people: { fullName: string; email: string; guestCount: number }[] = [];
  for (let i = 0; i < SEEDED - 4; i++)
    people.push({
      fullName: `Guest ${i} ${FAMILY_NAMES[i % FAMILY_NAMES.length]}`,
      email: `guest.${i}.${RUN}@example.com`,
      guestCount: 1 + (i % 4),
    });
  const findMe = `Zarina Kowalczyk ${RUN}`;
  people.push({ fullName: findMe, email: `zarina.${RUN}@example.com`, guestCount: 2 });
  const cancelEmails = [1, 2, 3].map((n) => `cancel.${n}.${RUN}@example.com`);
  cancelEmails.forEach((email, n) => {
    people.push({ fullName: `Cancelme ${n + 1} ${RUN}`, email, guestCount: n + 1 });
  });
  for (let start = 0; start < people.length; start += 25) {
    const batch = people.slice(start, start + 25);
    const codes = await Promise.all(
      batch.map((person, i) =>
        signUpFrom(`127.0.0.${2 + ((start + i) % 2)}`, { eventId: event.id, ...person }),
      ),
    );
    expect(codes.every((code) => code === 201)).toBe(true);
  }
  const business = `Chai Corner ${RUN}`;
  const applied = await page.request.post('/api/stall-applications', {
    headers: XHR,
    data: {
      eventId: event.id,
      businessName: business,
      contactPerson: 'Ravi Kumar',
      email: `chai.${RUN}@example.com`,
      phone: '209-555-0123',
      businessType: 'Food',
      productsServices: 'Chai and samosas',
    },
  });
  expect(applied.status()).toBe(201);
  seeded = { eventId: event.id, title: event.title, findMe, cancelEmails, business };
  await page.close();
});

test('at 1366 px: find one of 500, change their party, resend, cancel three, decide a stall', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await loginAsAdmin(page, null);
  // The dashboard opens on Overview; the set-up warnings are one line.
  await expect(page.getByRole('tab', { name: 'Overview', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
  await expect(page.getByTestId('setup-notice')).toContainText('No email leaves this server');
  await expect(page.getByRole('link', { name: /Stall applications to decide/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'overview-1366.png');

  await openTab(page, 'All registrations');
  await expect(page.getByTestId('registrations-total')).toContainText(
    /\d+ registrations \(\d+ people\) match/,
  );
  // One interaction: part of the name.
  await page.getByLabel('Find a person').fill('kowalcz');
  await expect(page.getByTestId('registrations-total')).toHaveText('1 registration (2 people) match');
  const row = page.getByTestId('registration-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(seeded.findMe);
  expect(page.url()).toContain('q=kowalcz');
  await expectNoAxeViolations(page);
  await shot(page, 'registrations-1366.png');

  await row.getByRole('button', { name: `Open ${seeded.findMe}` }).click();
  const detail = page.getByRole('dialog', { name: seeded.findMe });
  await expect(detail.getByTestId('registration-history')).toContainText('Registered for 2 people');
  await expectNoAxeViolations(page);
  await shot(page, 'registration-detail-1366.png');

  // Their party grows to 3: they get their updated ticket.
  await detail.getByLabel('People in the party').fill('3');
  await detail.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('The updated ticket is waiting in the outbox because mail is not set up.', {
      exact: true,
    }),
  ).toBeVisible();
  const email = `zarina.${RUN}@example.com`;
  const updated = await mailFromOutbox(email, `Your updated ticket: ${seeded.title}`);
  expect(updated.text).toContain('3 people');
  await expect(detail.getByTestId('registration-history')).toContainText(
    'Changed by the organisers: party from 2 people to 3 people',
  );

  await detail.getByRole('button', { name: 'Resend ticket' }).click();
  await expect(
    page.getByText(`The mail to ${email} is waiting in the outbox because mail is not set up.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(detail.getByTestId('registration-history')).toContainText('Ticket sent again');
  await expect
    .poll(async () => (await mailsFromOutbox(email, `Registration confirmed: ${seeded.title}`)).length, {
      timeout: 20_000,
    })
    .toBe(2);
  await detail.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(detail).toBeHidden();

  // Three selected, cancelled with one message: three mails.
  await page.getByLabel('Find a person').fill(`Cancelme`);
  await expect(page.getByTestId('registration-row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select every registration on this page' }).click();
  await expect(page.getByTestId('bulk-target')).toHaveText('3 registrations selected');
  // First a message to the three, through their event's messages.
  await page.getByRole('button', { name: 'Message them…' }).click();
  const compose = page.getByRole('dialog', { name: 'Message 3 registrations' });
  await compose.getByLabel('Subject').fill(`Hall update ${RUN}`);
  await compose.getByLabel('Message').fill('Please check your mail tomorrow.');
  await expectNoAxeViolations(page);
  await compose.getByRole('button', { name: 'Send to 3 registrations' }).click();
  await expect(page.getByText('Message stored for 3 registrations', { exact: true })).toBeVisible();
  for (const to of seeded.cancelEmails)
    expect((await mailFromOutbox(to, `Hall update ${RUN}`)).text).toContain(
      'Please check your mail tomorrow.',
    );
  await expect(page.getByTestId('bulk-target')).toHaveText('3 registrations selected');
  await page.getByRole('button', { name: 'Cancel registrations…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel 3 registrations?' });
  await confirm.getByLabel('Message to each person (optional)').fill('The hall is closed for repairs.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel 3 registrations' }).click();
  await expect(page.getByText('Cancelled 3 registrations', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Their mails are waiting in the outbox because mail is not set up.', { exact: true }),
  ).toBeVisible();
  for (const to of seeded.cancelEmails) {
    const mail = await mailFromOutbox(to, `Your registration for ${seeded.title} is cancelled`);
    expect(mail.text).toContain('The hall is closed for repairs.');
  }
  await expect(page.getByTestId('registration-row').filter({ hasText: 'Cancelled' })).toHaveCount(3);

  // The stall application waiting: the tab's badge counts it, and drops once it is decided.
  // Other spec files on this server may have left applications waiting too: the badge counts them all.
  const waiting = (await (await page.request.get('/api/admin/overview')).json()).stallApplicationsWaiting;
  expect(waiting).toBeGreaterThanOrEqual(1);
  const badge = page.getByTestId('stalls-waiting-count');
  await expect(badge).toHaveText(String(waiting));
  await openTab(page, 'Stalls');
  const card = page.getByRole('listitem').filter({ hasText: seeded.business });
  await expect(card).toContainText(seeded.title);
  await expectNoAxeViolations(page);
  await shot(page, 'stalls-1366.png');
  await card.getByRole('button', { name: `Approve ${seeded.business}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    page.getByText(
      `The mail telling ${seeded.business} is waiting in the outbox because mail is not set up.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByText('has been told by email')).toHaveCount(0);
  if (waiting === 1) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(waiting - 1));

  await openTab(page, 'Audit log');
  await page.getByLabel('Kind of action').selectOption('cancel');
  // Other spec files' cancellations may be in the same log: this event's are the three.
  await expect(page.getByTestId('audit-entry').filter({ hasText: seeded.eventId })).toHaveCount(3);
  await expect(page.getByTestId('audit-entry').first()).toContainText('cancel registration');
  await expectNoAxeViolations(page);
  await shot(page, 'audit-1366.png');
  // An entry leads to the registration it is about.
  await page
    .getByTestId('audit-entry')
    .first()
    .getByRole('button', { name: 'Open this registration' })
    .click();
  const opened = page.getByRole('dialog', { name: /^Cancelme \d/ });
  await expect(opened.getByTestId('registration-history')).toContainText(
    'Cancelled by the organisers with the message "The hall is closed for repairs."',
  );
  await expect(opened.getByTestId('registration-history')).toContainText('Message from the organisers');
});

test('on a 390 px phone: a card per registration, every action reachable', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAsAdmin(page, null);
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'overview-390.png');
  // The set-up warnings' details open below their line.
  await page.getByTestId('setup-notice').getByText('Show details').click();
  await expect(page.getByTestId('mail-status-notice')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'setup-notice-390.png');
  await page.getByTestId('setup-notice').getByText('Show details').click();

  await openTab(page, 'All registrations');
  await page.getByLabel('Find a person').fill('kowalcz');
  const card = page.getByTestId('registration-card');
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('registration-row')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Resend tickets' })).toBeInViewport();
  await expectNoAxeViolations(page);
  await shot(page, 'registrations-390.png');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);

  await card.getByRole('button', { name: `Open ${seeded.findMe}` }).click();
  const detail = page.getByRole('dialog', { name: seeded.findMe });
  for (const action of ['Resend ticket', 'Move to the waitlist', 'Cancel registration', 'Save changes']) {
    await detail.getByRole('button', { name: action }).scrollIntoViewIfNeeded();
    await expect(detail.getByRole('button', { name: action })).toBeInViewport();
  }
  await expectNoAxeViolations(page);
  await shot(page, 'registration-detail-390.png');
  // Cancelled from its page, with a message to the person.
  await detail.getByRole('button', { name: 'Cancel registration' }).click();
  const ask = page
    .getByRole('alertdialog', { name: 'Cancel this registration?' })
    .or(page.getByRole('dialog', { name: 'Cancel this registration?' }));
  await ask.getByLabel(`Message to ${seeded.findMe} (optional)`).fill('Your seats went to the choir, sorry.');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Cancel Registration' }).click();
  await expect(
    page.getByText(
      `${seeded.findMe}: cancelled. The mail telling them is waiting in the outbox because mail is not set up.`,
      { exact: true },
    ),
  ).toBeVisible();
  const told = await mailFromOutbox(
    `zarina.${RUN}@example.com`,
    `Your registration for ${seeded.title} is cancelled`,
  );
  expect(told.text).toContain('Your seats went to the choir, sorry.');
  await expect(detail.getByTestId('registration-history')).toContainText('Cancelled by the organisers');
  await detail.getByRole('button', { name: 'Close', exact: true }).click();

  await openTab(page, 'Stalls');
  await expect(page.getByRole('heading', { name: seeded.business })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'stalls-390.png');

  await openTab(page, 'Audit log');
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'audit-390.png');
});

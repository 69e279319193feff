import { expectNoAxeViolations, loginAsAdmin, openTab, XHR } from './fixtures/admin';
import { mailFromOutbox } from './fixtures/outbox';
import { keepScreenshot, waitForHydration } from './fixtures/public-page';
import { AdminApi, dateInDays } from './fixtures/site-data';
import { expect, type Page, test } from './fixtures/test';

// Volunteers: a visitor on a phone signs up for two shifts and drops one from the manage link; an organiser sees
// the roster fill and messages one shift's volunteers; a door account checks a volunteer in, and the roster shows
// who arrived. axe on each screen; screenshots at 390 and 1366 px (E2E_SCREENSHOTS=1) for a person to look at.

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const DOOR = { username: `door-v-${Date.now().toString(36)}`, password: 'volunteers arrive at four' };
const HOUR = 3_600_000;

test.setTimeout(120_000);

type Shift = { id: string; role: string };
let api: AdminApi;
let event: { id: string; slug: string; title: string };
const shifts: Record<'gate' | 'stage' | 'cleanup', Shift> = {} as Record<'gate' | 'stage' | 'cleanup', Shift>;

test.beforeAll(async ({ playwright }) => {
  api = await AdminApi.signIn(playwright.request, baseURL);
  event = await api.createEvent({
    title: `Harvest Fair ${Date.now().toString(36)}`,
    date: dateInDays(3),
    venue: 'Community Hall',
    address: '1 Main St, Tracy, CA',
    registrationOpen: true,
  });
  // On the hour, three days ahead: Gate 10-12, Stage 12-14 (right after the gate), Clean-up 16-18.
  const base = Math.ceil((Date.now() + 3 * 24 * HOUR) / HOUR) * HOUR;
  const make = async (role: string, from: number, hours: number, needed: number, description?: string) => {
    const res = await api.request.post(`/api/admin/events/${event.id}/shifts`, {
      data: {
        role,
        description,
        startsAt: new Date(base + from * HOUR).toISOString(),
        endsAt: new Date(base + (from + hours) * HOUR).toISOString(),
        needed,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Shift;
  };
  shifts.gate = await make('Gate', 0, 2, 3, 'Welcome people and scan tickets');
  shifts.stage = await make('Stage', 2, 2, 2, 'Help the performers on and off stage');
  shifts.cleanup = await make('Clean-up', 6, 2, 4);
  const door = await api.request.post('/api/admin/users', { data: { ...DOOR, role: 'door' } });
  expect(door.status(), await door.text()).toBe(201);
});

test.afterAll(async () => {
  await api?.dispose();
});

const signUpViaApi = async (page: Page, fullName: string, shiftIds: string[]) => {
  const email = `${fullName.split(' ')[0]?.toLowerCase()}.${Date.now().toString(36)}@example.com`;
  const res = await page.request.post('/api/volunteers', {
    headers: XHR,
    data: { eventId: event.id, shiftIds, fullName, email, phone: '209-555-0147' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, ...((await res.json()) as { id: string; manageToken: string }) };
};

test('a visitor on a phone signs up for two shifts, then drops one from the manage link', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await page.goto(`/events/${event.slug}`);
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Volunteer' });
  await expect(section).toContainText('Help needed with: Gate, Stage, Clean-up.');
  await section.getByRole('link', { name: 'See the volunteer shifts' }).click();

  await expect(page.getByRole('heading', { name: `Volunteer at ${event.title}`, level: 1 })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('group', { name: 'Gate' })).toContainText('3 spots left');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'volunteer-390.png', { fullPage: true });

  await page.getByRole('group', { name: 'Gate' }).getByRole('checkbox').check();
  await page.getByRole('group', { name: 'Stage' }).getByRole('checkbox').check();
  await page.getByLabel('Full Name').fill('Priya Nair');
  const email = `priya.${Date.now().toString(36)}@example.com`;
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Phone Number/).fill('209-555-0188');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'volunteer-form-390.png', { fullPage: true });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/volunteers') posts++;
  });
  // A double tap in one task (before React has drawn the button disabled) still signs up once.
  await page.getByRole('button', { name: 'Sign up for 2 shifts' }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });

  await expect(page.getByRole('status')).toContainText('Thank you, Priya Nair! You are signed up.');
  expect(posts).toBe(1);
  const mine = page.getByRole('region', { name: 'Your shifts, Priya Nair' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'volunteer-signed-up-390.png', { fullPage: true });

  // The confirmation mail: each shift, a calendar file per shift, and the manage link.
  const mail = await mailFromOutbox(email, 'Thank you for volunteering');
  expect(mail.attachments.filter((a) => a.filename?.endsWith('.ics'))).toHaveLength(2);
  const link = mail.text?.match(/http:\/\/\S+\/volunteer\?manage=\S+/)?.[0];
  if (!link) throw new Error('no manage link in the mail');

  // Opened on another phone, from the mail.
  const other = await browser.newContext({ ...PHONE, baseURL });
  const manage = await other.newPage();
  await manage.goto(new URL(link).pathname + new URL(link).search);
  await waitForHydration(manage);
  const list = manage.getByRole('region', { name: 'Your shifts, Priya Nair' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // The token does not stay in the address bar.
  await expect(manage).toHaveURL(new RegExp(`/events/${event.slug}/volunteer$`));
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Gate' })
    .getByRole('button', { name: 'Drop this shift' })
    .click();
  await manage.getByRole('button', { name: 'Yes, drop the Gate shift' }).click();
  await expect(manage.getByRole('status')).toContainText('You have dropped the Gate shift.');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Stage');
  await expectNoAxeViolations(manage);
  await keepScreenshot(manage, 'volunteer-manage-390.png', { fullPage: true });

  const open = (await (await manage.request.get(`/api/events/${event.id}/shifts`)).json()) as {
    id: string;
    spotsLeft: number;
  }[];
  expect(open.find((s) => s.id === shifts.gate.id)?.spotsLeft).toBe(3);
  expect(open.find((s) => s.id === shifts.stage.id)?.spotsLeft).toBe(1);
  await context.close();
  await other.close();

  const wide = await browser.newContext({ ...DESKTOP, baseURL });
  const desktop = await wide.newPage();
  await desktop.goto(`/events/${event.slug}/volunteer`);
  await waitForHydration(desktop);
  await expectNoAxeViolations(desktop);
  await keepScreenshot(desktop, 'volunteer-1366.png', { fullPage: true });
  await desktop.goto(`/events/${event.slug}`);
  await desktop.getByRole('region', { name: 'Volunteer' }).scrollIntoViewIfNeeded();
  await keepScreenshot(desktop, 'event-volunteer-section-1366.png');
  await wide.close();
});

test('an organiser sees the roster fill and messages one shift’s volunteers', async ({ browser }) => {
  const context = await browser.newContext({ ...DESKTOP, baseURL });
  const page = await context.newPage();
  const asha = await signUpViaApi(page, 'Asha Rao', [shifts.cleanup.id]);
  const ben = await signUpViaApi(page, 'Ben Okafor', [shifts.cleanup.id, shifts.gate.id]);
  await loginAsAdmin(page);
  await openTab(page, 'Volunteers');
  await page.getByLabel('Event', { exact: true }).selectOption(event.id);
  const cleanup = page.getByRole('article', { name: /^Clean-up,/ });
  await expect(cleanup).toContainText('2 of 4');
  await expect(cleanup).toContainText('2 spots open');
  await expect(cleanup).toContainText(asha.email);
  await expect(cleanup).toContainText('209-555-0147');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'roster-1366.png', { fullPage: true });

  await page.getByRole('button', { name: 'Message Volunteers' }).click();
  await page.getByLabel('To', { exact: true }).selectOption('shift-volunteers');
  await page.getByLabel('Shift', { exact: true }).selectOption(shifts.cleanup.id);
  await expect(page.getByText('Reaches 2 people.')).toBeVisible();
  const subject = `Clean-up crew ${Date.now().toString(36)}`;
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Gloves and bags are by the back door. Thank you!');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send this message?' });
  await expect(confirm).toContainText('volunteering at');
  await confirm.getByRole('button', { name: 'Send to 2 people' }).click();
  await expect(confirm).toBeHidden();
  for (const who of [asha, ben]) {
    const mail = await mailFromOutbox(who.email, subject);
    expect(mail.text).toContain('Gloves and bags');
  }

  // The event form lists the event's shifts by role, with how many signed up.
  await openTab(page, 'Events');
  await page.getByRole('button', { name: `Edit: ${event.title}` }).click();
  const shiftsInForm = page.getByRole('dialog', { name: 'Edit Event' }).getByRole('group', {
    name: 'Volunteer shifts',
  });
  await expect(shiftsInForm.getByRole('heading', { name: 'Clean-up' })).toBeVisible();
  await expect(shiftsInForm.getByRole('listitem').filter({ hasText: '2 of 4 signed up' })).toHaveCount(1);
  await expect(shiftsInForm.getByRole('heading', { name: 'Gate' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();

  const phone = await browser.newContext({ ...PHONE, baseURL });
  const small = await phone.newPage();
  await loginAsAdmin(small);
  await openTab(small, 'Volunteers');
  await small.getByLabel('Event', { exact: true }).selectOption(event.id);
  await expect(small.getByRole('article', { name: /^Clean-up,/ })).toContainText('2 of 4');
  await keepScreenshot(small, 'roster-390.png', { fullPage: true });
  await phone.close();
});

test('a door account checks a volunteer in, names and shifts only, and the roster shows who arrived', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const meera = await signUpViaApi(page, 'Meera Shah', [shifts.gate.id]);
  await page.goto('/admin/check-in');
  await page.getByLabel('Username').fill(DOOR.username);
  await page.getByLabel('Password').fill(DOOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Door check-in' })).toBeVisible();
  await page.getByLabel('Event', { exact: true }).selectOption(event.id);
  await page.getByRole('button', { name: 'Volunteers', exact: true }).click();
  const gate = page.getByRole('region', { name: /^Gate/ });
  await expect(gate).toContainText('Meera Shah');
  await expect(page.locator('body')).not.toContainText(meera.email);
  await expect(page.locator('body')).not.toContainText('209-555-0147');
  await gate.getByRole('button', { name: 'Check in Meera Shah for Gate' }).click();
  await expect(gate.getByRole('button', { name: "Undo Meera Shah's check-in" })).toBeVisible();
  await expect(gate).toContainText(/Arrived 1 of \d/);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'door-volunteers-390.png', { fullPage: true });
  await context.close();

  const roster = (await (await api.request.get(`/api/admin/events/${event.id}/volunteers`)).json()) as {
    shifts: { id: string; volunteers: { id: string; checkedInAt: string | null }[] }[];
  };
  const arrived = roster.shifts
    .find((s) => s.id === shifts.gate.id)
    ?.volunteers.find((v) => v.id === meera.id);
  expect(arrived?.checkedInAt).toBeTruthy();
});

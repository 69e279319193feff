import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { expectNoAxeViolations, XHR } from './fixtures/admin';
import { writeQrVideo } from './fixtures/qr-video';
import { AdminApi, dateInDays } from './fixtures/site-data';
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from './fixtures/test';

// The door check-in screen on a phone (390 px wide), signed in as a door account: a volunteer finds a party by
// name, and a second phone sees it arrive within 2 seconds, as it sees a walk-up registered and admitted; then scans a ticket's QR code with the camera (Chromium's fake camera playing
// a video of the code) while the Wi-Fi is down, and the queued check-in reaches the server, counted once, when
// it returns; a party another door admitted meanwhile is shown as not synced.

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DOOR = { username: `door-${Date.now().toString(36)}`, password: 'open the doors at five' };

// Sign-ins, several browsers and a camera on a busy machine: more than the default 30 s.
test.setTimeout(120_000);

type Party = { id: string; fullName: string; guestCount: number; ticketCode: string };

let api: AdminApi;
let eventId: string;
const parties: Record<'asha' | 'bela' | 'chen', Party> = {} as Record<'asha' | 'bela' | 'chen', Party>;

test.beforeAll(async ({ playwright }) => {
  api = await AdminApi.signIn(playwright.request, baseURL);
  const event = await api.createEvent({
    title: `Door Night ${Date.now()}`,
    date: dateInDays(1),
    venue: 'Community Hall',
    address: '1 Main St, Tracy, CA',
    registrationOpen: true,
    capacity: 100,
  });
  eventId = event.id;
  const people = { asha: ['Asha Rao', 3], bela: ['Bela Fernandes', 2], chen: ['Chen Wei', 2] } as const;
  for (const [key, [fullName, guestCount]] of Object.entries(people)) {
    const res = await api.request.post('/api/registrations', {
      data: { eventId, fullName, guestCount, email: `${key}.${Date.now().toString(36)}@example.com` },
    });
    expect(res.status(), await res.text()).toBe(201);
    parties[key as keyof typeof parties] = (await res.json()) as Party;
  }
  const door = await api.request.post('/api/admin/users', { data: { ...DOOR, role: 'door' } });
  expect(door.status(), await door.text()).toBe(201);
});

test.afterAll(async () => {
  await api?.dispose();
});

/** Opens the check-in screen, signs in as the door volunteer and chooses the event. */
async function openDoorScreen(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/admin/check-in');
  await page.getByLabel('Username').fill(DOOR.username);
  await page.getByLabel('Password').fill(DOOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Door check-in' })).toBeVisible();
  await page.getByLabel('Event').selectOption(eventId);
  await expect(page.getByTestId('arrived-counter')).toHaveText(/^Arrived \d+ of [1-9]\d*$/);
  return page;
}

const counter = (page: Page) => page.getByTestId('arrived-counter');
const status = (page: Page) => page.getByTestId('connection-status');

test('by name: a party is checked in, and a second phone sees it within 2 seconds', async ({ browser }) => {
  const first = await browser.newContext({ ...PHONE, baseURL });
  const second = await browser.newContext({ ...PHONE, baseURL });
  try {
    const door = await openDoorScreen(first);
    const other = await openDoorScreen(second);
    await expect(counter(other)).toHaveText('Arrived 0 of 7');

    await door.getByLabel('Search by name').fill('bela');
    await door.getByRole('button', { name: /Bela Fernandes/ }).click();
    const card = door.getByTestId('party-card');
    await expect(card).toHaveAttribute('data-result', 'valid');
    await expect(card).toContainText('Party of 2 · 0 arrived');
    await expectNoAxeViolations(door);
    await door.getByRole('button', { name: 'Check in all 2' }).click();
    await expect(door.getByTestId('check-in-outcome')).toHaveAttribute('data-result', 'ok');
    await expect(door.getByRole('status').filter({ hasText: 'Checked in 2 people' })).toBeAttached();
    await expect(counter(door)).toHaveText('Arrived 2 of 7');
    await expect(counter(other)).toHaveText('Arrived 2 of 7', { timeout: 2_000 });

    // The same party found again is red: all of it has arrived.
    await other.getByLabel('Search by name').fill('Fernandes');
    await other.getByRole('button', { name: /Bela Fernandes/ }).click();
    await expect(other.getByTestId('party-card')).toHaveAttribute('data-result', 'refused');
    await expect(other.getByTestId('party-card')).toContainText('Already checked in');
    await expectNoAxeViolations(other);

    // A walk-up: registered at the door, counted against the capacity, admitted at once, seen by the other phone.
    await door.getByRole('button', { name: 'Walk-up registration' }).click();
    await door.getByLabel('Name', { exact: true }).fill('Dev Patel');
    await door.getByLabel('Party size').selectOption('2');
    await expectNoAxeViolations(door);
    await door.getByRole('button', { name: 'Register and check in' }).click();
    await expect(door.getByTestId('check-in-outcome')).toContainText('Checked in 2 people');
    await expect(counter(door)).toHaveText('Arrived 4 of 9');
    await expect(counter(other)).toHaveText('Arrived 4 of 9', { timeout: 2_000 });
  } finally {
    await first.close();
    await second.close();
  }
});

test('by QR code while offline: queued, synced once on reconnect; a party admitted elsewhere is shown as not synced', async () => {
  const video = path.join(os.tmpdir(), `aarohi-e2e-${port}-ticket.y4m`);
  await writeQrVideo(parties.asha.ticketCode, video);
  // The fake camera is a launch flag: this test has a browser of its own.
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({ ...PHONE, baseURL, permissions: ['camera'] });
  try {
    const door = await openDoorScreen(context);
    const [, arrivedText, expectedText] =
      /Arrived (\d+) of (\d+)/.exec((await counter(door).textContent()) ?? '') ?? [];
    const arrivedBefore = Number(arrivedText);
    const expected = Number(expectedText);
    // The scanner's decoder is loaded while online, when the screen opens.
    await expect
      .poll(
        () =>
          door.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.wasm'))),
        { timeout: 15_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await expect(status(door)).toContainText('Offline');

    await door.getByRole('button', { name: 'Scan tickets' }).click();
    const card = door.getByTestId('party-card');
    await expect(card).toContainText('Asha Rao', { timeout: 15_000 });
    await expect(card).toHaveAttribute('data-result', 'valid');
    await door.getByRole('button', { name: 'Stop camera' }).click();
    await door.getByRole('button', { name: 'Check in all 3' }).click();
    await expect(door.getByTestId('check-in-outcome')).toContainText('Saved on this phone');
    await expect(status(door)).toContainText('1 check-in waiting to sync');
    await expect(counter(door)).toHaveText(`Arrived ${arrivedBefore + 3} of ${expected}`);

    // Offline, Chen's party is admitted here too, while another door admits it online.
    await door.getByLabel('Search by name').fill('chen');
    await door.getByRole('button', { name: /Chen Wei/ }).click();
    await door.getByRole('button', { name: 'Check in all 2' }).click();
    await expect(status(door)).toContainText('2 check-ins waiting to sync');
    const elsewhere = await api.request.post(`/api/admin/events/${eventId}/check-ins`, {
      headers: XHR,
      data: { registrationId: parties.chen.id },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);

    await context.setOffline(false);
    await expect(status(door)).toContainText('All check-ins synced', { timeout: 15_000 });
    const refused = door.getByRole('region', { name: 'Not synced: check these parties' });
    await expect(refused).toContainText('Chen Wei');
    await expect(refused).toContainText('Already checked in');
    await expectNoAxeViolations(door);

    // Counted once: Asha's party is in with 3, not more, whatever was retried.
    const list = await api.request.get(`/api/admin/events/${eventId}/check-in-list`);
    const { registrations } = (await list.json()) as {
      registrations: { registrationId: string; checkedIn: number }[];
    };
    const asha = registrations.find((r) => r.registrationId === parties.asha.id);
    expect(asha?.checkedIn).toBe(3);
    await expect(counter(door)).toHaveText(`Arrived ${arrivedBefore + 5} of ${expected}`);

    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await expect(refused).toHaveCount(0);
  } finally {
    await context.close();
    await browser.close();
  }
});

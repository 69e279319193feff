import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations, loginAsAdmin, XHR } from './fixtures/admin';
import { keepScreenshot, waitForHydration } from './fixtures/public-page';
import { contentForThisFile, dateInDays } from './fixtures/site-data';
import { expect, type Page, test } from './fixtures/test';

// An event's report in the admin (docs/product-rules.md, "Insights"): a sign-up through a tagged link records its
// source; the report draws it, at a laptop's and a phone's width, each chart with its table and CSV.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const TITLE = 'Sharad Purnima Garba';

const site = contentForThisFile(async (api) => {
  const event = await api.createEvent({
    title: TITLE,
    date: dateInDays(2),
    time: '6:00 PM - 10:00 PM',
    venue: 'Tracy Ballroom',
    address: '25 W 11th St, Tracy, CA 95376',
    capacity: 40,
    activities: [
      {
        category: 'Volunteering',
        options: [
          { id: 'opt_setup', name: 'Set-up crew' },
          { id: 'opt_food', name: 'Food stall' },
        ],
      },
    ],
  });
  const parties: [string, number, string[]][] = [
    ['qr', 4, ['opt_setup']],
    ['qr', 2, []],
    ['flyer', 3, ['opt_food']],
    ['email', 1, ['opt_setup', 'opt_food']],
    ['share', 5, []],
  ];
  const ids: string[] = [];
  for (const [i, [source, guestCount, selectedActivities]] of parties.entries()) {
    const res = await api.request.post('/api/registrations', {
      headers: XHR,
      data: {
        eventId: event.id,
        fullName: `Guest ${i + 1}`,
        email: `insights.${i}@example.com`,
        guestCount,
        selectedActivities,
        source,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).id);
  }
  for (const registrationId of ids.slice(0, 3)) {
    const res = await api.request.post(`/api/admin/events/${event.id}/check-ins`, {
      data: { registrationId },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  // Another event, for the sign-up made through the page (the report's figures above stay as they are).
  const tagged = await api.createEvent({
    title: 'Kojagiri Evening',
    date: dateInDays(3),
    time: '7:00 PM',
    venue: 'Tracy Ballroom',
    address: '25 W 11th St, Tracy, CA 95376',
  });
  return { event, tagged };
});

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

test('a sign-up by a tagged link records its source', async ({ page }) => {
  const { tagged } = site();
  await page.goto(`/events/${tagged.slug}?src=whatsapp`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Register Now' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Nisha Desai');
  await dialog.getByLabel('Email Address').fill('nisha.insights@example.com');
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/registrations') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: `Register for ${tagged.title}` }).click();
  const response = await answered;
  expect(response.request().postDataJSON()).toMatchObject({ source: 'whatsapp' });
  expect(response.status()).toBe(201);
});

for (const viewport of [LAPTOP, PHONE]) {
  test(`the report at ${viewport.width} px: charts, a table view, a CSV, nothing for axe`, async ({
    page,
  }) => {
    const { event } = site();
    await page.setViewportSize(viewport);
    await loginAsAdmin(page);
    // Linked from the event's card.
    await page.getByRole('link', { name: `Report: ${TITLE}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Report: ${TITLE}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}/report$`));
    for (const name of [
      'Sign-ups over time',
      'Arrivals by quarter hour',
      'Where sign-ups came from',
      'Party sizes',
      'Ticket types',
      'Volunteering',
    ])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const sources = page.getByRole('region', { name: 'Where sign-ups came from', exact: true });
    await expect(sources).toContainText('Most people came by qr: 6 people in 2 parties');
    // Drawn: an SVG chart, bars and all.
    await expect(sources.locator('svg.recharts-surface')).toBeVisible();
    // The capacity line, across the sign-ups chart.
    await expect(page.locator('.recharts-reference-line-line')).toHaveAttribute('stroke', '#D55E00');
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `report-${viewport.width}.png`, { fullPage: true });

    // The sources as a table, then as a CSV.
    await sources.getByRole('button', { name: 'Table view' }).click();
    await expect(sources.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sources.locator('svg.recharts-surface')).toHaveCount(0);
    const table = sources.getByRole('table', { name: 'Where sign-ups came from' });
    await expect(table.getByRole('row')).toHaveText([
      'SourcePartiesPeople',
      'qr26',
      'share15',
      'flyer13',
      'email11',
    ]);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await sources.getByRole('button', { name: /Download CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${event.slug}-sources.csv`);
    expect(await readFile((await file.path()) ?? '', 'utf8')).toBe(
      'Source,Parties,People\r\nqr,2,6\r\nshare,1,5\r\nflyer,1,3\r\nemail,1,1\r\n',
    );
    await keepScreenshot(page, `report-${viewport.width}-table.png`, { fullPage: true });

    // On paper: every chart's table too, no buttons.
    await page.emulateMedia({ media: 'print' });
    const sizes = page.getByRole('region', { name: 'Party sizes', exact: true });
    await expect(sizes.locator('svg.recharts-surface')).toBeVisible();
    await expect(sizes.getByRole('table')).toBeVisible();
    const buttons = page.locator('button', { hasText: /Table view|Download CSV|Print/ });
    await expect(buttons).toHaveCount(13);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    await keepScreenshot(page, `report-${viewport.width}-print.png`, { fullPage: true });
  });
}

test('the overview across events, from the dashboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAsAdmin(page);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // By default the twelve months up to today; these events are ahead.
  await page.getByLabel('To').fill(dateInDays(40));
  await page.getByRole('button', { name: 'Show' }).click();
  const chart = page.getByRole('region', { name: 'Confirmed, arrived and no-shows per event', exact: true });
  await expect(chart).toContainText('2 events between');
  await expect(chart).toContainText('came to more than one of them');
  await chart.getByRole('button', { name: 'Table view' }).click();
  await expect(chart.getByRole('row').nth(1)).toContainText(TITLE);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'overview-390.png', { fullPage: true });
});

import { E2E_ADMIN, signInAdmin } from './fixtures/credentials';
import { keepScreenshot, watchConsole } from './fixtures/public-page';
import { contentForThisFile, createFestival } from './fixtures/site-data';
import { expect, type Page, test } from './fixtures/test';

// The admin's screens in Hindi and Spanish: the organiser picks the language in the dashboard's header, and every
// tab, the door screen and the reports then have no English left but what people wrote and the site's data.

test.setTimeout(180_000);

const HOUR = 3_600_000;

const site = contentForThisFile(async (api) => {
  const festival = await createFestival(api, { withMedia: false });
  await api.addPhoto({ title: 'Lamp lighting', caption: 'Last year', eventId: festival.id });
  const startsAt = Math.ceil((Date.now() + 20 * 24 * HOUR) / HOUR) * HOUR;
  const shift = await api.request.post(`/api/admin/events/${festival.id}/shifts`, {
    data: {
      role: 'Gate',
      description: 'Welcome people',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 2 * HOUR).toISOString(),
      needed: 3,
    },
  });
  expect(shift.status(), await shift.text()).toBe(201);
  const registered = await api.request.post('/api/registrations', {
    data: { eventId: festival.id, fullName: 'Meera Shah', email: 'meera@example.com', guestCount: 2 },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const stall = await api.request.post('/api/stall-applications', {
    data: {
      eventId: festival.id,
      businessName: 'Chai Corner',
      contactPerson: 'Ravi Patel',
      email: 'ravi@example.com',
      phone: '209-555-0100',
      businessType: 'Food',
      productsServices: 'Masala chai and samosas',
    },
  });
  expect(stall.status(), await stall.text()).toBe(201);
  const contact = await api.request.post('/api/contact', {
    data: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      subject: 'event-inquiry',
      message: 'Where do we park for the festival?',
    },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  return { festival };
});

/** Every string in an API answer that is someone's words or the site's data (not a code such as `confirmed`). */
function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (!/^[a-z_-]+$/.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
  return into;
}

/** What the admin's API holds now: the names, titles and texts the screens show as they are. */
async function theirWords(page: Page): Promise<string[]> {
  const { festival } = site();
  const paths = [
    '/api/admin/events',
    `/api/admin/events/${festival.id}/registrations`,
    `/api/admin/events/${festival.id}/volunteers`,
    '/api/admin/stall-applications',
    '/api/admin/contact-messages',
    '/api/admin/users',
    '/api/admin/audit',
    '/api/admin/settings',
    '/api/gallery',
  ];
  const words = new Set<string>();
  for (const path of paths) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    stringsOf(await answer.json(), words);
  }
  // The team's user names look like codes ("admin"): named here.
  words.add(E2E_ADMIN.username);
  return [...words];
}

/** What the screen says (visible text, accessible names, placeholders) without what people wrote and the data. */
async function ownWords(page: Page, theirs: string[]): Promise<string> {
  const { said, raw } = await page.evaluate(() => ({
    said: [
      document.title,
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown
      document.body.innerText,
      ...[...document.body.querySelectorAll('[aria-label], [title]')].flatMap((el) => [
        el.getAttribute('aria-label') ?? '',
        el.getAttribute('title') ?? '',
      ]),
      ...[...document.querySelectorAll('input[placeholder], textarea[placeholder]')].map((el) =>
        el.getAttribute('placeholder'),
      ),
    ].join('\n'),
    // What the screen marks as not to translate: a record's fields as the server stored them.
    // biome-ignore lint/performance/useDomNodeTextContent: the text shown
    raw: [...document.querySelectorAll<HTMLElement>('[translate="no"]')].map((el) => el.innerText),
  }));
  let words = said;
  for (const text of [...theirs, ...raw].sort((a, b) => b.length - a.length)) {
    if (text.trim()) words = words.replaceAll(text.trim(), ' ');
  }
  return (
    words
      // Addresses, links and the site's brand and format names are the same in every language (the flyer writes
      // the group's name in capitals).
      .replace(/\S+@\S+/g, ' ')
      .replace(/https?:\/\/\S+|\/[\w/.-]+/g, ' ')
      .replace(
        /\b(English|Español|CSV|QR|PDF|ICS|SMTP|WhatsApp|Google Calendar|YouTube|Instagram|Aarohi)\b/gi,
        ' ',
      )
      // Sizes ("10MB").
      .replace(/\d\s*[KM]B\b/g, ' ')
      // The names of settings in the server's environment (PUBLIC_URL).
      .replace(/\b[A-Z]+(?:_[A-Z]+)+\b/g, ' ')
      // A time of day Intl writes with Latin letters in Hindi and Spanish too ("10:00 AM", "p. m.").
      .replace(/\b(AM|PM|am|pm)\b/g, ' ')
  );
}

const ENGLISH_WORDS =
  /\b(the|and|our|your|you|with|from|for|this|that|all|see|events?|registrations?|stalls?|volunteers?|gallery|settings|messages?|team|audit|log|overview|name|email|phone|status|confirmed|waitlisted|cancelled|checked|search|filter|export|download|delete|edit|save|create|new|add|remove|open|close|loading|yes|date|time|guests?|tickets?|shifts?|reports?|door|sign|out|view|site|send|reply|upload|image|photos?|title|description)\b/gi;

const TABS = [
  'overview',
  'all-registrations',
  'events',
  'registrations',
  'stalls',
  'volunteers',
  'gallery',
  'settings',
  'messages',
  'team',
  'audit-log',
];

/** Waits for a screen's data: no busy region left, and the list's requests settled. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(300);
}

test('the organiser picks Hindi or Spanish in the header, and the screen changes in place', async ({
  page,
}) => {
  const checkConsole = watchConsole(page);
  await signInAdmin(page.request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { name: 'एडमिन डैशबोर्ड' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Remembered in this browser: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'एडमिन डैशबोर्ड' })).toBeVisible();
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('es');
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  checkConsole();
});

for (const language of ['hi', 'es'] as const) {
  test(`the admin's screens in ${language} have no English left but names and data`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await context.addInitScript(
      (code) => window.localStorage.setItem('aarohi-admin-language', code),
      language,
    );
    const page = await context.newPage();
    const checkConsole = watchConsole(page);
    await signInAdmin(page.request);
    const theirs = await theirWords(page);
    const expectNoEnglish = async (where: string) => {
      await settled(page);
      const words = await ownWords(page, theirs);
      expect(words.match(language === 'hi' ? /[A-Za-z]{2,}/g : ENGLISH_WORDS) ?? [], where).toEqual([]);
    };
    await page.goto('/admin#overview');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const tab of TABS) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, tab);
      await expectNoEnglish(`/admin#${tab}`);
      await keepScreenshot(page, `admin-${language}-${tab}.png`, { fullPage: true });
    }
    const { festival } = site();
    for (const path of [
      '/admin/check-in',
      '/admin/reports',
      `/admin/events/${festival.id}/report`,
      `/admin/events/${festival.id}/flyer`,
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoEnglish(path);
      await keepScreenshot(page, `admin-${language}-${path.split('/').at(-1)}.png`, { fullPage: true });
    }
    checkConsole();
    await context.close();
  });
}

import type { Series } from '../src/shared/schemas/series';
import { mailFromOutbox } from './fixtures/outbox';
import { keepScreenshot, waitForHydration, watchConsole } from './fixtures/public-page';
import { contentForThisFile, createFestival, dateInDays } from './fixtures/site-data';
import { expect, type Page, test } from './fixtures/test';

// The public pages in Hindi and Spanish: no English left on them but names and what people wrote (the group's
// settings, events, shifts, a series, photos), with the event page's dialogs open too; the forms' messages in
// the page's language on a phone; the language switcher keeping the page, and the one-line offer of a visitor's
// own language.

test.setTimeout(120_000);

const HOUR = 3_600_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const site = contentForThisFile(async (api) => {
  const festival = await createFestival(api);
  // A volunteer shift on the festival (its page then calls for volunteers), and a weekly class.
  const startsAt = Math.ceil((Date.now() + 20 * 24 * HOUR) / HOUR) * HOUR;
  const shift = await api.request.post(`/api/admin/events/${festival.id}/shifts`, {
    data: {
      role: 'Gate',
      description: 'Welcome people and scan tickets',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 2 * HOUR).toISOString(),
      needed: 3,
    },
  });
  expect(shift.status(), await shift.text()).toBe(201);
  const created = await api.request.post('/api/admin/series', {
    data: {
      title: 'Kathak Class',
      description: 'A weekly dance class for beginners.',
      venue: 'Studio 2',
      address: '12 Main St, Tracy, CA',
      date: dateInDays(1),
      recurrence: { freq: 'weekly', byWeekday: ['TU'], count: 3 },
      startTime: '18:00',
      durationMinutes: 90,
      registrationOpen: true,
      activities: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const series = (await created.json()) as Series;
  // A registrant who got an organisers' message: its unsubscribe link's page.
  const email = `meera.${Date.now().toString(36)}@example.com`;
  const registered = await api.request.post('/api/registrations', {
    data: { eventId: festival.id, fullName: 'Meera Shah', email, guestCount: 1 },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const subject = `Parking ${Date.now().toString(36)}`;
  const message = await api.request.post(`/api/admin/events/${festival.id}/messages`, {
    data: { subject, body: 'Park behind the hall.', audience: 'confirmed' },
  });
  expect(message.status(), await message.text()).toBe(202);
  const mail = await mailFromOutbox(email, subject);
  const unsubscribe = /\/unsubscribe\?[^\s"<>]+/.exec(mail.text ?? '')?.[0];
  expect(unsubscribe, mail.text).toBeDefined();
  const settings = (await (await api.request.get('/api/settings')).json()) as Record<string, unknown>;
  const photos = (await (await api.request.get('/api/gallery')).json()) as {
    title: string;
    caption: string;
  }[];
  return { festival, series, settings, photos, unsubscribe: { path: unsubscribe ?? '', email } };
});

const PAGES = [
  '/',
  '/gallery',
  '/contact',
  '/events',
  () => `/events/${site().festival.slug}`,
  () => `/events/${site().festival.slug}/volunteer`,
  () => `/series/${site().series.slug}`,
];

/** What the page says (visible text, the title, accessible names) without names and what people wrote. */
async function ownWords(page: Page): Promise<string> {
  const { festival, series, settings, photos, unsubscribe } = site();
  const said = await page.evaluate(() =>
    [
      document.title,
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown, without the page's data block
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')),
      ...[...document.querySelectorAll('input[placeholder], textarea[placeholder]')].map((el) =>
        el.getAttribute('placeholder'),
      ),
    ].join('\n'),
  );
  const theirs = [
    ...Object.values(settings).filter((value): value is string => typeof value === 'string'),
    ...String(settings.aboutText ?? '').split(/\n+/),
    festival.title,
    festival.description,
    festival.venue,
    festival.address,
    ...festival.highlights,
    ...festival.schedule.flatMap((item) => [item.time, item.activity, item.description ?? '']),
    ...festival.whatToBring,
    ...festival.sponsors.flatMap((sponsor) => [sponsor.name, sponsor.benefits ?? '']),
    ...festival.activities.flatMap((group) => [
      group.category,
      group.instructions ?? '',
      ...group.options.map((option) => option.name),
    ]),
    'Highlights from last year',
    'Gate',
    'Welcome people and scan tickets',
    // The unsubscribe page shows the address masked ("m…@example.com").
    `${unsubscribe.email.slice(0, 1)}…@${unsubscribe.email.split('@')[1]}`,
    series.title,
    series.description,
    series.venue,
    series.address,
    ...photos.flatMap((photo) => [photo.title, photo.caption]),
    // The language switcher names each language in itself; brands and the site's place are names.
    'English',
    'Español',
    'WhatsApp',
    'Instagram',
    'YouTube',
    'Google Calendar',
    'Tracy, California',
  ]
    .filter((text) => text.trim().length > 0)
    .sort((a, b) => b.length - a.length);
  let words = said;
  for (const text of theirs) words = words.replaceAll(text.trim(), ' ');
  // The header's short labels for the languages (EN, ES).
  return words.replace(/\b(EN|ES)\b/g, ' ');
}

for (const language of ['hi', 'es'] as const) {
  test(`the public pages in ${language} have no English left but names and content`, async ({ browser }) => {
    // A browser asking for the language (otherwise the page offers English in its one line, in English).
    const context = await browser.newContext({ locale: language === 'hi' ? 'hi-IN' : 'es-US' });
    const page = await context.newPage();
    const checkConsole = watchConsole(page);
    const expectNoEnglish = async (where: string) => {
      const words = await ownWords(page);
      // Hindi is written in Devanagari: any Latin word left is English. Spanish shares the alphabet: look for
      // English's everyday words instead.
      expect(words.match(language === 'hi' ? /[A-Za-z]{2,}/g : ENGLISH_WORDS) ?? [], where).toEqual([]);
    };
    for (const pagePath of PAGES) {
      const path = typeof pagePath === 'function' ? pagePath() : pagePath;
      const url = `/${language}${path === '/' ? '' : path}`;
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoEnglish(url);
    }
    // The event page's dialogs, open: registration, then a stall.
    const eventPage = `/${language}/events/${site().festival.slug}`;
    await page.goto(eventPage);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: language === 'hi' ? 'अभी पंजीकरण करें' : 'Inscríbete ahora' })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(language === 'hi' ? 'पूरा नाम' : 'Nombre completo')).toBeVisible();
    await expectNoEnglish(`${eventPage} registration`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page
      .getByRole('button', { name: language === 'hi' ? 'स्टॉल के लिए आवेदन करें' : 'Solicitar un puesto' })
      .first()
      .click();
    await expect(dialog.getByLabel(language === 'hi' ? 'व्यवसाय का नाम' : 'Nombre del negocio')).toBeVisible();
    await dialog.getByRole('button', { name: language === 'hi' ? 'आवेदन भेजें' : 'Enviar solicitud' }).click();
    await expect(
      dialog.getByText(language === 'hi' ? 'व्यवसाय का नाम ज़रूरी है' : 'El nombre del negocio es obligatorio'),
    ).toBeVisible();
    await expectNoEnglish(`${eventPage} stall`);
    await page.keyboard.press('Escape');
    // The volunteer page with a shift chosen: its form is in the page's language too.
    await page.goto(`${eventPage}/volunteer`);
    await waitForHydration(page);
    await page.getByRole('checkbox').first().check();
    await page
      .getByRole('button', { name: language === 'hi' ? '1 पाली के लिए नाम लिखवाएँ' : 'Apuntarme a 1 turno' })
      .click();
    await expect(
      page.getByText(language === 'hi' ? 'कृपया सही फ़ोन नंबर लिखें' : 'Introduce un número de teléfono válido'),
    ).toBeVisible();
    await expectNoEnglish(`${eventPage}/volunteer form`);
    // Signed up: the volunteer's own shifts, to drop or add to.
    await page
      .getByLabel(language === 'hi' ? 'पूरा नाम' : 'Nombre completo')
      .fill(language === 'hi' ? 'रवि कुमार' : 'Ana López');
    await page
      .getByLabel(language === 'hi' ? 'ईमेल पता' : 'Correo electrónico')
      .fill(`volunteer.${language}.${Date.now().toString(36)}@example.com`);
    await page
      .getByRole('textbox', { name: language === 'hi' ? /^फ़ोन नंबर/ : /^Teléfono/ })
      .fill('209-555-0100');
    await page
      .getByRole('button', { name: language === 'hi' ? '1 पाली के लिए नाम लिखवाएँ' : 'Apuntarme a 1 turno' })
      .click();
    await expect(
      page.getByRole('heading', {
        name: language === 'hi' ? 'आपकी पालियाँ, रवि कुमार' : 'Tus turnos, Ana López',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: language === 'hi' ? 'यह पाली छोड़ें' : 'Dejar este turno' }).click();
    await expectNoEnglish(`${eventPage}/volunteer shifts`);
    // An organisers' message's unsubscribe page, asking, then done.
    const unsubscribePage = `/${language}${site().unsubscribe.path}`;
    await page.goto(unsubscribePage);
    await waitForHydration(page);
    const stop = page.getByRole('button', {
      name: language === 'hi' ? 'सदस्यता छोड़ें' : 'Cancelar suscripción',
    });
    const done = page.getByText(language === 'hi' ? /^हो गया:/ : /^Listo:/);
    await expect(stop.or(done)).toBeVisible();
    await expectNoEnglish(unsubscribePage);
    if (await stop.isVisible()) await stop.click();
    await expect(done).toBeVisible();
    await expectNoEnglish(`${unsubscribePage} done`);
    // The contact form's messages are in the page's language too.
    await page.goto(`/${language}/contact`);
    await waitForHydration(page);
    await page.getByRole('button', { name: language === 'hi' ? 'संदेश भेजें' : 'Enviar mensaje' }).click();
    await expect(
      page.getByText(language === 'hi' ? 'कृपया एक विषय चुनें' : 'Elige un asunto', { exact: true }).last(),
    ).toBeVisible();
    await expectNoEnglish('/contact form');
    checkConsole();
    await context.close();
  });
}

const ENGLISH_WORDS =
  /\b(the|and|our|your|you|with|from|for|this|that|more|all|see|photos?|events?|home|contact|send|message|loading|upcoming|gallery|community|explore|learn|select|subject|name|email|address|must|least|characters|please|open|close|menu|skip|main|rights|reserved|register|registration|stalls?|volunteers?|shifts?|details|guests?|tickets?|submit|cancel|date|time|location|share|download|schedule|sponsors|when|where|full|left|choose|required|business|phone|number)\b/gi;

test('a visitor on a phone registers in Hindi: the messages and the answer in Hindi, nothing wider than the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, locale: 'hi-IN' });
  const page = await context.newPage();
  const checkConsole = watchConsole(page);
  const { festival } = site();
  const fitsTheScreen = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`/hi/events/${festival.slug}`);
  await waitForHydration(page);
  await fitsTheScreen();
  await page.getByRole('button', { name: 'अभी पंजीकरण करें' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: 'कार्यक्रम के लिए पंजीकरण' })).toBeVisible();
  // Drawn once it has faded in.
  await expect(dialog).toHaveCSS('opacity', '1');
  await keepScreenshot(page, 'hi-event-registration-390.png');
  const submit = dialog.getByRole('button', { name: `${festival.title} के लिए पंजीकरण करें` });
  await submit.click();
  await expect(dialog.getByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeVisible();
  await expect(dialog.getByText('कृपया सही ईमेल पता लिखें')).toBeVisible();
  await dialog.getByLabel('पूरा नाम').fill('A');
  await dialog.getByLabel('ईमेल पता').fill('not-an-email');
  await submit.click();
  await expect(dialog.getByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeVisible();
  await expect(dialog.getByText('कृपया सही ईमेल पता लिखें')).toBeVisible();
  await keepScreenshot(page, 'hi-event-registration-errors-390.png');
  await fitsTheScreen();

  await dialog.getByLabel('पूरा नाम').fill('आशा पटेल');
  const email = `asha.hi.${Date.now().toString(36)}@example.com`;
  await dialog.getByLabel('ईमेल पता').fill(email);
  await submit.click();
  await expect(dialog.getByRole('heading', { name: 'पंजीकरण सफल रहा!' })).toBeVisible();
  await expect(dialog.getByText(`${festival.title} के लिए पंजीकरण करने के लिए धन्यवाद।`)).toBeVisible();
  await expect(dialog.getByText('1 व्यक्ति')).toBeVisible();
  await keepScreenshot(page, 'hi-event-registration-success-390.png');
  await fitsTheScreen();
  // Before the second registration, whose 409 the browser logs.
  checkConsole();
  const latinLeft = async () => (await ownWords(page)).match(/[A-Za-z]{2,}/g) ?? [];

  // Registering again with the same address: already registered, and this phone may update it, show its ticket
  // or cancel it, all in Hindi.
  await dialog.getByRole('button', { name: 'बंद करें' }).first().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'अभी पंजीकरण करें' }).first().click();
  await expect(dialog.getByText('इस डिवाइस पर आपने आशा पटेल के नाम से पंजीकरण किया है।')).toBeVisible();
  await dialog.getByLabel('पूरा नाम').fill('आशा पटेल');
  await dialog.getByLabel('ईमेल पता').fill(email);
  await submit.click();
  await expect(dialog.getByRole('heading', { name: 'पहले से पंजीकृत' })).toBeVisible();
  expect(await latinLeft()).toEqual([]);
  await dialog.getByRole('button', { name: 'पंजीकरण अपडेट करें' }).click();
  await expect(dialog.getByRole('heading', { name: 'अपना पंजीकरण अपडेट करें' })).toBeVisible();
  await expect(dialog.getByText('आपकी जगह पक्की है।')).toBeVisible();
  expect(await latinLeft()).toEqual([]);
  await fitsTheScreen();
  await dialog.getByRole('button', { name: 'मेरा टिकट दिखाएँ' }).click();
  const ticket = page.getByTestId('ticket-screen');
  await expect(ticket.getByText('आपका टिकट')).toBeVisible();
  await expect(ticket.getByText('आशा पटेल · 1 व्यक्ति')).toBeVisible();
  await ticket.getByRole('button', { name: 'टिकट बंद करें' }).click();
  await dialog.getByRole('button', { name: 'पंजीकरण रद्द करें' }).click();
  await expect(dialog.getByRole('heading', { name: 'अपना पंजीकरण रद्द करें?' })).toBeVisible();
  expect(await latinLeft()).toEqual([]);
  await dialog.getByRole('button', { name: 'हाँ, पंजीकरण रद्द करें' }).click();
  await expect(dialog.getByRole('heading', { name: 'पंजीकरण रद्द हो गया' })).toBeVisible();
  await expect(dialog.getByText(`${festival.title} के लिए आपका पंजीकरण रद्द कर दिया गया है।`)).toBeVisible();
  expect(await latinLeft()).toEqual([]);
  await context.close();
});

test('the events list in Spanish on a phone, and its Register Now opening the dialog in Spanish', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, locale: 'es-US' });
  const page = await context.newPage();
  const checkConsole = watchConsole(page);
  await page.goto('/es/events');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventos de la comunidad');
  await keepScreenshot(page, 'es-events-390.png', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The festival's card (the soonest date, the class's, is the featured one).
  await page
    .getByRole('link', { name: new RegExp(`^Inscríbete ahora\\s*: ${site().festival.title}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/es/events/${site().festival.slug}#register$`));
  const dialog = page.getByRole('dialog', { name: 'Inscripción al evento' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Número de asistentes (contándote a ti)')).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  await keepScreenshot(page, 'es-events-registration-390.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  checkConsole();
  await context.close();
});

test('the language switcher keeps the page and the offer line proposes the visitor’s language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/gallery');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // An offer, not a redirect: the English page stays, with one line in Hindi leading to the same page in Hindi.
  const offer = page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' });
  await expect(offer).toHaveAttribute('href', '/hi/gallery');
  await expect(page).toHaveURL(/\/gallery$/);
  // The header's switcher leads to the same page in Spanish, and the choice is remembered: no offer there.
  await page
    .getByRole('navigation', { name: 'Language' })
    .first()
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(page).toHaveURL(/\/es\/gallery$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galería de la comunidad');
  await expect(page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveCount(0);
  // Back in English by the footer's switcher: the choice now is English, so no offer either.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Gallery');
  await expect(page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveCount(0);
  await context.close();
});

import { expect, type Page, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './fixtures/public-page';
import { contentForThisFile, createFestival } from './fixtures/site-data';

// The public pages in Hindi and Spanish: no English left on them but names and what people wrote (the group's
// settings, events, photos), the language switcher keeping the page, and the one-line offer of a visitor's own
// language.

const site = contentForThisFile(async (api) => {
  const festival = await createFestival(api);
  const settings = (await (await api.request.get('/api/settings')).json()) as Record<string, unknown>;
  const photos = (await (await api.request.get('/api/gallery')).json()) as {
    title: string;
    caption: string;
  }[];
  return { festival, settings, photos };
});

const PAGES = ['/', '/gallery', '/contact'];

/** What the page says (visible text, the title, accessible names) without names and what people wrote. */
async function ownWords(page: Page): Promise<string> {
  const { festival, settings, photos } = site();
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
    festival.time ?? '',
    ...photos.flatMap((photo) => [photo.title, photo.caption]),
    // The language switcher names each language in itself; brands and the site's place are names.
    'English',
    'Español',
    'WhatsApp',
    'Instagram',
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
    for (const path of PAGES) {
      const url = `/${language}${path === '/' ? '' : path}`;
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const words = await ownWords(page);
      if (language === 'hi') {
        // Hindi is written in Devanagari: any Latin word left is English.
        expect(words.match(/[A-Za-z]{2,}/g) ?? [], url).toEqual([]);
      } else {
        // Spanish shares the alphabet: look for English's everyday words instead.
        expect(words.match(ENGLISH_WORDS) ?? [], url).toEqual([]);
      }
    }
    // The contact form's messages are in the page's language too.
    await page.goto(`/${language}/contact`);
    await waitForHydration(page);
    await page.getByRole('button', { name: language === 'hi' ? 'संदेश भेजें' : 'Enviar mensaje' }).click();
    await expect(
      page.getByText(language === 'hi' ? 'कृपया एक विषय चुनें' : 'Elige un asunto', { exact: true }).last(),
    ).toBeVisible();
    const words = await ownWords(page);
    expect(words.match(language === 'hi' ? /[A-Za-z]{2,}/g : ENGLISH_WORDS) ?? []).toEqual([]);
    checkConsole();
    await context.close();
  });
}

const ENGLISH_WORDS =
  /\b(the|and|our|your|you|with|from|for|this|that|more|all|see|photos?|events?|home|contact|send|message|loading|upcoming|gallery|community|explore|learn|select|subject|name|email|address|must|least|characters|please|open|close|menu|skip|main|rights|reserved)\b/gi;

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

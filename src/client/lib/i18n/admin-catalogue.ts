import type { CompiledMessages } from '@shared/i18n/format-message';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import { loadOnce } from '../load-once';

// The admin's screens are rendered in the browser only, in a language the organiser picks there: they load that
// language's whole catalogue (their own `admin.…` messages and the public ones their shared parts show) and compile
// it here, once. The compiler comes with them, never with a public page.

/**
 * The self-hosted font of a language whose script most systems lack (its @font-face in styles.css). It is
 * `font-display: optional` (a page never reflows when it arrives late), so the admin's screens, drawn in the
 * browser, load it before they show the language; otherwise a first visit would draw boxes.
 */
const SCRIPT_FONTS: Partial<Record<Locale, { family: string; sample: string }>> = {
  hi: { family: 'Noto Sans Devanagari', sample: 'अ' },
};
const FONT_WAIT_MS = 3000;

async function scriptFontLoaded(locale: Locale): Promise<void> {
  const font = SCRIPT_FONTS[locale];
  if (!font || typeof document === 'undefined' || !document.fonts) return;
  // A slow or failed download leaves the system's font: the screen shows after at most FONT_WAIT_MS.
  await Promise.race([
    document.fonts.load(`16px "${font.family}"`, font.sample).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ]);
}

async function compiled(locale: Locale): Promise<CompiledMessages> {
  const [{ compileMessageOrThrow }, { default: source }] = await Promise.all([
    import('@lingui/message-utils/compileMessage'),
    import(`../../../shared/i18n/messages/${locale}.json`) as Promise<{ default: Record<string, string> }>,
    scriptFontLoaded(locale),
  ]);
  return Object.fromEntries(
    Object.entries(source).map(([id, text]) => [id, compileMessageOrThrow(text) as CompiledMessages[string]]),
  );
}

const loaders = Object.fromEntries(
  LOCALES.map(({ code }) => [code, loadOnce(() => compiled(code))]),
) as Record<Locale, () => Promise<CompiledMessages>>;

/** A language's compiled catalogue (and its script's font), loaded once (a failed load is tried again next time). */
export const adminCatalogue = (locale: Locale): Promise<CompiledMessages> => loaders[locale]();

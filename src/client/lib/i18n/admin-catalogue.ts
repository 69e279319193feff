import { LOCALES, type Locale } from '@shared/i18n/locales';
import { loadOnce } from '../load-once';
import type { CompiledMessages } from './format-message';

// The admin's screens are rendered in the browser only, in a language the organiser picks there: they load that
// language's whole catalogue (their own `admin.…` messages and the public ones their shared parts show) and compile
// it here, once. The compiler comes with them, never with a public page.

async function compiled(locale: Locale): Promise<CompiledMessages> {
  const [{ compileMessageOrThrow }, { default: source }] = await Promise.all([
    import('@lingui/message-utils/compileMessage'),
    import(`../../../shared/i18n/messages/${locale}.json`) as Promise<{ default: Record<string, string> }>,
  ]);
  return Object.fromEntries(
    Object.entries(source).map(([id, text]) => [id, compileMessageOrThrow(text) as CompiledMessages[string]]),
  );
}

const loaders = Object.fromEntries(
  LOCALES.map(({ code }) => [code, loadOnce(() => compiled(code))]),
) as Record<Locale, () => Promise<CompiledMessages>>;

/** A language's compiled catalogue, loaded once (a failed load is tried again next time). */
export const adminCatalogue = (locale: Locale): Promise<CompiledMessages> => loaders[locale]();

import { usePageLanguage, useT } from '@client/lib/i18n/i18n-context';
import { type Locale, localeConfig } from '@shared/i18n/locales';
import { useEffect, useState } from 'react';
import { dismissLanguageOffer, languageToOffer, rememberLanguage } from './language-choice';
import { usePageInLanguage } from './page-in-language';

/**
 * One line offering this page in the visitor's language (picked before, or the first of the site's their browser
 * asks for), never a redirect. Decided in the browser after the page is shown, so the page's HTML (and the public
 * cache's copy of it) is the same for everyone; pinned to the bottom of the screen, so nothing moves when it
 * appears.
 */
export function LanguageOffer() {
  const { locale } = usePageLanguage();
  const t = useT();
  const pageIn = usePageInLanguage();
  const [offered, setOffered] = useState<Locale | null>(null);
  useEffect(() => setOffered(languageToOffer(locale, navigator.languages ?? [])), [locale]);
  if (!offered) return null;
  const { offer, name } = localeConfig(offered);
  return (
    <aside
      lang={offered}
      aria-label={name}
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-3 border-border border-t bg-card px-4 py-2 text-sm shadow-md print:hidden"
    >
      <a
        href={pageIn(offered)}
        hrefLang={offered}
        className="font-semibold text-primary underline"
        onClick={() => rememberLanguage(offered)}
      >
        {offer}
      </a>
      <button
        type="button"
        lang={locale}
        className="min-h-10 rounded-md px-2 text-muted-foreground hover:bg-secondary"
        onClick={() => {
          dismissLanguageOffer();
          setOffered(null);
        }}
      >
        {t('language.dismissOffer')}
      </button>
    </aside>
  );
}

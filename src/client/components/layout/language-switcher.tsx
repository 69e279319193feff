import { usePageLanguage, useT } from '@client/lib/i18n/i18n-context';
import { LOCALES } from '@shared/i18n/locales';
import { clsx } from 'clsx';
import { rememberLanguage } from './language-choice';
import { usePageInLanguage } from './page-in-language';

/**
 * The same page in each language. Plain links: the other language's page comes from the server whole, with its
 * own messages; the choice is remembered for the offer line (language-offer.tsx).
 */
export function LanguageSwitcher({ place }: { place: 'header' | 'footer' }) {
  const { locale } = usePageLanguage();
  const t = useT();
  const pageIn = usePageInLanguage();
  const list = (
    <ul
      aria-label={place === 'footer' ? t('language.switcher') : undefined}
      className={clsx('flex items-center', place === 'header' ? 'gap-0.5' : 'flex-wrap gap-x-4 gap-y-1')}
    >
      {LOCALES.map(({ code, name, short }) => {
        const current = code === locale;
        return (
          <li key={code}>
            <a
              href={pageIn(code)}
              hrefLang={code}
              lang={code}
              aria-current={current ? 'true' : undefined}
              aria-label={place === 'header' ? name : undefined}
              onClick={() => rememberLanguage(code)}
              className={clsx(
                place === 'header'
                  ? 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 font-medium text-sm hover:bg-secondary'
                  : 'inline-flex min-h-10 items-center hover:text-white hover:underline',
                current &&
                  (place === 'header'
                    ? 'bg-secondary text-secondary-foreground'
                    : 'font-semibold text-white'),
              )}
            >
              {place === 'header' ? short : name}
            </a>
          </li>
        );
      })}
    </ul>
  );
  // The header's is a landmark of its own; the footer's, a list in the footer's (one landmark by that name).
  return place === 'header' ? <nav aria-label={t('language.switcher')}>{list}</nav> : list;
}

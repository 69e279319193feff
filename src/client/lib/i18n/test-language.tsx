import type { Locale } from '@shared/i18n/locales';
import type { ReactNode } from 'react';
import { catalogues } from './catalogues';
import { PageLanguageProvider, pageLanguage } from './i18n-context';

/** For component tests: what the server gives a page, a language and its messages (English unless told). */
export function TestLanguage({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <PageLanguageProvider value={pageLanguage(locale, catalogues[locale])}>{children}</PageLanguageProvider>
  );
}

import { adminLanguage, rememberAdminLanguage } from '@client/components/layout/language-choice';
import type { Locale } from '@shared/i18n/locales';
import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { adminCatalogue } from './admin-catalogue';
import { PageLanguageProvider, pageLanguage } from './i18n-context';

// The admin's screens have one address in every language (`/admin`): their language is the organiser's choice,
// remembered in the browser (language-choice.ts), and `useT()` inside them speaks it.

type AdminLanguageChoice = { locale: Locale; choose: (locale: Locale) => void };

const AdminLanguageContext = createContext<AdminLanguageChoice | null>(null);

export function AdminLanguageProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(() => adminLanguage(navigator.languages));
  const messages = use(adminCatalogue(locale));
  const language = useMemo(() => pageLanguage(locale, messages), [locale, messages]);
  const choice = useMemo<AdminLanguageChoice>(
    () => ({
      locale,
      choose: (next) => {
        rememberAdminLanguage(next);
        // The screen in the old language stays until the new one's messages have loaded.
        startTransition(() => setLocale(next));
      },
    }),
    [locale],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <AdminLanguageContext value={choice}>
      <PageLanguageProvider value={language}>{children}</PageLanguageProvider>
    </AdminLanguageContext>
  );
}

/** The admin's language and how to change it (the dashboard's language switcher). */
export function useAdminLanguage(): AdminLanguageChoice {
  const choice = useContext(AdminLanguageContext);
  if (!choice) throw new Error('useAdminLanguage outside AdminLanguageProvider');
  return choice;
}

import { useAdminLanguage } from '@client/lib/i18n/admin-language';
import { useT } from '@client/lib/i18n/i18n-context';
import { LOCALES } from '@shared/i18n/locales';

/** The admin's language, chosen here and remembered in this browser: the screen changes in place. */
export function AdminLanguageSwitcher() {
  const t = useT();
  const { locale, choose } = useAdminLanguage();
  return (
    <select
      aria-label={t('language.switcher')}
      value={locale}
      onChange={(event) => {
        const next = LOCALES.find(({ code }) => code === event.target.value);
        if (next) choose(next.code);
      }}
      className="h-10 rounded-md border border-input bg-background px-2 text-sm"
    >
      {LOCALES.map(({ code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </select>
  );
}

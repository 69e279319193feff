import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useT } from '@client/lib/i18n/i18n-context';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import type { ReactNode } from 'react';

type LanguageTabsProps = {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** The fields of a language (English: the form as it was); only the open tab's are rendered. */
  children: (locale: Locale) => ReactNode;
};

/** English | हिन्दी | Español: which language a form's texts are written in. */
export function LanguageTabs({ value, onChange, children }: LanguageTabsProps) {
  const t = useT();
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as Locale)} className="flex flex-col gap-5">
      <TabsList aria-label={t('admin.common.textsLanguage')} className="self-start">
        {LOCALES.map((locale) => (
          <TabsTrigger key={locale.code} value={locale.code} lang={locale.code}>
            {locale.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {LOCALES.map((locale) => (
        <TabsContent key={locale.code} value={locale.code} className="flex flex-col gap-5">
          {children(locale.code)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

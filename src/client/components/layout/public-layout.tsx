import { AnnouncementBanner } from '@client/features/settings/components/announcement-banner';
import { useSiteSettings } from '@client/features/settings/use-site-settings';
import { useT } from '@client/lib/i18n/i18n-context';
import type { ReactNode } from 'react';
import { LanguageOffer } from './language-offer';
import { UnknownPageContext } from './page-in-language';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every public page's frame; `unknownPage` for the 404 page (page-in-language.ts). */
export function PublicLayout({
  children,
  unknownPage = false,
}: {
  children: ReactNode;
  unknownPage?: boolean;
}) {
  const settings = useSiteSettings();
  const t = useT();
  return (
    <UnknownPageContext value={unknownPage}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-card px-4 py-2 text-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
        >
          {t('layout.skipToContent')}
        </a>
        <AnnouncementBanner settings={settings} />
        <SiteHeader groupName={settings.groupName} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={settings} />
        <LanguageOffer />
      </div>
    </UnknownPageContext>
  );
}

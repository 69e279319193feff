import { useT } from '@client/lib/i18n/i18n-context';
import type { SiteSettings } from '@shared/schemas/settings';
import { Megaphone } from 'lucide-react';

/** Shown only when switched on and the text is non-empty. */
export function AnnouncementBanner({ settings }: { settings: SiteSettings }) {
  const t = useT();
  const text = settings.announcementText.trim();
  if (!settings.showAnnouncement || !text) return null;
  return (
    <aside aria-label={t('layout.announcement')} className="bg-primary text-primary-foreground">
      <p className="mx-auto flex max-w-6xl items-center justify-center gap-2 px-4 py-2 text-center font-medium text-sm">
        <Megaphone className="size-4 shrink-0" aria-hidden="true" />
        {text}
      </p>
    </aside>
  );
}

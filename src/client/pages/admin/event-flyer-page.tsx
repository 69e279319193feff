import { Button } from '@client/components/ui/button';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { formatLongDate } from '@shared/dates';
import { localizedPath } from '@shared/i18n/locales';
import { localizeEventNames } from '@shared/i18n/localized-content';
import type { WrittenEvent } from '@shared/schemas/events';
import { SOURCE_TAGS, withSourceTag } from '@shared/source-tags';
import { Printer } from 'lucide-react';
import { usePageHead } from '../../app/head';
import { AdminAuthGate } from '../../features/admin-auth/components/admin-auth-gate';
import { useEvent } from '../../features/events/api/get-event';
import { eventImage } from '../../features/events/event-image';
import { EventFlyer } from '../../features/flyer/components/event-flyer';
import { QrCodeImage } from '../../features/qr-code/components/qr-code-image';
import { useSettings } from '../../features/settings/api/get-settings';
import { useSiteOrigin } from '../../features/site/use-site-origin';
import { useTimeZone } from '../../features/site/use-time-zone';

function Flyer({ id }: { id: string }) {
  const { data: written, isPending, isError } = useEvent(id, true);
  const settings = useSettings();
  const origin = useSiteOrigin();
  const timeZone = useTimeZone();
  const { t, intl, locale } = usePageLanguage();
  // The admin's read of the event carries the organisers' translations: the flyer is printed in the admin's
  // language, its title too when one was written.
  const event =
    written && localizeEventNames(written, (written as Partial<WrittenEvent>).translations, locale);
  usePageHead({
    title: event ? t('admin.flyer.headTitle', { title: event.title }) : t('admin.flyer.headTitleBare'),
    noindex: true,
  });
  if (isPending) return <p className="p-8 text-center">{t('admin.flyer.loading')}</p>;
  if (isError || !event) return <p className="p-8 text-center">{t('admin.flyer.notFound')}</p>;
  // A flyer in Hindi leads to the event's Hindi page.
  const eventUrl = `${origin}${localizedPath(locale, `/events/${encodeURIComponent(event.slug)}`)}`;
  return (
    <>
      <div className="flyer-toolbar mx-auto flex max-w-[210mm] items-center justify-between gap-4 px-4 py-4">
        <a href="/admin" className="text-primary underline">
          {t('admin.flyer.backToDashboard')}
        </a>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('admin.flyer.print')}
        </Button>
      </div>
      <EventFlyer
        groupName={settings.data?.groupName ?? ''}
        title={event.title}
        date={formatLongDate(event.startsAt, timeZone, intl)}
        time={event.time}
        venue={event.venue}
        address={event.address}
        image={eventImage(event)}
        eventUrl={eventUrl}
        siteAddress={origin.replace(/^https?:\/\//, '')}
        qrCode={
          <QrCodeImage
            // Tagged, so the report can tell the sign-ups the printed flyer brought; the printed address is not.
            url={withSourceTag(eventUrl, SOURCE_TAGS.flyer)}
            alt={t('qr.alt', { event: event.title })}
            className="aspect-square w-full"
          />
        }
      />
    </>
  );
}

/** /admin/events/:id/flyer: the event's A4 flyer, with a Print button (the print stylesheet keeps only the page). */
export default function EventFlyerPage({ params }: { params: { id: string } }) {
  return (
    <AdminAuthGate>
      <Flyer id={params.id} />
    </AdminAuthGate>
  );
}

import { IconListItem } from '@client/components/icon-list-item';
import { LinkifiedText } from '@client/components/linkified-text';
import { PageHeader } from '@client/components/page-header';
import { useSeries } from '@client/features/series/api/get-series';
import { useSiteSettings } from '@client/features/settings/use-site-settings';
import { useTimeZone } from '@client/features/site/use-time-zone';
import { useT } from '@client/lib/i18n/i18n-context';
import { CalendarPlus, MapPin, Repeat } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { usePageHead } from '../../app/head';
import { seriesHead } from '../../app/page-heads';
import { NotFoundPage } from './not-found-page';

// The sign-up form (and its validation library) loads after the page, as the event page's dialogs do.
const SeriesSignUp = lazy(() =>
  import('@client/features/series/components/series-sign-up').then((m) => ({ default: m.SeriesSignUp })),
);

/** A series: what its dates share, and registering for several of them at once. */
export function SeriesPage({ params }: { params: { slug: string } }) {
  const settings = useSiteSettings();
  const timeZone = useTimeZone();
  const series = useSeries(params.slug);
  const t = useT();
  usePageHead(seriesHead(series.data, settings, t));
  if (series.isError) return <NotFoundPage />;
  if (!series.data) return <PageHeader title={t('series.loading')} />;
  const s = series.data;
  return (
    <>
      <PageHeader title={s.title}>{s.summary}</PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
        <section aria-label={t('series.about')} className="grid gap-4">
          <ul className="grid gap-2">
            <IconListItem layout="inline" icon={Repeat}>
              <span className="font-medium">{s.summary}</span>
            </IconListItem>
            <IconListItem layout="inline" icon={MapPin}>
              {s.venue}, {s.address}
            </IconListItem>
          </ul>
          {s.description ? <LinkifiedText text={s.description} className="text-lg leading-relaxed" /> : null}
          <p>
            <a
              href={`/api/series/${encodeURIComponent(s.slug)}/calendar.ics`}
              className="inline-flex items-center gap-2 font-medium text-primary underline"
            >
              <CalendarPlus className="size-4" aria-hidden="true" />
              {t('series.addAll')}
            </a>
          </p>
        </section>
        <Suspense fallback={<div className="min-h-96 rounded-2xl border border-border bg-card" />}>
          <SeriesSignUp series={s} timeZone={timeZone} />
        </Suspense>
      </div>
    </>
  );
}

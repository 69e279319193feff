import { IconListItem } from '@client/components/icon-list-item';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { useDayAndMonth, useLongDate } from '@client/lib/formatted-dates';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Series } from '@shared/schemas/series';
import { ArrowRight, CalendarDays, MapPin, Repeat } from 'lucide-react';
import { Link } from 'wouter';

/** How many dates the card offers to pick from; the series page has them all. */
const DATES_ON_CARD = 6;

export const seriesPageHref = (slug: string) => `/series/${encodeURIComponent(slug)}`;

/**
 * A series on the events list, once for all its dates: its rule ("Every Tuesday and Thursday, 6:00 PM"), the next
 * date, and the next few dates to pick (each its own page), with the way to register for several at once.
 */
export function SeriesCard({ series, timeZone }: { series: Series; timeZone: string }) {
  const longDate = useLongDate();
  const dayAndMonth = useDayAndMonth();
  const t = useT();
  const upcoming = series.dates.filter((d) => d.status !== 'cancelled');
  const next = upcoming[0];
  const headingId = `series-${series.id}-title`;
  return (
    <Card className="flex h-full flex-col gap-3 p-5" aria-labelledby={headingId}>
      <CardTitle id={headingId} className="text-primary">
        {series.title}
      </CardTitle>
      <ul className="space-y-1.5 text-sm">
        <IconListItem layout="inline" icon={Repeat}>
          <span className="font-medium">{series.summary}</span>
        </IconListItem>
        {next ? (
          <IconListItem layout="inline" icon={CalendarDays}>
            {t('series.next', { date: longDate(next.startsAt, timeZone) })}
          </IconListItem>
        ) : null}
        <IconListItem layout="inline" icon={MapPin}>
          {series.venue}
        </IconListItem>
      </ul>
      {upcoming.length > 0 ? (
        <nav aria-label={t('series.datesOf', { series: series.title })}>
          <ul className="flex flex-wrap gap-2">
            {upcoming.slice(0, DATES_ON_CARD).map((date) => (
              <li key={date.id}>
                <Link
                  href={`/events/${encodeURIComponent(date.slug)}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-border px-3 text-sm hover:border-primary hover:text-primary"
                >
                  {dayAndMonth(date.startsAt, timeZone)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-auto pt-2">
        <Button asChild size="sm">
          <Link href={seriesPageHref(series.slug)}>
            {t('series.chooseDates')}
            <span className="sr-only">: {series.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}

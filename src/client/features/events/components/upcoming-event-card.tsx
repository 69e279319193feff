import { IconListItem } from '@client/components/icon-list-item';
import { ResponsiveImage } from '@client/components/responsive-image';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { useLongDate } from '@client/lib/formatted-dates';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import { clsx } from 'clsx';
import { ArrowRight, Calendar, Clock, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { eventPageHref } from '../event-action-links';
import { eventImage } from '../event-image';
import { EventActions } from './event-actions';
import { RegistrationBadge } from './registration-badge';

export type EventCardLayout = 'wide' | 'column';

type UpcomingEventCardProps = {
  event: Event;
  timeZone: string;
  /** wide: picture beside the text from tablet width on (a list of one); column: picture above (a grid). */
  layout?: EventCardLayout;
};

/**
 * An event in a list: its picture, status, title, date, time and venue, and an action row (View Details, and
 * while it is ahead Register Now and Apply for Stall, which open their dialog on the event's page).
 */
export function UpcomingEventCard({ event, timeZone, layout = 'column' }: UpcomingEventCardProps) {
  const longDate = useLongDate();
  const t = useT();
  const wide = layout === 'wide';
  const time = event.time?.trim();
  return (
    <Card className={clsx('flex h-full flex-col overflow-hidden', wide && 'md:flex-row')}>
      <ResponsiveImage
        {...eventImage(event)}
        alt=""
        sizes={
          wide
            ? '(min-width: 768px) 460px, 100vw'
            : '(min-width: 1024px) 370px, (min-width: 768px) 50vw, 100vw'
        }
        className={clsx('aspect-[16/9] w-full object-cover', wide && 'md:aspect-auto md:w-2/5 md:shrink-0')}
      />
      <div className={clsx('flex flex-1 flex-col gap-3 p-5', wide && 'md:p-8')}>
        <div>
          <RegistrationBadge open={event.registrationOpen} status={event.status} comingSoon />
        </div>
        <CardTitle className={clsx('text-primary', wide && 'md:text-2xl')}>{event.title}</CardTitle>
        <ul className="space-y-1.5 text-sm">
          <IconListItem layout="inline" icon={Calendar}>
            <span className="font-medium">{longDate(event.date, timeZone)}</span>
          </IconListItem>
          {time ? (
            <IconListItem layout="inline" icon={Clock}>
              {time}
            </IconListItem>
          ) : null}
          <IconListItem layout="inline" icon={MapPin}>
            {event.venue}
          </IconListItem>
        </ul>
        {event.description ? (
          <p className={clsx('text-muted-foreground text-sm', wide ? 'line-clamp-3' : 'line-clamp-2')}>
            {event.description}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <EventActions event={event} size="sm" nameEvent className="contents" />
          <Button variant="ghost" size="sm" asChild>
            <Link href={eventPageHref(event.slug)}>
              {t('event.viewDetails')}
              <span className="sr-only">: {event.title}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

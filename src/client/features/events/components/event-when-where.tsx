import { IconListItem } from '@client/components/icon-list-item';
import type { HeadingLevel } from '@client/components/titled-section';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useLongDate } from '@client/lib/formatted-dates';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import { Calendar, Clock, MapPin } from 'lucide-react';
import { MapLink } from './map-link';

/**
 * The when-and-where card: long date in the site zone, time or 'To Be Determined', venue and its address (a link to
 * a map).
 */
export function EventWhenWhere({
  event,
  timeZone,
  level = 'h3',
}: {
  event: Event;
  timeZone: string;
  level?: HeadingLevel;
}) {
  const longDate = useLongDate();
  const t = useT();
  return (
    <Card border="accent">
      <CardHeader className="pb-3">
        <CardTitle as={level} className="text-primary">
          {t('event.whenWhere')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          <IconListItem icon={Calendar}>
            <p className="font-medium">
              <span className="sr-only">{t('event.srDate')} </span>
              {longDate(event.date, timeZone)}
            </p>
          </IconListItem>
          <IconListItem icon={Clock}>
            <p className="font-medium">
              <span className="sr-only">{t('event.srTime')} </span>
              {event.time?.trim() || t('event.timeTbd')}
            </p>
          </IconListItem>
          <IconListItem icon={MapPin}>
            <div>
              <p className="font-medium">
                <span className="sr-only">{t('event.srLocation')} </span>
                {event.venue}
              </p>
              <p className="text-muted-foreground text-sm">
                <MapLink address={event.address}>{event.address}</MapLink>
              </p>
            </div>
          </IconListItem>
        </ul>
      </CardContent>
    </Card>
  );
}

import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useLongDate } from '@client/lib/formatted-dates';
import type { Event } from '@shared/schemas/events';
import { Calendar, Clock, MapPin } from 'lucide-react';
import type { HeadingLevel } from './heading-level';
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
  return (
    <Card border="accent">
      <CardHeader className="pb-3">
        <CardTitle as={level} className="text-primary">
          When &amp; Where
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          <li className="flex gap-3">
            <Calendar className="mt-0.5 size-5 shrink-0 text-saffron" aria-hidden="true" />
            <p className="font-medium">
              <span className="sr-only">Date: </span>
              {longDate(event.date, timeZone)}
            </p>
          </li>
          <li className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-saffron" aria-hidden="true" />
            <p className="font-medium">
              <span className="sr-only">Time: </span>
              {event.time?.trim() || 'To Be Determined'}
            </p>
          </li>
          <li className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-saffron" aria-hidden="true" />
            <div>
              <p className="font-medium">
                <span className="sr-only">Location: </span>
                {event.venue}
              </p>
              <p className="text-muted-foreground text-sm">
                <MapLink address={event.address}>{event.address}</MapLink>
              </p>
            </div>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

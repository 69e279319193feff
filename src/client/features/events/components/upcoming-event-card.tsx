import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { useLongDate } from '@client/lib/formatted-dates';
import type { Event } from '@shared/schemas/events';
import { Calendar, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { RegistrationBadge } from './registration-badge';

type UpcomingEventCardProps = { event: Event; timeZone: string; onRegister?: () => void };

export function UpcomingEventCard({ event, timeZone, onRegister }: UpcomingEventCardProps) {
  const href = `/events/${encodeURIComponent(event.slug)}`;
  const longDate = useLongDate();
  // An ended or cancelled event (Past Events) offers neither registration nor stalls.
  const ahead = event.status === 'scheduled';
  return (
    <Card className="flex h-full flex-col">
      <CardHeader layout="spaced">
        <div>
          <RegistrationBadge open={event.registrationOpen} status={event.status} closedLabel="Coming Soon" />
        </div>
        <CardTitle className="text-primary">{event.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-2">
        {event.description ? <p className="line-clamp-3 text-muted-foreground">{event.description}</p> : null}
        <p className="flex items-center gap-2 text-sm">
          <Calendar className="size-4 shrink-0 text-saffron" aria-hidden="true" />
          {longDate(event.startsAt, timeZone)}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <MapPin className="size-4 shrink-0 text-saffron" aria-hidden="true" />
          {event.venue}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="outline" size="sm" asChild>
          <Link href={href}>
            View Details<span className="sr-only">: {event.title}</span>
          </Link>
        </Button>
        {ahead && event.registrationOpen && onRegister ? (
          <Button size="sm" onClick={onRegister}>
            Register<span className="sr-only"> for {event.title}</span>
          </Button>
        ) : null}
        {ahead && event.acceptStallApplications ? (
          <Button variant="ghost" size="sm" asChild>
            <Link href={href}>
              Apply for Stall<span className="sr-only">: {event.title}</span>
            </Link>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}

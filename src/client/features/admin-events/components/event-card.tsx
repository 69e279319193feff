import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatLongDate } from '@shared/dates';
import type { Event } from '@shared/schemas/events';
import { Calendar, Clock, Images, MapPin, Pencil, QrCode, Trash2, Video } from 'lucide-react';

export type EventAction = 'images' | 'videos' | 'qr' | 'edit' | 'delete';

type EventCardProps = {
  event: Event;
  timeZone: string;
  onAction: (action: EventAction, event: Event) => void;
};

export function EventCard({ event, timeZone, onAction }: EventCardProps) {
  const buttons: { action: EventAction; label: string; icon: typeof Images }[] = [
    { action: 'images', label: 'Manage images', icon: Images },
    { action: 'videos', label: 'Manage videos', icon: Video },
    { action: 'qr', label: 'QR code', icon: QrCode },
    { action: 'edit', label: 'Edit', icon: Pencil },
  ];
  return (
    <Card>
      <CardHeader layout="split">
        <div className="flex min-w-0 flex-col gap-2">
          <CardTitle as="h3" className="break-words">
            {event.title}
          </CardTitle>
          <div>
            <Badge variant={event.registrationOpen ? 'success' : 'secondary'}>
              {event.registrationOpen ? 'Registration Open' : 'Registration Closed'}
            </Badge>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {buttons.map(({ action, label, icon: Icon }) => (
            <Button
              key={action}
              variant="outline"
              size="icon"
              aria-label={`${label}: ${event.title}`}
              title={label}
              onClick={() => onAction(action, event)}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
          <Button
            variant="outline-destructive"
            size="icon"
            aria-label={`Delete event: ${event.title}`}
            title="Delete"
            onClick={() => onAction('delete', event)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="flex flex-col gap-1.5 text-muted-foreground">
          <li className="flex items-center gap-2">
            <Calendar className="size-4 shrink-0" aria-hidden="true" />
            {formatLongDate(event.date, timeZone)}
          </li>
          {event.time ? (
            <li className="flex items-center gap-2">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              {event.time}
            </li>
          ) : null}
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {event.venue}
              {event.address ? `, ${event.address}` : ''}
            </span>
          </li>
        </ul>
        {event.description ? <p className="line-clamp-3 whitespace-pre-line">{event.description}</p> : null}
        {event.highlights.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Highlights">
            {event.highlights.map((h) => (
              <li key={h}>
                <Badge variant="outline">{h}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

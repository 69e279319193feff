import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatLongDate } from '@shared/dates';
import type { AdminEvent } from '@shared/schemas/events';
import {
  Ban,
  Calendar,
  Clock,
  Copy,
  Eye,
  Images,
  Mail,
  MapPin,
  Pencil,
  QrCode,
  Trash2,
  Users,
  Video,
} from 'lucide-react';

export type EventAction =
  | 'images'
  | 'videos'
  | 'qr'
  | 'messages'
  | 'edit'
  | 'duplicate'
  | 'cancel'
  | 'delete';

type EventCardProps = {
  event: AdminEvent;
  timeZone: string;
  onAction: (action: EventAction, event: AdminEvent) => void;
};

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const registrationsText = (n: number) => `${n} ${n === 1 ? 'registration' : 'registrations'}`;

/** Draft, Cancelled, Ended, or the registration state of a scheduled event. */
function StatusBadges({ event }: { event: AdminEvent }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {event.published ? null : <Badge variant="outline">Draft</Badge>}
      {event.status === 'cancelled' ? <Badge variant="destructive">Cancelled</Badge> : null}
      {event.status === 'ended' ? <Badge variant="secondary">Ended</Badge> : null}
      {event.status === 'scheduled' ? (
        <Badge variant={event.registrationOpen ? 'success' : 'secondary'}>
          {event.registrationOpen ? 'Registration Open' : 'Registration Closed'}
        </Badge>
      ) : null}
    </div>
  );
}

export function EventCard({ event, timeZone, onAction }: EventCardProps) {
  const buttons: { action: EventAction; label: string; icon: typeof Images }[] = [
    { action: 'images', label: 'Manage images', icon: Images },
    { action: 'videos', label: 'Manage videos', icon: Video },
    { action: 'qr', label: 'QR code', icon: QrCode },
    { action: 'messages', label: 'Message registrants', icon: Mail },
    { action: 'edit', label: 'Edit', icon: Pencil },
    { action: 'duplicate', label: 'Duplicate', icon: Copy },
  ];
  return (
    <Card>
      <CardHeader layout="split">
        <div className="flex min-w-0 flex-col gap-2">
          <CardTitle as="h3" className="break-words">
            {event.title}
          </CardTitle>
          <StatusBadges event={event} />
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
          <Button variant="outline" size="icon" asChild>
            <a
              href={`/admin/preview/${encodeURIComponent(event.id)}`}
              target="_blank"
              rel="noopener"
              aria-label={`Preview: ${event.title}`}
              title="Preview"
            >
              <Eye aria-hidden="true" />
            </a>
          </Button>
          {event.status === 'scheduled' ? (
            <Button
              variant="outline-destructive"
              size="icon"
              aria-label={`Cancel event: ${event.title}`}
              title="Cancel event"
              onClick={() => onAction('cancel', event)}
            >
              <Ban aria-hidden="true" />
            </Button>
          ) : null}
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
            {formatLongDate(event.startsAt, timeZone)}
          </li>
          {event.time ? (
            <li className="flex items-center gap-2">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              {event.time}
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            {registrationsText(event.registrationCount)}, {people(event.peopleCount)}
          </li>
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

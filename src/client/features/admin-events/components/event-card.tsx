import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatLongDate } from '@shared/dates';
import type { AdminEvent } from '@shared/schemas/events';
import {
  Ban,
  Calendar,
  ChartColumn,
  Clock,
  Copy,
  Eye,
  Images,
  type LucideIcon,
  Mail,
  MapPin,
  Pencil,
  QrCode,
  Trash2,
  Users,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';

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

type ActionButtonProps = {
  action: EventAction;
  /** Its tooltip. */
  label: string;
  /** Read before the event's title (the label when not given). */
  ariaLabel?: string;
  icon: LucideIcon;
  destructive?: boolean;
  event: AdminEvent;
  onAction: EventCardProps['onAction'];
};

/** An icon button acting on the event, named with the event's title for screen readers. */
function ActionButton({
  action,
  label,
  ariaLabel,
  icon: Icon,
  destructive,
  event,
  onAction,
}: ActionButtonProps) {
  return (
    <Button
      variant={destructive ? 'outline-destructive' : 'outline'}
      size="icon"
      aria-label={`${ariaLabel ?? label}: ${event.title}`}
      title={label}
      onClick={() => onAction(action, event)}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </li>
  );
}

export function EventCard({ event, timeZone, onAction }: EventCardProps) {
  const buttons: Pick<ActionButtonProps, 'action' | 'label' | 'icon'>[] = [
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
          {buttons.map((button) => (
            <ActionButton key={button.action} {...button} event={event} onAction={onAction} />
          ))}
          <Button variant="outline" size="icon" asChild>
            <a
              href={`/admin/events/${encodeURIComponent(event.id)}/report`}
              aria-label={`Report: ${event.title}`}
              title="Report"
            >
              <ChartColumn aria-hidden="true" />
            </a>
          </Button>
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
            <ActionButton
              action="cancel"
              label="Cancel event"
              icon={Ban}
              destructive
              event={event}
              onAction={onAction}
            />
          ) : null}
          <ActionButton
            action="delete"
            label="Delete"
            ariaLabel="Delete event"
            icon={Trash2}
            destructive
            event={event}
            onAction={onAction}
          />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="flex flex-col gap-1.5 text-muted-foreground">
          <Fact icon={Calendar}>{formatLongDate(event.startsAt, timeZone)}</Fact>
          {event.time ? <Fact icon={Clock}>{event.time}</Fact> : null}
          <Fact icon={Users}>
            {registrationsText(event.registrationCount)}, {people(event.peopleCount)}
          </Fact>
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

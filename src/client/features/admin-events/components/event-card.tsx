import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useLongDate } from '@client/lib/formatted-dates';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
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

const CANCEL_LABEL: MessageKey = 'admin.events.card.cancel';
const DELETE_LABEL = {
  label: 'admin.events.card.delete',
  ariaLabel: 'admin.events.card.deleteEvent',
} as const satisfies Record<string, MessageKey>;

/** Draft, Cancelled, Ended, or the registration state of a scheduled event. */
function StatusBadges({ event }: { event: AdminEvent }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-1.5">
      {event.published ? null : <Badge variant="outline">{t('admin.events.card.draft')}</Badge>}
      {event.status === 'cancelled' ? (
        <Badge variant="destructive">{t('admin.events.card.cancelled')}</Badge>
      ) : null}
      {event.status === 'ended' ? <Badge variant="secondary">{t('admin.events.card.ended')}</Badge> : null}
      {event.status === 'scheduled' ? (
        <Badge variant={event.registrationOpen ? 'success' : 'secondary'}>
          {event.registrationOpen
            ? t('admin.events.card.registrationOpen')
            : t('admin.events.card.registrationClosed')}
        </Badge>
      ) : null}
    </div>
  );
}

type ActionButtonProps = {
  action: EventAction;
  /** Its tooltip. */
  label: MessageKey;
  /** Read before the event's title (the label when not given). */
  ariaLabel?: MessageKey;
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
  const t = useT();
  return (
    <Button
      variant={destructive ? 'outline-destructive' : 'outline'}
      size="icon"
      aria-label={t('admin.events.card.actionOn', { action: t(ariaLabel ?? label), title: event.title })}
      title={t(label)}
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
  const t = useT();
  const longDate = useLongDate();
  const buttons: Pick<ActionButtonProps, 'action' | 'label' | 'icon'>[] = [
    { action: 'images', label: 'admin.events.card.images', icon: Images },
    { action: 'videos', label: 'admin.events.card.videos', icon: Video },
    { action: 'qr', label: 'admin.events.card.qr', icon: QrCode },
    { action: 'messages', label: 'admin.events.card.messages', icon: Mail },
    { action: 'edit', label: 'admin.events.card.edit', icon: Pencil },
    { action: 'duplicate', label: 'admin.events.card.duplicate', icon: Copy },
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
          {[
            {
              href: `/admin/events/${encodeURIComponent(event.id)}/report`,
              label: t('admin.events.card.report'),
              Icon: ChartColumn,
              newTab: false,
            },
            {
              href: `/admin/preview/${encodeURIComponent(event.id)}`,
              label: t('admin.events.card.preview'),
              Icon: Eye,
              newTab: true,
            },
          ].map(({ href, label, Icon, newTab }) => (
            <Button key={href} variant="outline" size="icon" asChild>
              <a
                href={href}
                target={newTab ? '_blank' : undefined}
                rel={newTab ? 'noopener' : undefined}
                aria-label={t('admin.events.card.actionOn', { action: label, title: event.title })}
                title={label}
              >
                <Icon aria-hidden="true" />
              </a>
            </Button>
          ))}
          {event.status === 'scheduled' ? (
            <ActionButton
              action="cancel"
              label={CANCEL_LABEL}
              icon={Ban}
              destructive
              event={event}
              onAction={onAction}
            />
          ) : null}
          <ActionButton
            action="delete"
            label={DELETE_LABEL.label}
            ariaLabel={DELETE_LABEL.ariaLabel}
            icon={Trash2}
            destructive
            event={event}
            onAction={onAction}
          />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="flex flex-col gap-1.5 text-muted-foreground">
          <Fact icon={Calendar}>{longDate(event.startsAt, timeZone)}</Fact>
          {event.time ? <Fact icon={Clock}>{event.time}</Fact> : null}
          <Fact icon={Users}>
            {t('admin.events.card.registrations', { count: event.registrationCount })},{' '}
            {t('admin.events.card.people', { count: event.peopleCount })}
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
          <ul className="flex flex-wrap gap-1.5" aria-label={t('admin.events.card.highlights')}>
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

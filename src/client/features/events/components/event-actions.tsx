import { Button, type ButtonSize } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import { clsx } from 'clsx';
import { Store, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import { EVENT_ACTIONS, eventActionHref } from '../event-action-links';

type EventActionsProps = {
  event: Event;
  /** Open the dialogs here (the event's page); without them the actions link to the event's page and its dialog. */
  onRegister?: () => void;
  onApplyForStall?: () => void;
  size?: ButtonSize;
  /** On a dark background (the "Join the Celebration" card). */
  inverse?: boolean;
  /** Names the event to screen readers, where several events' actions share a page (lists of cards). */
  nameEvent?: boolean;
  className?: string;
};

/** Whether an event offers either action now: a scheduled event with registration or stalls open. */
export const offersActions = (event: Event) =>
  event.status === 'scheduled' && (event.registrationOpen || event.acceptStallApplications);

/**
 * "Register Now" (primary) and "Apply for Stall" (secondary), each only while its switch is on and the event is
 * ahead. Nothing when neither is offered.
 */
export function EventActions({
  event,
  onRegister,
  onApplyForStall,
  size = 'lg',
  inverse = false,
  nameEvent = false,
  className,
}: EventActionsProps) {
  const t = useT();
  if (!offersActions(event)) return null;
  const eventName = nameEvent ? <span className="sr-only">: {event.title}</span> : null;
  const register = (
    <>
      <Ticket aria-hidden="true" />
      {t('event.registerNow')}
      {eventName}
    </>
  );
  const registerVariant = inverse ? 'secondary' : 'default';
  const stallVariant = inverse ? 'outline-inverse' : 'outline';
  return (
    <div className={clsx('flex flex-wrap gap-3', className)}>
      {event.registrationOpen ? (
        onRegister ? (
          <Button size={size} variant={registerVariant} onClick={onRegister}>
            {register}
          </Button>
        ) : (
          <Button size={size} variant={registerVariant} asChild>
            <Link href={eventActionHref(event.slug, EVENT_ACTIONS.register)}>{register}</Link>
          </Button>
        )
      ) : null}
      {event.acceptStallApplications ? (
        onApplyForStall ? (
          <Button size={size} variant={stallVariant} onClick={onApplyForStall}>
            <Store aria-hidden="true" />
            {t('event.applyForAStall')}
          </Button>
        ) : (
          <Button size={size} variant={stallVariant} asChild>
            <Link href={eventActionHref(event.slug, EVENT_ACTIONS.applyStall)}>
              <Store aria-hidden="true" />
              {t('event.applyForStall')}
              {eventName}
            </Link>
          </Button>
        )
      ) : null}
    </div>
  );
}

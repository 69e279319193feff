import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { EmptyState } from '@client/components/admin/empty-state';
import { QueryStates } from '@client/components/admin/query-states';
import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n/i18n-context';
import { SKELETONS_EVENTS } from '@shared/constants';
import { effectiveEnd } from '@shared/event-time';
import type { AdminEvent, Event } from '@shared/schemas/events';
import { CalendarPlus, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDuplicateEvent } from '../api/duplicate-event';
import { CancelEventDialog } from './cancel-event-dialog';
import { DeleteEventDialog } from './delete-event-dialog';
import { type EventAction, EventCard } from './event-card';
import { EventDialog } from './event-dialog';
import { EventFormDialog } from './event-form-dialog';
import { EventImagesPanel } from './event-images-panel';
import { EventVideosPanel } from './event-videos-panel';

type EventsTabProps = {
  timeZone: string;
  /** The site's address, for the event form's page address. */
  origin: string;
  /** The page supplies the site's QR code component (features do not import each other). */
  renderQrCode: (event: Event) => ReactNode;
  /** …and the messages to an event's registrants. */
  renderMessages: (event: Event) => ReactNode;
  /** …and, in the event form, the event's volunteer shifts. */
  renderShifts?: (event: AdminEvent) => ReactNode;
  /** More ways to add events, beside Add Event (a weekly class). */
  extraActions?: ReactNode;
};

type Open = { action: EventAction; event: AdminEvent } | { action: 'create'; event: null } | null;

/** Upcoming events first, soonest first; then past ones, most recent first. */
function splitByTime(events: AdminEvent[], timeZone: string, now = Date.now()) {
  const over = (e: AdminEvent) =>
    effectiveEnd(
      {
        startsAt: new Date(e.startsAt),
        endsAt: e.endsAt ? new Date(e.endsAt) : null,
        timeKnown: e.timeKnown,
      },
      timeZone,
    ).getTime() <= now;
  const upcoming = events.filter((e) => !over(e)).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = events.filter(over).sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return { upcoming, past };
}

/** The Events tab ('Event Management'). */
export function EventsTab({
  timeZone,
  origin,
  renderQrCode,
  renderMessages,
  renderShifts,
  extraActions,
}: EventsTabProps) {
  const t = useT();
  const events = useAdminEvents();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const eventFor = (action: EventAction) => (open && open.action === action ? open.event : null);
  const formOpen = open?.action === 'create' || open?.action === 'edit';
  const duplicate = useDuplicateEvent();
  const onAction = (action: EventAction, event: AdminEvent) => {
    if (action !== 'duplicate') return setOpen({ action, event });
    // The copy opens for editing straight away.
    duplicate.mutate(event.id, {
      onSuccess: (copy) =>
        setOpen({ action: 'edit', event: { ...copy, registrationCount: 0, peopleCount: 0 } }),
      onError: () =>
        toast({
          title: t('admin.events.toast.error'),
          description: t('admin.events.duplicateFailed'),
          variant: 'destructive',
        }),
    });
  };
  const cardList = (list: AdminEvent[]) => (
    <ul className="flex flex-col gap-4">
      {list.map((event) => (
        <li key={event.id}>
          <EventCard event={event} timeZone={timeZone} onAction={onAction} />
        </li>
      ))}
    </ul>
  );

  return (
    <AdminTabSection
      id="events"
      title={t('admin.events.title')}
      headerClassName="flex flex-wrap items-center justify-between gap-3"
      actions={
        <div className="flex flex-wrap gap-2">
          {extraActions}
          <Button onClick={() => setOpen({ action: 'create', event: null })}>
            <Plus aria-hidden="true" />
            {t('admin.events.add')}
          </Button>
        </div>
      }
    >
      <QueryStates
        query={events}
        loading={{
          label: t('admin.events.loading'),
          className: 'flex flex-col gap-4',
          count: SKELETONS_EVENTS,
          rounded: 'xl',
          placeholderClassName: 'h-48 w-full',
        }}
        error={t('admin.events.loadFailed')}
        empty={
          <EmptyState icon={CalendarPlus} title={t('admin.events.empty.title')} roomy>
            {t('admin.events.empty.text')}
          </EmptyState>
        }
      >
        {(list) => {
          const groups = splitByTime(list, timeZone);
          return (
            <>
              {cardList(groups.upcoming)}
              {groups.past.length > 0 ? (
                <details className="rounded-xl border border-border p-4">
                  <summary className="cursor-pointer font-semibold">
                    {t('admin.events.past', { count: groups.past.length })}
                  </summary>
                  <div className="mt-4">{cardList(groups.past)}</div>
                </details>
              ) : null}
            </>
          );
        }}
      </QueryStates>
      <EventFormDialog
        open={formOpen}
        onOpenChange={(next) => !next && close()}
        event={open?.action === 'edit' ? open.event : null}
        timeZone={timeZone}
        origin={origin}
        renderShifts={renderShifts}
      />
      <EventDialog
        event={eventFor('images')}
        onClose={close}
        title={t('admin.events.images.title', { title: eventFor('images')?.title ?? '' })}
        description={t('admin.events.images.description')}
        width="3xl"
      >
        {(event) => <EventImagesPanel event={event} />}
      </EventDialog>
      <EventDialog
        event={eventFor('videos')}
        onClose={close}
        title={t('admin.events.videos.title', { title: eventFor('videos')?.title ?? '' })}
        description={t('admin.events.videos.description')}
        width="2xl"
      >
        {(event) => <EventVideosPanel event={event} />}
      </EventDialog>
      <EventDialog
        event={eventFor('qr')}
        onClose={close}
        title={
          open?.action === 'qr'
            ? t('admin.events.qr.title', { title: open.event.title })
            : t('admin.events.qr.titleAlone')
        }
        description={t('admin.events.qr.description')}
        width="sm"
      >
        {renderQrCode}
      </EventDialog>
      <EventDialog
        event={eventFor('messages')}
        onClose={close}
        title={t('admin.events.messages.title', { title: eventFor('messages')?.title ?? '' })}
        description={t('admin.events.messages.description')}
        width="2xl"
      >
        {renderMessages}
      </EventDialog>
      <CancelEventDialog event={open?.action === 'cancel' ? open.event : null} onClose={close} />
      <DeleteEventDialog event={eventFor('delete')} onClose={close} />
    </AdminTabSection>
  );
}

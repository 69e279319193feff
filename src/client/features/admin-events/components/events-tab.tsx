import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { SKELETONS_EVENTS } from '@shared/constants';
import type { Event } from '@shared/schemas/events';
import { CalendarPlus, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DeleteEventDialog } from './delete-event-dialog';
import { type EventAction, EventCard } from './event-card';
import { EventFormDialog } from './event-form-dialog';
import { EventImagesDialog } from './event-images-dialog';
import { EventQrDialog } from './event-qr-dialog';
import { EventVideosDialog } from './event-videos-dialog';

type EventsTabProps = { timeZone: string; renderQrCode: (event: Event) => ReactNode };

type Open = { action: EventAction; event: Event } | { action: 'create'; event: null } | null;

/** SPEC §2 Events tab ('Event Management'). */
export function EventsTab({ timeZone, renderQrCode }: EventsTabProps) {
  const events = useAdminEvents();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const eventFor = (action: EventAction) => (open && open.action === action ? open.event : null);
  const formOpen = open?.action === 'create' || open?.action === 'edit';

  return (
    <section aria-labelledby="events-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="events-heading" className="font-semibold text-2xl">
          Event Management
        </h2>
        <Button onClick={() => setOpen({ action: 'create', event: null })}>
          <Plus aria-hidden="true" />
          Add Event
        </Button>
      </div>
      {events.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Loading events">
          {Array.from({ length: SKELETONS_EVENTS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} rounded="xl" className="h-48 w-full" />
          ))}
        </div>
      ) : events.isError ? (
        <p role="alert" className="text-destructive">
          Could not load events.
        </p>
      ) : events.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-border border-dashed p-10 text-center">
          <CalendarPlus className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold text-lg">No events yet</p>
          <p className="text-muted-foreground">Create your first event to get started.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {events.data.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                timeZone={timeZone}
                onAction={(action, e) => setOpen({ action, event: e })}
              />
            </li>
          ))}
        </ul>
      )}
      <EventFormDialog
        open={formOpen}
        onOpenChange={(next) => !next && close()}
        event={open?.action === 'edit' ? open.event : null}
        timeZone={timeZone}
      />
      <EventImagesDialog event={eventFor('images')} onClose={close} />
      <EventVideosDialog event={eventFor('videos')} onClose={close} />
      <EventQrDialog event={eventFor('qr')} onClose={close} renderQrCode={renderQrCode} />
      <DeleteEventDialog event={eventFor('delete')} onClose={close} />
    </section>
  );
}

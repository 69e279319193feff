import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { Event } from '@shared/schemas/events';
import { EventVideosPanel } from './event-videos-panel';

type EventVideosDialogProps = { event: Event | null; onClose: () => void };

export function EventVideosDialog({ event, onClose }: EventVideosDialogProps) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{`Videos for ${event?.title ?? ''}`}</DialogTitle>
          <DialogDescription>YouTube videos shown with this event.</DialogDescription>
        </DialogHeader>
        {event ? <EventVideosPanel event={event} /> : null}
      </DialogContent>
    </Dialog>
  );
}

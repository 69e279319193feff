import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { Event } from '@shared/schemas/events';
import { EventImagesPanel } from './event-images-panel';

type EventImagesDialogProps = { event: Event | null; onClose: () => void };

export function EventImagesDialog({ event, onClose }: EventImagesDialogProps) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="3xl">
        <DialogHeader>
          <DialogTitle>{`Images for ${event?.title ?? ''}`}</DialogTitle>
          <DialogDescription>Photos shown on the event page and in the gallery.</DialogDescription>
        </DialogHeader>
        {event ? <EventImagesPanel event={event} /> : null}
      </DialogContent>
    </Dialog>
  );
}

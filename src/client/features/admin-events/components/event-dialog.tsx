import {
  Dialog,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { Event } from '@shared/schemas/events';
import type { ReactNode } from 'react';

type EventDialogProps = {
  /** The event it is about: open while set. */
  event: Event | null;
  onClose: () => void;
  title: string;
  description: string;
  width: DialogContentProps['width'];
  children: (event: Event) => ReactNode;
};

/** A dialog about one event (its images, videos or QR code): a title, a line on what it shows, the content. */
export function EventDialog({ event, onClose, title, description, width, children }: EventDialogProps) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width={width}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {event ? children(event) : null}
      </DialogContent>
    </Dialog>
  );
}

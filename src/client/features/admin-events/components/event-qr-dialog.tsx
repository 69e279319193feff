import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { Event } from '@shared/schemas/events';
import type { ReactNode } from 'react';

type EventQrDialogProps = {
  event: Event | null;
  onClose: () => void;
  /** The page supplies the site's QR component (features do not import each other). */
  renderQrCode: (event: Event) => ReactNode;
};

export function EventQrDialog({ event, onClose, renderQrCode }: EventQrDialogProps) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="sm">
        <DialogHeader>
          <DialogTitle>{event ? `${event.title} - QR Code` : 'QR Code'}</DialogTitle>
          <DialogDescription>Scanning it opens the event page.</DialogDescription>
        </DialogHeader>
        {event ? renderQrCode(event) : null}
      </DialogContent>
    </Dialog>
  );
}

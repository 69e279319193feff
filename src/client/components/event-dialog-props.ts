import type { Event } from '@shared/schemas/events';

/** What an event's page gives one of its dialogs (registration, stall application): the event, and whether it is open. */
export type EventDialogProps = {
  event: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

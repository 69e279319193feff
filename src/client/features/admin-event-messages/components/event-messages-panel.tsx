import type { Event } from '@shared/schemas/events';
import { ComposeMessage } from './compose-message';
import { MessageHistory } from './message-history';

/** An event's messages to its registrants: write a new one, and what was sent before. */
export function EventMessagesPanel({ event, timeZone }: { event: Event; timeZone: string }) {
  return (
    <div className="grid gap-8">
      <ComposeMessage eventId={event.id} eventTitle={event.title} />
      <MessageHistory eventId={event.id} timeZone={timeZone} />
    </div>
  );
}

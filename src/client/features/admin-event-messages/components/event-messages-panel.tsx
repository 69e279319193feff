import type { EventMessageAudience } from '@shared/schemas/event-messages';
import type { Event } from '@shared/schemas/events';
import { ComposeMessage } from './compose-message';
import { MessageHistory } from './message-history';

type EventMessagesPanelProps = {
  event: Pick<Event, 'id' | 'title'>;
  timeZone: string;
  /** Whom to write to (the registrants' audiences unless told), and the shifts for one shift's volunteers. */
  audiences?: readonly EventMessageAudience[];
  shifts?: readonly { id: string; label: string }[];
};

/** An event's messages to its registrants (or volunteers): write a new one, and what was sent before. */
export function EventMessagesPanel({ event, timeZone, audiences, shifts }: EventMessagesPanelProps) {
  return (
    <div className="grid gap-8">
      <ComposeMessage eventId={event.id} eventTitle={event.title} audiences={audiences} shifts={shifts} />
      <MessageHistory eventId={event.id} timeZone={timeZone} />
    </div>
  );
}

import { EmptyState } from '@client/components/admin/empty-state';
import { PanelSection } from '@client/components/admin/panel-section';
import { QueryStates } from '@client/components/admin/query-states';
import { LoadingPlaceholders } from '@client/components/loading-status';
import { formatDateTime } from '@shared/dates';
import { AUDIENCE_LABELS } from '@shared/schemas/event-messages';
import { Mail } from 'lucide-react';
import { useEventMessages } from '../api/get-event-messages';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** The messages sent about an event, newest first: subject, audience, when, by whom, and how delivery went. */
export function MessageHistory({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const messages = useEventMessages(eventId);
  return (
    <PanelSection id="message-history" title="Sent messages" className="grid gap-3">
      <QueryStates
        query={messages}
        loading={
          <LoadingPlaceholders
            label="Loading sent messages"
            className="grid gap-2"
            placeholderClassName="h-16 w-full"
          />
        }
        error="Could not load the sent messages."
        empty={
          <EmptyState icon={Mail} title="No messages sent yet">
            Messages you send to this event's registrants are listed here.
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-2" data-testid="message-history">
            {list.map((m) => (
              <li key={m.id} className="rounded-lg border border-border p-3 text-sm">
                <p className="font-medium">{m.subject}</p>
                <p className="text-muted-foreground">
                  {AUDIENCE_LABELS[m.audience]} · {people(m.recipients)} ·{' '}
                  {formatDateTime(m.sentAt, timeZone)}
                  {m.sentBy ? ` · by ${m.sentBy}` : ''}
                </p>
                <p className="text-muted-foreground">
                  Delivered {m.delivered} of {m.recipients}
                  {m.failed > 0 ? `, ${m.failed} failed` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </PanelSection>
  );
}

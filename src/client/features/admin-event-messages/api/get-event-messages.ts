import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { EventMessage, EventMessageAudience, MessageRecipients } from '@shared/schemas/event-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';

const messagesPath = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}/messages`;

/** Every query about one event's messages starts with this key: sending refreshes them all. */
export const eventMessagesKey = (eventId: string) => ['/api/admin/events', eventId, 'messages'] as const;

/** GET …/messages: what was sent, newest first, with delivery counts. */
export const eventMessagesQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventMessagesKey(eventId),
    queryFn: () => apiGet<EventMessage[]>(messagesPath(eventId)),
    retry: adminRetry,
  });

export const useEventMessages = (eventId: string) => useQuery(eventMessagesQuery(eventId));

/**
 * GET …/messages/recipients?audience=: how many people a message to that audience would reach (`shiftId` for the
 * volunteers of one shift).
 */
export const messageRecipientsQuery = (eventId: string, audience: EventMessageAudience, shiftId?: string) =>
  queryOptions({
    queryKey: [...eventMessagesKey(eventId), 'recipients', audience, shiftId ?? null],
    queryFn: () =>
      apiGet<MessageRecipients>(
        `${messagesPath(eventId)}/recipients?audience=${encodeURIComponent(audience)}${
          shiftId ? `&shiftId=${encodeURIComponent(shiftId)}` : ''
        }`,
      ),
    retry: adminRetry,
  });

export const useMessageRecipients = (eventId: string, audience: EventMessageAudience, shiftId?: string) =>
  useQuery({
    ...messageRecipientsQuery(eventId, audience, shiftId),
    enabled: audience !== 'shift-volunteers' || Boolean(shiftId),
  });

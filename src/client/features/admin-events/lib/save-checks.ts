import type { EventPayload } from '@shared/schemas/event-payload';
import type { Event } from '@shared/schemas/events';

/** The ids of the event's activity options that the payload no longer has (a removed category removes its options). */
export function removedOptionIds(
  event: Pick<Event, 'activities'>,
  payload: Pick<EventPayload, 'activities'>,
) {
  const kept = new Set(
    (payload.activities ?? []).flatMap((group) => (group.options ?? []).map((option) => option.id)),
  );
  return event.activities.flatMap((group) =>
    group.options.filter((option) => !kept.has(option.id)).map((option) => option.id),
  );
}

type WhereAndWhen = { date: string; startTime: string; endTime: string; venue: string; address: string };

/** Whether the form moves the event in time or place (what registrants' calendars hold). */
export const movesTimeOrPlace = (before: WhereAndWhen, after: WhereAndWhen) =>
  (['date', 'startTime', 'endTime', 'venue', 'address'] as const).some(
    (key) => before[key].trim() !== after[key].trim(),
  );

import { notFound } from '../../lib/http-error';
import type { EventRow } from './repository';

export const EVENT_NOT_FOUND = 'Event not found';

/** The event looked up, or the 404 every route answers for an unknown one. */
export function requireEvent(event: EventRow | null): EventRow {
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

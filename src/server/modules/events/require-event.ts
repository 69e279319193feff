import { eventStatusOf } from '@shared/event-time';
import { forbidden, notFound } from '../../lib/http-error';
import type { EventRow } from './event-row';

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_ENDED_MESSAGE = 'This event has ended';
export const EVENT_CANCELLED_MESSAGE = 'This event was cancelled';
export const EVENT_NOT_PUBLISHED_MESSAGE = 'This event is not published';

/** The event looked up, or the 404 every route answers for an unknown one. */
export function requireEvent(event: EventRow | null): EventRow {
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** Registrations, their updates and stall applications are refused (403) once an event is over or cancelled. */
export function requireEventAhead(event: EventRow, timeZone: string): EventRow {
  const status = eventStatusOf(event, timeZone);
  if (status === 'ended') throw forbidden(EVENT_ENDED_MESSAGE);
  if (status === 'cancelled') throw forbidden(EVENT_CANCELLED_MESSAGE);
  return event;
}

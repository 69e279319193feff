import type { Db } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import type { EventRow, NewEventRow } from './event-row';
import { createEventsRepository, lockEventStatus as lockEventRow } from './repository';
import { requireEvent } from './require-event';

/** The lookups and lists of events other features use (each answers null on a miss; requireEvent makes it 404). */
export function eventsReader(db: Db, timeZone: string) {
  const repository = createEventsRepository(db, timeZone);
  return {
    findById: (id: string, tx?: Db) => repository.findById(id, tx),
    findBySlugOrId: (slugOrId: string, tx?: Db) => repository.findBySlugOrId(slugOrId, tx),
    findPublished: (slugOrId: string, tx?: Db) => repository.findPublished(slugOrId, tx),
    list: (...args: Parameters<typeof repository.list>) => repository.list(...args),
    publishedSince: (since: Date) => repository.publishedSince(since),
  };
}
export type EventsReader = ReturnType<typeof eventsReader>;

/** The event by its id, drafts included, for an admin's routes on it; 404 for an unknown one (or a slug). */
export async function eventByIdOr404(db: Db, timeZone: string, id: string): Promise<EventRow> {
  return requireEvent(isUuid(id) ? await eventsReader(db, timeZone).findById(id) : null);
}

/**
 * The writes of event rows other features make as the events feature would: a series' dates are events, and
 * the demo content adds some. The admin's rules (slugs, publishing, cancelling) stay in the events feature.
 */
export function eventsWriter(db: Db, timeZone: string) {
  const repository = createEventsRepository(db, timeZone);
  return {
    insert: (values: NewEventRow, tx?: Db): Promise<EventRow> => repository.insert(values, tx),
    update: (id: string, values: Partial<NewEventRow>, tx?: Db) => repository.update(id, values, tx),
    deleteById: (id: string, tx?: Db) => repository.deleteById(id, tx),
    count: () => repository.count(),
  };
}

/**
 * Holds the event's row until the transaction ends and answers its status then, null when it no longer exists:
 * a write that finds 'scheduled' commits before any cancellation of the event does.
 */
export const lockEventStatus = (tx: Db, eventId: string) => lockEventRow(tx, eventId);

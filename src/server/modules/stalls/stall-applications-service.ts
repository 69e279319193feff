import type { StallApplicationStatus } from '@shared/schemas/stalls';
import type { Db } from '../../db/client';
import type { EventRow } from '../events/event-row';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { createStallApplicationsAdminRepository } from './admin-repository';
import { createStallApplicationsRepository, type StallApplicationRow } from './repository';

/**
 * Stall applications beside the application and the decision: the vendors a published event lists, the admin's
 * lists and deletion. Each given an event's slug or id answers 404 for an unknown one.
 */
export function stallApplicationsService(db: Db, timeZone: string) {
  const events = eventsReader(db, timeZone);
  const admin = createStallApplicationsAdminRepository(db);
  const eventOr404 = async (slugOrId: string) => requireEvent(await events.findBySlugOrId(slugOrId));
  return {
    /** The approved vendors that chose to be listed on the published event's page. */
    async publicVendors(slugOrId: string) {
      const event = requireEvent(await events.findPublished(slugOrId));
      return createStallApplicationsRepository(db).listPublicVendors(event.id);
    },

    /** Applications for the admin, newest first: of one event or all, of one status or all. */
    async list(filter: { eventId?: string | undefined; status?: StallApplicationStatus | undefined }) {
      const eventId = filter.eventId ? (await eventOr404(filter.eventId)).id : undefined;
      return admin.list({ eventId, status: filter.status });
    },

    /** An event's applications for its CSV, in the order they came in (as a spreadsheet is read). */
    async forExport(slugOrId: string): Promise<{ event: EventRow; rows: StallApplicationRow[] }> {
      const event = await eventOr404(slugOrId);
      return { event, rows: (await admin.list({ eventId: event.id })).reverse() };
    },

    /** Deletes an application for good; null when there was none. */
    remove: (id: string) => admin.deleteById(id),
  };
}

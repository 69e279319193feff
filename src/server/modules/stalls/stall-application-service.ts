import {
  DUPLICATE_STALL_APPLICATION_MESSAGE,
  STALLS_FULL_MESSAGE,
  type StallApplicationStatus,
} from '@shared/schemas/stalls';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/database-errors';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import { eventsReader, lockEventStatus } from '../events/events-service';
import {
  EVENT_CANCELLED_MESSAGE,
  EVENT_NOT_FOUND,
  requireEvent,
  requireEventAhead,
} from '../events/require-event';
import { siteSettingsReader } from '../settings/site-settings';
import { stallAcknowledgement, stallOrganiserNotice } from './messages/stall-acknowledgement';
import {
  createStallApplicationsRepository,
  type NewStallApplicationRow,
  type StallApplicationRow,
} from './repository';

export const STALLS_NOT_ACCEPTED_MESSAGE = 'This event is not accepting stall applications';

export type StallApplicationValues = Omit<
  NewStallApplicationRow,
  'id' | 'eventId' | 'status' | 'decidedAt' | 'createdAt'
>;

/**
 * A vendor's application for a stall at a published event ahead (403 when it takes none, or all are taken and it
 * keeps no waitlist): stored with its event's row held, so nothing is stored once a cancellation has committed
 * (403), and at most once per address and business (409). Then the vendor's acknowledgement and the organisers'
 * notice are mailed.
 */
export async function applyForStall(
  { db, timeZone, mail }: { db: Db; timeZone: string; mail: Pick<Mailer, 'send'> },
  eventId: string,
  values: StallApplicationValues,
  siteUrl: string,
): Promise<StallApplicationRow> {
  const applications = createStallApplicationsRepository(db);
  const event = requireEventAhead(
    requireEvent(await eventsReader(db, timeZone).findPublished(eventId)),
    timeZone,
  );
  if (!event.acceptStallApplications) throw forbidden(STALLS_NOT_ACCEPTED_MESSAGE);
  // Once the approved stalls reach the capacity, new applications wait in line if the event allows it.
  let status: StallApplicationStatus = 'pending';
  if (event.stallCapacity !== null && (await applications.countApproved(event.id)) >= event.stallCapacity) {
    if (!event.stallWaitlist) throw forbidden(STALLS_FULL_MESSAGE);
    status = 'waitlisted';
  }
  const row = await storeStallApplication(db, { eventId: event.id, ...values, status });
  if (row === 'duplicate') throw conflict(DUPLICATE_STALL_APPLICATION_MESSAGE);
  if (row === 'cancelled') throw forbidden(EVENT_CANCELLED_MESSAGE);
  if (row === 'no-event') throw notFound(EVENT_NOT_FOUND);
  const { groupName, contactEmail } = await siteSettingsReader(db).get();
  const waitlisted = status === 'waitlisted';
  await mail.send(
    stallAcknowledgement({ event, application: row, groupName, siteUrl, timeZone, waitlisted }),
    { acknowledgement: true },
  );
  await mail.send(
    stallOrganiserNotice({
      event,
      application: row,
      organiserEmail: contactEmail,
      groupName,
      siteUrl,
      timeZone,
    }),
  );
  return row;
}

/**
 * Stores an application, holding its event's row while reading the event's status: 'cancelled' when the event was
 * cancelled meanwhile (nothing is stored once a cancellation has committed), 'no-event' when it was deleted,
 * 'duplicate' when the event already has one from that email for that business name (the unique index on
 * (event_id, lower(email), lower(business_name)) decides, so simultaneous submissions cannot both succeed).
 */
export async function storeStallApplication(
  db: Db,
  values: NewStallApplicationRow,
): Promise<StallApplicationRow | 'duplicate' | 'cancelled' | 'no-event'> {
  try {
    return await db.transaction(async (tx) => {
      const status = await lockEventStatus(tx, values.eventId);
      if (status === null) return 'no-event';
      if (status === 'cancelled') return 'cancelled';
      return createStallApplicationsRepository(db).insert(values, tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate';
    throw err;
  }
}

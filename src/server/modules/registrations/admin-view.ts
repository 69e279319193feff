import type { RegistrationDetail } from '@shared/schemas/admin-registration-detail';
import type {
  ActivityChoices,
  AdminRegistration,
  Attendance,
  RegistrationList,
  RegistrationStats,
  registrationListQuerySchema,
} from '@shared/schemas/admin-registrations';
import { partyByType } from '@shared/schemas/registration-shape';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { registrationToApi } from '../../lib/to-api';
import { isUuid } from '../../lib/uuid';
import type { EventRow } from '../events/event-row';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { activityNamesOf, namesOfSelected } from './activity-names';
import { registrationHistory } from './admin-history';
import { type Arrival, createRegistrationsAdminRepository } from './admin-repository';
import { answerRows } from './party-text';
import { placesLeft, waitlistPosition } from './places-repository';
import { REGISTRATION_NOT_FOUND_MESSAGE } from './registration-messages';
import { createRegistrationsRepository, type RegistrationRow } from './repository';

// Registrations as the admin's dashboard shows them: with option names, waitlist places, arrivals and answers.

const toAdminRegistration = (
  row: RegistrationRow,
  names: Map<string, string>,
  waitlistPosition: number | null,
  arrival: Arrival | undefined,
  event: Pick<EventRow, 'ticketTypes' | 'questions'> | null,
): AdminRegistration => {
  // The ticket code is the registrant's own, never shown to the admin.
  const { ticketCode: _ticketCode, ...registration } = registrationToApi(row, waitlistPosition);
  return {
    ...registration,
    email: row.email,
    activityNames: namesOfSelected(row, names),
    adminComment: row.adminComment,
    checkedIn: arrival?.checkedIn ?? 0,
    lastCheckedInAt: arrival?.lastCheckedInAt.toISOString() ?? null,
    party: event && event.ticketTypes.length > 0 ? partyByType(row.tickets, event.ticketTypes) : null,
    answerRows: answerRows(row, event?.questions ?? []),
  };
};

/** The admin's reads of registrations; every one given an event's slug or id answers 404 for an unknown one. */
export function adminRegistrationsReader(db: Db, timeZone: string) {
  const repo = createRegistrationsAdminRepository(db, timeZone);
  const events = eventsReader(db, timeZone);
  const eventOr404 = async (slugOrId: string) => requireEvent(await events.findBySlugOrId(slugOrId));
  const eventIdOf = async (slugOrId: string | undefined) =>
    slugOrId ? (await eventOr404(slugOrId)).id : undefined;

  /** One registration as the dashboard shows it after a change: option names, waitlist place, arrivals. */
  const viewOf = async (row: RegistrationRow): Promise<AdminRegistration> => {
    const event = await events.findById(row.eventId);
    return toAdminRegistration(
      row,
      activityNamesOf(event?.activities ?? []),
      await waitlistPosition(db, row),
      (await repo.arrivals({ registrationId: row.id })).get(row.id),
      event,
    );
  };

  return {
    eventOr404,
    viewOf,

    /** An event's registrations, with each waiting party's place in line. */
    async ofEvent(slugOrId: string): Promise<AdminRegistration[]> {
      const event = await eventOr404(slugOrId);
      const names = activityNamesOf(event.activities);
      const [rows, arrivals] = await Promise.all([
        repo.listForEvent(event.id),
        repo.arrivals({ eventId: event.id }),
      ]);
      const waiting = rows
        .filter((row) => row.status === 'waitlisted')
        .sort((a, b) => (a.waitlistOrder ?? 0) - (b.waitlistOrder ?? 0));
      const positions = new Map(waiting.map((row, i) => [row.id, i + 1] as const));
      return rows.map((row) =>
        toAdminRegistration(row, names, positions.get(row.id) ?? null, arrivals.get(row.id), event),
      );
    },

    /** One page of the list across events; newest first by default when sorted by date, else A to Z. */
    async list({
      sort,
      page,
      pageSize,
      ...query
    }: z.output<typeof registrationListQuerySchema>): Promise<RegistrationList> {
      const order = query.order ?? (sort === 'createdAt' ? 'desc' : 'asc');
      const eventId = await eventIdOf(query.eventId);
      const found = await repo.list({ ...query, eventId }, sort, order, page, pageSize);
      return { ...found, page, pageSize };
    },

    /** One registration's page: its event, the places left, whether it fits now, and its history. */
    async detail(id: string): Promise<RegistrationDetail> {
      const row = isUuid(id) ? await createRegistrationsRepository(db).findById(id) : null;
      const event = row ? await events.findById(row.eventId) : null;
      if (!row || !event) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      const { confirmedPeople } = await repo.attendance(event.id, event.capacity);
      const left = placesLeft({ capacity: event.capacity, confirmedPeople });
      return {
        ...(await viewOf(row)),
        eventTitle: event.title,
        eventStartsAt: event.startsAt.toISOString(),
        ticketTypes: event.ticketTypes
          .filter((type) => !type.archived || row.tickets.some((line) => line.ticketTypeId === type.id))
          .map(({ id, name }) => ({ id, name })),
        placesLeft: left,
        fitsNow: row.status === 'waitlisted' && (left === null || row.guestCount <= left),
        history: await registrationHistory(db, row, event.title),
      };
    },

    async attendance(slugOrId: string): Promise<Attendance> {
      const event = await eventOr404(slugOrId);
      return repo.attendance(event.id, event.capacity);
    },

    /** What the event form needs before it drops options: who chose what (`removing`: ids, comma-separated). */
    async activityChoices(slugOrId: string, removing: string | undefined): Promise<ActivityChoices> {
      const event = await eventOr404(slugOrId);
      const ids = (removing ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      return repo.activityChoices(event.id, [...new Set(ids)]);
    },

    async stats(eventSlugOrId: string | undefined): Promise<RegistrationStats> {
      return repo.stats(await eventIdOf(eventSlugOrId));
    },
  };
}

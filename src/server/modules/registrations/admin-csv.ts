import type { Readable } from 'node:stream';
import { dateTimeFormatter } from '@shared/dates';
import { partyByType } from '@shared/schemas/registration-shape';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { csvStreamOfBatches, sendCsvAttachment } from '../../lib/csv';
import type { EventRow } from '../events/event-row';
import { activityNamesOf, namesOfSelected } from './activity-names';
import { createRegistrationsAdminRepository, type ExportedRegistration } from './admin-repository';
import { answersText, guestNamesText, questionLabel } from './party-text';

// The registrations CSV, built in one place for the admin export and the shareable download link.

/** The columns every event's export has: the party's before the activity categories' responses, the rest after. */
export const REGISTRATION_COLUMNS = {
  party: ['Name', 'Email', 'Phone', 'Guests', 'Activities'],
  record: [
    'Other Responses',
    'Notes',
    'Admin Notes',
    'Status',
    'Waitlist Position',
    'Registered At',
    'Checked In',
    'Checked In At',
  ],
} as const;

/**
 * One row per registration: name, email, phone, guests, activity names (not ids), one column per activity
 * category with that category's response, responses to categories the event no longer has, notes, admin
 * notes, status, waitlist position, the registration time in the site's zone, the people checked in at
 * the door with the time of each check-in; then, when the event has them, the party by ticket type, the guests'
 * names and one column per question (archived ones too: answers are never lost).
 */
export function registrationsCsv(db: Db, event: EventRow, timeZone: string): Readable {
  const repo = createRegistrationsAdminRepository(db, timeZone);
  const names = activityNamesOf(event.activities);
  const categories = [...new Set(event.activities.map((group) => group.category))];
  const header = [
    ...REGISTRATION_COLUMNS.party,
    ...categories.map((category) => `${category} (response)`),
    ...REGISTRATION_COLUMNS.record,
    ...(event.ticketTypes.length > 0 ? ['Tickets'] : []),
    ...(event.guestNames !== 'off' ? ['Guest Names'] : []),
    ...event.questions.map(questionLabel),
  ];
  const dateTime = dateTimeFormatter(timeZone);
  const withTickets = event.ticketTypes.length > 0;
  const withGuestNames = event.guestNames !== 'off';
  // Pushed cell by cell rather than spread from arrays: an export makes up to 100,000 of these.
  const record = (row: ExportedRegistration): string[] => {
    const cells = [
      row.fullName,
      row.email ?? '',
      row.phone ?? '',
      String(row.guestCount),
      namesOfSelected(row, names).join('; '),
    ];
    const byCategory = new Map(row.activityResponses.map((r) => [r.category, r.response] as const));
    for (const category of categories) cells.push(byCategory.get(category) ?? '');
    const other: string[] = [];
    for (const r of row.activityResponses)
      if (!categories.includes(r.category)) other.push(`${r.category}: ${r.response}`);
    cells.push(
      other.join('; '),
      row.notes ?? '',
      row.adminComment ?? '',
      row.status,
      row.waitlistPosition === null ? '' : String(row.waitlistPosition),
      dateTime(row.createdAt),
      String(row.checkedIn),
      row.checkInTimes.map(dateTime).join('; '),
    );
    if (withTickets) cells.push(partyByType(row.tickets, event.ticketTypes));
    if (withGuestNames) cells.push(guestNamesText(row.guests, event.ticketTypes));
    for (const question of event.questions) cells.push(answersText(row, question));
    return cells;
  };
  return csvStreamOfBatches(header, repo.streamForExport(event.id), record);
}

/** Sends the event's registrations as an attachment named registrations-{id}.csv, never cached. */
export function sendRegistrationsCsv(reply: FastifyReply, db: Db, event: EventRow, timeZone: string) {
  return sendCsvAttachment(reply, `registrations-${event.id}.csv`, registrationsCsv(db, event, timeZone));
}

import { formatDateTime } from '@shared/dates';
import { shiftTimeText } from '@shared/volunteer-shifts';
import type { FastifyReply } from 'fastify';
import { csvStream, sendCsvAttachment } from '../../lib/csv';
import type { EventRow } from '../events/event-row';
import type { VolunteersRepository } from './repository';

/**
 * The roster as CSV: one row per volunteer and shift, shifts in time order, an empty row for each spot still
 * open (so the gaps show in a spreadsheet too). Cells a spreadsheet could read as a formula are escaped
 * (lib/csv.ts).
 */
export async function sendRosterCsv(
  reply: FastifyReply,
  repo: VolunteersRepository,
  event: EventRow,
  timeZone: string,
) {
  const roster = await repo.roster(event.id);
  const header = ['Role', 'Shift', 'Filled', 'Name', 'Email', 'Phone', 'Notes', 'Signed Up At', 'Arrived At'];
  async function* rows(): AsyncGenerator<string[]> {
    for (const { shift, people } of roster) {
      const when = shiftTimeText(shift, timeZone);
      const filled = `${shift.filled} of ${shift.needed}`;
      for (const person of people) {
        yield [
          shift.role,
          when,
          filled,
          person.volunteer.fullName,
          person.volunteer.email,
          person.volunteer.phone,
          person.volunteer.notes ?? '',
          formatDateTime(person.signedUpAt, timeZone),
          person.checkedInAt ? formatDateTime(person.checkedInAt, timeZone) : '',
        ];
      }
      for (let open = people.length; open < shift.needed; open++)
        yield [shift.role, when, filled, '(open)', '', '', '', '', ''];
    }
  }
  return sendCsvAttachment(reply, `volunteers-${event.id}.csv`, csvStream(header, rows()));
}

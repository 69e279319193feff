import { formatDateTime } from '@shared/dates';
import type { FastifyReply } from 'fastify';
import { csvStream, sendCsvAttachment } from '../../lib/csv';
import type { EventRow } from '../events/event-row';
import type { StallApplicationRow } from './repository';

const STATUS_LABELS: Record<StallApplicationRow['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
};

/** The export's columns, in order. */
export const STALL_APPLICATION_COLUMNS = [
  'Business Name',
  'Contact Person',
  'Email',
  'Phone',
  'Business Type',
  'Products/Services',
  'Special Requirements',
  'Status',
  'List Publicly',
  'Applied At',
];

/** Sends an event's stall applications as an attachment named stall-applications-{id}.csv, never cached. */
export function sendStallApplicationsCsv(
  reply: FastifyReply,
  event: EventRow,
  rows: StallApplicationRow[],
  timeZone: string,
) {
  async function* records(): AsyncGenerator<string[]> {
    for (const row of rows) {
      yield [
        row.businessName,
        row.contactPerson,
        row.email,
        row.phone,
        row.businessType,
        row.productsServices,
        row.specialRequirements ?? '',
        STATUS_LABELS[row.status],
        row.listPublicly ? 'Yes' : 'No',
        formatDateTime(row.createdAt, timeZone),
      ];
    }
  }
  return sendCsvAttachment(
    reply,
    `stall-applications-${event.id}.csv`,
    csvStream(STALL_APPLICATION_COLUMNS, records()),
  );
}

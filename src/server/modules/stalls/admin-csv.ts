import { formatDateTime } from '@shared/dates';
import type { FastifyReply } from 'fastify';
import { csvStream } from '../../lib/csv';
import type { EventRow } from '../events/event-row';
import type { StallApplicationRow } from './repository';

const STATUS_LABELS: Record<StallApplicationRow['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
};

const HEADER = [
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
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="stall-applications-${event.id}.csv"`)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(csvStream(HEADER, records()));
}

import type { RegistrationHistoryEntry } from '@shared/schemas/admin-registration-detail';
import { isByRegistrant } from '@shared/schemas/audit';
import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, checkIns, outboundEmails } from '../../db/schema';
import type { RegistrationRow } from './repository';

const MAIL_STATUS_WORDS = {
  pending: 'waiting to be sent',
  sent: 'sent',
  failed: 'failed',
  held: 'held, never sent',
} as const;

const people = (n: unknown) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** An admin's action on a registration, in words, from its audit entry. */
function auditSummary(action: string, details: Record<string, unknown>): string {
  const message = typeof details.message === 'string' ? ` with the message "${details.message}"` : '';
  switch (action) {
    case 'update': {
      if (details.field === 'adminComment') return 'Note changed';
      const fields = Array.isArray(details.fields) ? details.fields.join(', ') : '';
      const size =
        details.from !== undefined && details.from !== details.to
          ? `party from ${people(details.from)} to ${people(details.to)}`
          : '';
      const changed = [size, fields && !size ? fields : ''].filter(Boolean).join('; ');
      return `Changed by the organisers${changed ? `: ${changed}` : ''}${details.notify === false ? ' (not mailed)' : ''}`;
    }
    case 'confirm':
      return details.from === 'waitlisted' ? 'Promoted from the waitlist' : 'Confirmed';
    case 'waitlist':
      return 'Moved to the waitlist';
    case 'cancel':
      return `Cancelled by the organisers${message}`;
    case 'resend':
      return details.mailed === 'waitlist' ? 'Waitlist mail sent again' : 'Ticket sent again';
    default:
      return action;
  }
}

const MAIL_KINDS: Record<string, string> = {
  'registration-confirmation': 'Ticket mailed',
  'waitlist-confirmation': 'Waitlist mail',
  'registration-changed': 'Registration change mailed',
  'waitlist-promotion': 'Promoted from the waitlist: ticket mailed',
  'registration-cancelled': 'Cancellation mailed',
  'registration-cancelled-by-organisers': 'Cancellation by the organisers mailed',
  'registration-manage-link': 'Link to change the registration mailed',
  'event-message': 'Message from the organisers',
  'event-reminder': 'Reminder',
  'event-changed': 'Event change mailed',
  'event-cancelled': 'Event cancellation mailed',
};

/**
 * A registration's history, oldest first: its sign-up, the organisers' and the registrant's own changes (audit
 * log), check-ins at the door and the mails stored for the person. A mail counts as this registration's when it went to its address after it
 * was made and names its event (each registration mail's subject does) or is keyed to it (messages, reminders).
 */
export async function registrationHistory(
  db: Db,
  row: RegistrationRow,
  eventTitle: string,
): Promise<RegistrationHistoryEntry[]> {
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, row.id)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  // The party's size at sign-up: before the organisers' first change of it, if any.
  const firstResize = audits.find(
    (entry) => (entry.details as { from?: unknown } | null)?.from !== undefined,
  );
  const firstSize = (firstResize?.details as { from?: unknown } | undefined)?.from;
  const signedUpSize = typeof firstSize === 'number' ? firstSize : row.guestCount;
  const entries: RegistrationHistoryEntry[] = [
    {
      at: row.createdAt.toISOString(),
      kind: 'created',
      by: null,
      summary: `Registered for ${people(signedUpSize)}${row.source ? ` (from ${row.source})` : ''}`,
    },
  ];
  for (const entry of audits) {
    const details = (entry.details ?? {}) as Record<string, unknown>;
    if (isByRegistrant(details)) {
      const changed = Array.isArray(details.changed) ? details.changed.join(', ') : '';
      entries.push(
        entry.action === 'cancel'
          ? {
              at: entry.createdAt.toISOString(),
              kind: 'cancelled-by-registrant',
              by: null,
              summary: 'Cancelled by the registrant',
            }
          : {
              at: entry.createdAt.toISOString(),
              kind: 'updated-by-registrant',
              by: null,
              summary: `Changed by the registrant${changed ? `: ${changed}` : ''}`,
            },
      );
      continue;
    }
    entries.push({
      at: entry.createdAt.toISOString(),
      kind: entry.action,
      by: entry.username,
      summary: auditSummary(entry.action, details),
    });
  }
  const arrivals = await db.select().from(checkIns).where(eq(checkIns.registrationId, row.id));
  for (const arrival of arrivals) {
    entries.push({
      at: arrival.createdAt.toISOString(),
      kind: 'checked-in',
      by: arrival.username,
      summary: `${people(arrival.people)} checked in at the door`,
    });
    if (arrival.undoneAt)
      entries.push({
        at: arrival.undoneAt.toISOString(),
        kind: 'check-in-undone',
        by: arrival.undoneBy,
        summary: `Check-in of ${people(arrival.people)} undone`,
      });
  }
  if (row.email) {
    const mails = await db
      .select()
      .from(outboundEmails)
      .where(
        or(
          sql`${outboundEmails.dedupeKey} like ${`%:${row.id}`}`,
          and(
            sql`lower(${outboundEmails.recipients}) = ${row.email.toLowerCase()}`,
            gte(outboundEmails.createdAt, row.createdAt),
            sql`strpos(${outboundEmails.subject}, ${eventTitle}) > 0`,
          ),
        ),
      );
    for (const mail of mails) {
      const label = MAIL_KINDS[mail.kind] ?? 'Mail';
      entries.push({
        at: mail.createdAt.toISOString(),
        kind: 'mail',
        by: null,
        summary: `${label} ("${mail.subject}"): ${MAIL_STATUS_WORDS[mail.status]}`,
        mailStatus: mail.status,
      });
    }
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

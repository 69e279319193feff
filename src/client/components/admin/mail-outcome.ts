import type { MailStatus } from '@shared/schemas/mail';

/** What happened to the mail the server stored, in words: it leaves only when SMTP is set up. */
export function mailOutcome(status: MailStatus | undefined, what: string, { plural = false } = {}): string {
  const is = plural ? 'are' : 'is';
  if (status?.delivery === 'outbox') return `${what} ${is} waiting in the outbox because mail is not set up`;
  return `${what} ${is} queued for sending`;
}

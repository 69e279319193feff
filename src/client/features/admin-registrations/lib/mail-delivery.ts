import type { MailStatus } from '@shared/schemas/mail';

/**
 * Whether the mail the server stored waits in the outbox (mail is not set up) or is queued for sending: the
 * `delivery` value of the messages that say what happened to a mail.
 */
export const mailDelivery = (status: MailStatus | undefined): 'outbox' | 'queued' =>
  status?.delivery === 'outbox' ? 'outbox' : 'queued';

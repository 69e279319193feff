import type { Translate } from '@client/lib/i18n/i18n-context';
import type { MailStatus } from '@shared/schemas/mail';

/**
 * What happened to the mail the server stored, in words: it leaves only when SMTP is set up. Given `t`, in the
 * admin's language (`what` then in that language too: "The updated ticket", "Their mails").
 */
export function mailOutcome(
  status: MailStatus | undefined,
  what: string,
  { plural = false, t }: { plural?: boolean; t?: Translate } = {},
): string {
  const outbox = status?.delivery === 'outbox';
  if (t) {
    const values = { what, several: plural ? 'yes' : 'no' };
    return outbox
      ? t('admin.common.mailOutcome.outbox', values)
      : t('admin.common.mailOutcome.queued', values);
  }
  const is = plural ? 'are' : 'is';
  if (outbox) return `${what} ${is} waiting in the outbox because mail is not set up`;
  return `${what} ${is} queued for sending`;
}

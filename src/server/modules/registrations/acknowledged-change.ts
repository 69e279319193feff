import type { MailMessage, PreparedMail } from '../../plugins/mail/mail-message';
import type { Mailer } from '../../plugins/mail/mailer';
import { takeAcknowledgementFor } from '../../plugins/mail/pending-acknowledgement';

export type AcknowledgingMailer = Pick<
  Mailer,
  'prepare' | 'deliverSoon' | 'takeAcknowledgement' | 'giveBackAcknowledgement'
>;

/**
 * Runs a change made through the manage link whose mail to `address` is stored with it. The mail follows the
 * token holder's own action, so it counts as an acknowledgement (held beyond the address's hourly limit: changing
 * or cancelling a registration over and over cannot flood an inbox); the count is given back when the change
 * stores no mail. `address` null: no mail may be stored.
 */
export async function withAcknowledgedMail<T>(
  mail: AcknowledgingMailer,
  address: string | null,
  change: (
    prepare: ((message: MailMessage) => PreparedMail) | null,
  ) => Promise<{ value: T; mailed: boolean }>,
): Promise<T> {
  if (address === null) return (await change(null)).value;
  const acknowledgement = takeAcknowledgementFor(mail, address);
  const allowed = await acknowledgement.allowed;
  const outcome = await change((message) => mail.prepare(message, { held: !allowed })).catch(
    async (err: unknown) => {
      await acknowledgement.giveBack();
      throw err;
    },
  );
  if (!outcome.mailed) await acknowledgement.giveBack();
  else if (allowed) mail.deliverSoon();
  return outcome.value;
}

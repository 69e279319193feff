import type { TestMailResult } from '@shared/schemas/mail';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { emailOfAccount } from '../auth/accounts-service';
import { siteSettingsReader } from '../settings/site-settings';
import { testMail } from './messages/test-mail';

export const NO_ADMIN_EMAIL_MESSAGE =
  'Type the address to send the test email to: your account has no email address.';

export type TestMailDeps = {
  db: Db;
  mail: Pick<Mailer, 'sendNow' | 'delivery' | 'sender'>;
  log: { warn(details: object, message: string): void };
};

/**
 * Sends a test mail now, past the queue, to `to` or else the admin's own address (400 naming `to` when the account
 * has none), and answers what happened in words; the mail server's refusal is a 502 saying why.
 */
export async function sendTestMail(
  { db, mail, log }: TestMailDeps,
  actor: AuditActor,
  to: string | undefined,
  siteUrl: string,
): Promise<TestMailResult> {
  const address = to || (actor ? await emailOfAccount(db, actor.id) : null);
  if (!address) throw badRequest(NO_ADMIN_EMAIL_MESSAGE, 'to');
  const { groupName } = await siteSettingsReader(db).get();
  const message = testMail({ to: address, groupName, siteUrl, requestedBy: actor?.username ?? 'an admin' });
  let where: string;
  try {
    where = await mail.sendNow(message);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log.warn({ to: address, err: reason }, 'test mail failed');
    throw new HttpError(502, `The test email to ${address} was not sent. ${reason}`);
  }
  await recordAudit(db, actor, { action: 'test', entity: 'mail', details: { to: address } });
  const detail =
    mail.delivery === 'smtp'
      ? `The mail server accepted the test email to ${address}. If it does not arrive within a few minutes, look in the spam folder, and check that your mail provider lets the site send from ${mail.sender.address ?? 'its sender address'}.`
      : `No mail leaves this server: SMTP_URL is not set. The test email to ${address} was written to ${where}.`;
  return { to: address, delivery: mail.delivery, detail };
}

import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';

// What the server says about a test email (its words: src/server/modules/mail/test-mail-service.ts), in the admin's
// language. The server writes English sentences around the address and the mail server's own words; the known
// sentences are recognised and written again through the catalogue (their English is the server's, word for word:
// a unit test checks it), the mail server's words staying as they are. Anything else is shown as the server wrote it.

/** The refusal with no words of the mail server's in it. */
const REFUSAL_IDS: Readonly<Record<string, MessageKey>> = {
  'Type the address to send the test email to: your account has no email address.': 'admin.mail.noAddress',
};

const OUTBOX =
  /^No mail leaves this server: SMTP_URL is not set\. The test email to (.+) was written to (.+)\.$/s;
const ACCEPTED =
  /^The mail server accepted the test email to (.+)\. If it does not arrive within a few minutes, look in the spam folder, and check that your mail provider lets the site send from (.+)\.$/s;
const NOT_SENT = /^The test email to (\S+) was not sent\. (.*)$/s;
/** The server's words when the site has no sender address of its own. */
const NO_SENDER = 'its sender address';

/** A test email's outcome (`detail`) in the admin's language. */
export function testMailDetail(detail: string, t: Translate): string {
  const outbox = OUTBOX.exec(detail);
  if (outbox) return t('admin.mail.result.outbox', { to: outbox[1] ?? '', where: outbox[2] ?? '' });
  const accepted = ACCEPTED.exec(detail);
  if (accepted) {
    const from = accepted[2] ?? '';
    return t('admin.mail.result.accepted', {
      to: accepted[1] ?? '',
      from: from === NO_SENDER ? t('admin.mail.result.itsSender') : from,
    });
  }
  return detail;
}

/** A refusal to send a test email in the admin's language. */
export function testMailError(message: string, t: Translate): string {
  const id = REFUSAL_IDS[message];
  if (id) return t(id);
  const notSent = NOT_SENT.exec(message);
  if (notSent) return t('admin.mail.result.notSent', { to: notSent[1] ?? '', reason: notSent[2] ?? '' });
  return message;
}

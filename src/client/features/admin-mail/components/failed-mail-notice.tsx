import type { FailedMail } from '@shared/schemas/mail';
import { useFailedMail } from '../api/get-failed-mail';

const emails = (n: number) => (n === 1 ? '1 email' : `${n} emails`);

function MailList({ mails }: { mails: FailedMail[] }) {
  return (
    <ul className="mt-1 list-disc pl-5">
      {mails.slice(0, 5).map((mail) => (
        <li key={mail.id}>
          {mail.subject} to {mail.recipients}
          {mail.status === 'failed' && mail.lastError ? `: ${mail.lastError}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * Tells the admin which mails could not be sent after every retry (about two days of them), and which
 * acknowledgements were held back this week because one address was sent too many within an hour.
 */
export function FailedMailNotice() {
  const { data } = useFailedMail();
  if (!data || data.length === 0) return null;
  const failed = data.filter((mail) => mail.status === 'failed');
  const held = data.filter((mail) => mail.status === 'held');
  return (
    <>
      {failed.length > 0 ? (
        <div
          role="status"
          className="mb-6 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-950 text-sm"
        >
          <p className="font-medium">
            {emails(failed.length)} could not be sent after retrying for two days. Check the mail settings
            (SMTP_URL).
          </p>
          <MailList mails={failed} />
        </div>
      ) : null}
      {held.length > 0 ? (
        <div
          role="status"
          data-testid="held-mail-notice"
          className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm [overflow-wrap:anywhere]"
        >
          <p className="font-medium">
            {emails(held.length)} held back this week: the site sends one address at most 3 confirmations an
            hour, so its forms cannot be used to flood someone's inbox. The registrations and applications
            themselves were saved.
          </p>
          <MailList mails={held} />
        </div>
      ) : null}
    </>
  );
}

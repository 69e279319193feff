import { useT } from '@client/lib/i18n/i18n-context';
import type { FailedMail } from '@shared/schemas/mail';
import { useFailedMail } from '../api/get-failed-mail';

function MailList({ mails }: { mails: FailedMail[] }) {
  const t = useT();
  return (
    <ul className="mt-1 list-disc pl-5">
      {mails.slice(0, 5).map((mail) => (
        <li key={mail.id}>
          {t('admin.mail.mailTo', { subject: mail.subject, recipients: mail.recipients })}
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
  const t = useT();
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
          <p className="font-medium">{t('admin.mail.failed', { count: failed.length })}</p>
          <MailList mails={failed} />
        </div>
      ) : null}
      {held.length > 0 ? (
        <div
          role="status"
          data-testid="held-mail-notice"
          className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm [overflow-wrap:anywhere]"
        >
          <p className="font-medium">{t('admin.mail.held', { count: held.length })}</p>
          <MailList mails={held} />
        </div>
      ) : null}
    </>
  );
}

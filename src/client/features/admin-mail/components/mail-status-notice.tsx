import { useMailStatus } from '@client/components/admin/use-mail-status';
import { useT } from '@client/lib/i18n/i18n-context';

const EXAMPLE = 'smtps://user:password@smtp.example.org:465';
// Stands for the example inside the translated sentence, which is cut there to show the example as code.
const MARK = '\u0001';

/**
 * Stays on the dashboard while no mail leaves the server (no SMTP_URL: mail only goes to the outbox folder), or
 * while mail has no proper sender (MAIL_FROM must be set).
 */
export function MailStatusNotice() {
  const t = useT();
  const { data } = useMailStatus();
  if (!data || (data.delivery === 'smtp' && !data.fromProblem)) return null;
  const [before, after = ''] = t('admin.mail.outboxExplained', { example: MARK }).split(MARK);
  return (
    <div
      role="status"
      data-testid="mail-status-notice"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm [overflow-wrap:anywhere]"
    >
      {data.delivery === 'outbox' ? (
        <p>
          <span className="font-medium">{t('admin.mail.noEmailLeaves')}</span> {before}
          <code>{EXAMPLE}</code>
          {after}
        </p>
      ) : null}
      {data.fromProblem ? (
        <p className={data.delivery === 'outbox' ? 'mt-1' : ''}>{data.fromProblem}</p>
      ) : null}
    </div>
  );
}

import { useMailStatus } from '@client/components/admin/use-mail-status';

/**
 * Stays on the dashboard while no mail leaves the server (no SMTP_URL: mail only goes to the outbox folder), or
 * while mail has no proper sender (MAIL_FROM must be set).
 */
export function MailStatusNotice() {
  const { data } = useMailStatus();
  if (!data || (data.delivery === 'smtp' && !data.fromProblem)) return null;
  return (
    <div
      role="status"
      data-testid="mail-status-notice"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm [overflow-wrap:anywhere]"
    >
      {data.delivery === 'outbox' ? (
        <p>
          <span className="font-medium">No email leaves this server.</span> SMTP_URL is not set, so
          confirmations, tickets and replies are only written to the outbox folder (DATA_DIR/outbox) and
          nobody receives them. Set SMTP_URL to your mail provider's server (for example{' '}
          <code>smtps://user:password@smtp.example.org:465</code>), restart the site, then use "Send a test
          email" in Settings.
        </p>
      ) : null}
      {data.fromProblem ? (
        <p className={data.delivery === 'outbox' ? 'mt-1' : ''}>{data.fromProblem}</p>
      ) : null}
    </div>
  );
}

import { useFailedMail } from '../api/get-failed-mail';

/** Tells the admin which mails could not be sent after every retry (about two days of them). */
export function FailedMailNotice() {
  const { data } = useFailedMail();
  if (!data || data.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-6 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-950 text-sm"
    >
      <p className="font-medium">
        {data.length === 1 ? '1 email could not be sent' : `${data.length} emails could not be sent`} after
        retrying for two days. Check the mail settings (SMTP_URL).
      </p>
      <ul className="mt-1 list-disc pl-5">
        {data.slice(0, 5).map((mail) => (
          <li key={mail.id}>
            {mail.subject} to {mail.recipients}
            {mail.lastError ? `: ${mail.lastError}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

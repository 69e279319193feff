/**
 * A failed delivery in words for the admin (the test mail's answer, the failed-mail list): what went wrong and
 * what to check, followed by the mail server's own answer. nodemailer marks its errors with a `code`.
 */
export function describeMailError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const { code, response, responseCode } = err as Error & {
    code?: string;
    response?: string;
    responseCode?: number;
  };
  const server = response
    ? ` The mail server answered: ${response}`
    : responseCode
      ? ` (${responseCode})`
      : '';
  switch (code) {
    case 'ECONNECTION':
    case 'ECONNREFUSED':
    case 'EDNS':
    case 'ESOCKET':
    case 'ETIMEDOUT':
      return `Could not reach the mail server: ${err.message}. Check the host and port in SMTP_URL, and that this server may connect to it.`;
    case 'ETLS':
      return `Could not set up a secure connection with the mail server: ${err.message}. Check smtp:// or smtps:// and the port in SMTP_URL.`;
    case 'EAUTH':
    case 'ENOAUTH':
      return `The mail server refused the user name or password in SMTP_URL.${server || ` ${err.message}`}`;
    case 'EENVELOPE':
      return `The mail server refused the sender or the recipient.${server || ` ${err.message}`} Check MAIL_FROM: many providers only send from addresses they have verified.`;
    case 'EMESSAGE':
    case 'EPROTOCOL':
      return `The mail server refused the mail.${server || ` ${err.message}`}`;
    default:
      return err.message;
  }
}

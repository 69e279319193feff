/** A mail as the application composes it; stored as JSON in outbound_emails before it is sent. */
export type MailMessage = {
  /** What the mail is for (registration-confirmation, contact-copy, …), kept with the stored mail. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Display name for the default sender when MAIL_FROM is not set (the group's name). */
  fromName?: string;
  attachments?: MailAttachment[];
  /**
   * For mails one may opt out of (messages to attendees, never transactional ones): sent as List-Unsubscribe
   * (with List-Unsubscribe-Post, RFC 8058: a POST to this URL must unsubscribe in one click).
   */
  unsubscribeUrl?: string;
};

/** A file sent with a mail; binary content as base64. `cid` lets the HTML part show an image inline. */
export type MailAttachment = {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
  cid?: string;
};

/** What is stored: the message with its sender resolved (nodemailer options, without transport details). */
export type StoredMessage = Omit<MailMessage, 'kind' | 'fromName' | 'unsubscribeUrl'> & {
  from: string;
  /** nodemailer's List-* headers: { unsubscribe: url } gives List-Unsubscribe: <url>. */
  list?: { unsubscribe: string };
  headers?: Record<string, string>;
};

/** A mail ready to be stored in outbound_emails (by the mailer, or in the same statement as what caused it). */
export type PreparedMail = { kind: string; recipients: string; subject: string; message: StoredMessage };

/** Keeps a header value on one line: user text ends up in subjects. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

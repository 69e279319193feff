import type { MailDraft } from './templates/mail-blocks';

/** A mail as the application composes it; stored as JSON in outbound_emails before it is sent. */
export type MailMessage = {
  /** What the mail is for (registration-confirmation, contact-copy, …), kept with the stored mail. */
  kind: string;
  to: string;
  subject: string;
  /** What it says, rendered to its text and HTML parts when it is sent (templates/render-mail.tsx). */
  draft: MailDraft;
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

/**
 * What a mail is made from when it is sent, by the maker its feature gave the mailer under `name`
 * (Mailer.addRecipe): the request that stores such a mail does none of its work, and its row stays small. A
 * sign-up's confirmation is one (docs/architecture.md, "Mail outbox").
 */
export type MailRecipe = { name: string } & Record<string, unknown>;

/** A mail to store as a recipe: its kind, address, subject and sender's name are stored as every mail's are. */
export type RecipeMail = Pick<MailMessage, 'kind' | 'to' | 'subject' | 'fromName'> & { recipe: MailRecipe };

/** Makes the mail a recipe stands for, as it is sent; null when what it was about is gone. */
export type MailMaker = (recipe: MailRecipe) => Promise<MailMessage | null>;

/** A file sent with a mail; binary content as base64. `cid` lets the HTML part show an image inline. */
export type FileAttachment = {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
  cid?: string;
};

/**
 * A QR code image of `qrCode`, drawn (as a PNG) only when the mail is sent (qr-code-attachment.ts): the request that
 * stores the mail stays cheap, and the stored row small.
 */
export type QrCodeAttachment = { filename: string; qrCode: string; cid?: string };

export type MailAttachment = FileAttachment | QrCodeAttachment;

/**
 * What is stored (nodemailer options, without transport details). The sender is worked out when the mail is
 * sent (sender.ts), from `fromName`, so setting MAIL_FROM also fixes the mails still waiting; rows stored before
 * that carry `from` itself.
 */
export type StoredMessage = Omit<MailMessage, 'kind' | 'unsubscribeUrl' | 'draft'> & {
  /** Absent from mails stored before drafts were kept (those carry `text` and `html`) and from recipes. */
  draft?: MailDraft;
  /** A mail made only when it is sent: the rest of its message is made then, from this. */
  recipe?: MailRecipe;
  text?: string;
  html?: string;
  from?: string;
  /** nodemailer's List-* headers: { unsubscribe: url } gives List-Unsubscribe: <url>. */
  list?: { unsubscribe: string };
  headers?: Record<string, string>;
};

/** A stored message with its sender resolved (sender.ts), before its parts are rendered and its QR codes drawn. */
export type AddressedMessage = Omit<StoredMessage, 'fromName'> & { from: string };

/** A stored message with its text and HTML parts rendered from its draft. */
export type RenderedMessage = Omit<StoredMessage, 'draft'> & { text: string; html?: string };

/** A rendered message with its QR codes drawn (qr-code-attachment.ts): every attachment a file. */
export type DrawnMessage = Omit<RenderedMessage, 'attachments'> & { attachments?: FileAttachment[] };

/** The message as handed to the transport: its QR codes drawn, its sender resolved. */
export type OutgoingMessage = Omit<DrawnMessage, 'fromName'> & { from: string };

/**
 * A mail ready to be stored in outbound_emails (by the mailer, or in the same statement as what caused it).
 * `held`: stored but never sent (an acknowledgement over its address's hourly limit, acknowledgement-limit.ts).
 * `dedupeKey` makes it go once only: a second mail with the same key is not stored. `eventMessageId` ties it to
 * the admin's message it delivers.
 */
export type PreparedMail = {
  kind: string;
  recipients: string;
  subject: string;
  message: StoredMessage;
  status: 'pending' | 'held';
  lastError: string | null;
  dedupeKey?: string;
  eventMessageId?: string;
};

/** Keeps a header value on one line: user text ends up in subjects. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

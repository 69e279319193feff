import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MimeMessage } from './mime-message';

/**
 * Delivers one message, made whole (compose-mail.ts): a stored one (its id), or with `storedId` null one that is
 * not stored (the admin's test mail). Resolves with where it went (for the log), rejects on failure.
 */
export type MailTransport = {
  send(mail: MimeMessage, storedId: string | null): Promise<string>;
  close(): void;
};

/**
 * Over SMTP_URL (smtp:// or smtps://, credentials in the URL). Pooled unless the URL says `pool=false`: one
 * connection carries many mails instead of a new connection and greeting for each one.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  const transporter = nodemailer.createTransport(url.toString());
  return {
    // Made whole first, then handed to the connection as one piece: streamed straight to the socket, a message's
    // many small parts (headers, boundaries, each encoded line) cost a write each.
    async send({ envelope, raw, messageId }) {
      // The Message-ID again: without it nodemailer draws one for the raw message too.
      await transporter.sendMail({ envelope, raw, messageId });
      return `smtp ${messageId}`;
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: each message as an .eml file under DATA_DIR/outbox, for an operator (or a test) to read. */
export function createOutboxTransport(outboxDir: string): MailTransport {
  return {
    async send({ raw }, storedId) {
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${storedId ?? 'test'}.eml`,
      );
      // Written under another name, then renamed: whoever reads the outbox never finds half a mail.
      await fs.writeFile(`${file}.part`, raw);
      await fs.rename(`${file}.part`, file);
      return file;
    },
    close: () => {},
  };
}

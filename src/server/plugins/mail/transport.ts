import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMessage } from './mail-message';

/** Delivers one stored message; resolves with where it went (for the log), rejects on failure. */
export type MailTransport = {
  send(message: OutgoingMessage, id: string): Promise<string>;
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
    async send(message) {
      const info = await transporter.sendMail(message);
      return `smtp ${info.messageId}`;
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: each message as an .eml file under DATA_DIR/outbox, for an operator (or a test) to read. */
export function createOutboxTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message, id) {
      const info = await transporter.sendMail(message);
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      // streamTransport with buffer: true answers the whole message as a Buffer.
      await fs.writeFile(file, info.message as Buffer);
      return file;
    },
    close: () => {},
  };
}

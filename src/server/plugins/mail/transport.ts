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
  // Each message is made whole in memory first, then handed to the connection as one piece: streamed straight to
  // the socket, its many small parts (headers, boundaries, each encoded line) cost a write each.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const composed = await composer.sendMail(message);
      const info = await transporter.sendMail({ envelope: composed.envelope, raw: composed.message as Buffer });
      return `smtp ${composed.messageId || info.messageId}`;
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

import type { Db } from '../../db/client';
import type { MailMessage, StoredMessage } from './mail-message';
import { oneLine } from './mail-message';
import { createOutboundEmailsRepository } from './outbound-emails-repository';
import type { MailTransport } from './transport';

type Logger = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type Mailer = {
  /**
   * Stores the mail, then sends it in the background: a slow or failing mail server never delays or loses the
   * submission that caused it. Resolves with the stored mail's id once it is stored (null if even that failed).
   */
  send(message: MailMessage): Promise<string | null>;
  /** Tries again every mail that failed once (or was left pending by a stopped process). */
  retryFailed(): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
};

export function createMailer(options: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** MAIL_FROM, or undefined for `"<group name>" <no-reply@host>`. */
  mailFrom: string | undefined;
  /** The host of the default sender address. */
  senderHost: string;
}): Mailer {
  const repo = createOutboundEmailsRepository(options.db);
  const inFlight = new Set<Promise<void>>();

  const fromFor = (fromName: string | undefined) =>
    options.mailFrom ??
    `"${oneLine(fromName ?? 'Community Events').replace(/["\\]/g, '')}" <no-reply@${options.senderHost}>`;

  const deliver = async (id: string): Promise<void> => {
    const row = await repo.claim(id);
    if (!row) return;
    const message = row.message as StoredMessage;
    try {
      const where = await options.transport.send(message, row.id);
      await repo.markSent(row.id);
      options.logger.info(
        { mailId: row.id, kind: row.kind, to: row.recipients, where },
        `mail sent: ${row.subject}`,
      );
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await repo.markFailed(row.id, reason);
      options.logger.error(
        { mailId: row.id, kind: row.kind, to: row.recipients, attempt: row.attempts, err: reason },
        'mail delivery failed; it stays stored and is retried once later',
      );
    }
  };

  const track = (work: Promise<void>) => {
    const p = work.catch((err: unknown) => options.logger.error({ err }, 'mail delivery bookkeeping failed'));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  return {
    async send(message) {
      const stored: StoredMessage = {
        from: fromFor(message.fromName),
        to: message.to,
        subject: oneLine(message.subject),
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      };
      try {
        const row = await repo.insert(message.kind, stored);
        track(deliver(row.id));
        return row.id;
      } catch (err) {
        options.logger.error({ err, kind: message.kind, to: message.to }, 'could not store a mail');
        return null;
      }
    },

    async retryFailed() {
      const ids = await repo.listRetryable();
      for (const id of ids) track(deliver(id));
      await this.idle();
    },

    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

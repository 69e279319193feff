import type { Db } from '../../db/client';
import type { MailMessage, PreparedMail, StoredMessage } from './mail-message';
import { oneLine } from './mail-message';
import { createOutboundEmailsRepository, type OutboundEmailRow } from './outbound-emails-repository';
import type { MailTransport } from './transport';

type Logger = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** Fresh mails taken per delivery round: one query claims them, one marks them sent. */
const BATCH_SIZE = 25;
/**
 * Delivery starts once no mail has been stored for this long (but never later than DELIVERY_MAX_WAIT_MS after the
 * first), so a burst of submissions is answered first and its mails go out in a few batches afterwards, instead
 * of competing with it for the processor and the database.
 */
export const DELIVERY_DELAY_MS = 250;
const DELIVERY_MAX_WAIT_MS = 5_000;

export type Mailer = {
  /** The mail as it will be stored: sender resolved, subject on one line. */
  prepare(message: MailMessage): PreparedMail;
  /**
   * Stores the mail, then sends it in the background: a slow or failing mail server never delays or loses the
   * submission that caused it. Resolves with the stored mail's id once it is stored (null if even that failed).
   */
  send(message: MailMessage): Promise<string | null>;
  /** Sends, shortly, the mails stored by someone else (see PreparedMail). */
  deliverSoon(): void;
  /**
   * Runs work that ends in a mail (a lookup, then send) after the current request is answered, so the answer's
   * timing never depends on it; idle() waits for it too.
   */
  queue(work: () => Promise<void>): void;
  /** Tries again every mail that failed once (or was left pending by a stopped process). */
  retryFailed(): Promise<void>;
  /** Sends what is waiting now and resolves when every delivery started so far has finished (tests, shutdown). */
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
  let scheduled: NodeJS.Timeout | null = null;
  let firstWaitingAt = 0;

  const fromFor = (fromName: string | undefined) =>
    options.mailFrom ??
    `"${oneLine(fromName ?? 'Community Events').replace(/["\\]/g, '')}" <no-reply@${options.senderHost}>`;

  /** Sends one claimed mail; true when it went out. Failures are recorded on the row for the retry sweep. */
  const attempt = async (row: OutboundEmailRow): Promise<boolean> => {
    try {
      const where = await options.transport.send(row.message as StoredMessage, row.id);
      options.logger.info(
        { mailId: row.id, kind: row.kind, to: row.recipients, where },
        `mail sent: ${row.subject}`,
      );
      return true;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await repo.markFailed(row.id, reason);
      options.logger.error(
        { mailId: row.id, kind: row.kind, to: row.recipients, attempt: row.attempts, err: reason },
        'mail delivery failed; it stays stored and is retried once later',
      );
      return false;
    }
  };

  /** Sends every fresh mail, a batch at a time; other instances may take batches of the same queue. */
  const drainFresh = async (): Promise<void> => {
    for (;;) {
      const batch = await repo.claimFresh(BATCH_SIZE);
      const sent: string[] = [];
      for (const row of batch) if (await attempt(row)) sent.push(row.id);
      await repo.markSent(sent);
      if (batch.length < BATCH_SIZE) return;
    }
  };

  const track = (work: Promise<void>) => {
    const p = work.catch((err: unknown) => options.logger.error({ err }, 'mail delivery bookkeeping failed'));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  const deliverNow = () => {
    if (scheduled) clearTimeout(scheduled);
    scheduled = null;
    track(drainFresh());
  };

  const deliverSoon = () => {
    const now = Date.now();
    if (!scheduled) firstWaitingAt = now;
    else if (now - firstWaitingAt < DELIVERY_MAX_WAIT_MS) clearTimeout(scheduled);
    else return;
    scheduled = setTimeout(deliverNow, DELIVERY_DELAY_MS);
  };

  const prepare = (message: MailMessage): PreparedMail => {
    const stored: StoredMessage = {
      from: fromFor(message.fromName),
      to: message.to,
      subject: oneLine(message.subject),
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.attachments ? { attachments: message.attachments } : {}),
    };
    return { kind: message.kind, recipients: stored.to, subject: stored.subject, message: stored };
  };

  return {
    prepare,
    deliverSoon,

    async send(message) {
      try {
        const row = await repo.insert(prepare(message));
        deliverSoon();
        return row.id;
      } catch (err) {
        options.logger.error({ err, kind: message.kind, to: message.to }, 'could not store a mail');
        return null;
      }
    },

    async retryFailed() {
      const ids = await repo.listRetryable();
      for (const id of ids) {
        track(
          (async () => {
            const row = await repo.claim(id);
            if (row && (await attempt(row))) await repo.markSent([row.id]);
          })(),
        );
      }
      await this.idle();
    },

    queue(work) {
      track(new Promise<void>((resolve) => setImmediate(resolve)).then(work));
    },

    async idle() {
      for (;;) {
        if (scheduled) deliverNow();
        if (inFlight.size === 0) return;
        await Promise.all([...inFlight]);
      }
    },
  };
}

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
  /** Sends every mail due now (new ones, and failed ones whose retry delay has passed), then resolves. */
  deliverDue(): Promise<void>;
  /** At start-up: takes back the mail a stopped process was sending, and sends everything due. */
  start(engine: 'pglite' | 'postgres'): Promise<void>;
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

  /** Sends one claimed mail; true when it went out. A failure makes it due again later, or failed for good. */
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
      const outcome = await repo.markAttemptFailed(row, reason);
      options.logger.error(
        { mailId: row.id, kind: row.kind, to: row.recipients, attempt: row.attempts, err: reason },
        outcome === 'retry'
          ? 'mail delivery failed; it stays stored and is tried again later'
          : 'mail delivery failed for the last time; the admin dashboard lists it',
      );
      return false;
    }
  };

  /**
   * Sends every due mail, a batch at a time, one after another at the transport's own pace; other instances
   * may take batches of the same queue, never the same mail.
   */
  const drainDue = async (): Promise<void> => {
    for (;;) {
      const batch = await repo.claimDue(BATCH_SIZE);
      const sent: string[] = [];
      for (const row of batch) if (await attempt(row)) sent.push(row.id);
      await repo.markSent(sent);
      if (batch.length < BATCH_SIZE) return;
    }
  };

  /** One drain at a time in this process: a second request for one while it runs makes it go round again. */
  let draining: Promise<void> | null = null;
  let again = false;
  const drain = (): Promise<void> => {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      try {
        do {
          again = false;
          await drainDue();
        } while (again);
      } finally {
        draining = null;
      }
    })();
    return draining;
  };

  const track = (work: Promise<void>) => {
    const p = work.catch((err: unknown) => options.logger.error({ err }, 'mail delivery bookkeeping failed'));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  const deliverNow = () => {
    if (scheduled) clearTimeout(scheduled);
    scheduled = null;
    track(drain());
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
      ...(message.unsubscribeUrl
        ? {
            list: { unsubscribe: message.unsubscribeUrl },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
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

    async deliverDue() {
      track(drain());
      await this.idle();
    },

    async start(engine) {
      const released = await repo.releaseStranded(engine);
      if (released > 0) options.logger.info({ released }, 'mail left by a stopped process: sending it now');
      track(drain());
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

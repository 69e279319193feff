import type { Db } from '../../db/client';
import { createSemaphore } from '../../lib/semaphore';
import { writeBatcher } from '../../lib/write-batcher';
import { createAcknowledgementLimit, HELD_REASON } from './acknowledgement-limit';
import type { MailComposer } from './mail-composer';
import { describeMailError } from './mail-errors';
import type {
  AddressedMessage,
  MailMaker,
  MailMessage,
  PreparedMail,
  RecipeMail,
  StoredMessage,
} from './mail-message';
import { oneLine } from './mail-message';
import {
  CLAIM_LEASE_MS,
  createOutboundEmailsRepository,
  type OutboundEmailRow,
} from './outbound-emails-repository';
import type { MailSender } from './sender';
import type { MailTransport } from './transport';

type Logger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** Where mail goes: a mail server (SMTP_URL), or only the outbox folder on this server. */
export type MailDelivery = 'smtp' | 'outbox';

/** Mails claimed per delivery round, in one query. */
const BATCH_SIZE = 25;
/**
 * Mails handed to the transport at once: the SMTP pool's connections (nodemailer's default maxConnections).
 * The most a crash can send twice (docs/architecture.md, "Mail outbox").
 */
export const MAILS_IN_FLIGHT = 5;
/**
 * Delivery starts once no mail has been stored for this long (but never later than DELIVERY_MAX_WAIT_MS after the
 * first), so a burst of submissions is answered first and its mails go out in a few batches afterwards, instead
 * of competing with it for the processor and the database.
 */
export const DELIVERY_DELAY_MS = 250;
const DELIVERY_MAX_WAIT_MS = 5_000;

export type Mailer = {
  delivery: MailDelivery;
  sender: MailSender;
  /**
   * The mail as it will be stored: subject on one line; `held` stores it without ever sending it. A recipe is
   * stored as it is, and made into its mail when sent.
   */
  prepare(message: MailMessage | RecipeMail, options?: { held?: boolean }): PreparedMail;
  /** How mails stored as recipes named `name` are made when sent (a feature gives it as it starts). */
  addRecipe(name: string, make: MailMaker): void;
  /**
   * Stores the mail, then sends it in the background: a slow or failing mail server never delays or loses the
   * submission that caused it. Resolves with the stored mail's id once it is stored (null if even that failed).
   * `acknowledgement`: a public form's mail to the address typed into it, held beyond the hourly limit.
   */
  send(message: MailMessage, options?: { acknowledgement?: boolean }): Promise<string | null>;
  /**
   * For a public form that stores its acknowledgement with what caused it: counts one to `address` and says
   * whether it may be sent (else prepare it with `held`). Give it back if the submission stores no mail.
   */
  takeAcknowledgement(address: string): Promise<boolean>;
  giveBackAcknowledgement(address: string): Promise<void>;
  /**
   * Sends one mail now, past the queue, and resolves with where it went or rejects with the reason in words
   * (the admin's test mail). Not stored.
   */
  sendNow(message: MailMessage): Promise<string>;
  /** Sends, shortly, the mails stored by someone else (see PreparedMail). */
  deliverSoon(): void;
  /**
   * Starts sending the mails stored by someone else now, without the short wait deliverSoon leaves for a burst
   * of submissions to be answered first: for work nobody waits on (the reminder sweep, whose later batches are
   * stored while the first ones are sent).
   */
  deliverNow(): void;
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
  /** Makes each mail's bytes, on a worker thread during a mail-out. */
  composer: MailComposer;
  logger: Logger;
  delivery: MailDelivery;
  /** Who mail comes from (MAIL_FROM or the default on PUBLIC_URL's host). */
  sender: MailSender;
  /** How long a claim on a mail lasts unless renewed (CLAIM_LEASE_MS; tests shorten it). */
  claimLeaseMs?: number;
}): Mailer {
  const repo = createOutboundEmailsRepository(options.db);
  const leaseMs = options.claimLeaseMs ?? CLAIM_LEASE_MS;
  const acknowledgements = createAcknowledgementLimit(options.db);
  const { sender } = options;
  const inFlight = new Set<Promise<void>>();
  let scheduled: NodeJS.Timeout | null = null;
  let firstWaitingAt = 0;

  /**
   * The message with its sender. Over SMTP without a proper sender it fails (and is tried again later): a mail
   * from an IP address or localhost would be refused or binned anyway, and MAIL_FROM may be set meanwhile.
   */
  const addressed = (stored: StoredMessage): AddressedMessage => {
    const { fromName, ...rest } = stored;
    if (stored.from) return { ...rest, from: stored.from };
    if (options.delivery === 'smtp' && sender.problem) throw new Error(sender.problem);
    return { ...rest, from: sender.fromFor(fromName) };
  };

  const makers = new Map<string, MailMaker>();
  /** The stored message, made from its recipe if it is one (the address stays the one stored). */
  const madeMessage = async (stored: StoredMessage): Promise<StoredMessage> => {
    if (!stored.recipe) return stored;
    const make = makers.get(stored.recipe.name);
    if (!make)
      throw new Error(`This server does not know how to make a mail of recipe "${stored.recipe.name}"`);
    const message = await make(stored.recipe);
    if (!message) throw new NothingToSendError();
    return { ...storedMessage(message), to: stored.to };
  };

  /**
   * The mails this process has claimed and not yet recorded an outcome for, with when its claim on each runs
   * out (by this process's clock, counted from before the statement that made or renewed it). The claims are
   * renewed a few times a lease while it lives, so a slow round trip or a busy moment does not let them lapse;
   * should it die, they are due again one lease after the last renewal.
   */
  const claimed = new Map<string, number>();
  let renewing: NodeJS.Timeout | null = null;
  const renew = async () => {
    const asked = Date.now();
    const ids = [...claimed.keys()];
    const renewed = new Set(await repo.renewClaims(ids, leaseMs));
    // A claim not renewed is no longer this process's: another instance may be sending that mail.
    for (const id of ids) if (claimed.has(id)) claimed.set(id, renewed.has(id) ? asked + leaseMs : 0);
  };
  const hold = (rows: OutboundEmailRow[], asked: number) => {
    for (const row of rows) claimed.set(row.id, asked + leaseMs);
    if (claimed.size > 0 && !renewing) {
      renewing = setInterval(() => {
        renew().catch((err: unknown) =>
          options.logger.error({ err }, 'could not renew the claim on mails being sent'),
        );
      }, leaseMs / 4);
      renewing.unref();
    }
  };
  /** Whether the claim on a mail is still this process's for long enough to hand the mail over. */
  const stillHeld = (id: string) => (claimed.get(id) ?? 0) - Date.now() > leaseMs / 4;
  const letGo = (id: string) => {
    claimed.delete(id);
    if (claimed.size === 0 && renewing) {
      clearInterval(renewing);
      renewing = null;
    }
  };

  /**
   * Records mails the server accepted as sent, each as soon as it is accepted: those accepted while one such
   * write runs go together in the next one, so the marks cost at most a statement a mail, and fewer under load.
   */
  const markSent = writeBatcher<string, undefined>(
    async (ids) => {
      await repo.markSent(ids);
      return ids.map(() => undefined);
    },
    { maxBatch: BATCH_SIZE, maxConcurrent: 1 },
  );
  /**
   * A mail holds one of these from being handed to the transport until its outcome is recorded: the mails a
   * crash can send twice (delivered, or about to be, but not yet marked sent) are never more than these.
   */
  const handOver = createSemaphore(MAILS_IN_FLIGHT);

  /**
   * Sends one claimed mail and records it sent; a failure makes it due again later, or failed for good. `bulk`:
   * more mails are due (its batch was full).
   */
  const attempt = async (row: OutboundEmailRow, bulk: boolean): Promise<void> => {
    try {
      const message = await madeMessage(row.message as StoredMessage);
      const mail = await options.composer.compose(addressed(message), row.id, { bulk });
      await handOver.run(async () => {
        if (!stillHeld(row.id)) {
          // Renewals did not reach the database in time (a stalled process): another instance may have taken
          // the mail by now, so it is left to whoever holds it, rather than sent twice.
          options.logger.warn(
            { mailId: row.id },
            'claim on a mail lapsed before it was sent; left for later',
          );
          return;
        }
        const where = await options.transport.send(mail, row.id);
        options.logger.info(
          { mailId: row.id, kind: row.kind, to: row.recipients, where },
          `mail sent: ${row.subject}`,
        );
        await markSent(row.id).catch((err: unknown) =>
          // Its claim lapses, and it is sent again: a second copy rather than none.
          options.logger.error(
            { err, mailId: row.id, kind: row.kind, to: row.recipients },
            'mail sent, but could not be recorded as sent; it will be sent again',
          ),
        );
      });
    } catch (err) {
      const reason = describeMailError(err);
      const outcome = await repo.markAttemptFailed(row, reason, { final: err instanceof NothingToSendError });
      options.logger.error(
        { mailId: row.id, kind: row.kind, to: row.recipients, attempt: row.attempts, err: reason },
        outcome === 'retry'
          ? 'mail delivery failed; it stays stored and is tried again later'
          : 'mail delivery failed for the last time; the admin dashboard lists it',
      );
    } finally {
      letGo(row.id);
    }
  };

  /**
   * Sends every due mail, a batch at a time; other instances may take batches of the same queue, never the same
   * mail. A batch's mails are prepared together (their HTML, their QR codes), which overlaps with waiting for the
   * server's answers to others, and handed to the transport MAILS_IN_FLIGHT at a time, as many as the SMTP pool
   * sends at once. The next batch is claimed while the last of this one are with the transport, so its
   * connections never wait for a claim's round trip.
   */
  const drainDue = async (): Promise<void> => {
    const unfinished = new Set<Promise<void>>();
    // Mails to one address still leave in the order they were stored (a newer link arrives last), across batches.
    const lastTo = new Map<string, Promise<void>>();
    for (;;) {
      const asked = Date.now();
      const batch = await repo.claimDue(BATCH_SIZE, leaseMs);
      hold(batch, asked);
      const bulk = batch.length === BATCH_SIZE;
      for (const row of batch) {
        const done = (lastTo.get(row.recipients) ?? Promise.resolve())
          .then(() => attempt(row, bulk))
          .catch((err: unknown) =>
            options.logger.error({ err, mailId: row.id }, 'mail delivery bookkeeping failed'),
          );
        lastTo.set(row.recipients, done);
        unfinished.add(done);
        void done.then(() => {
          unfinished.delete(done);
          if (lastTo.get(row.recipients) === done) lastTo.delete(row.recipients);
        });
      }
      if (batch.length < BATCH_SIZE) break;
      while (unfinished.size > MAILS_IN_FLIGHT) await Promise.race(unfinished);
    }
    await Promise.all(unfinished);
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

  const prepare = (
    message: MailMessage | RecipeMail,
    prepareOptions: { held?: boolean } = {},
  ): PreparedMail => {
    const stored: StoredMessage =
      'recipe' in message
        ? {
            ...(message.fromName ? { fromName: message.fromName } : {}),
            to: message.to,
            subject: oneLine(message.subject),
            recipe: message.recipe,
          }
        : storedMessage(message);
    const held = prepareOptions.held === true;
    if (held)
      options.logger.warn({ kind: message.kind, to: stored.to }, 'mail held back: hourly limit reached');
    return {
      kind: message.kind,
      recipients: stored.to,
      subject: stored.subject,
      message: stored,
      status: held ? 'held' : 'pending',
      lastError: held ? HELD_REASON : null,
    };
  };

  return {
    delivery: options.delivery,
    sender,
    prepare,
    addRecipe: (name, make) => {
      makers.set(name, make);
    },
    deliverSoon,
    deliverNow,
    takeAcknowledgement: (address) => acknowledgements.take(address),
    giveBackAcknowledgement: (address) => acknowledgements.giveBack(address),

    async sendNow(message) {
      try {
        const mail = await options.composer.compose(addressed(prepare(message).message), null);
        return await options.transport.send(mail, null);
      } catch (err) {
        throw new Error(describeMailError(err));
      }
    },

    async send(message, sendOptions = {}) {
      try {
        const held = sendOptions.acknowledgement ? !(await acknowledgements.take(message.to)) : false;
        const row = await repo.insert(prepare(message, { held }));
        if (!held) deliverSoon();
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

/** A mail as it is stored (nodemailer's options, its parts still a draft). */
function storedMessage(message: MailMessage): StoredMessage {
  return {
    ...(message.fromName ? { fromName: message.fromName } : {}),
    to: message.to,
    subject: oneLine(message.subject),
    draft: message.draft,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
    ...(message.unsubscribeUrl
      ? {
          list: { unsubscribe: message.unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

/** A recipe whose subject is gone (a registration deleted before its confirmation was sent): never sent. */
class NothingToSendError extends Error {
  constructor() {
    super('Not sent: what this mail was about was deleted before it could be sent.');
  }
}

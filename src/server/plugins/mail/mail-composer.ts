import { Worker } from 'node:worker_threads';
import { composeMail } from './compose-mail';
import type { ComposeReply, ComposeRequest } from './compose-worker';
import { COMPOSE_WORKER_BUNDLE } from './compose-worker-file';
import type { AddressedMessage } from './mail-message';
import type { MimeMessage } from './mime-message';

// Making a mail's bytes (rendering, QR codes, MIME: about a millisecond of processor time each) is most of what a
// mail-out costs the server's thread. During one (a reminder sweep, a message to every registrant) it is done on a
// worker thread, and the server's thread is left to the database, the mail server's connections and the site's
// visitors; the two cores of a small machine then both work. A single mail is made on the server's thread: a worker
// costs about a third of a second of loading before its first mail. docs/architecture.md, "Mail outbox".

/** The worker ends after this long without a mail to make, and gives its memory back. */
const WORKER_IDLE_MS = 15_000;
/** After the worker failed, mails are made on the server's thread for this long before it is tried again. */
const WORKER_RETRY_MS = 60_000;

type Logger = { warn(obj: object, msg: string): void };

export type MailComposer = {
  /** The mail's bytes; `bulk`: more mails are waiting (a mail-out), so the worker is started if it is not. */
  compose(
    message: AddressedMessage,
    storedId: string | null,
    options?: { bulk?: boolean },
  ): Promise<MimeMessage>;
  /** Whether mails are made on the worker now (`ready`), soon (`starting`) or on this thread (`none`). */
  workerState(): 'none' | 'starting' | 'ready';
  /** Ends the worker (at shutdown); the mails it had not answered yet are made here. */
  close(): Promise<void>;
};

/**
 * The worker: the file beside the bundle the server runs from, or, run from its sources (tests, `npm run dev`),
 * compose-worker.ts through tsx, registered in the worker's thread first (a worker does not inherit it).
 */
function newWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL(`./${COMPOSE_WORKER_BUNDLE}`, import.meta.url));
  const source = new URL('./compose-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

export function createMailComposer(options: { logger: Logger }): MailComposer {
  let worker: Worker | null = null;
  let ready = false;
  let nextId = 0;
  type Pending = ComposeRequest & { resolve(mail: MimeMessage): void; reject(err: unknown): void };
  const waiting = new Map<number, Pending>();
  let idleTimer: NodeJS.Timeout | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;

  /** Ends the worker; the mails it had not answered yet are made here instead. */
  const stop = () => {
    const stopped = worker;
    worker = null;
    ready = false;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    for (const pending of waiting.values())
      composeMail(pending.message, pending.storedId).then(pending.resolve, pending.reject);
    waiting.clear();
    return stopped?.terminate();
  };

  const failed = (err: unknown) => {
    failedAt = Date.now();
    options.logger.warn({ err }, "the mail-composing worker failed; mails are made on the server's thread");
    void stop();
  };

  const start = () => {
    let started: Worker;
    try {
      started = newWorker();
    } catch (err) {
      failed(err);
      return;
    }
    worker = started;
    started.unref();
    const idleWhenDone = () => {
      if (waiting.size > 0) return;
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(() => void stop(), WORKER_IDLE_MS).unref();
    };
    started.on('message', (reply: ComposeReply | 'ready') => {
      if (reply === 'ready') {
        ready = true;
        idleWhenDone();
        return;
      }
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) pending?.reject(new Error(reply.error));
      else {
        const { raw, ...rest } = reply.mail;
        pending?.resolve({ ...rest, raw: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength) });
      }
      idleWhenDone();
    });
    started.on('error', (err) => {
      if (worker === started) failed(err);
    });
    started.on('exit', (code) => {
      if (worker === started) failed(new Error(`the worker exited (${code})`));
    });
  };

  return {
    compose(message, storedId, composeOptions = {}) {
      if (composeOptions.bulk && !worker && Date.now() - failedAt > WORKER_RETRY_MS) start();
      const current = worker;
      if (!current || !ready) return composeMail(message, storedId);
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const id = nextId++;
      return new Promise<MimeMessage>((resolve, reject) => {
        waiting.set(id, { id, message, storedId, resolve, reject });
        current.postMessage({ id, message, storedId } satisfies ComposeRequest);
      });
    },
    workerState: () => (!worker ? 'none' : ready ? 'ready' : 'starting'),
    async close() {
      await stop();
    },
  };
}

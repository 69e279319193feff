import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server for the enclosing test file (smtp-server on a free port), started before its tests and
 * stopped after them. `refuseNext` makes it refuse that many of the next messages (451). `answerDelayMs` makes it
 * keep a message (in `received`) at once but answer for it only that much later, as a slow server does.
 */
export function testSmtpServer() {
  const state = {
    received: [] as ReceivedMail[],
    refuseNext: 0,
    answerDelayMs: 0,
    port: 0,
    get url() {
      return `smtp://127.0.0.1:${state.port}`;
    },
    /** The received mails to `address`, parsed, oldest first. */
    async mailsTo(address: string): Promise<Email[]> {
      return Promise.all(
        state.received.filter((m) => m.to.includes(address)).map((m) => PostalMime.parse(m.raw)),
      );
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext--;
          return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (state.answerDelayMs > 0) setTimeout(callback, state.answerDelayMs);
        else callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return state;
}

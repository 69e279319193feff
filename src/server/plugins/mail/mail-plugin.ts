import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from './mailer';
import { createOutboxTransport, createSmtpTransport } from './transport';

/** How often failed mails get their second (and last) try. */
export const MAIL_RETRY_INTERVAL_MS = 60_000;

/**
 * Decorates `app.mail`: nodemailer over SMTP_URL, or .eml files in DATA_DIR/outbox without it
 * (docs/architecture.md, "Mail outbox"). Every mail is stored in outbound_emails first; a failed one is
 * retried once by a timer.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const transport = config.smtpUrl
      ? createSmtpTransport(config.smtpUrl)
      : createOutboxTransport(path.join(config.dataDir, 'outbox'));
    const senderHost = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
    const mailer = createMailer({
      db: app.database.db,
      transport,
      logger: app.log,
      mailFrom: config.mailFrom,
      senderHost,
    });
    app.decorate('mail', mailer);

    const timer = setInterval(() => {
      mailer.retryFailed().catch((err: unknown) => app.log.error({ err }, 'mail retry sweep failed'));
    }, MAIL_RETRY_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await mailer.idle();
      transport.close();
    });
  },
  { name: 'mail' },
);

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailComposer } from './mail-composer';
import { createMailer } from './mailer';
import { CLAIM_LEASE_MS } from './outbound-emails-repository';
import { mailSenderFor } from './sender';
import { createOutboxTransport, createSmtpTransport } from './transport';

/**
 * How often the queue is looked at for mails whose retry delay has passed, or whose claim has lapsed (every
 * claim lease at least, so mail left by a killed instance goes out within a lease and a sweep of it).
 */
export const MAIL_RETRY_INTERVAL_MS = 30_000;
export const sweepIntervalFor = (claimLeaseMs: number) => Math.min(MAIL_RETRY_INTERVAL_MS, claimLeaseMs);

/**
 * Decorates `app.mail`: nodemailer over SMTP_URL, or .eml files in DATA_DIR/outbox without it
 * (docs/architecture.md, "Mail outbox"). Every mail is stored in outbound_emails first; a failed one is
 * tried again with growing delays for about two days (outbound-emails-repository.ts).
 */
export const mailPlugin = fp<{ claimLeaseMs?: number }>(
  async (app: FastifyInstance, pluginOptions) => {
    const { config } = app;
    const transport = config.smtpUrl
      ? createSmtpTransport(config.smtpUrl)
      : createOutboxTransport(path.join(config.dataDir, 'outbox'));
    const sender = mailSenderFor(config);
    const composer = createMailComposer({ logger: app.log });
    const mailer = createMailer({
      db: app.database.db,
      transport,
      composer,
      logger: app.log,
      delivery: config.smtpUrl ? 'smtp' : 'outbox',
      sender,
      claimLeaseMs: pluginOptions.claimLeaseMs,
    });
    app.decorate('mail', mailer);
    const outbox = path.join(config.dataDir, 'outbox');
    if (!config.smtpUrl)
      app.log.warn(
        { outbox },
        `SMTP_URL is not set: no mail leaves this server, it is only written to ${outbox}. Set SMTP_URL (smtp://user:password@host:587 or smtps://…:465) to send mail.`,
      );
    if (sender.problem) app.log.warn(sender.problem);

    app.addHook('onReady', async () => {
      await mailer
        .start(app.database.kind)
        .catch((err: unknown) => app.log.error({ err }, 'mail queue start-up failed'));
    });
    const sweepMs = sweepIntervalFor(pluginOptions.claimLeaseMs ?? CLAIM_LEASE_MS);
    const timer = setInterval(() => {
      mailer.deliverDue().catch((err: unknown) => app.log.error({ err }, 'mail retry sweep failed'));
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await mailer.idle();
      transport.close();
      await composer.close();
    });
  },
  { name: 'mail' },
);

import { apiErrorSchema } from '@shared/schemas/common';
import {
  failedMailSchema,
  mailStatusSchema,
  testMailInputSchema,
  testMailResultSchema,
} from '@shared/schemas/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { testMail } from '../../plugins/mail/messages/test-mail';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { audit } from '../audit/audit-log';
import { emailOfAccount } from '../auth/accounts-service';
import { siteSettingsReader } from '../settings/site-settings';

export const NO_ADMIN_EMAIL_MESSAGE =
  'Type the address to send the test email to: your account has no email address.';

/**
 * GET /api/admin/mail/failed: mails every retry failed for, and acknowledgements held back (the dashboard's notice).
 * GET /api/admin/mail/status: where mail goes (SMTP or only the outbox) and who it comes from.
 * POST /api/admin/mail/test: sends a test mail now, answering what happened or the mail server's error in words.
 */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createOutboundEmailsRepository(app.database.db);
  const settings = siteSettingsReader(app.database.db);

  app.get('/mail/failed', { schema: { response: { 200: z.array(failedMailSchema) } } }, async () =>
    (await repo.listFailed()).map((row) => ({
      ...row,
      status: row.status === 'held' ? ('held' as const) : ('failed' as const),
      createdAt: row.createdAt.toISOString(),
    })),
  );

  app.get('/mail/status', { schema: { response: { 200: mailStatusSchema } } }, async () => ({
    delivery: app.mail.delivery,
    from: app.mail.sender.address,
    fromProblem: app.mail.sender.problem,
  }));

  app.post(
    '/mail/test',
    {
      schema: {
        body: testMailInputSchema,
        response: { 200: testMailResultSchema, 400: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request) => {
      const user = request.user;
      let to = request.body.to;
      if (!to && user) {
        to = (await emailOfAccount(app.database.db, user.id)) ?? undefined;
      }
      if (!to) throw badRequest(NO_ADMIN_EMAIL_MESSAGE, 'to');
      const { groupName } = await settings.get();
      const message = testMail({
        to,
        groupName,
        siteUrl: siteUrlOf(request),
        requestedBy: user?.username ?? 'an admin',
      });
      let where: string;
      try {
        where = await app.mail.sendNow(message);
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        request.log.warn({ to, err: reason }, 'test mail failed');
        throw new HttpError(502, `The test email to ${to} was not sent. ${reason}`);
      }
      await audit(app.database.db, request, { action: 'test', entity: 'mail', details: { to } });
      const detail =
        app.mail.delivery === 'smtp'
          ? `The mail server accepted the test email to ${to}. If it does not arrive within a few minutes, look in the spam folder, and check that your mail provider lets the site send from ${app.mail.sender.address ?? 'its sender address'}.`
          : `No mail leaves this server: SMTP_URL is not set. The test email to ${to} was written to ${where}.`;
      return { to, delivery: app.mail.delivery, detail };
    },
  );
};

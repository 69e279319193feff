import { apiErrorSchema } from '@shared/schemas/common';
import {
  failedMailSchema,
  mailStatusSchema,
  testMailInputSchema,
  testMailResultSchema,
} from '@shared/schemas/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrlOf } from '../../lib/site-url';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { sendTestMail } from './test-mail-service';

/**
 * GET /api/admin/mail/failed: mails every retry failed for, and acknowledgements held back (the dashboard's notice).
 * GET /api/admin/mail/status: where mail goes (SMTP or only the outbox) and who it comes from.
 * POST /api/admin/mail/test: sends a test mail now, answering what happened or the mail server's error in words.
 */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createOutboundEmailsRepository(app.database.db);

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
    async (request) =>
      sendTestMail(
        { db: app.database.db, mail: app.mail, log: request.log },
        request.user,
        request.body.to,
        siteUrlOf(request),
      ),
  );
};

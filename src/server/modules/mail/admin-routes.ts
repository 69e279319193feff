import { failedMailSchema } from '@shared/schemas/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';

/** GET /api/admin/mail/failed: the mails every retry failed for, newest first (the dashboard's notice). */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createOutboundEmailsRepository(app.database.db);
  app.get('/mail/failed', { schema: { response: { 200: z.array(failedMailSchema) } } }, async () =>
    (await repo.listFailed()).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
};

import { apiErrorSchema, fileResponseSchema, idParamSchema } from '@shared/schemas/common';
import {
  adminStallApplicationSchema,
  stallApplicationsQuerySchema,
  stallDecisionSchema,
} from '@shared/schemas/stall-applications-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { stallApplicationToApi } from '../../lib/to-api';
import { stallDecision } from '../../plugins/mail/messages/stall-decision';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { audit } from '../audit/audit-log';
import { queueAuditedMail } from '../audit/audited-mail';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { siteSettingsReader } from '../settings/site-settings';
import { sendStallApplicationsCsv } from './admin-csv';
import { createStallApplicationsAdminRepository } from './admin-repository';
import { createStallApplicationsRepository } from './repository';

export const STALL_APPLICATION_NOT_FOUND = 'Stall application not found';

export const overCapacityMessage = (capacity: number) =>
  `All ${capacity} stalls are already approved: send overCapacity: true to approve this application anyway`;

/** Stall applications for the admin: list (?eventId=…&status=…), decide, delete, CSV export. */
export const stallApplicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const eventsRepo = eventsReader(db, timeZone);
  const repo = createStallApplicationsAdminRepository(db);
  const publicRepo = createStallApplicationsRepository(db);
  const settings = siteSettingsReader(db);

  app.get(
    '/stall-applications',
    {
      schema: {
        querystring: stallApplicationsQuerySchema,
        response: { 200: z.array(adminStallApplicationSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      let eventId: string | undefined;
      if (request.query.eventId) {
        const event = requireEvent(await eventsRepo.findBySlugOrId(request.query.eventId));
        eventId = event.id;
      }
      return (await repo.list({ eventId, status: request.query.status })).map(stallApplicationToApi);
    },
  );

  // A decision: the status, the vendor's mail and the audit entry are stored together, and the event's row is
  // locked meanwhile, so two admins approving at once cannot both take the last stall. Deciding the status an
  // application already has changes nothing and mails no one.
  app.patch(
    '/stall-applications/:id',
    {
      schema: {
        params: idParamSchema,
        body: stallDecisionSchema,
        response: {
          200: adminStallApplicationSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { status, message, overCapacity } = request.body;
      const { groupName, contactEmail } = await settings.get();
      const outcome = await db.transaction(async (tx) => {
        const current = await repo.findById(request.params.id, tx);
        if (!current) throw notFound(STALL_APPLICATION_NOT_FOUND);
        const event = await repo.lockEvent(current.eventId, tx);
        if (current.status === status) return { row: current, mailed: false };
        if (status === 'approved' && event.stallCapacity !== null && !overCapacity) {
          const approved = await publicRepo.countApproved(event.id, tx);
          if (approved >= event.stallCapacity) throw conflict(overCapacityMessage(event.stallCapacity));
        }
        const row = await repo.setStatus(current.id, status, tx);
        await repo.recountApproved(event.id, tx);
        const mail = stallDecision({
          event,
          application: row,
          status,
          message: message || undefined,
          groupName,
          siteUrl: siteUrlOf(request),
          contactEmail,
          timeZone,
        });
        await queueAuditedMail(app, request, tx, mail, {
          action: 'update',
          entity: 'stall_application',
          entityId: row.id,
          details: {
            eventId: row.eventId,
            businessName: row.businessName,
            status,
            previousStatus: current.status,
            ...(message ? { message } : {}),
            ...(overCapacity ? { overCapacity: true } : {}),
          },
        });
        return { row, mailed: true };
      });
      if (outcome.mailed) app.mail.deliverSoon();
      return stallApplicationToApi(outcome.row);
    },
  );

  adminDeleteRoute(app, {
    path: '/stall-applications/:id',
    remove: (id) => repo.deleteById(id),
    notFoundMessage: STALL_APPLICATION_NOT_FOUND,
    audit: (row) => ({
      entity: 'stall_application',
      details: { eventId: row.eventId, businessName: row.businessName },
    }),
  });

  app.get(
    '/events/:id/stall-applications/export',
    { schema: { params: idParamSchema, response: { 200: fileResponseSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const event = requireEvent(await eventsRepo.findBySlugOrId(request.params.id));
      await audit(db, request, {
        action: 'export',
        entity: 'event',
        entityId: event.id,
        details: { what: 'stall-applications' },
      });
      // The order they came in, as a spreadsheet is read.
      const rows = (await repo.list({ eventId: event.id })).reverse();
      return sendStallApplicationsCsv(reply, event, rows, timeZone);
    },
  );
};

import { registrationDetailSchema } from '@shared/schemas/admin-registration-detail';
import {
  activityChoicesQuerySchema,
  activityChoicesSchema,
  adminCommentSchema,
  adminRegistrationChangedSchema,
  adminRegistrationEditSchema,
  adminRegistrationSchema,
  adminStatusChangeSchema,
  attendanceSchema,
  bulkActionSchema,
  bulkResultSchema,
  registrationListQuerySchema,
  registrationListSchema,
  registrationStatsQuerySchema,
  registrationStatsSchema,
  resendResultSchema,
} from '@shared/schemas/admin-registrations';
import {
  apiErrorSchema,
  fileResponseSchema,
  idParamSchema,
  invalidOrMissingSchemas,
} from '@shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrlOf } from '../../lib/site-url';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { auditExport } from '../audit/audit-log';
import { moduleDeps } from '../module-deps';
import { bulkRegistrationAction } from './admin-bulk';
import { setAdminComment } from './admin-comment';
import { sendRegistrationsCsv } from './admin-csv';
import { deleteRegistration } from './admin-delete';
import type { AdminRegistrationDeps } from './admin-deps';
import { editRegistration } from './admin-edit';
import { resendConfirmation } from './admin-resend';
import { changeRegistrationStatus } from './admin-status-change';
import { adminRegistrationsReader } from './admin-view';
import { createPlaceChanges } from './place-changes';
import { REGISTRATION_NOT_FOUND_MESSAGE } from './registration-messages';

/** How a change is refused: bad input, no such registration, or a rule of places or addresses. */
const refusals = { ...invalidOrMissingSchemas, 409: apiErrorSchema };

/** Registrations for the admin: per event, stats, changes, mails, bulk actions, delete, CSV export. */
export const registrationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, timeZone } = moduleDeps(app);
  const deps: AdminRegistrationDeps = { db, timeZone, mail: app.mail, placeChanges: createPlaceChanges(app) };
  const views = adminRegistrationsReader(db, timeZone);
  // Who acts, and the site's address the mails they cause link to.
  const contextOf = (request: FastifyRequest) => ({ actor: request.user, siteUrl: siteUrlOf(request) });

  app.get(
    '/events/:id/registrations',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.array(adminRegistrationSchema), 404: apiErrorSchema },
      },
    },
    async (request) => views.ofEvent(request.params.id),
  );

  app.get(
    '/registrations',
    {
      schema: {
        querystring: registrationListQuerySchema,
        response: { 200: registrationListSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) => views.list(request.query),
  );

  app.get(
    '/registrations/:id',
    { schema: { params: idParamSchema, response: { 200: registrationDetailSchema, 404: apiErrorSchema } } },
    async (request) => views.detail(request.params.id),
  );

  app.get(
    '/events/:id/attendance',
    { schema: { params: idParamSchema, response: { 200: attendanceSchema, 404: apiErrorSchema } } },
    async (request) => views.attendance(request.params.id),
  );

  app.patch(
    '/registrations/:id/status',
    {
      schema: {
        params: idParamSchema,
        body: adminStatusChangeSchema,
        response: { 200: adminRegistrationSchema, ...refusals },
      },
    },
    async (request) => {
      const { status, message } = request.body;
      const { id } = request.params;
      return views.viewOf(
        await changeRegistrationStatus(deps, contextOf(request), id, status, message || null),
      );
    },
  );

  // What the event form needs before it drops options: who chose what.
  app.get(
    '/events/:id/activity-choices',
    {
      schema: {
        params: idParamSchema,
        querystring: activityChoicesQuerySchema,
        response: { 200: activityChoicesSchema, 404: apiErrorSchema },
      },
    },
    async (request) => views.activityChoices(request.params.id, request.query.removing),
  );

  app.get(
    '/registrations/stats',
    {
      schema: {
        querystring: registrationStatsQuerySchema,
        response: { 200: registrationStatsSchema, 404: apiErrorSchema },
      },
    },
    async (request) => views.stats(request.query.eventId),
  );

  app.patch(
    '/registrations/:id/comment',
    {
      schema: {
        params: idParamSchema,
        body: adminCommentSchema,
        response: { 200: adminRegistrationSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await setAdminComment(db, timeZone, request.user, id, request.body.adminComment);
      return views.viewOf(row);
    },
  );

  app.patch(
    '/registrations/:id',
    {
      schema: {
        params: idParamSchema,
        body: adminRegistrationEditSchema,
        response: { 200: adminRegistrationChangedSchema, ...refusals },
      },
    },
    async (request) => {
      const changed = await editRegistration(deps, contextOf(request), request.params.id, request.body);
      return { ...(await views.viewOf(changed.row)), mailed: changed.mailed };
    },
  );

  app.post(
    '/registrations/:id/resend',
    {
      schema: {
        params: idParamSchema,
        response: { 202: resendResultSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await resendConfirmation(deps, contextOf(request), request.params.id)),
  );

  app.post(
    '/registrations/bulk',
    {
      schema: {
        body: bulkActionSchema,
        response: { 200: bulkResultSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) => bulkRegistrationAction(deps, contextOf(request), request.body),
  );

  adminDeleteRoute(app, {
    path: '/registrations/:id',
    remove: (id, request) => deleteRegistration(deps, id, siteUrlOf(request)),
    notFoundMessage: REGISTRATION_NOT_FOUND_MESSAGE,
    audit: (row) => ({
      entity: 'registration',
      details: { eventId: row.eventId, fullName: row.fullName, email: row.email },
    }),
  });

  app.get(
    '/events/:id/registrations/export',
    { schema: { params: idParamSchema, response: { 200: fileResponseSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const event = await views.eventOr404(request.params.id);
      await auditExport(db, request, event.id, 'registrations');
      return sendRegistrationsCsv(reply, db, event, timeZone);
    },
  );
};

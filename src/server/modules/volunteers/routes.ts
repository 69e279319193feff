import { randomUUID } from 'node:crypto';
import { apiErrorSchema, idParamSchema, publicWriteErrorSchemas } from '@shared/schemas/common';
import {
  addShiftsSchema,
  createdVolunteerSchema,
  publicShiftSchema,
  volunteerInputSchema,
  volunteerSchema,
  volunteerShiftParamsSchema,
} from '@shared/schemas/volunteers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicWriteLimit, tooManyRequests } from '../../lib/public-write-limit';
import { siteUrlOf } from '../../lib/site-url';
import { publicPagesRefresh } from '../../plugins/public-pages-refresh';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { moduleDeps } from '../module-deps';
import { manageLinkRead } from '../registrations/manage-link-read';
import { manageTokenOf, newManageToken } from '../registrations/manage-token';
import { REGISTRATION_WINDOW_MS, REGISTRATIONS_PER_ADDRESS } from '../registrations/sign-up-limits';
import { createVolunteersRepository, type VolunteerRow } from './repository';
import { shiftToPublic } from './shift-api';
import {
  addVolunteerShifts,
  authorisedVolunteer,
  dropVolunteerShift,
  type VolunteerDeps,
  volunteerSignUp,
} from './volunteer-sign-up-service';

/**
 * The public call for volunteers (docs/product-rules.md, "Volunteers"): the shifts of an event with their spots
 * left, signing up without an account, and the manage link's calls (add and drop shifts).
 */
export const volunteersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, timeZone } = moduleDeps(app);
  const repo = createVolunteersRepository(db);
  const eventsRepo = eventsReader(db, timeZone);
  // Sign-ups and changes share the registrations' per-address budgets.
  const changeLimit = publicWriteLimit(
    db,
    'volunteer-changes',
    REGISTRATIONS_PER_ADDRESS,
    REGISTRATION_WINDOW_MS,
  );
  const deps: VolunteerDeps = {
    db,
    timeZone,
    mail: app.mail,
    refreshPublicPages: publicPagesRefresh(app, 'a volunteer change'),
  };

  /** The volunteer, if the request carries their manage token; 404 for an unknown id, 403 for a wrong token. */
  const authorised = (request: FastifyRequest, id: string): Promise<VolunteerRow> =>
    authorisedVolunteer(db, id, manageTokenOf(request));

  const volunteerToApi = async (row: VolunteerRow) => ({
    id: row.id,
    eventId: row.eventId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    shifts: (await repo.shiftsOfVolunteer(row.id)).map(shiftToPublic),
  });

  app.get(
    '/api/events/:id/shifts',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.array(publicShiftSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const event = requireEvent(await eventsRepo.findPublished(request.params.id));
      // Only shifts not yet started: those are the ones anyone can still sign up for.
      return (await repo.listShifts(event.id, new Date())).map(shiftToPublic);
    },
  );

  app.post(
    '/api/volunteers',
    {
      onRequest: publicWriteLimit(db, 'volunteers', REGISTRATIONS_PER_ADDRESS, REGISTRATION_WINDOW_MS),
      schema: {
        body: volunteerInputSchema,
        response: { 201: createdVolunteerSchema, ...publicWriteErrorSchemas },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.website) {
        // Honeypot filled: answer like a success, store and send nothing.
        request.log.info('volunteer honeypot filled; dropped');
        return reply.code(201).send({ id: randomUUID(), manageToken: newManageToken(), shifts: [] });
      }
      const outcome = await volunteerSignUp(deps, body, siteUrlOf(request));
      if (outcome.kind === 'too-many') throw tooManyRequests(reply, outcome.what, outcome.retryAfterSeconds);
      const { row, manageToken, shifts } = outcome;
      return reply.code(201).send({ id: row.id, manageToken, shifts: shifts.map(shiftToPublic) });
    },
  );

  manageLinkRead(app, {
    path: '/api/volunteers/:id',
    answer: volunteerSchema,
    authorised: (id, token) => authorisedVolunteer(db, id, token),
    view: volunteerToApi,
  });

  app.post(
    '/api/volunteers/:id/shifts',
    {
      onRequest: changeLimit,
      schema: {
        params: idParamSchema,
        body: addShiftsSchema,
        response: { 200: volunteerSchema, ...publicWriteErrorSchemas },
      },
    },
    async (request) => {
      const volunteer = await authorised(request, request.params.id);
      await addVolunteerShifts(deps, volunteer, request.body.shiftIds, siteUrlOf(request));
      return volunteerToApi(volunteer);
    },
  );

  app.delete(
    '/api/volunteers/:id/shifts/:shiftId',
    {
      onRequest: changeLimit,
      schema: {
        params: volunteerShiftParamsSchema,
        response: { 200: volunteerSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const volunteer = await authorised(request, request.params.id);
      await dropVolunteerShift(deps, volunteer, request.params.shiftId);
      return volunteerToApi(volunteer);
    },
  );
};

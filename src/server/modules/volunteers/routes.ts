import { randomUUID } from 'node:crypto';
import { apiErrorSchema, idParamSchema, publicWriteErrorSchemas } from '@shared/schemas/common';
import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
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
import { coalesced } from '../../lib/coalesced';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { publicWriteLimit } from '../../lib/public-write-limit';
import { siteUrlOf } from '../../lib/site-url';
import { isUuid } from '../../lib/uuid';
import { volunteerConfirmation } from '../../plugins/mail/messages/volunteer-confirmation';
import { eventsReader } from '../events/events-service';
import { requireEvent, requireEventAhead } from '../events/require-event';
import { hashManageToken, manageTokenMatches, newManageToken } from '../registrations/manage-token';
import {
  EMAIL_WINDOW_MS,
  REGISTRATION_WINDOW_MS,
  REGISTRATIONS_PER_ADDRESS,
  REGISTRATIONS_PER_EMAIL,
  refuseBeyondEmailAllowance,
  signUpLimits,
} from '../registrations/sign-up-limits';
import { siteSettingsReader } from '../settings/site-settings';
import { createVolunteersRepository, type VolunteerRow } from './repository';
import { refusalMessage, shiftToPublic, volunteerManageUrl } from './shift-api';

export const ALREADY_VOLUNTEERING_MESSAGE =
  'This email address has already signed up to volunteer for this event: use the link in your confirmation mail to add shifts';
export const VOLUNTEER_NOT_FOUND_MESSAGE = 'Volunteer not found';
export const BAD_VOLUNTEER_TOKEN_MESSAGE =
  'These shifts can only be changed with the link from your confirmation mail';
export const NOT_ON_SHIFT_MESSAGE = 'You are not down for this shift';

/**
 * The public call for volunteers (docs/product-rules.md, "Volunteers"): the shifts of an event with their spots
 * left, signing up without an account, and the manage link's calls (add and drop shifts).
 */
export const volunteersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createVolunteersRepository(db);
  const eventsRepo = eventsReader(db, app.config.siteTimezone);
  const settings = siteSettingsReader(db);
  const signUps = signUpLimits(db);
  const timeZone = app.config.siteTimezone;
  // Sign-ups and changes share the registrations' per-address budgets.
  const changeLimit = publicWriteLimit(
    db,
    'volunteer-changes',
    REGISTRATIONS_PER_ADDRESS,
    REGISTRATION_WINDOW_MS,
  );
  // The public shift list shows spots left: a change lets the cached pages and answers show the new numbers.
  const refreshPublicPages = coalesced(
    async () => {
      if (app.hasDecorator('invalidatePublicCache')) await app.invalidatePublicCache();
    },
    (err) => app.log.error({ err }, 'could not refresh public pages after a volunteer change'),
  );

  /** The volunteer, if the request carries their manage token; 404 for an unknown id, 403 for a wrong token. */
  const authorised = async (request: FastifyRequest, id: string): Promise<VolunteerRow> => {
    const row = isUuid(id) ? await repo.findVolunteer(id) : null;
    if (!row) throw notFound(VOLUNTEER_NOT_FOUND_MESSAGE);
    const header = request.headers[MANAGE_TOKEN_HEADER];
    const token = typeof header === 'string' && header ? header : undefined;
    if (!manageTokenMatches(token, row.manageTokenHash)) throw forbidden(BAD_VOLUNTEER_TOKEN_MESSAGE);
    return row;
  };

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
      const event = requireEventAhead(requireEvent(await eventsRepo.findPublished(body.eventId)), timeZone);
      const email = body.email.toLowerCase();
      // The confirmation is an acknowledgement to a typed address: held beyond its hourly limit (no spam relay).
      const acknowledgement = app.mail.takeAcknowledgement(email);
      acknowledgement.catch(() => undefined);
      try {
        await signUps.check(reply, event.id, email);
        // The same allowance of live sign-ups per address and hour, counted on volunteers' own sign-ups.
        refuseBeyondEmailAllowance(
          reply,
          await repo.recentSignUps(email, EMAIL_WINDOW_MS, REGISTRATIONS_PER_EMAIL),
        );
      } catch (err) {
        if (await acknowledgement.catch(() => false)) await app.mail.giveBackAcknowledgement(email);
        throw err;
      }
      const held = !(await acknowledgement);
      const manageToken = newManageToken();
      const now = new Date();
      const row: VolunteerRow = {
        id: randomUUID(),
        eventId: event.id,
        fullName: body.fullName,
        email,
        phone: body.phone,
        notes: body.notes || null,
        manageTokenHash: hashManageToken(manageToken),
        createdAt: now,
        updatedAt: now,
      };
      const siteUrl = siteUrlOf(request);
      const { groupName } = await settings.get();
      const outcome = await repo
        .signUp({
          row,
          shiftIds: body.shiftIds,
          now,
          mail: (shifts) =>
            app.mail.prepare(
              volunteerConfirmation({
                event,
                volunteer: row,
                shifts,
                manageUrl: volunteerManageUrl(siteUrl, event.slug, row.id, manageToken),
                siteUrl,
                groupName,
                timeZone,
              }),
              { held },
            ),
        })
        .catch(async (err: unknown) => {
          if (!held) await app.mail.giveBackAcknowledgement(email);
          throw err;
        });
      if (outcome.status !== 'stored') {
        if (!held) await app.mail.giveBackAcknowledgement(email);
        if (outcome.status === 'duplicate') throw conflict(ALREADY_VOLUNTEERING_MESSAGE);
        throw refusalMessage(outcome, timeZone);
      }
      app.mail.deliverSoon();
      refreshPublicPages();
      return reply.code(201).send({ id: row.id, manageToken, shifts: outcome.shifts.map(shiftToPublic) });
    },
  );

  app.get(
    '/api/volunteers/:id',
    {
      schema: {
        params: idParamSchema,
        response: { 200: volunteerSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await authorised(request, request.params.id);
      reply.header('Cache-Control', 'no-store');
      return volunteerToApi(row);
    },
  );

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
      const event = requireEventAhead(
        requireEvent(await eventsRepo.findPublished(volunteer.eventId)),
        timeZone,
      );
      const siteUrl = siteUrlOf(request);
      const { groupName } = await settings.get();
      const outcome = await repo.addShifts(volunteer.id, request.body.shiftIds, new Date(), (row, added) =>
        app.mail.prepare(
          volunteerConfirmation({
            event,
            volunteer: row,
            shifts: added,
            manageUrl: null,
            added: true,
            siteUrl,
            groupName,
            timeZone,
          }),
        ),
      );
      if (!outcome) throw notFound(VOLUNTEER_NOT_FOUND_MESSAGE);
      if (outcome.status !== 'stored') throw refusalMessage(outcome, timeZone);
      if (outcome.added.length > 0) {
        app.mail.deliverSoon();
        refreshPublicPages();
      }
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
      if (!(await repo.dropShift(volunteer.id, request.params.shiftId))) throw notFound(NOT_ON_SHIFT_MESSAGE);
      refreshPublicPages();
      return volunteerToApi(volunteer);
    },
  );
};

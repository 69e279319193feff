import { randomUUID } from 'node:crypto';
import { formatLongDate } from '@shared/dates';
import {
  apiErrorSchema,
  fileResponseSchema,
  idParamSchema,
  publicWriteErrorSchemas,
} from '@shared/schemas/common';
import { createdRegistrationSchema } from '@shared/schemas/registrations';
import { seriesRegistrationInputSchema, seriesSchema } from '@shared/schemas/series';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { publicWriteLimit } from '../../lib/public-write-limit';
import { siteUrlOf } from '../../lib/site-url';
import { registrationToApi } from '../../lib/to-api';
import { isUuid } from '../../lib/uuid';
import {
  type SeriesSignUpDate,
  seriesRegistrationMessage,
} from '../../plugins/mail/messages/series-registration';
import type { EventRow } from '../events/event-row';
import { EVENT_CANCELLED_MESSAGE, EVENT_NOT_FOUND, requireEventAhead } from '../events/require-event';
import { hashManageToken, manageUrlFor, newManageToken } from '../registrations/manage-token';
import { createPlaceChanges } from '../registrations/place-changes';
import {
  type RegistrantRow,
  registrationsService,
  type SignUp,
} from '../registrations/registrations-service';
import { REGISTRATION_CLOSED_MESSAGE, rowValues } from '../registrations/routes';
import {
  REGISTRATION_WINDOW_MS,
  REGISTRATIONS_PER_ADDRESS,
  signUpLimits,
} from '../registrations/sign-up-limits';
import { signUpSource } from '../registrations/sign-up-source';
import { newTicketCode } from '../registrations/ticket-code';
import { siteSettingsReader } from '../settings/site-settings';
import { seriesIcs } from './calendar';
import { startSeriesSweep } from './dates';
import { createSeriesRepository } from './repository';
import { SERIES_NOT_FOUND } from './series-admin-service';
import { seriesToApi } from './to-api';

export const NOT_THIS_SERIES_MESSAGE = 'One or more of the chosen dates are not dates of this series';
export const alreadyRegisteredFor = (day: string) => `This email address is already registered for ${day}`;

/**
 * GET /api/series and /api/series/:id: published series and their dates not yet over, with places left.
 * GET /api/series/:id/calendar.ics: the series as one recurring calendar entry.
 * POST /api/series/:id/registrations: one person for several dates at once, one mail with every ticket.
 */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const repo = createSeriesRepository(db, timeZone);
  const registrationsRepo = registrationsService(db);
  const settings = siteSettingsReader(db);
  const signUps = signUpLimits(db);
  const placeChanges = createPlaceChanges(app);
  startSeriesSweep(app);

  /** The series as the public may see it: 404 for an unknown or unpublished one. */
  const publishedSeries = async (id: string) => {
    const row = await repo.findBySlugOrId(id);
    if (!row?.template.published) throw notFound(SERIES_NOT_FOUND);
    return row;
  };

  app.get('/api/series', { schema: { response: { 200: z.array(seriesSchema) } } }, async () => {
    const rows = await repo.listPublished();
    return Promise.all(
      rows.map(async (row) =>
        seriesToApi(row, await repo.datesOf(row.id, { upcoming: true, publishedOnly: true }), timeZone),
      ),
    );
  });

  app.get(
    '/api/series/:id',
    { schema: { params: idParamSchema, response: { 200: seriesSchema, 404: apiErrorSchema } } },
    async (request) => {
      const row = await publishedSeries(request.params.id);
      return seriesToApi(row, await repo.datesOf(row.id, { upcoming: true, publishedOnly: true }), timeZone);
    },
  );

  app.get(
    '/api/series/:id/calendar.ics',
    { schema: { params: idParamSchema, response: { 200: fileResponseSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const row = await publishedSeries(request.params.id);
      const ics = seriesIcs(row, await repo.datesOf(row.id), { timeZone, siteUrl: siteUrlOf(request) });
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${row.slug}.ics"`)
          // The public read cache replays only the body and type; this answer needs its Content-Disposition.
          .header('Cache-Control', 'no-store')
          .send(ics)
      );
    },
  );

  app.post(
    '/api/series/:id/registrations',
    {
      onRequest: publicWriteLimit(db, 'registrations', REGISTRATIONS_PER_ADDRESS, REGISTRATION_WINDOW_MS),
      schema: {
        params: idParamSchema,
        body: seriesRegistrationInputSchema,
        response: { 201: z.array(createdRegistrationSchema), ...publicWriteErrorSchemas },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const series = await publishedSeries(request.params.id);
      const ids = [...new Set(body.eventIds)];
      if (ids.some((id) => !isUuid(id))) throw badRequest(NOT_THIS_SERIES_MESSAGE, 'eventIds');
      const all = await repo.datesOf(series.id, { publishedOnly: true });
      const byId = new Map(all.map((d) => [d.id, d] as const));
      const dates: EventRow[] = [];
      for (const id of ids) {
        const date = byId.get(id);
        if (!date) throw badRequest(NOT_THIS_SERIES_MESSAGE, 'eventIds');
        dates.push(date);
      }
      dates.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      const dayOf = (date: EventRow) => formatLongDate(date.startsAt, timeZone);
      for (const date of dates) {
        try {
          requireEventAhead(date, timeZone);
          if (!date.registrationOpen) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
        } catch (err) {
          if (err instanceof HttpError) throw new HttpError(err.statusCode, `${dayOf(date)}: ${err.message}`);
          throw err;
        }
      }
      const email = body.email.toLowerCase();
      const source = signUpSource(body, request);
      const rowsFor = (now: Date) => dates.map((date) => newRow(date.id, rowValues(date, body), source, now));
      if (body.website) {
        // Honeypot filled: answer like a success, store and send nothing.
        request.log.info('series registration honeypot filled; dropped');
        return reply.code(201).send(
          rowsFor(new Date()).map((row) => ({
            ...registrationToApi(row, null),
            manageToken: newManageToken(),
          })),
        );
      }
      for (const date of dates) {
        const existing = await registrationsRepo.findByEventAndEmail(date.id, email);
        if (existing && existing.status !== 'cancelled') throw conflict(alreadyRegisteredFor(dayOf(date)));
      }
      // One confirmation for all the dates: one acknowledgement of the address, held beyond its hourly limit.
      const acknowledgement = app.mail.takeAcknowledgement(email);
      acknowledgement.catch(() => undefined);
      try {
        for (const date of dates) await signUps.check(reply, date.id, email);
      } catch (err) {
        if (await acknowledgement.catch(() => false)) await app.mail.giveBackAcknowledgement(email);
        throw err;
      }
      const held = !(await acknowledgement);
      const now = new Date();
      const siteUrl = siteUrlOf(request);
      const { groupName } = await settings.get();
      const rows = rowsFor(now);
      const made = dates.map((date, i) => {
        const manageToken = newManageToken();
        const row: RegistrantRow = {
          ...(rows[i] as RegistrantRow),
          manageTokenHash: hashManageToken(manageToken),
        };
        const signUp: SignUp = {
          row,
          confirmedMail: null,
          waitlistedMail: () => null,
        };
        return {
          date,
          row,
          manageToken,
          signUp,
          manageUrl: manageUrlFor(siteUrl, date.slug, row.id, manageToken),
        };
      });
      const outcomes = await registrationsRepo
        .signUpTogether(
          made.map((m) => m.signUp),
          (results) => {
            const stored: SeriesSignUpDate[] = [];
            results.forEach((outcome, i) => {
              const m = made[i];
              if (!m) return;
              const base = { event: m.date, ticketCode: m.row.ticketCode, manageUrl: m.manageUrl };
              if (outcome.status === 'confirmed') stored.push({ ...base, status: 'confirmed' });
              if (outcome.status === 'waitlisted')
                stored.push({ ...base, status: 'waitlisted', waitlistPosition: outcome.waitlistPosition });
            });
            if (stored.length === 0) return null;
            const t = series.template;
            return app.mail.prepare(
              seriesRegistrationMessage({
                title: t.title,
                venue: t.venue,
                address: t.address,
                registration: made[0]?.row ?? { fullName: body.fullName, email, guestCount: body.guestCount },
                dates: stored,
                siteUrl,
                groupName,
                timeZone,
              }),
              { held },
            );
          },
        )
        .catch(async (err: unknown) => {
          if (!held) await app.mail.giveBackAcknowledgement(email);
          throw err;
        });
      const answer = outcomes.flatMap((outcome, i) => {
        const m = made[i];
        if (!m || (outcome.status !== 'confirmed' && outcome.status !== 'waitlisted')) return [];
        const position = outcome.status === 'waitlisted' ? outcome.waitlistPosition : null;
        return [
          {
            ...registrationToApi({ ...m.row, status: outcome.status }, position),
            manageToken: m.manageToken,
          },
        ];
      });
      if (answer.length === 0) {
        if (!held) await app.mail.giveBackAcknowledgement(email);
        const statuses = new Set(outcomes.map((o) => o.status));
        if (statuses.has('cancelled')) throw forbidden(EVENT_CANCELLED_MESSAGE);
        if (statuses.has('no-event')) throw notFound(EVENT_NOT_FOUND);
        throw conflict(alreadyRegisteredFor(dayOf(made[0]?.date ?? (dates[0] as EventRow))));
      }
      app.mail.deliverSoon();
      if (dates.some((d) => d.capacity !== null)) placeChanges.refreshPublicPages();
      return reply.code(201).send(answer);
    },
  );
};

/** A registration row before it is stored (its status is decided then). */
function newRow(
  eventId: string,
  values: ReturnType<typeof rowValues>,
  source: string,
  now: Date,
): RegistrantRow {
  return {
    id: randomUUID(),
    eventId,
    ...values,
    source,
    adminComment: null,
    manageTokenHash: null,
    status: 'confirmed',
    waitlistOrder: null,
    ticketCode: newTicketCode(),
    reminderSentAt: null,
    checkedInPeople: 0,
    createdAt: now,
    updatedAt: now,
  };
}

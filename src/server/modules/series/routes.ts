import type { Locale } from '@shared/i18n/locales';
import {
  apiErrorSchema,
  fileResponseSchema,
  idParamSchema,
  publicWriteErrorSchemas,
} from '@shared/schemas/common';
import { langQueryObject } from '@shared/schemas/content-translations';
import { createdRegistrationSchema } from '@shared/schemas/registrations';
import { seriesRegistrationInputSchema, seriesSchema } from '@shared/schemas/series';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { publicWriteLimit } from '../../lib/public-write-limit';
import { siteUrlOf } from '../../lib/site-url';
import { registrationToApi } from '../../lib/to-api';
import { moduleDeps } from '../module-deps';
import { newManageToken } from '../registrations/manage-token';
import { newRegistrationRow } from '../registrations/new-registration-row';
import { createPlaceChanges } from '../registrations/registrations-service';
import {
  REGISTRATION_WINDOW_MS,
  REGISTRATIONS_PER_ADDRESS,
  signUpLimits,
} from '../registrations/sign-up-limits';
import { signUpSource } from '../registrations/sign-up-source';
import { rowValues } from '../registrations/sign-up-values';
import { seriesIcs } from './calendar';
import { startSeriesSweep } from './dates';
import type { SeriesRow } from './recurrence';
import { createSeriesRepository } from './repository';
import { SERIES_NOT_FOUND } from './series-admin-service';
import {
  chosenSeriesDates,
  refuseAlreadyRegistered,
  type SeriesSignUpDeps,
  signUpForSeriesDates,
} from './series-sign-up-service';
import { seriesToApi } from './to-api';

/**
 * GET /api/series and /api/series/:id: published series and their dates not yet over, with places left.
 * GET /api/series/:id/calendar.ics: the series as one recurring calendar entry.
 * POST /api/series/:id/registrations: one person for several dates at once, one mail with every ticket.
 */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, timeZone } = moduleDeps(app);
  const repo = createSeriesRepository(db, timeZone);
  const signUps = signUpLimits(db);
  const placeChanges = createPlaceChanges(app);
  const signUpDeps: SeriesSignUpDeps = {
    db,
    timeZone,
    mail: app.mail,
    refreshPublicPages: () => placeChanges.refreshPublicPages(),
  };
  startSeriesSweep(app);

  /** The series as the public may see it: 404 for an unknown or unpublished one. */
  const publishedSeries = async (id: string) => {
    const row = await repo.findBySlugOrId(id);
    if (!row?.template.published) throw notFound(SERIES_NOT_FOUND);
    return row;
  };

  /** A published series with its upcoming dates, worded in the read's language. */
  const publicSeries = async (row: SeriesRow, lang: Locale) =>
    seriesToApi(row, await repo.datesOf(row.id, { upcoming: true, publishedOnly: true }), timeZone, lang);

  app.get(
    '/api/series',
    {
      schema: { querystring: langQueryObject, response: { 200: z.array(seriesSchema), 400: apiErrorSchema } },
    },
    async (request) => {
      const rows = await repo.listPublished();
      return Promise.all(rows.map((row) => publicSeries(row, request.query.lang)));
    },
  );

  app.get(
    '/api/series/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: langQueryObject,
        response: { 200: seriesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => publicSeries(await publishedSeries(request.params.id), request.query.lang),
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
      const dates = await chosenSeriesDates(db, timeZone, series, body.eventIds);
      const email = body.email.toLowerCase();
      const source = signUpSource(body, request);
      const rowsFor = (now: Date) =>
        dates.map((date) =>
          newRegistrationRow(date.id, rowValues(date, body), {
            source,
            language: body.language,
            manageTokenHash: null,
            now,
          }),
        );
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
      await refuseAlreadyRegistered(db, timeZone, dates, email);
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
      const signedUp = await signUpForSeriesDates(
        signUpDeps,
        series,
        dates,
        rowsFor(new Date()),
        { email, held },
        siteUrlOf(request),
      );
      return reply.code(201).send(
        signedUp.map((s) => ({
          ...registrationToApi(s.row, s.waitlistPosition),
          manageToken: s.manageToken,
        })),
      );
    },
  );
};

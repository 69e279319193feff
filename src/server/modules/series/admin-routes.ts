import { calendarDateIn } from '@shared/dates';
import { apiErrorSchema, emptyResponseSchema, idParamSchema } from '@shared/schemas/common';
import { slugify } from '@shared/schemas/event-payload';
import {
  type ParsedSeriesPayload,
  seriesChangeSchema,
  seriesEndSchema,
  seriesPayloadSchema,
  seriesSchema,
} from '@shared/schemas/series';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoredSeriesTemplate } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { audit, auditCreated } from '../audit/audit-log';
import type { EventRow } from '../events/event-row';
import { cancelEventAndTellRegistrants, eventsReader, eventsWriter } from '../events/events-service';
import { eventChangedMessage, timeOrPlaceChanges } from '../events/messages/event-changed';
import { createPlaceChanges } from '../registrations/place-changes';
import { lockPlaces, registrationsService } from '../registrations/registrations-service';
import { siteSettingsReader } from '../settings/site-settings';
import { horizonOf, makeDates } from './dates';
import { dateTiming, nextDay, normalisedStartTime } from './recurrence';
import { createSeriesRepository } from './repository';
import { seriesToApi } from './to-api';

export const SERIES_NOT_FOUND = 'Series not found';
export const NO_DATES_MESSAGE = 'These settings make no dates from today on';
export const NOT_A_DATE_MESSAGE = 'Choose a date of this series';

type TemplateField = keyof StoredSeriesTemplate;
const TEMPLATE_FIELDS: TemplateField[] = [
  'title',
  'description',
  'venue',
  'address',
  'published',
  'highlights',
  'schedule',
  'whatToBring',
  'sponsors',
  'activities',
  'registrationOpen',
  'acceptStallApplications',
  'stallCapacity',
  'stallWaitlist',
  'capacity',
  'reminderHoursBefore',
];

/** The template's fields as the payload gives them, tidied as the event form's are (empty lines dropped). */
function templateFields(payload: Partial<ParsedSeriesPayload>): Partial<StoredSeriesTemplate> {
  const picked: Partial<Record<TemplateField, unknown>> = {};
  for (const field of TEMPLATE_FIELDS) if (payload[field] !== undefined) picked[field] = payload[field];
  const fields = picked as Partial<StoredSeriesTemplate>;
  if (fields.highlights) fields.highlights = fields.highlights.filter(Boolean);
  if (fields.whatToBring) fields.whatToBring = fields.whatToBring.filter(Boolean);
  if (fields.schedule)
    fields.schedule = fields.schedule.map((item) =>
      item.description ? item : { time: item.time, activity: item.activity },
    );
  return fields;
}

/** Admin series: create one with its dates, change it from a date on, end it. Paths are relative to /api/admin. */
export const seriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const repo = createSeriesRepository(db, timeZone);
  const eventsRepo = { ...eventsReader(db, timeZone), ...eventsWriter(db, timeZone) };
  const registrationsRepo = registrationsService(db);
  const settings = siteSettingsReader(db);
  const placeChanges = createPlaceChanges(app);

  const requireSeries = async (id: string) => {
    const row = await repo.findBySlugOrId(id);
    if (!row) throw notFound(SERIES_NOT_FOUND);
    return row;
  };
  /** The date `from` names, which must be one of the series'. */
  const dateOf = async (seriesId: string, from: string) => {
    const date = await eventsRepo.findById(from);
    if (!date || date.seriesId !== seriesId) throw badRequest(NOT_A_DATE_MESSAGE, 'from');
    return date;
  };

  app.post(
    '/series',
    { schema: { body: seriesPayloadSchema, response: { 201: seriesSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const payload = request.body;
      const now = new Date();
      const template: StoredSeriesTemplate = {
        published: true,
        capacity: null,
        reminderHoursBefore: 24,
        ...(templateFields(payload) as Omit<
          StoredSeriesTemplate,
          'published' | 'capacity' | 'reminderHoursBefore'
        >),
      };
      const create = async () =>
        db.transaction(async (tx) => {
          const slug = await repo.uniqueSlug(payload.slug ?? slugify(payload.title), tx);
          const row = await repo.insert(
            {
              slug,
              template,
              freq: payload.recurrence.freq,
              interval: payload.recurrence.interval,
              byWeekday: payload.recurrence.byWeekday ?? [],
              bySetPos: payload.recurrence.bySetPos ?? null,
              untilDate: payload.recurrence.until ?? null,
              count: payload.recurrence.count ?? null,
              startDate: payload.date,
              startTime: normalisedStartTime(payload.startTime),
              durationMinutes: payload.durationMinutes,
              exceptions: [...new Set(payload.exceptions)].sort(),
              generatedUntil: nextDay(payload.date, -1),
            },
            tx,
          );
          const dates = await makeDates(tx, row, { through: horizonOf(now, timeZone), now, timeZone });
          if (dates.length === 0) throw badRequest(NO_DATES_MESSAGE, 'recurrence');
          return { row: (await repo.lock(row.id, tx)) ?? row, dates };
        });
      // Slugs are chosen before the insert; a simultaneous create taking the same one is tried again.
      for (let attempt = 0; ; attempt++) {
        try {
          const { row, dates } = await create();
          await auditCreated(db, request, 'series', row.id, {
            title: template.title,
            slug: row.slug,
            dates: dates.length,
          });
          app.reminders.soon();
          return reply.code(201).send(seriesToApi(row, dates, timeZone));
        } catch (err) {
          if (attempt < 3 && isUniqueViolation(err)) continue;
          throw err;
        }
      }
    },
  );

  app.put(
    '/series/:id',
    {
      schema: {
        params: idParamSchema,
        body: seriesChangeSchema,
        response: { 200: seriesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const current = await requireSeries(request.params.id);
      const from = await dateOf(current.id, request.body.from);
      const { startTime: newTime, durationMinutes: newDuration, ...rest } = request.body.changes;
      const fields = templateFields(rest);
      const siteUrl = siteUrlOf(request);
      const { groupName } = await settings.get();
      const { row, dates, told, capacityChanged } = await db.transaction(async (tx) => {
        const locked = await repo.lock(current.id, tx);
        if (!locked) throw notFound(SERIES_NOT_FOUND);
        const startTime = newTime ? normalisedStartTime(newTime) : locked.startTime;
        const durationMinutes = newDuration ?? locked.durationMinutes;
        const retimed = newTime !== undefined || newDuration !== undefined;
        const row = await repo.update(
          locked.id,
          { template: { ...locked.template, ...fields }, startTime, durationMinutes },
          tx,
        );
        if (!row) throw notFound(SERIES_NOT_FOUND);
        const outbox = createOutboundEmailsRepository(tx);
        let told = 0;
        const capacityChanged: string[] = [];
        // This date and every later one; earlier dates keep what they were.
        for (const date of await repo.datesOf(row.id, { from: from.startsAt }, tx)) {
          const day = calendarDateIn(date.startsAt, timeZone);
          const timing = retimed ? dateTiming(day, startTime, durationMinutes, timeZone) : {};
          const updated = await eventsRepo.update(date.id, { ...fields, ...timing }, tx);
          if (!updated) continue;
          if (fields.capacity !== undefined && fields.capacity !== date.capacity)
            capacityChanged.push(date.id);
          // Its registrants (who keep their places) are told of a new time or place, as for any event.
          const changes = timeOrPlaceChanges(date, updated, timeZone);
          if (changes.length === 0) continue;
          for (const registration of await registrationsRepo.contactsOf(date.id, tx)) {
            await outbox.insert(
              app.mail.prepare(
                eventChangedMessage({ event: updated, registration, changes, siteUrl, groupName, timeZone }),
              ),
            );
            told++;
          }
        }
        return { row, dates: await repo.datesOf(row.id, {}, tx), told, capacityChanged };
      });
      // A raised (or removed) capacity confirms the waiting parties that now fit.
      for (const id of capacityChanged) await placeChanges.apply(id, siteUrl, async () => {});
      if (told > 0) app.mail.deliverSoon();
      app.reminders.soon();
      await audit(db, request, {
        action: 'update',
        entity: 'series',
        entityId: row.id,
        details: { title: row.template.title, from: from.id, registrantsTold: told },
      });
      const fresh = capacityChanged.length > 0 ? await repo.datesOf(row.id) : dates;
      return seriesToApi(row, fresh, timeZone);
    },
  );

  // Ends the series before the date `from`: later dates nobody registered for go, those with registrants are
  // cancelled (each registrant told, as for any cancelled event).
  app.delete(
    '/series/:id',
    {
      schema: {
        params: idParamSchema,
        body: seriesEndSchema.optional(),
        response: { 204: emptyResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const current = await requireSeries(request.params.id);
      const fromId = request.body?.from;
      let first: EventRow | undefined;
      if (fromId) first = await dateOf(current.id, fromId);
      else [first] = await repo.datesOf(current.id, { upcoming: true });
      const lastDay = nextDay(calendarDateIn(first?.startsAt ?? new Date(), timeZone), -1);
      const { toCancel, removed } = await db.transaction(async (tx) => {
        const locked = await repo.lock(current.id, tx);
        if (!locked) throw notFound(SERIES_NOT_FOUND);
        await repo.update(
          locked.id,
          {
            untilDate: locked.untilDate && locked.untilDate < lastDay ? locked.untilDate : lastDay,
            count: null,
          },
          tx,
        );
        if (!first) return { toCancel: [], removed: 0 };
        const later = await repo.datesOf(locked.id, { from: first.startsAt }, tx);
        // Under the dates' place locks: a sign-up cannot slip in between the count and the delete.
        const places = await lockPlaces(
          tx,
          later.map((d) => d.id),
        );
        const toCancel: string[] = [];
        let removed = 0;
        for (const date of later) {
          const p = places.get(date.id);
          if (!p) continue;
          if (p.confirmedPeople > 0 || p.waitlisted > 0) {
            if (p.status !== 'cancelled') toCancel.push(date.id);
          } else if (await eventsRepo.deleteById(date.id, tx)) removed++;
        }
        return { toCancel, removed };
      });
      const siteUrl = siteUrlOf(request);
      for (const id of toCancel) {
        await cancelEventAndTellRegistrants({ db, timeZone, mail: app.mail }, id, null, siteUrl).catch(
          (err: unknown) => {
            // Cancelled (or deleted) meanwhile by someone else: nothing left to do for that date.
            if (!(err instanceof HttpError)) throw err;
          },
        );
      }
      await audit(db, request, {
        action: 'update',
        entity: 'series',
        entityId: current.id,
        details: {
          title: current.template.title,
          endedBefore: first?.id ?? null,
          removed,
          cancelled: toCancel.length,
        },
      });
      return reply.code(204).send(null);
    },
  );
};

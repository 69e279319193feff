import { calendarDateIn } from '@shared/dates';
import { slugify } from '@shared/schemas/event-payload';
import type { ParsedSeriesPayload, seriesChangeSchema } from '@shared/schemas/series';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { StoredSeriesTemplate } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import { type AuditActor, recordAudit, recordCreated } from '../audit/audit-log';
import { cancelEventAndTellRegistrants } from '../events/cancel-event';
import type { EventRow } from '../events/event-row';
import { eventsReader, eventsWriter } from '../events/events-service';
import { timeOrPlaceChanges } from '../events/messages/event-changed';
import { queueTimeOrPlaceMails } from '../events/time-or-place-mails';
import { lockPlaces, type PlaceChanges } from '../registrations/registrations-service';
import type { ReminderSweep } from '../reminders/reminder-sweep';
import { siteSettingsReader } from '../settings/site-settings';
import { horizonOf, makeDates } from './dates';
import { dateTiming, nextDay, normalisedStartTime, type SeriesRow } from './recurrence';
import { createSeriesRepository } from './repository';

// The organisers' actions on series: creating one with its dates, changing it from a date on, ending it. The
// rules, transactions, audit records and mails behind /api/admin/series.

export const SERIES_NOT_FOUND = 'Series not found';
export const NO_DATES_MESSAGE = 'These settings make no dates from today on';
export const NOT_A_DATE_MESSAGE = 'Choose a date of this series';

export type SeriesAdminDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverSoon'>;
  /** Confirms waiting parties that fit after a capacity change. */
  placeChanges: Pick<PlaceChanges, 'apply'>;
  /** New or retimed dates may make reminders due now. */
  reminders: Pick<ReminderSweep, 'soon'>;
  now: () => Date;
};

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

async function requireSeries(db: Db, timeZone: string, id: string): Promise<SeriesRow> {
  const row = await createSeriesRepository(db, timeZone).findBySlugOrId(id);
  if (!row) throw notFound(SERIES_NOT_FOUND);
  return row;
}

/** The date `from` names, which must be one of the series' (400 naming `from` otherwise). */
async function dateOf(db: Db, timeZone: string, seriesId: string, from: string): Promise<EventRow> {
  const date = await eventsReader(db, timeZone).findById(from);
  if (!date || date.seriesId !== seriesId) throw badRequest(NOT_A_DATE_MESSAGE, 'from');
  return date;
}

/** Creates a series and its dates up to the horizon; 400 when its rule makes no date from today on. */
export async function createSeries(
  { db, timeZone, reminders, now: clock }: SeriesAdminDeps,
  actor: AuditActor,
  payload: ParsedSeriesPayload,
): Promise<{ row: SeriesRow; dates: EventRow[] }> {
  const repository = createSeriesRepository(db, timeZone);
  const now = clock();
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
      const slug = await repository.uniqueSlug(payload.slug ?? slugify(payload.title), tx);
      const row = await repository.insert(
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
      return { row: (await repository.lock(row.id, tx)) ?? row, dates };
    });
  // Slugs are chosen before the insert; a simultaneous create taking the same one is tried again.
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await create();
      await recordCreated(db, actor, 'series', created.row.id, {
        title: template.title,
        slug: created.row.slug,
        dates: created.dates.length,
      });
      reminders.soon();
      return created;
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/**
 * Changes a series from one of its dates on: that date and every later one take the changes, earlier dates keep
 * what they were. Their registrants (who keep their places) are told of a new time or place, as for any event.
 */
export async function changeSeriesFrom(
  { db, timeZone, mail, placeChanges, reminders }: SeriesAdminDeps,
  actor: AuditActor,
  id: string,
  change: z.output<typeof seriesChangeSchema>,
  siteUrl: string,
): Promise<{ row: SeriesRow; dates: EventRow[] }> {
  const repository = createSeriesRepository(db, timeZone);
  const events = eventsWriter(db, timeZone);
  const current = await requireSeries(db, timeZone, id);
  const from = await dateOf(db, timeZone, current.id, change.from);
  const { startTime: newTime, durationMinutes: newDuration, ...rest } = change.changes;
  const fields = templateFields(rest);
  const { groupName } = await siteSettingsReader(db).get();
  const { row, dates, told, capacityChanged } = await db.transaction(async (tx) => {
    const locked = await repository.lock(current.id, tx);
    if (!locked) throw notFound(SERIES_NOT_FOUND);
    const startTime = newTime ? normalisedStartTime(newTime) : locked.startTime;
    const durationMinutes = newDuration ?? locked.durationMinutes;
    const retimed = newTime !== undefined || newDuration !== undefined;
    const row = await repository.update(
      locked.id,
      { template: { ...locked.template, ...fields }, startTime, durationMinutes },
      tx,
    );
    if (!row) throw notFound(SERIES_NOT_FOUND);
    let told = 0;
    const capacityChanged: string[] = [];
    for (const date of await repository.datesOf(row.id, { from: from.startsAt }, tx)) {
      const day = calendarDateIn(date.startsAt, timeZone);
      const timing = retimed ? dateTiming(day, startTime, durationMinutes, timeZone) : {};
      const updated = await events.update(date.id, { ...fields, ...timing }, tx);
      if (!updated) continue;
      if (fields.capacity !== undefined && fields.capacity !== date.capacity) capacityChanged.push(date.id);
      const changes = timeOrPlaceChanges(date, updated, timeZone);
      if (changes.length === 0) continue;
      const change = { before: date, updated, changes };
      told += await queueTimeOrPlaceMails({ db, mail }, tx, change, { siteUrl, groupName, timeZone });
    }
    return { row, dates: await repository.datesOf(row.id, {}, tx), told, capacityChanged };
  });
  // A raised (or removed) capacity confirms the waiting parties that now fit.
  for (const dateId of capacityChanged) await placeChanges.apply(dateId, siteUrl, async () => {});
  if (told > 0) mail.deliverSoon();
  reminders.soon();
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'series',
    entityId: row.id,
    details: { title: row.template.title, from: from.id, registrantsTold: told },
  });
  return { row, dates: capacityChanged.length > 0 ? await repository.datesOf(row.id) : dates };
}

/**
 * Ends the series before the date `from` (else before its next date): later dates nobody registered for go,
 * those with registrants are cancelled (each registrant told, as for any cancelled event).
 */
export async function endSeries(
  deps: SeriesAdminDeps,
  actor: AuditActor,
  id: string,
  fromId: string | undefined,
  siteUrl: string,
): Promise<void> {
  const { db, timeZone } = deps;
  const repository = createSeriesRepository(db, timeZone);
  const events = eventsWriter(db, timeZone);
  const current = await requireSeries(db, timeZone, id);
  let first: EventRow | undefined;
  if (fromId) first = await dateOf(db, timeZone, current.id, fromId);
  else [first] = await repository.datesOf(current.id, { upcoming: true });
  const lastDay = nextDay(calendarDateIn(first?.startsAt ?? deps.now(), timeZone), -1);
  const { toCancel, removed } = await db.transaction(async (tx) => {
    const locked = await repository.lock(current.id, tx);
    if (!locked) throw notFound(SERIES_NOT_FOUND);
    await repository.update(
      locked.id,
      { untilDate: locked.untilDate && locked.untilDate < lastDay ? locked.untilDate : lastDay, count: null },
      tx,
    );
    if (!first) return { toCancel: [], removed: 0 };
    const later = await repository.datesOf(locked.id, { from: first.startsAt }, tx);
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
      } else if (await events.deleteById(date.id, tx)) removed++;
    }
    return { toCancel, removed };
  });
  for (const dateId of toCancel) {
    await cancelEventAndTellRegistrants(deps, dateId, null, siteUrl).catch((err: unknown) => {
      // Cancelled (or deleted) meanwhile by someone else: nothing left to do for that date.
      if (!(err instanceof HttpError)) throw err;
    });
  }
  await recordAudit(db, actor, {
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
}

import { calendarDateIn } from '@shared/dates';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EventRow, NewEventRow } from '../events/event-row';
import { addMonths, dateTiming, HORIZON_MONTHS, nextDay, ruleDays, type SeriesRow } from './recurrence';
import { createSeriesRepository } from './repository';

// A series' dates are events, made from its rule and template up to twelve months ahead; a sweep adds the later
// ones as time passes (docs/product-rules.md, "Series").

/** The last day dates are made for, seen from `now`. */
export const horizonOf = (now: Date, timeZone: string) =>
  addMonths(calendarDateIn(now, timeZone), HORIZON_MONTHS);

/** The event row of one date of the series. */
export function dateRow(row: SeriesRow, day: string, slug: string, timeZone: string): NewEventRow {
  return {
    ...row.template,
    slug,
    ...dateTiming(day, row.startTime, row.durationMinutes, timeZone),
    legacyTime: null,
    seriesId: row.id,
  };
}

/**
 * Makes the series' dates after those already made through `through` (never a day before today, nor after the
 * rule's end), and records how far they go. Call with the series row locked in `tx`.
 */
export async function makeDates(
  tx: Db,
  row: SeriesRow,
  options: { through: string; now: Date; timeZone: string },
): Promise<EventRow[]> {
  const repo = createSeriesRepository(tx, options.timeZone);
  const yesterday = nextDay(calendarDateIn(options.now, options.timeZone), -1);
  // Days as YYYY-MM-DD compare as text.
  const latest = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);
  const after = latest(row.generatedUntil, yesterday);
  const through = row.untilDate && row.untilDate < options.through ? row.untilDate : options.through;
  if (through <= row.generatedUntil) return [];
  const days = ruleDays(row, { after, through });
  const taken = await repo.eventSlugsLike(`${row.slug}-`);
  const rows = days.map((day) => {
    let slug = `${row.slug}-${day}`;
    for (let n = 2; taken.has(slug); n++) slug = `${row.slug}-${day}-${n}`;
    taken.add(slug);
    return dateRow(row, day, slug, options.timeZone);
  });
  const made = await repo.insertDates(rows);
  await repo.markMadeThrough(row.id, through);
  return made;
}

/**
 * Adds the dates that came within twelve months of `now` to every series whose rule goes on: each series in its
 * own transaction holding its row, so instances sweeping at once make each date once. Answers how many were made.
 */
export async function extendSeries(db: Db, timeZone: string, now: Date = new Date()): Promise<number> {
  const repo = createSeriesRepository(db, timeZone);
  const through = horizonOf(now, timeZone);
  let made = 0;
  for (const candidate of await repo.needingDates(through)) {
    made += await db.transaction(async (tx) => {
      const row = await repo.lock(candidate.id, tx);
      if (!row) return 0;
      return (await makeDates(tx, row, { through, now, timeZone })).length;
    });
  }
  return made;
}

const SWEEP_EVERY_MS = 60 * 60_000;

/** Runs extendSeries at start-up and every hour; new dates drop the public read cache. */
export function startSeriesSweep(app: FastifyInstance): void {
  const sweep = () =>
    extendSeries(app.database.db, app.config.siteTimezone)
      .then(async (made) => {
        if (made > 0 && app.hasDecorator('invalidatePublicCache')) await app.invalidatePublicCache();
      })
      .catch((err: unknown) => app.log.warn({ err }, 'adding series dates failed; tried again next hour'));
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

import { and, asc, eq, gte, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, registrations, series } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { EventRow, NewEventRow } from '../events/event-row';
import { effectiveEndSql } from '../events/event-sql';
import type { SeriesRow } from './recurrence';

export type NewSeriesRow = typeof series.$inferInsert;

export function createSeriesRepository(db: Db, timeZone: string) {
  return {
    async insert(values: NewSeriesRow, tx: Db = db): Promise<SeriesRow> {
      const [row] = await tx.insert(series).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findBySlugOrId(slugOrId: string, tx: Db = db): Promise<SeriesRow | null> {
      const match = isUuid(slugOrId)
        ? or(eq(series.id, slugOrId), eq(series.slug, slugOrId))
        : eq(series.slug, slugOrId);
      const [row] = await tx.select().from(series).where(match).limit(1);
      return row ?? null;
    },

    /** The series row, locked until the transaction ends (making dates, changing or ending it take turns). */
    async lock(id: string, tx: Db): Promise<SeriesRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.select().from(series).where(eq(series.id, id)).for('update');
      return row ?? null;
    },

    async update(id: string, values: Partial<NewSeriesRow>, tx: Db = db): Promise<SeriesRow | null> {
      const [row] = await tx
        .update(series)
        .set({ ...values, updatedAt: new Date(), icsSequence: sql`${series.icsSequence} + 1` })
        .where(eq(series.id, id))
        .returning();
      return row ?? null;
    },

    /** Dates through this day have been made (no change of the rule: the calendar entry stays as it is). */
    async markMadeThrough(id: string, day: string, tx: Db = db): Promise<void> {
      await tx.update(series).set({ generatedUntil: day }).where(eq(series.id, id));
    },

    /** base, or base-2, base-3…: the first slug no other series uses. */
    async uniqueSlug(base: string, tx: Db = db): Promise<string> {
      const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await tx
        .select({ slug: series.slug })
        .from(series)
        .where(or(eq(series.slug, base), like(series.slug, `${escaped}-%`)));
      const taken = new Set(rows.map((r) => r.slug));
      if (!taken.has(base)) return base;
      for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
    },

    /** Event slugs starting with the prefix (a series' dates are named `<series slug>-<day>`). */
    async eventSlugsLike(prefix: string, tx: Db = db): Promise<Set<string>> {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await tx
        .select({ slug: events.slug })
        .from(events)
        .where(like(events.slug, `${escaped}%`));
      return new Set(rows.map((r) => r.slug));
    },

    async insertDates(rows: NewEventRow[], tx: Db = db): Promise<EventRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(events).values(rows).returning();
    },

    /** The series' dates, soonest first: all, or only those not yet over (`upcoming`), or from a start on. */
    async datesOf(
      seriesId: string,
      options: { upcoming?: boolean; from?: Date; publishedOnly?: boolean } = {},
      tx: Db = db,
    ): Promise<EventRow[]> {
      return tx
        .select()
        .from(events)
        .where(
          and(
            eq(events.seriesId, seriesId),
            options.upcoming ? sql`${effectiveEndSql(timeZone)} > now()` : undefined,
            options.from ? gte(events.startsAt, options.from) : undefined,
            options.publishedOnly ? eq(events.published, true) : undefined,
          ),
        )
        .orderBy(asc(events.startsAt), asc(events.id));
    },

    /** Per event of the list: its registrations that are not cancelled. */
    async liveRegistrationCounts(eventIds: string[], tx: Db = db): Promise<Map<string, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await tx
        .select({ eventId: registrations.eventId, n: sql<number>`count(*)::int` })
        .from(registrations)
        .where(and(inArray(registrations.eventId, eventIds), sql`${registrations.status} <> 'cancelled'`))
        .groupBy(registrations.eventId);
      return new Map(rows.map((r) => [r.eventId, r.n]));
    },

    /** Series whose dates are made only up to before `through`, and whose rule may still make later ones. */
    async needingDates(through: string, tx: Db = db): Promise<SeriesRow[]> {
      return tx
        .select()
        .from(series)
        .where(
          and(
            lt(series.generatedUntil, through),
            or(sql`${series.untilDate} is null`, sql`${series.untilDate} > ${series.generatedUntil}`),
          ),
        );
    },

    /** Published series with a date not yet over, soonest next date first. */
    async listPublished(tx: Db = db): Promise<SeriesRow[]> {
      const next = tx
        .select({ seriesId: events.seriesId, next: sql<Date>`min(${events.startsAt})`.as('next') })
        .from(events)
        .where(and(sql`${effectiveEndSql(timeZone)} > now()`, eq(events.published, true)))
        .groupBy(events.seriesId)
        .as('next');
      const rows = await tx
        .select({ series })
        .from(series)
        .innerJoin(next, eq(next.seriesId, series.id))
        .where(sql`(${series.template} ->> 'published')::boolean`)
        .orderBy(asc(next.next));
      return rows.map((r) => r.series);
    },
  };
}
export type SeriesRepository = ReturnType<typeof createSeriesRepository>;

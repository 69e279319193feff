import type { StoredEventStatus } from '@shared/event-time';
import type { EventListWhen } from '@shared/schemas/events';
import { and, asc, desc, eq, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventPreviousSlugs, events, galleryImages } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { EventRow, NewEventRow } from './event-row';
import { effectiveEndSql } from './event-sql';

/**
 * Holds the event's row (FOR SHARE) until the transaction ends and answers its status then, null when it no
 * longer exists. A cancel locks the row (FOR NO KEY UPDATE: registrations/places-repository.ts, `lockPlaces`), so a write
 * that finds 'scheduled' here commits before any cancellation of the event does.
 */
export async function lockEventStatus(tx: Db, id: string): Promise<StoredEventStatus | null> {
  const [row] = (
    await tx.execute<{ status: StoredEventStatus }>(
      sql`select status from ${events} where id = ${id} for share`,
    )
  ).rows;
  return row?.status ?? null;
}

/** Not over yet (cancelled events stay listed until then, saying so). */
const isUpcoming = (timeZone: string): SQL => sql`${effectiveEndSql(timeZone)} > now()`;
const isPublished = eq(events.published, true);

export type ListOptions = { includeDrafts?: boolean };

/**
 * The slugs other events than `exceptId` have or had that are `base`, or with `suffixed` also `base-…` (the
 * candidates for a unique slug made from it).
 */
async function takenSlugs(tx: Db, base: string, suffixed: boolean, exceptId?: string): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
  const matching = (column: typeof events.slug | typeof eventPreviousSlugs.slug) =>
    suffixed ? or(eq(column, base), like(column, pattern)) : eq(column, base);
  const current = await tx
    .select({ slug: events.slug })
    .from(events)
    .where(and(matching(events.slug), exceptId ? ne(events.id, exceptId) : undefined));
  const previous = await tx
    .select({ slug: eventPreviousSlugs.slug })
    .from(eventPreviousSlugs)
    .where(
      and(matching(eventPreviousSlugs.slug), exceptId ? ne(eventPreviousSlugs.eventId, exceptId) : undefined),
    );
  return new Set([...current, ...previous].map((r) => r.slug));
}

export function createEventsRepository(db: Db, timeZone: string) {
  const visible = (options: ListOptions) => (options.includeDrafts ? undefined : isPublished);
  return {
    /** Public lists leave drafts out; the admin's (includeDrafts) has them. */
    async list(when: EventListWhen, options: ListOptions = {}): Promise<EventRow[]> {
      if (when === 'upcoming') {
        return db
          .select()
          .from(events)
          .where(and(isUpcoming(timeZone), visible(options)))
          .orderBy(asc(events.startsAt), asc(events.createdAt));
      }
      if (when === 'past') {
        return db
          .select()
          .from(events)
          .where(and(sql`not (${isUpcoming(timeZone)})`, visible(options)))
          .orderBy(desc(events.startsAt), desc(events.createdAt));
      }
      return db
        .select()
        .from(events)
        .where(visible(options))
        .orderBy(desc(events.startsAt), desc(events.createdAt));
    },

    /** Published events whose start is on or after `since`, soonest first (calendar feeds). */
    async publishedSince(since: Date): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(and(isPublished, sql`${effectiveEndSql(timeZone)} >= ${since.toISOString()}::timestamptz`))
        .orderBy(asc(events.startsAt), asc(events.createdAt));
    },

    /** How many events came to their (effective) end after `from` and by `to`. */
    async endedBetween(from: Date, to: Date): Promise<number> {
      const end = effectiveEndSql(timeZone);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(events)
        .where(
          and(
            sql`${end} > ${from.toISOString()}::timestamptz`,
            sql`${end} <= ${to.toISOString()}::timestamptz`,
          ),
        );
      return row?.n ?? 0;
    },

    /** The soonest published, upcoming, not cancelled event: the one the home page and the events list feature. */
    async featured(): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(isUpcoming(timeZone), isPublished, eq(events.status, 'scheduled')))
        .orderBy(asc(events.startsAt), asc(events.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Looks an event up by its slug, by one of its previous slugs, or by its id when the value is a UUID; drafts
     * included (admin use). The row says the current slug, for callers that send visitors on to it.
     */
    async findBySlugOrId(slugOrId: string, tx: Db = db): Promise<EventRow | null> {
      const match = isUuid(slugOrId)
        ? or(eq(events.id, slugOrId), eq(events.slug, slugOrId))
        : eq(events.slug, slugOrId);
      const [row] = await tx.select().from(events).where(match).limit(1);
      if (row) return row;
      const [previous] = await tx
        .select({ event: events })
        .from(eventPreviousSlugs)
        .innerJoin(events, eq(events.id, eventPreviousSlugs.eventId))
        .where(eq(eventPreviousSlugs.slug, slugOrId))
        .limit(1);
      return previous?.event ?? null;
    },

    /** The event as the public may see it: null for a draft. */
    async findPublished(slugOrId: string, tx: Db = db): Promise<EventRow | null> {
      const row = await this.findBySlugOrId(slugOrId, tx);
      return row?.published ? row : null;
    },

    async findById(id: string, tx: Db = db): Promise<EventRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.select().from(events).where(eq(events.id, id)).limit(1);
      return row ?? null;
    },

    /** Whether another event than `exceptId` has the slug, or had it: an address given out stays its event's. */
    async slugTaken(slug: string, exceptId?: string, tx: Db = db): Promise<boolean> {
      return (await takenSlugs(tx, slug, false, exceptId)).has(slug);
    },

    async insert(values: NewEventRow, tx: Db = db): Promise<EventRow> {
      const [row] = await tx.insert(events).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** base, or base-2, base-3… : the first slug no other event has or had. */
    async uniqueSlug(base: string, exceptId?: string, tx: Db = db): Promise<string> {
      const taken = await takenSlugs(tx, base, true, exceptId);
      if (!taken.has(base)) return base;
      for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
    },

    /**
     * Applies the changes. A new slug keeps the one it replaces as a previous slug of the event (and is no longer
     * one itself): read from the locked row in the same transaction, so two saves at once lose no address.
     */
    async update(id: string, values: Partial<NewEventRow>, tx: Db = db): Promise<EventRow | null> {
      if (!isUuid(id)) return null;
      const apply = async (t: Db) => {
        const [row] = await t
          .update(events)
          // Every change raises the calendar entry's SEQUENCE, so calendar apps apply it.
          .set({ ...values, updatedAt: new Date(), icsSequence: sql`${events.icsSequence} + 1` })
          .where(eq(events.id, id))
          .returning();
        return row ?? null;
      };
      const slug = values.slug;
      if (slug === undefined) return apply(tx);
      return tx.transaction(async (t) => {
        const [before] = await t
          .select({ slug: events.slug })
          .from(events)
          .where(eq(events.id, id))
          .for('update');
        if (!before) return null;
        const row = await apply(t);
        if (before.slug !== slug) {
          await t
            .delete(eventPreviousSlugs)
            .where(and(eq(eventPreviousSlugs.slug, slug), eq(eventPreviousSlugs.eventId, id)));
          await t.insert(eventPreviousSlugs).values({ slug: before.slug, eventId: id }).onConflictDoNothing();
        }
        return row;
      });
    },

    /** Deletes the event; its registrations, stall applications, videos, links and images go with it (FKs). */
    async deleteById(id: string, tx: Db = db): Promise<EventRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.delete(events).where(eq(events.id, id)).returning();
      return row ?? null;
    },

    /** The stored files of the event's own images, to delete from storage along with the event. */
    async imagesOf(id: string, tx: Db = db) {
      if (!isUuid(id)) return [];
      return tx
        .select({ path: galleryImages.imagePath, variants: galleryImages.variants })
        .from(galleryImages)
        .where(eq(galleryImages.eventId, id));
    },

    async count(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(events);
      return row?.n ?? 0;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;

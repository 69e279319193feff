import type { EventListWhen } from '@shared/schemas/events';
import { and, asc, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, galleryImages } from '../../db/schema';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** An event is upcoming until the end of its calendar day in the site's time zone. */
const isUpcoming = (timeZone: string): SQL =>
  sql`(${events.date} at time zone ${timeZone})::date >= (now() at time zone ${timeZone})::date`;

export function createEventsRepository(db: Db, timeZone: string) {
  return {
    async list(when: EventListWhen): Promise<EventRow[]> {
      if (when === 'upcoming') {
        return db
          .select()
          .from(events)
          .where(isUpcoming(timeZone))
          .orderBy(asc(events.date), asc(events.createdAt));
      }
      if (when === 'past') {
        return db
          .select()
          .from(events)
          .where(sql`not (${isUpcoming(timeZone)})`)
          .orderBy(desc(events.date), desc(events.createdAt));
      }
      return db.select().from(events).orderBy(desc(events.date), desc(events.createdAt));
    },

    /** The soonest upcoming event: the one the home page and the events list feature. */
    async featured(): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(events)
        .where(isUpcoming(timeZone))
        .orderBy(asc(events.date), asc(events.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Looks an event up by its slug, or by its id when the value is a UUID. */
    async findBySlugOrId(slugOrId: string, tx: Db = db): Promise<EventRow | null> {
      const match = isUuid(slugOrId)
        ? or(eq(events.id, slugOrId), eq(events.slug, slugOrId))
        : eq(events.slug, slugOrId);
      const [row] = await tx.select().from(events).where(match).limit(1);
      return row ?? null;
    },

    async findById(id: string, tx: Db = db): Promise<EventRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.select().from(events).where(eq(events.id, id)).limit(1);
      return row ?? null;
    },

    async slugExists(slug: string, exceptId?: string, tx: Db = db): Promise<boolean> {
      const where = exceptId
        ? and(eq(events.slug, slug), sql`${events.id} <> ${exceptId}`)
        : eq(events.slug, slug);
      const [row] = await tx.select({ id: events.id }).from(events).where(where).limit(1);
      return Boolean(row);
    },

    async insert(values: NewEventRow, tx: Db = db): Promise<EventRow> {
      const [row] = await tx.insert(events).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** base, or base-2, base-3… : the first slug no other event uses. */
    async uniqueSlug(base: string, exceptId?: string, tx: Db = db): Promise<string> {
      const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await tx
        .select({ slug: events.slug })
        .from(events)
        .where(
          and(
            or(eq(events.slug, base), like(events.slug, `${escaped}-%`)),
            exceptId ? sql`${events.id} <> ${exceptId}` : undefined,
          ),
        );
      const taken = new Set(rows.map((r) => r.slug));
      if (!taken.has(base)) return base;
      for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
    },

    async update(id: string, values: Partial<NewEventRow>, tx: Db = db): Promise<EventRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx
        .update(events)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(events.id, id))
        .returning();
      return row ?? null;
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

import { calendarDayIn, instantAt, timingFromDayAndText } from '@shared/event-time';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from './client';
import { events } from './schema';

/**
 * Events stored before they had a start and an end kept a date and a free-text time. The SQL migration that
 * added start and end marked every such row (legacy_time is its text, or '' without one); reading the text needs
 * the site's zone, so it is done here, after the SQL migrations, with the shared time rules:
 * - a readable time ("6:00 PM", "18:00", "6:00 PM - 10:00 PM") on the date's day in the zone: start and end;
 * - no time text and a date at some moment other than midnight in the zone: that moment is the start;
 * - otherwise the time is unknown, the start is that day's first moment, and an unreadable text stays in
 *   legacy_time (it is tried again, harmlessly, at the next start-up).
 */
export async function migrateLegacyEventTimes(db: Db, timeZone: string): Promise<number> {
  const rows = await db
    .select({ id: events.id, startsAt: events.startsAt, legacyTime: events.legacyTime })
    .from(events)
    .where(isNotNull(events.legacyTime));
  let converted = 0;
  for (const row of rows) {
    const text = row.legacyTime ?? '';
    const day = calendarDayIn(row.startsAt, timeZone);
    const midnight = instantAt(day, { hour: 0, minute: 0 }, timeZone);
    const read = text.trim() ? timingFromDayAndText(day, text, timeZone) : null;
    let values: Partial<typeof events.$inferInsert>;
    if (read) {
      values = { ...read, legacyTime: null };
    } else if (!text.trim()) {
      const known = row.startsAt.getTime() !== midnight.getTime();
      values = { startsAt: row.startsAt, endsAt: null, timeKnown: known, legacyTime: null };
    } else {
      if (row.startsAt.getTime() === midnight.getTime()) continue;
      values = { startsAt: midnight, endsAt: null, timeKnown: false };
    }
    await db.update(events).set(values).where(eq(events.id, row.id));
    converted++;
  }
  return converted;
}

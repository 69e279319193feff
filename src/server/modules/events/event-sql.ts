import { DEFAULT_EVENT_DURATION_MINUTES } from '@shared/event-time';
import { type SQL, sql } from 'drizzle-orm';
import { events } from '../../db/schema';

/**
 * When an event is over, as src/shared/event-time.ts effectiveEnd works it out: its end; its start plus the
 * default duration; or, with an unknown time, the end of its day in the site's zone.
 */
export const effectiveEndSql = (timeZone: string): SQL =>
  sql`coalesce(${events.endsAt}, case when ${events.timeKnown} then ${events.startsAt} + (${DEFAULT_EVENT_DURATION_MINUTES}::int * interval '1 minute') else (((${events.startsAt} at time zone ${timeZone})::date + 1)::timestamp at time zone ${timeZone}) end)`;

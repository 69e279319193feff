import { calendarDateIn } from '@shared/dates';
import { type EventReport, REPORT_PERIOD_MESSAGE, type ReportsOverview } from '@shared/schemas/reports';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { createReportsRepository } from './repository';

// The admin's reports (docs/product-rules.md, "Insights"): an event's, and the overview across events.

/** An event's report, by its slug or id; 404 for an unknown event. */
export async function eventReport(db: Db, timeZone: string, slugOrId: string): Promise<EventReport> {
  const event = requireEvent(await eventsReader(db, timeZone).findBySlugOrId(slugOrId));
  return createReportsRepository(db, timeZone).eventReport(event);
}

/**
 * The overview of the events between two days (both included, in the site's time zone); by default the twelve
 * months to today. 400 when the period ends before it starts.
 */
export async function reportsOverview(
  db: Db,
  timeZone: string,
  period: { from?: string | undefined; to?: string | undefined },
): Promise<ReportsOverview> {
  const to = period.to ?? calendarDateIn(new Date(), timeZone);
  const from = period.from ?? `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
  if (from > to) throw badRequest(REPORT_PERIOD_MESSAGE, 'to');
  return createReportsRepository(db, timeZone).overview(from, to);
}

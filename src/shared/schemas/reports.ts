import { z } from 'zod';

// The admin's reports (docs/product-rules.md, "Insights"). Dates are calendar dates and wall-clock times in the
// site's zone.

const count = z.number().int();

/** GET /api/admin/events/:id/report. */
/** The one ticket type of an event that has none: every sign-up counts under it in the report. */
export const IMPLICIT_TICKET_TYPE = { id: 'general', name: 'General admission' } as const;

export const eventReportSchema = z.object({
  capacity: count.nullable(),
  confirmedPeople: count,
  waitlistedPeople: count,
  cancelledParties: count,
  checkedInPeople: count,
  /** Confirmed people not checked in, once the event has ended; null before (and for a cancelled event). */
  noShowPeople: count.nullable(),
  /** Every day from the first sign-up to the last ("2026-10-18"), days without one included. */
  signUpsByDay: z.array(
    z.object({ date: z.string(), parties: count, people: count, cumulativePeople: count }),
  ),
  /** Every quarter hour from the first arrival to the last ("2026-10-18T17:15", its start). */
  arrivalsByQuarterHour: z.array(z.object({ at: z.string(), people: count })),
  partySizes: z.array(z.object({ size: count, parties: count })),
  sources: z.array(z.object({ source: z.string(), parties: count, people: count })),
  ticketTypes: z.array(z.object({ id: z.string(), name: z.string(), people: count })),
  answers: z.array(
    z.object({
      questionId: z.string(),
      label: z.string(),
      counts: z.array(z.object({ option: z.string(), count })),
    }),
  ),
});
export type EventReport = z.infer<typeof eventReportSchema>;

export const REPORT_DATE_MESSAGE = 'Use a date like 2026-10-18';
export const REPORT_PERIOD_MESSAGE = 'The period must end on or after its first day';

/** GET /api/admin/reports/overview: the events starting between `from` and `to` (site zone, both included). */
export const reportsOverviewQuerySchema = z
  .object({
    from: z.iso.date({ error: REPORT_DATE_MESSAGE }).optional(),
    to: z.iso.date({ error: REPORT_DATE_MESSAGE }).optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { path: ['to'], message: REPORT_PERIOD_MESSAGE });
export type ReportsOverviewQuery = z.infer<typeof reportsOverviewQuerySchema>;

/** A share (0.429) rounded to three places; null when there is nothing to share. */
const share = z.number().nullable();

export const overviewEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The day it starts, in the site's zone. */
  date: z.string(),
  capacity: count.nullable(),
  confirmedPeople: count,
  /** People checked in at the door. */
  arrivedPeople: count,
  /** Confirmed people not checked in, once the event has ended; null before. */
  noShowPeople: count.nullable(),
  /** Confirmed people over the capacity; null without one. */
  fillRate: share,
  /** People checked in whose party's address also arrived at another event of the period. */
  returningPeople: count,
  /** returningPeople over arrivedPeople; null when no one arrived. */
  returningShare: share,
});
export type OverviewEvent = z.infer<typeof overviewEventSchema>;

export const reportsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Not cancelled, by start. */
  events: z.array(overviewEventSchema),
  /** People (by email address) checked in at more than one event of the period. */
  returningAttendees: count,
});
export type ReportsOverview = z.infer<typeof reportsOverviewSchema>;

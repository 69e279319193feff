import { z } from 'zod';

// The admin's reports (docs/product-rules.md, "Insights"). Dates are calendar dates and wall-clock times in the
// site's zone.

const count = z.number().int();

/** GET /api/admin/events/:id/report. */
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

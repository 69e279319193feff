import { z } from 'zod';

/**
 * GET /api/admin/overview: what needs doing, first. Every count says what it counts: people (guests included) or
 * registrations (parties), applications, messages, mails.
 */
export const overviewSchema = z.object({
  /** The next event not yet over and not cancelled (published or not); null when there is none. */
  nextEvent: z
    .object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      startsAt: z.string(),
      timeKnown: z.boolean(),
      published: z.boolean(),
      /** People the event takes; null: no limit. */
      capacity: z.number().int().nullable(),
      /** Null without a limit. */
      placesLeft: z.number().int().nullable(),
      confirmedPeople: z.number().int(),
      confirmedRegistrations: z.number().int(),
      waitlistedPeople: z.number().int(),
      waitlistedRegistrations: z.number().int(),
      /** Whether it is on now (started, not yet over). */
      on: z.boolean(),
      /** People checked in at the door, while it is on; else null. */
      arrivedPeople: z.number().int().nullable(),
    })
    .nullable(),
  /** Stall applications of every event waiting for a decision. */
  stallApplicationsWaiting: z.number().int(),
  /** Contact messages not yet marked handled. */
  unreadContactMessages: z.number().int(),
  /** Mails that failed after every retry. */
  failedMails: z.number().int(),
  /** Registrations made today (the site's time zone) and the people they bring, cancelled ones included. */
  todaySignUps: z.object({ registrations: z.number().int(), people: z.number().int() }),
});
export type Overview = z.infer<typeof overviewSchema>;

import { z } from 'zod';
import { imageVariantSchema } from './common';
import { langQuerySchema } from './content-translations';
import { eventTranslationsSchema } from './event-translations';
import { guestNamesSchema, publicTicketTypeSchema, questionSchema } from './registration-shape';

export const scheduleItemSchema = z.object({
  time: z.string(),
  activity: z.string(),
  description: z.string().optional(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export const sponsorSchema = z.object({ name: z.string(), benefits: z.string().optional() });
export type Sponsor = z.infer<typeof sponsorSchema>;

export const activityOptionSchema = z.object({ id: z.string(), name: z.string() });
export const activityGroupSchema = z.object({
  /** The English name: what a sign-up's activity response names the group by (the CSV's column). */
  category: z.string(),
  /** The name in the language read, when one is written (`?lang=`). */
  categoryLabel: z.string().optional(),
  instructions: z.string().optional(),
  options: z.array(activityOptionSchema),
});
export type ActivityGroup = z.infer<typeof activityGroupSchema>;

export const eventStatusSchema = z.enum(['scheduled', 'ended', 'cancelled']);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/**
 * An event as the public API answers it. Dates are ISO 8601 strings; `date` is the start and `time` its display
 * text (null when the time of day is unknown), kept for clients that predate startsAt/endsAt.
 */
export const eventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeKnown: z.boolean(),
  status: eventStatusSchema,
  published: z.boolean(),
  cancellationMessage: z.string().nullable(),
  venue: z.string(),
  address: z.string(),
  highlights: z.array(z.string()),
  schedule: z.array(scheduleItemSchema),
  whatToBring: z.array(z.string()),
  sponsors: z.array(sponsorSchema),
  activities: z.array(activityGroupSchema),
  registrationOpen: z.boolean(),
  acceptStallApplications: z.boolean(),
  stallCapacity: z.number().int().nullable(),
  stallWaitlist: z.boolean(),
  /** The approved stalls reach stallCapacity (false without a capacity). */
  stallsFull: z.boolean(),
  /**
   * Whether the application form takes applications now: the event accepts them and stalls are left, or the
   * stalls are full and the event keeps a waitlist (new applications are then waitlisted).
   */
  stallApplicationsOpen: z.boolean(),
  /** People (guests included) the event can take; null for no limit. */
  capacity: z.number().int().nullable(),
  /** Places left (0 when full); null when there is no limit. */
  spotsLeft: z.number().int().nullable(),
  /** Hours before the start confirmed registrants are mailed a reminder; null: no reminder. */
  reminderHoursBefore: z.number().int().nullable(),
  /** The ticket types a sign-up chooses from, in order, each with its places left (none: one implicit type). */
  ticketTypes: z.array(publicTicketTypeSchema),
  /** Whether the form asks a name for each person after the first. */
  guestNames: guestNamesSchema,
  /** The organiser's questions, in order. */
  questions: z.array(questionSchema),
  featuredImage: z.string().nullable(),
  featuredImageWidth: z.number().int().nullable(),
  featuredImageHeight: z.number().int().nullable(),
  featuredImageVariants: z.array(imageVariantSchema),
  /**
   * The generated picture shown for an event without a featured image (src/shared/artwork.ts): a motif suiting
   * its title or highlights; no two upcoming events are given the same one.
   */
  artwork: z.string(),
  /** The series this event is a date of (docs/product-rules.md, "Series"), or null. */
  seriesId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventListQuerySchema = z.object({
  /** upcoming (default): not yet over, soonest first; past: over, most recent first; all: both. */
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  /** The language of the content (English for what was not written in it). */
  lang: langQuerySchema,
});
export type EventListWhen = z.infer<typeof eventListQuerySchema>['when'];

/** An event as the admin's writes answer it: with its content in the site's other languages, as written. */
export const writtenEventSchema = eventSchema.extend({ translations: eventTranslationsSchema });
export type WrittenEvent = z.infer<typeof writtenEventSchema>;

/** An event in the admin's list: with how many registrations (not cancelled) and people they bring. */
export const adminEventSchema = writtenEventSchema.extend({
  registrationCount: z.number().int(),
  peopleCount: z.number().int(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

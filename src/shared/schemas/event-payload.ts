import { z } from 'zod';
import { parseTimeText, TIME_FORMAT_MESSAGE } from '../event-time';
import { eventTranslationsSchema } from './event-translations';
import { registrationShapePayload } from './registration-shape';

// The admin event form's payload (docs/product-rules.md, "Events"; messages word for word). POST
// /api/admin/events and PUT /api/admin/events/:id take it; the server answers the stored event (eventSchema
// in ./events).

export const TITLE_MESSAGE = 'Title is required';
export const DATE_MESSAGE = 'Date is required';
export const VENUE_MESSAGE = 'Venue is required';
export const ADDRESS_MESSAGE = 'Address is required';
export const SPONSOR_NAME_MESSAGE = 'Sponsor name is required';
export const CATEGORY_NAME_MESSAGE = 'Category name is required';
export const ACTIVITY_NAME_MESSAGE = 'Activity name is required';
export const INVALID_DATE_MESSAGE = 'Please enter a valid date';
export const OPTION_ID_MESSAGE = 'Activity option ids start with opt_';
export const SLUG_MESSAGE = 'Use lowercase letters, digits and single hyphens';
export const SLUG_TAKEN_MESSAGE = 'Another event has or had this address. Please choose another.';
export const CAPACITY_MESSAGE = 'Capacity must be a whole number of at least 1 (leave it empty for no limit)';
export const MAX_CAPACITY = 1_000_000;
export const MAX_REMINDER_HOURS = 720;
export const REMINDER_HOURS_MESSAGE = `Reminder must be a whole number of hours from 1 to ${MAX_REMINDER_HOURS} (empty for no reminder)`;

/** Option ids are client-made: `opt_` plus a timestamp and a random part (made by the admin form). */
export const OPTION_ID_PATTERN = /^opt_[A-Za-z0-9_-]{1,100}$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A calendar date (YYYY-MM-DD) or an ISO 8601 timestamp, as the client's date field sends it. */
export const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
export const isValidEventDate = (value: string) =>
  (DATE_ONLY_PATTERN.test(value) || ISO_TIMESTAMP_PATTERN.test(value)) &&
  !Number.isNaN(new Date(DATE_ONLY_PATTERN.test(value) ? `${value}T00:00:00Z` : value).getTime());

/** A required text: its rule's message when missing or blank, capped in length. */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const textList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().max(maxLength, `At most ${maxLength} characters`))
    .max(maxItems)
    .default([]);

export const eventScheduleItemInputSchema = z.strictObject({
  time: optionalText(100),
  activity: optionalText(300),
  description: optionalText(2000).optional(),
});

export const sponsorInputSchema = z.strictObject({
  name: requiredText(SPONSOR_NAME_MESSAGE, 200),
  benefits: optionalText(2000).optional(),
});

export const activityOptionInputSchema = z.strictObject({
  id: z.string().regex(OPTION_ID_PATTERN, OPTION_ID_MESSAGE),
  name: requiredText(ACTIVITY_NAME_MESSAGE, 200),
});

export const activityGroupInputSchema = z.strictObject({
  category: requiredText(CATEGORY_NAME_MESSAGE, 200),
  instructions: optionalText(2000).optional(),
  options: z.array(activityOptionInputSchema).max(100).default([]),
});

export const END_BEFORE_START_MESSAGE = 'The end must be after the start';

const eventInstant = z
  .string()
  .trim()
  .max(40, INVALID_DATE_MESSAGE)
  .refine((v) => ISO_TIMESTAMP_PATTERN.test(v) && isValidEventDate(v), INVALID_DATE_MESSAGE);

export const eventPayloadSchema = z
  .strictObject({
    title: requiredText(TITLE_MESSAGE, 200),
    /** The day (YYYY-MM-DD, or a timestamp whose day in the site's zone counts), read with `time`. */
    date: z
      .string({ error: DATE_MESSAGE })
      .trim()
      .min(1, DATE_MESSAGE)
      .max(40, INVALID_DATE_MESSAGE)
      .refine(isValidEventDate, INVALID_DATE_MESSAGE)
      .optional(),
    description: optionalText(20_000).default(''),
    /** "6:00 PM", "18:00" or "6:00 PM - 10:00 PM" in the site's zone; empty or null: the time is unknown. */
    time: optionalText(100)
      .nullish()
      .refine((v) => !v || parseTimeText(v) !== null, TIME_FORMAT_MESSAGE),
    /** Instead of date + time: the start (with Z or an offset; without, the site's zone's wall clock)… */
    startsAt: eventInstant.optional(),
    /** …and the optional end. */
    endsAt: eventInstant.nullish(),
    /** With startsAt: false when only its day is known (default true). */
    timeKnown: z.boolean().optional(),
    /** Shown to the public (default true on create; left out, unchanged on update). */
    published: z.boolean().optional(),
    venue: requiredText(VENUE_MESSAGE, 200),
    address: requiredText(ADDRESS_MESSAGE, 500),
    highlights: textList(50, 200),
    schedule: z.array(eventScheduleItemInputSchema).max(100).default([]),
    whatToBring: textList(50, 200),
    sponsors: z.array(sponsorInputSchema).max(100).default([]),
    activities: z.array(activityGroupInputSchema).max(50).default([]),
    registrationOpen: z.boolean().default(true),
    acceptStallApplications: z.boolean().default(false),
    /** How many stalls can be approved; null or left out: no limit. */
    stallCapacity: z
      .number({ error: 'Stall capacity must be a whole number' })
      .int('Stall capacity must be a whole number')
      .min(0, 'Stall capacity must be 0 or more')
      .max(10_000, 'Stall capacity must be at most 10000')
      .nullable()
      .default(null),
    /** Whether applications are still taken (as waitlisted) once the approved stalls reach the capacity. */
    stallWaitlist: z.boolean().default(false),
    /** People (guests included) the event can take; null for no limit; left out, unchanged (none on create). */
    capacity: z
      .number({ error: CAPACITY_MESSAGE })
      .int(CAPACITY_MESSAGE)
      .min(1, CAPACITY_MESSAGE)
      .max(MAX_CAPACITY, `Capacity must be at most ${MAX_CAPACITY}`)
      .nullish(),
    /**
     * Hours before the start a reminder is mailed to each confirmed registrant; null: none; left out, unchanged
     * (24 on create).
     */
    reminderHoursBefore: z
      .number({ error: REMINDER_HOURS_MESSAGE })
      .int(REMINDER_HOURS_MESSAGE)
      .min(1, REMINDER_HOURS_MESSAGE)
      .max(MAX_REMINDER_HOURS, REMINDER_HOURS_MESSAGE)
      .nullish(),
    /**
     * A just-uploaded object path (or its upload URL) sets the image; the current image's URL keeps it; null
     * removes it; left out, nothing changes.
     */
    featuredImage: z.string().trim().max(2000).nullish(),
    /** An explicit slug; otherwise one is made from the title on create and kept when the title changes. */
    slug: z.string().trim().max(100).regex(SLUG_PATTERN, SLUG_MESSAGE).optional(),
    /** Make a new slug from the (changed) title on update. */
    regenerateSlug: z.boolean().optional(),
    /**
     * On update: mail each live registrant once when the start, end, venue or address changed (what changed, with
     * the updated calendar file). Left out or false: nobody is told.
     */
    notifyRegistrants: z.boolean().optional(),
    /**
     * Ticket types, guest names and questions (./registration-shape.ts). Left out: unchanged on update (none on
     * create). A type or question left out of the list while registrations use it is kept, archived.
     */
    ...registrationShapePayload,
    /**
     * The content in the site's other languages: `{ hi: { title, description, … }, es: {…} }`, every field
     * optional (./event-translations.ts). Left out: unchanged on update (none on create).
     */
    translations: eventTranslationsSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.date && !value.startsAt)
      ctx.addIssue({ code: 'custom', message: DATE_MESSAGE, path: ['date'] });
    for (const key of ['ticketTypes', 'questions'] as const) {
      const ids = new Set<string>();
      value[key]?.forEach((item, i) => {
        if (item.id && ids.has(item.id))
          ctx.addIssue({ code: 'custom', message: 'Ids must be unique', path: [key, i, 'id'] });
        if (item.id) ids.add(item.id);
      });
    }
    checkActivityIds(value.activities, ctx);
  });

/** Activity option ids are unique across an event's groups (the series payload checks the same). */
export function checkActivityIds(
  activities: z.output<typeof activityGroupInputSchema>[],
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  activities.forEach((group, g) => {
    group.options.forEach((option, o) => {
      if (seen.has(option.id)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Activity option ids must be unique',
          path: ['activities', g, 'options', o, 'id'],
        });
      }
      seen.add(option.id);
    });
  });
}
export type EventPayload = z.input<typeof eventPayloadSchema>;
export type ParsedEventPayload = z.output<typeof eventPayloadSchema>;

/** A slug made from a title: lowercase ASCII words joined by hyphens ("Diwali Mela 2025" → "diwali-mela-2025"). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'event';
}

/** POST /api/admin/events/:id/cancel: an optional message for the registrants and the event page. */
export const cancelEventPayloadSchema = z.strictObject({
  message: optionalText(2000).optional(),
});
export type CancelEventPayload = z.input<typeof cancelEventPayloadSchema>;
export const ALREADY_CANCELLED_MESSAGE = 'This event is already cancelled';

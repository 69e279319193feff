import { z } from 'zod';
import { parseCalendarDay, parseTimeText } from '../event-time';
import { checkActivityIds, DATE_MESSAGE, eventPayloadSchema, INVALID_DATE_MESSAGE } from './event-payload';
import { eventStatusSchema } from './events';
import { registrationFormSchema, registrationInputSchema } from './registrations';

// Series: events that repeat (docs/product-rules.md, "Series"). POST /api/admin/series takes the event form's
// fields plus the rule; each date is an event of its own. The public series page and its multi-date sign-up use
// the answers below.

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const START_TIME_MESSAGE = 'Use a start time like "6:00 PM" or "18:00"';
export const DURATION_MESSAGE = 'Duration must be a whole number of minutes from 1 to 1440';
export const UNTIL_OR_COUNT_MESSAGE = 'Give either an end date or a number of dates, not both';
export const UNTIL_BEFORE_START_MESSAGE = 'The end date must be on or after the first date';
export const WEEKDAYS_MESSAGE = 'Choose at least one day of the week';
export const SET_POS_MESSAGE = 'Use 1 to 5 for the first to fifth, or -1 for the last';
export const MAX_SERIES_COUNT = 500;
/** Dates one multi-date sign-up may choose. */
export const MAX_DATES_PER_SIGN_UP = 20;
export const EVENT_IDS_MESSAGE = 'Choose at least one date';

/** A calendar day, YYYY-MM-DD. */
export const calendarDaySchema = z
  .string({ error: INVALID_DATE_MESSAGE })
  .trim()
  .refine((v) => parseCalendarDay(v) !== null, INVALID_DATE_MESSAGE);

export const recurrenceSchema = z
  .strictObject({
    freq: z.enum(['weekly', 'monthly'], { error: 'Repeat weekly or monthly' }),
    /** Every `interval` weeks or months. */
    interval: z
      .number({ error: 'Interval must be a whole number from 1 to 12' })
      .int('Interval must be a whole number from 1 to 12')
      .min(1, 'Interval must be a whole number from 1 to 12')
      .max(12, 'Interval must be a whole number from 1 to 12')
      .default(1),
    /** Weekly: the days of the week (none: the first date's). Monthly: with bySetPos, "the last Saturday". */
    byWeekday: z
      .array(z.enum(WEEKDAYS, { error: 'Days of the week are MO, TU, WE, TH, FR, SA or SU' }))
      .max(7)
      .optional(),
    /** Monthly: which of the month's byWeekday days, 1 to 5 or -1 for the last. */
    bySetPos: z
      .number({ error: SET_POS_MESSAGE })
      .int(SET_POS_MESSAGE)
      .min(-1, SET_POS_MESSAGE)
      .max(5, SET_POS_MESSAGE)
      .refine((v) => v !== 0, SET_POS_MESSAGE)
      .optional(),
    /** The last day a date may fall on. */
    until: calendarDaySchema.optional(),
    /** How many dates, exceptions included. */
    count: z
      .number({ error: `Number of dates must be a whole number from 1 to ${MAX_SERIES_COUNT}` })
      .int(`Number of dates must be a whole number from 1 to ${MAX_SERIES_COUNT}`)
      .min(1, `Number of dates must be a whole number from 1 to ${MAX_SERIES_COUNT}`)
      .max(MAX_SERIES_COUNT, `Number of dates must be a whole number from 1 to ${MAX_SERIES_COUNT}`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.until && value.count !== undefined)
      ctx.addIssue({ code: 'custom', message: UNTIL_OR_COUNT_MESSAGE, path: ['count'] });
    if (value.bySetPos !== undefined && !value.byWeekday?.length)
      ctx.addIssue({ code: 'custom', message: WEEKDAYS_MESSAGE, path: ['byWeekday'] });
  });
export type Recurrence = z.output<typeof recurrenceSchema>;
export type RecurrenceInput = z.input<typeof recurrenceSchema>;

const startTimeSchema = z
  .string({ error: START_TIME_MESSAGE })
  .trim()
  .max(20, START_TIME_MESSAGE)
  .refine((v) => {
    const parsed = parseTimeText(v);
    return parsed !== null && !parsed.end;
  }, START_TIME_MESSAGE);

const durationSchema = z
  .number({ error: DURATION_MESSAGE })
  .int(DURATION_MESSAGE)
  .min(1, DURATION_MESSAGE)
  .max(1440, DURATION_MESSAGE);

/** The event fields each date is made with; the time comes from the rule, and a series has no image of its own. */
const eventFields = z.strictObject(eventPayloadSchema.shape).omit({
  date: true,
  time: true,
  startsAt: true,
  endsAt: true,
  timeKnown: true,
  featuredImage: true,
  regenerateSlug: true,
  notifyRegistrants: true,
});

/** POST /api/admin/series. */
export const seriesPayloadSchema = eventFields
  .extend({
    /** The first day dates may fall on (the rule's start), YYYY-MM-DD. */
    date: z.string({ error: DATE_MESSAGE }).trim().min(1, DATE_MESSAGE).pipe(calendarDaySchema),
    recurrence: recurrenceSchema,
    /** The wall-clock start in the site's zone, "6:00 PM" or "18:00". */
    startTime: startTimeSchema,
    durationMinutes: durationSchema,
    /** Days the rule skips. */
    exceptions: z.array(calendarDaySchema).max(200).default([]),
  })
  .superRefine((value, ctx) => {
    checkActivityIds(value.activities, ctx);
    if (value.recurrence.until && value.recurrence.until < value.date)
      ctx.addIssue({ code: 'custom', message: UNTIL_BEFORE_START_MESSAGE, path: ['recurrence', 'until'] });
  });
export type SeriesPayload = z.input<typeof seriesPayloadSchema>;
export type ParsedSeriesPayload = z.output<typeof seriesPayloadSchema>;

/** PUT /api/admin/series/:id: `changes` apply to the date `from` (an event id) and every later one. */
export const seriesChangeSchema = z.strictObject({
  from: z.string({ error: 'Choose the first date to change' }).trim().min(1).max(200),
  changes: z
    .strictObject({
      ...eventFields.shape,
      startTime: startTimeSchema,
      durationMinutes: durationSchema,
    })
    .partial()
    .superRefine((value, ctx) => {
      if (value.activities) checkActivityIds(value.activities, ctx);
    }),
});
export type SeriesChange = z.input<typeof seriesChangeSchema>;

/** DELETE /api/admin/series/:id: the series ends before the date `from` (all its dates not yet over, if left out). */
export const seriesEndSchema = z.strictObject({
  from: z.string().trim().min(1).max(200).optional(),
});
export type SeriesEnd = z.input<typeof seriesEndSchema>;

/** One date of a series, with its own places. */
export const seriesDateSchema = z.object({
  id: z.string(),
  slug: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** "6:00 PM - 7:30 PM" */
  time: z.string().nullable(),
  status: eventStatusSchema,
  registrationOpen: z.boolean(),
  capacity: z.number().int().nullable(),
  /** Places left (0 when full); null without a limit. */
  spotsLeft: z.number().int().nullable(),
});
export type SeriesDate = z.infer<typeof seriesDateSchema>;

/** A series as GET /api/series/:id answers it: what its dates share, the rule, and its upcoming dates. */
export const seriesSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  venue: z.string(),
  address: z.string(),
  published: z.boolean(),
  highlights: z.array(z.string()),
  whatToBring: z.array(z.string()),
  activities: z.array(
    z.object({
      category: z.string(),
      instructions: z.string().optional(),
      options: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  recurrence: z.object({
    freq: z.enum(['weekly', 'monthly']),
    interval: z.number().int(),
    byWeekday: z.array(z.enum(WEEKDAYS)),
    bySetPos: z.number().int().nullable(),
    until: z.string().nullable(),
    count: z.number().int().nullable(),
  }),
  /** The first day of the rule. */
  date: z.string(),
  /** "18:00" */
  startTime: z.string(),
  durationMinutes: z.number().int(),
  exceptions: z.array(z.string()),
  /** "Every Tuesday and Thursday, 6:00 PM" */
  summary: z.string(),
  /** Dates not yet over, soonest first (cancelled ones say so); the admin's answers have every date. */
  dates: z.array(seriesDateSchema),
});
export type Series = z.infer<typeof seriesSchema>;

/** POST /api/series/:id/registrations: the dates and the sign-up form's fields, once for all of them. */
export const seriesRegistrationInputSchema = registrationFormSchema.extend({
  // Where the visitor came from, as for one event's sign-up (docs/product-rules.md, "Insights").
  source: registrationInputSchema.shape.source,
  referrer: registrationInputSchema.shape.referrer,
  /** The page's language: the mails to the person are in it. */
  language: registrationInputSchema.shape.language,
  eventIds: z
    .array(z.string().trim().min(1).max(200), { error: EVENT_IDS_MESSAGE })
    .min(1, EVENT_IDS_MESSAGE)
    .max(MAX_DATES_PER_SIGN_UP, `Choose at most ${MAX_DATES_PER_SIGN_UP} dates at once`),
});
export type SeriesRegistrationInput = z.input<typeof seriesRegistrationInputSchema>;

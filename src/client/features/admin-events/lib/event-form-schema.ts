import { calendarDateIn } from '@shared/dates';
import { clockInputValue } from '@shared/event-time';
import {
  ACTIVITY_NAME_MESSAGE,
  ADDRESS_MESSAGE,
  CAPACITY_MESSAGE,
  CATEGORY_NAME_MESSAGE,
  DATE_MESSAGE,
  type EventPayload,
  MAX_CAPACITY,
  MAX_REMINDER_HOURS,
  REMINDER_HOURS_MESSAGE,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  SPONSOR_NAME_MESSAGE,
  TITLE_MESSAGE,
  VENUE_MESSAGE,
} from '@shared/schemas/event-payload';
import type { EventTranslations } from '@shared/schemas/event-translations';
import type { Event } from '@shared/schemas/events';
import {
  guestNamesSchema,
  newShapeId,
  OPTIONS_NEEDED_MESSAGE,
  QUESTION_LABEL_MESSAGE,
  type Question,
  questionTypeSchema,
  TICKET_TYPE_NAME_MESSAGE,
  TYPE_CAPACITY_MESSAGE,
} from '@shared/schemas/registration-shape';
import { z } from 'zod';
import {
  emptyTranslationsForm,
  type TranslationsForm,
  translationsToForm,
  translationsToPayload,
} from './event-translations-form';

const required = (message: string) => z.string().trim().min(1, message);

/** A choice question's options, typed one a line (an option may hold a comma). */
export const optionLines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

const isChoice = (type: Question['type']) => type === 'single' || type === 'multiple';

/** A ticket type as the form edits it; `id` is kept from the event or made when the row is added. */
const ticketTypeFormSchema = z.object({
  id: z.string(),
  name: required(TICKET_TYPE_NAME_MESSAGE),
  description: z.string(),
  /** Whole number of people of this type, or empty for no limit of its own. */
  capacity: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000),
      TYPE_CAPACITY_MESSAGE,
    ),
});

const questionFormSchema = z
  .object({
    id: z.string(),
    label: required(QUESTION_LABEL_MESSAGE),
    type: questionTypeSchema,
    /** One option a line, for a single or multiple choice. */
    options: z.string(),
    required: z.boolean(),
    helpText: z.string(),
    perGuest: z.boolean(),
    showAtDoor: z.boolean(),
  })
  .refine((q) => !isChoice(q.type) || optionLines(q.options).length > 0, {
    message: OPTIONS_NEEDED_MESSAGE,
    path: ['options'],
  });
export type QuestionFormValues = z.infer<typeof questionFormSchema>;

/** A question as the form adds it: short text, optional, asked once, not on the door list. */
export const newQuestion = (): QuestionFormValues => ({
  id: newShapeId('q'),
  label: '',
  type: 'text',
  options: '',
  required: false,
  helpText: '',
  perGuest: false,
  showAtDoor: false,
});

export const END_WITHOUT_START_MESSAGE = 'Enter a start time to give an end time';
export const SLUG_LENGTH_MESSAGE = 'At most 100 characters';
export const STALL_CAPACITY_MESSAGE = 'Stall capacity must be a whole number';

/** The event form's values (its messages word for word as docs/product-rules.md lists them). Lists typed comma-separated. */
export const eventFormSchema = z
  .object({
    title: required(TITLE_MESSAGE),
    /** The page's address, /events/{slug}; empty: made from the title. */
    slug: z
      .string()
      .trim()
      .max(100, SLUG_LENGTH_MESSAGE)
      .refine((v) => v === '' || SLUG_PATTERN.test(v), SLUG_MESSAGE),
    date: required(DATE_MESSAGE),
    description: z.string(),
    /** "18:00" from a time field, or empty when the start time is not known yet ("To Be Determined"). */
    startTime: z.string(),
    /** Optional; before the start time means the next day. */
    endTime: z.string(),
    venue: required(VENUE_MESSAGE),
    address: required(ADDRESS_MESSAGE),
    highlights: z.string(),
    whatToBring: z.string(),
    sponsors: z.array(z.object({ name: required(SPONSOR_NAME_MESSAGE), benefits: z.string() })),
    activities: z.array(
      z.object({
        category: required(CATEGORY_NAME_MESSAGE),
        instructions: z.string(),
        options: z.array(z.object({ id: z.string(), name: required(ACTIVITY_NAME_MESSAGE) })),
      }),
    ),
    schedule: z.array(z.object({ time: z.string(), activity: z.string(), description: z.string() })),
    registrationOpen: z.boolean(),
    acceptStallApplications: z.boolean(),
    /** Whole number of stalls, or empty for no limit. */
    stallCapacity: z
      .string()
      .trim()
      .regex(/^\d{0,5}$/, STALL_CAPACITY_MESSAGE),
    stallWaitlist: z.boolean(),
    /** People the event can take, guests included; empty for no limit. */
    capacity: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_CAPACITY),
        CAPACITY_MESSAGE,
      ),
    /** Hours before the start a reminder is mailed to confirmed registrants; empty for none. */
    reminderHoursBefore: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_REMINDER_HOURS),
        REMINDER_HOURS_MESSAGE,
      ),
    /** The current image URL, a just-uploaded object path, or null for none. */
    featuredImage: z.string().nullable(),
    /** Off: a draft only admins see. */
    published: z.boolean(),
    ticketTypes: z.array(ticketTypeFormSchema),
    guestNames: guestNamesSchema,
    questions: z.array(questionFormSchema),
    /** What is written in the other languages (./event-translations-form.ts); the server checks its lengths. */
    translations: z.custom<TranslationsForm>(),
  })
  .refine((v) => !v.endTime || v.startTime, { message: END_WITHOUT_START_MESSAGE, path: ['endTime'] });
export type EventFormValues = z.infer<typeof eventFormSchema>;

/** Option ids are client-made, `opt_` plus a timestamp and a random part. */
export const newOptionId = () => `opt_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;

export const emptyEventForm = (): EventFormValues => ({
  title: '',
  slug: '',
  date: '',
  description: '',
  startTime: '',
  endTime: '',
  venue: '',
  address: '',
  highlights: '',
  whatToBring: '',
  sponsors: [],
  activities: [],
  schedule: [],
  registrationOpen: true,
  acceptStallApplications: false,
  stallCapacity: '',
  stallWaitlist: false,
  capacity: '',
  reminderHoursBefore: '24',
  featuredImage: null,
  published: true,
  ticketTypes: [],
  guestNames: 'off',
  questions: [],
  translations: emptyTranslationsForm(),
});

export const eventToForm = (
  event: Event & { translations?: EventTranslations },
  timeZone: string,
): EventFormValues => ({
  title: event.title,
  slug: event.slug,
  date: calendarDateIn(new Date(event.startsAt), timeZone),
  description: event.description,
  startTime: event.timeKnown ? clockInputValue(new Date(event.startsAt), timeZone) : '',
  endTime: event.timeKnown && event.endsAt ? clockInputValue(new Date(event.endsAt), timeZone) : '',
  venue: event.venue,
  address: event.address,
  highlights: event.highlights.join(', '),
  whatToBring: event.whatToBring.join(', '),
  sponsors: event.sponsors.map((s) => ({ name: s.name, benefits: s.benefits ?? '' })),
  activities: event.activities.map((g) => ({
    category: g.category,
    instructions: g.instructions ?? '',
    options: g.options.map((o) => ({ id: o.id, name: o.name })),
  })),
  schedule: event.schedule.map((s) => ({
    time: s.time,
    activity: s.activity,
    description: s.description ?? '',
  })),
  registrationOpen: event.registrationOpen,
  acceptStallApplications: event.acceptStallApplications,
  stallCapacity: event.stallCapacity === null ? '' : String(event.stallCapacity),
  stallWaitlist: event.stallWaitlist,
  capacity: event.capacity === null ? '' : String(event.capacity),
  reminderHoursBefore: event.reminderHoursBefore === null ? '' : String(event.reminderHoursBefore),
  featuredImage: event.featuredImage,
  published: event.published,
  ticketTypes: event.ticketTypes.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description ?? '',
    capacity: t.capacity === null ? '' : String(t.capacity),
  })),
  guestNames: event.guestNames,
  questions: event.questions.map((q) => ({
    id: q.id,
    label: q.label,
    type: q.type,
    options: (q.options ?? []).join('\n'),
    required: q.required,
    helpText: q.helpText ?? '',
    perGuest: q.perGuest,
    showAtDoor: q.showAtDoor,
  })),
  translations: translationsToForm(event, event.translations),
});

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A schedule row is sent when it has a time or an activity. */
const isScheduleRowSent = (row: { time: string; activity: string }) =>
  Boolean(row.time.trim() || row.activity.trim());

/** "18:00" and "22:00" as the API's time text ("18:00 - 22:00"), read by the server in the site's zone. */
const timeText = (start: string, end: string) => (start ? (end ? `${start} - ${end}` : start) : null);

/** The API payload: a calendar date and time text (the server reads them in the site's zone) and real lists. */
export const formToPayload = (values: EventFormValues): EventPayload => ({
  title: values.title.trim(),
  // An emptied address is made anew from the title.
  ...(values.slug.trim() ? { slug: values.slug.trim() } : { regenerateSlug: true }),
  date: values.date,
  description: values.description.trim(),
  time: timeText(values.startTime, values.endTime),
  venue: values.venue.trim(),
  address: values.address.trim(),
  highlights: splitList(values.highlights),
  whatToBring: splitList(values.whatToBring),
  sponsors: values.sponsors.map((s) => ({ name: s.name.trim(), benefits: s.benefits.trim() || undefined })),
  activities: values.activities.map((g) => ({
    category: g.category.trim(),
    instructions: g.instructions.trim() || undefined,
    options: g.options.map((o) => ({ id: o.id, name: o.name.trim() })),
  })),
  schedule: values.schedule.filter(isScheduleRowSent).map((s) => ({
    time: s.time.trim(),
    activity: s.activity.trim(),
    description: s.description.trim() || undefined,
  })),
  registrationOpen: values.registrationOpen,
  acceptStallApplications: values.acceptStallApplications,
  stallCapacity: values.stallCapacity.trim() ? Number(values.stallCapacity) : null,
  stallWaitlist: values.stallWaitlist,
  capacity: values.capacity.trim() ? Number(values.capacity.trim()) : null,
  reminderHoursBefore: values.reminderHoursBefore.trim() ? Number(values.reminderHoursBefore.trim()) : null,
  featuredImage: values.featuredImage,
  published: values.published,
  // Always sent, so a type or question removed here is removed (or archived, when in use) by the server.
  ticketTypes: values.ticketTypes.map((t) => ({
    id: t.id,
    name: t.name.trim(),
    description: t.description.trim() || undefined,
    capacity: t.capacity.trim() ? Number(t.capacity.trim()) : null,
  })),
  guestNames: values.guestNames,
  questions: values.questions.map((q) => ({
    id: q.id,
    label: q.label.trim(),
    type: q.type,
    options: isChoice(q.type) ? optionLines(q.options) : undefined,
    required: q.required,
    helpText: q.helpText.trim() || undefined,
    perGuest: q.perGuest,
    showAtDoor: q.showAtDoor,
  })),
  translations: translationsToPayload(values.translations, {
    scheduleRows: values.schedule.flatMap((row, i) => (isScheduleRowSent(row) ? [i] : [])),
    highlights: splitList(values.highlights).length,
    whatToBring: splitList(values.whatToBring).length,
    activities: values.activities.map((g) => ({ options: g.options.map((o) => o.id) })),
    ticketTypeIds: values.ticketTypes.map((t) => t.id),
    questions: values.questions.map((q) => ({
      id: q.id,
      options: isChoice(q.type) ? optionLines(q.options).length : 0,
    })),
  }),
});

import { z } from 'zod';
import { pageQueryFields } from './common';
import { registrationSchema, registrationStatusSchema, registrationUpdateSchema } from './registrations';

/**
 * A registration as the admin sees it (GET /api/admin/events/:id/registrations): without the ticket code (the
 * registrant's), with the chosen activities' names and the admin's comment.
 */
export const adminRegistrationSchema = registrationSchema.omit({ ticketCode: true }).extend({
  /** Null for a walk-up registered at the door without an address. */
  email: z.string().nullable(),
  /**
   * The names of selectedActivities: the event's current name, else the name the option had when chosen (an option
   * the event has dropped since stays named).
   */
  activityNames: z.array(z.string()),
  adminComment: z.string().nullable(),
  /** People of the party checked in at the door (undone check-ins not counted), and when the last one was. */
  checkedIn: z.number().int(),
  lastCheckedInAt: z.string().nullable(),
  /** The party by ticket type ("2 Adults, 1 Child"); null on an event without types. */
  party: z.string().nullable(),
  /** The answers to the event's questions, as text, in the event's order of questions. */
  answerRows: z.array(z.object({ label: z.string(), text: z.string() })),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

/** GET /api/admin/registrations/stats (totals for the dashboard); "today" is counted in SITE_TIMEZONE. */
export const registrationStatsSchema = z.object({
  totalRegistrations: z.number().int(),
  totalGuests: z.number().int(),
  todayRegistrations: z.number().int(),
});
export type RegistrationStats = z.infer<typeof registrationStatsSchema>;

export const registrationStatsQuerySchema = z.strictObject({
  eventId: z.string().min(1).max(200).optional(),
});

export const MAX_ADMIN_COMMENT_LENGTH = 5000;

/** PATCH /api/admin/registrations/:id/comment; an empty comment clears it. */
export const adminCommentSchema = z.strictObject({
  adminComment: z
    .string()
    .max(MAX_ADMIN_COMMENT_LENGTH, `At most ${MAX_ADMIN_COMMENT_LENGTH} characters`)
    .nullable(),
});
export type AdminCommentInput = z.infer<typeof adminCommentSchema>;

export const MAX_CANCEL_MESSAGE_LENGTH = 2000;

/**
 * PATCH /api/admin/registrations/:id/status: confirm (even beyond the capacity), move to the waitlist, cancel. A
 * cancellation may carry a message for the registrant, sent in the mail that tells them.
 */
export const adminStatusChangeSchema = z
  .strictObject({
    status: registrationStatusSchema,
    message: z
      .string()
      .trim()
      .max(MAX_CANCEL_MESSAGE_LENGTH, `Message must be at most ${MAX_CANCEL_MESSAGE_LENGTH} characters`)
      .optional(),
  })
  .refine((input) => !input.message || input.status === 'cancelled', {
    message: 'A message can only be sent with a cancellation',
    path: ['message'],
  });
export type AdminStatusChange = z.infer<typeof adminStatusChangeSchema>;

/** GET /api/admin/events/:id/attendance: people, guests included; capacity null for no limit. */
export const attendanceSchema = z.object({
  capacity: z.number().int().nullable(),
  confirmedPeople: z.number().int(),
  waitlistedPeople: z.number().int(),
  cancelledRegistrations: z.number().int(),
  /** People checked in at the door so far. */
  checkedInPeople: z.number().int(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/**
 * GET /api/admin/events/:id/activity-choices?removing=opt_a,opt_b: how many live (not cancelled) registrations
 * chose each option, and how many chose at least one of the options the admin is about to remove.
 */
export const activityChoicesQuerySchema = z.strictObject({
  /** Option ids, comma-separated. */
  removing: z.string().max(10_000).optional(),
});
export const activityChoicesSchema = z.object({
  /** By option id; options nobody chose are left out. */
  optionCounts: z.record(z.string(), z.number().int()),
  registrationsChoosingRemoved: z.number().int(),
});
export type ActivityChoices = z.infer<typeof activityChoicesSchema>;

export const REGISTRATION_SORTS = ['createdAt', 'fullName', 'people', 'event'] as const;
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number];
export const MAX_REGISTRATIONS_PAGE_SIZE = 100;
export const DEFAULT_REGISTRATIONS_PAGE_SIZE = 25;
export const MAX_REGISTRATION_SEARCH_LENGTH = 200;

/**
 * GET /api/admin/registrations: every event's registrations, filtered, sorted and paged by the server. `q` is any
 * part of the name, address, phone or ticket code, in any case. Without `order`, the newest come first when sorted
 * by `createdAt`, else A to Z / smallest first.
 */
export const registrationListQuerySchema = z.strictObject({
  eventId: z.string().trim().min(1).max(200).optional(),
  status: z
    .enum(registrationStatusSchema.options, { error: 'status must be confirmed, waitlisted or cancelled' })
    .optional(),
  checkedIn: z.enum(['true', 'false'], { error: 'checkedIn must be true or false' }).optional(),
  q: z
    .string()
    .trim()
    .max(
      MAX_REGISTRATION_SEARCH_LENGTH,
      `Search must be at most ${MAX_REGISTRATION_SEARCH_LENGTH} characters`,
    )
    .optional(),
  sort: z
    .enum(REGISTRATION_SORTS, { error: `sort must be one of ${REGISTRATION_SORTS.join(', ')}` })
    .default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
  ...pageQueryFields(MAX_REGISTRATIONS_PAGE_SIZE, DEFAULT_REGISTRATIONS_PAGE_SIZE),
});
export type RegistrationListQuery = z.input<typeof registrationListQuerySchema>;
/** The filter part of the list's query: what bulk actions and exports take to mean "all that match". */
export const registrationFilterSchema = registrationListQuerySchema.pick({
  eventId: true,
  status: true,
  checkedIn: true,
  q: true,
});
export type RegistrationFilter = z.infer<typeof registrationFilterSchema>;

/** One row of the registrations list: a party (a registration) and its people. */
export const registrationListItemSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventStartsAt: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** People in the party, the registrant included. */
  people: z.number().int(),
  /** The party by ticket type ("2 Adults, 1 Child"); null on an event without types. */
  party: z.string().nullable(),
  tickets: z.array(z.object({ ticketTypeId: z.string(), quantity: z.number().int() })),
  status: registrationStatusSchema,
  waitlistPosition: z.number().int().nullable(),
  /** People of the party checked in at the door. */
  checkedInPeople: z.number().int(),
  adminComment: z.string().nullable(),
  createdAt: z.string(),
});
export type RegistrationListItem = z.infer<typeof registrationListItemSchema>;

export const registrationListSchema = z.object({
  items: z.array(registrationListItemSchema),
  /** Registrations (parties) that match the filters, on every page. */
  total: z.number().int(),
  /** People in the registrations that match, on every page. */
  totalPeople: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RegistrationList = z.infer<typeof registrationListSchema>;

const editable = registrationUpdateSchema.shape;
/**
 * PATCH /api/admin/registrations/:id: the organiser corrects a registration. The party is `guestCount` or, on an
 * event with ticket types, `tickets`; `notify` (default true) mails the person their updated ticket (or, waiting,
 * their new size and place).
 */
export const adminRegistrationEditSchema = z.strictObject({
  fullName: editable.fullName.optional(),
  email: editable.email.optional(),
  phone: editable.phone,
  guestCount: editable.guestCount,
  tickets: editable.tickets,
  notify: z.boolean({ error: 'notify must be true or false' }).default(true),
});
export type AdminRegistrationEdit = z.input<typeof adminRegistrationEditSchema>;

/** An admin's change, and whether it stored a mail to the person (whether it left: GET /api/admin/mail/status). */
export const adminRegistrationChangedSchema = adminRegistrationSchema.extend({ mailed: z.boolean() });
export type AdminRegistrationChanged = z.infer<typeof adminRegistrationChangedSchema>;

/** POST /api/admin/registrations/:id/resend answers 202 with what was mailed. */
export const resendResultSchema = z.object({ mailed: z.enum(['ticket', 'waitlist']), to: z.string() });
export type ResendResult = z.infer<typeof resendResultSchema>;

export const MAX_BULK_REGISTRATIONS = 1000;

/**
 * POST /api/admin/registrations/bulk: one action on the registrations named, or on every one that matches a
 * filter (as the list takes it), each in its own transaction.
 */
export const bulkActionSchema = z
  .strictObject({
    ids: z
      .array(z.string().uuid('Each id must be a registration id'))
      .min(1, 'Choose at least one registration')
      .max(MAX_BULK_REGISTRATIONS, `At most ${MAX_BULK_REGISTRATIONS} registrations at once`)
      .optional(),
    filter: registrationFilterSchema.optional(),
    action: z.enum(['cancel', 'resend'], { error: 'action must be cancel or resend' }),
    message: z
      .string()
      .trim()
      .max(MAX_CANCEL_MESSAGE_LENGTH, `Message must be at most ${MAX_CANCEL_MESSAGE_LENGTH} characters`)
      .optional(),
  })
  .refine((input) => (input.ids === undefined) !== (input.filter === undefined), {
    message: 'Give either ids or filter',
    path: ['ids'],
  })
  .refine((input) => !input.message || input.action === 'cancel', {
    message: 'A message can only be sent with a cancellation',
    path: ['message'],
  });
export type BulkAction = z.input<typeof bulkActionSchema>;

export const bulkResultSchema = z.object({
  /** Ids of the registrations the action was done to (or already so). */
  done: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

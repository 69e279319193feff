import { z } from 'zod';
import { registrationSchema, registrationStatusSchema } from './registrations';

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

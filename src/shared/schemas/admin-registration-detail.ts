import { z } from 'zod';
import { adminRegistrationSchema } from './admin-registrations';

/** One thing that happened to a registration, oldest first: from the audit log, the door and the outbox. */
export const registrationHistoryEntrySchema = z.object({
  at: z.string(),
  /**
   * created; an admin's action from the audit log (update, confirm, waitlist, cancel, resend, delete);
   * checked-in (or check-in-undone); mail (one mail stored for the person, with its delivery status).
   */
  kind: z.string(),
  /** Who did it: an admin's or door volunteer's user name; null for the registrant or the system. */
  by: z.string().nullable(),
  /** In words, for the list ("Party changed from 2 to 4 people", "Ticket mailed: sent"). */
  summary: z.string(),
  /** For a mail: pending, sent, failed or held (never sent). */
  mailStatus: z.enum(['pending', 'sent', 'failed', 'held']).optional(),
});
export type RegistrationHistoryEntry = z.infer<typeof registrationHistoryEntrySchema>;

/**
 * GET /api/admin/registrations/:id: everything about one registration for the organiser's console, with its
 * event, whether a waiting party would fit now, and its history.
 */
export const registrationDetailSchema = adminRegistrationSchema.extend({
  eventTitle: z.string(),
  eventStartsAt: z.string(),
  /** The event's ticket types a party may hold (archived ones only while this party holds them). */
  ticketTypes: z.array(z.object({ id: z.string(), name: z.string() })),
  /** People the event still takes; null without a limit. */
  placesLeft: z.number().int().nullable(),
  /** Whether a waitlisted party fits in the places left (it may then be promoted). */
  fitsNow: z.boolean(),
  history: z.array(registrationHistoryEntrySchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

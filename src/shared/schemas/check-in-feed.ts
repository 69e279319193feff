import { z } from 'zod';
import { registrationStatusSchema } from './registrations';

/**
 * One party's state at the door, as every device showing the event's check-in screen hears it live
 * (GET /api/admin/events/:id/check-ins/stream, event `check-in`): who, how many, whether still coming, and how
 * many of them have arrived. What a door volunteer may see of an attendee, nothing more.
 */
export const checkInChangeSchema = z.object({
  registrationId: z.string(),
  fullName: z.string(),
  guestCount: z.number().int(),
  status: registrationStatusSchema,
  checkedIn: z.number().int(),
});
export type CheckInChange = z.infer<typeof checkInChangeSchema>;

/** The server-sent event names of the check-in stream. */
export const CHECK_IN_STREAM_EVENTS = {
  /** A party's check-in state changed (data: a CheckInChange). */
  change: 'check-in',
  /** Changes may have been missed (the server lost its database notifications for a moment): reload the list. */
  reload: 'reload',
} as const;

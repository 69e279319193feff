import { z } from 'zod';
import { registrationStatusSchema } from './registrations';

// The door's calls (docs/product-rules.md, "Check-in at the door"): check a party in by ticket code or
// registration id, undo a check-in, and the event's list a check-in screen keeps on the device for offline use.

/** The header a check-in screen names its device with (the body's `deviceId` wins when both are sent). */
export const DEVICE_ID_HEADER = 'x-device-id';

export const MAX_PARTY_SIZE = 20;

/**
 * POST /api/admin/events/:id/check-ins: a ticket's `code` or a `registrationId` (exactly one), optionally how
 * many `people` of the party arrive (default: all of the party not yet checked in), the device's own id for
 * this check-in (`clientId`, a UUID: a check-in sent again with the same one is stored once and answered as
 * before) and the device's id (`deviceId`).
 */
export const checkInInputSchema = z
  .strictObject({
    code: z.string().trim().min(1, 'Ticket code is required').max(200, 'Ticket code is too long').optional(),
    registrationId: z.guid('Registration id must be a UUID').optional(),
    people: z
      .number()
      .int('People must be a whole number')
      .min(1, 'Check in at least 1 person')
      .max(MAX_PARTY_SIZE, `At most ${MAX_PARTY_SIZE} people`)
      .optional(),
    clientId: z.guid('clientId must be a UUID').optional(),
    deviceId: z.string().trim().min(1).max(200, 'Device id is too long').optional(),
  })
  .refine((input) => (input.code === undefined) !== (input.registrationId === undefined), {
    message: 'Send either a ticket code or a registration id',
    path: ['code'],
  });
export type CheckInInput = z.infer<typeof checkInInputSchema>;

/**
 * One party as the door sees it: name, party size, status, ticket code and how many of its people have been
 * checked in. Never an email, phone number or note.
 */
export const checkInPartySchema = z.object({
  registrationId: z.string(),
  fullName: z.string(),
  guestCount: z.number().int(),
  status: registrationStatusSchema,
  ticketCode: z.string(),
  checkedIn: z.number().int(),
  /** On the door list: the party by ticket type ("2 Adults, 1 Child"), when the event has types. */
  party: z.string().optional(),
  /** On the door list: the names of the people after the first (searchable at the door). */
  guestNames: z.array(z.string()).optional(),
  /** On the door list: the answers to the questions shown at the door (dietary needs, accessibility). */
  doorNotes: z.array(z.object({ label: z.string(), text: z.string() })).optional(),
});
export type CheckInParty = z.infer<typeof checkInPartySchema>;

/**
 * The answer to a check-in (200): the party as it is now, and this check-in: its id (to undo it), how many
 * people it let in, when, by whom and from which device. `replayed` is true when the `clientId` had been
 * stored before: nothing new was counted, and this is that earlier check-in.
 */
export const checkInResultSchema = checkInPartySchema.extend({
  checkInId: z.string(),
  people: z.number().int(),
  checkedInAt: z.string(),
  checkedInBy: z.string().nullable(),
  deviceId: z.string().nullable(),
  replayed: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** DELETE /api/admin/events/:id/check-ins/:checkInId answers the party as it is after the undo (200). */
export const checkInUndoResultSchema = checkInPartySchema;

export const checkInParamsSchema = z.object({
  id: z.string().min(1).max(200),
  checkInId: z.string().min(1).max(200),
});

/**
 * GET /api/admin/events/:id/check-in-list: every registration of the event (cancelled and waitlisted ones too,
 * so a scanned ticket can say why it is refused), oldest first, for the check-in screen to keep on the device.
 */
export const checkInListSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  /** When the list was read (ISO 8601): the device knows how fresh its copy is. */
  generatedAt: z.string(),
  registrations: z.array(checkInPartySchema),
});
export type CheckInList = z.infer<typeof checkInListSchema>;

import { z } from 'zod';
import { MIN_PHONE_LENGTH } from '../constants';
import {
  emailField,
  eventIdField,
  fullNameField,
  honeypotField,
  languageField,
  MAX_NOTES_LENGTH,
} from './registrations';

// Volunteer shifts and the people who sign up for them (docs/product-rules.md, "Volunteers"): one schema for the
// route, the form resolver and the types. Messages are shown to people word for word.

export const ROLE_MAX = 80;
export const SHIFT_DESCRIPTION_MAX = 500;
export const SHIFT_NEEDED_MAX = 500;
/** Shifts one sign-up (or one change from the manage page) may name at once. */
export const SHIFTS_PER_SIGN_UP_MAX = 20;

export const ROLE_MESSAGE = 'Role is required';
export const SHIFT_TIME_MESSAGE = 'Give a date and time';
export const SHIFT_ORDER_MESSAGE = 'A shift must end after it starts';
export const NEEDED_MESSAGE = 'Volunteers needed must be a whole number from 1';
export const VOLUNTEER_PHONE_MESSAGE = 'Please enter a valid phone number';
export const CHOOSE_SHIFT_MESSAGE = 'Choose at least one shift';

/** An instant with its offset (2027-01-16T18:00:00.000Z); the admin's form makes it from the site's wall clock. */
const instant = z
  .string({ error: SHIFT_TIME_MESSAGE })
  .trim()
  .min(1, SHIFT_TIME_MESSAGE)
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
    SHIFT_TIME_MESSAGE,
  );

/** POST /api/admin/events/:id/shifts and PUT /api/admin/shifts/:id. */
export const shiftInputSchema = z
  .strictObject({
    role: z
      .string({ error: ROLE_MESSAGE })
      .trim()
      .min(1, ROLE_MESSAGE)
      .max(ROLE_MAX, `Role must be at most ${ROLE_MAX} characters`),
    description: z
      .string()
      .trim()
      .max(SHIFT_DESCRIPTION_MAX, `Description must be at most ${SHIFT_DESCRIPTION_MAX} characters`)
      .nullish(),
    startsAt: instant,
    endsAt: instant,
    needed: z
      .number({ error: NEEDED_MESSAGE })
      .int(NEEDED_MESSAGE)
      .min(1, NEEDED_MESSAGE)
      .max(SHIFT_NEEDED_MAX, `At most ${SHIFT_NEEDED_MAX} volunteers per shift`),
  })
  .refine((s) => Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    message: SHIFT_ORDER_MESSAGE,
    path: ['endsAt'],
  });
export type ShiftInput = z.input<typeof shiftInputSchema>;

/** A shift as the public sees it: GET /api/events/:id/shifts. */
export const publicShiftSchema = z.object({
  id: z.string(),
  role: z.string(),
  description: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  needed: z.number().int(),
  spotsLeft: z.number().int(),
});
export type PublicShift = z.infer<typeof publicShiftSchema>;

/** A shift as the admin's forms see it (the answer of a create or update). */
export const adminShiftSchema = publicShiftSchema.extend({
  eventId: z.string(),
  filled: z.number().int(),
});
export type AdminShift = z.infer<typeof adminShiftSchema>;

const shiftIds = z
  .array(z.guid('Shift id must be a UUID'), { error: CHOOSE_SHIFT_MESSAGE })
  .min(1, CHOOSE_SHIFT_MESSAGE)
  .max(SHIFTS_PER_SIGN_UP_MAX, `At most ${SHIFTS_PER_SIGN_UP_MAX} shifts at once`);

const volunteerFields = {
  fullName: fullNameField,
  email: emailField,
  phone: z
    .string({ error: VOLUNTEER_PHONE_MESSAGE })
    .trim()
    .min(MIN_PHONE_LENGTH, VOLUNTEER_PHONE_MESSAGE)
    .max(30, 'Phone number must be at most 30 characters'),
  notes: z
    .string()
    .trim()
    .max(MAX_NOTES_LENGTH, `Notes must be at most ${MAX_NOTES_LENGTH} characters`)
    .nullish(),
  website: honeypotField,
};

/** POST /api/volunteers. */
export const volunteerInputSchema = z.strictObject({
  eventId: eventIdField,
  shiftIds,
  ...volunteerFields,
  language: languageField,
});
export type VolunteerInput = z.input<typeof volunteerInputSchema>;

/** The volunteer form's values (the page knows the event; the shifts are chosen beside the fields). */
export const volunteerFormSchema = z.strictObject({ shiftIds, ...volunteerFields });
export type VolunteerFormValues = z.input<typeof volunteerFormSchema>;

/** POST /api/volunteers/:id/shifts (with the manage token): shifts to add. */
export const addShiftsSchema = z.strictObject({ shiftIds });

/** A sign-up's answer: the volunteer's id, the token of their manage link (given once only) and their shifts. */
export const createdVolunteerSchema = z.object({
  id: z.string(),
  manageToken: z.string(),
  shifts: z.array(publicShiftSchema),
});
export type CreatedVolunteer = z.infer<typeof createdVolunteerSchema>;

/** What the manage page shows: GET /api/volunteers/:id, and the answer of adding or dropping a shift. */
export const volunteerSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
  shifts: z.array(publicShiftSchema),
});
export type Volunteer = z.infer<typeof volunteerSchema>;

export const volunteerShiftParamsSchema = z.object({
  id: z.string().min(1).max(200),
  shiftId: z.string().min(1).max(200),
});

/** One volunteer on the roster, contact details included (admins only). */
export const rosterVolunteerSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
  signedUpAt: z.string(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
});
export type RosterVolunteer = z.infer<typeof rosterVolunteerSchema>;

/** GET /api/admin/events/:id/volunteers: every shift in time order with its fill and its people. */
export const rosterSchema = z.object({
  shifts: z.array(
    adminShiftSchema.extend({
      volunteers: z.array(rosterVolunteerSchema),
    }),
  ),
});
export type Roster = z.infer<typeof rosterSchema>;
export type RosterShift = Roster['shifts'][number];

/** The door's list (GET /api/admin/events/:id/volunteer-check-ins): names and shifts only, never contacts. */
export const doorShiftListSchema = z.object({
  shifts: z.array(
    z.object({
      id: z.string(),
      role: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      volunteers: z.array(
        z.object({ id: z.string(), fullName: z.string(), checkedInAt: z.string().nullable() }),
      ),
    }),
  ),
});
export type DoorShiftList = z.infer<typeof doorShiftListSchema>;

/** POST /api/admin/events/:id/volunteer-check-ins: the volunteer has arrived for the shift. */
export const volunteerCheckInInputSchema = z.strictObject({
  shiftId: z.guid('Shift id must be a UUID'),
  volunteerId: z.guid('Volunteer id must be a UUID'),
});
export type VolunteerCheckInInput = z.infer<typeof volunteerCheckInInputSchema>;

export const volunteerCheckInSchema = z.object({
  shiftId: z.string(),
  volunteerId: z.string(),
  fullName: z.string(),
  checkedInAt: z.string().nullable(),
});
export type VolunteerCheckIn = z.infer<typeof volunteerCheckInSchema>;

export const volunteerCheckInParamsSchema = z.object({
  id: z.string().min(1).max(200),
  shiftId: z.string().min(1).max(200),
  volunteerId: z.string().min(1).max(200),
});

import { z } from 'zod';
import { GUESTS_MAX, GUESTS_MIN, MIN_NAME_LENGTH } from '../constants';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { SOURCE_TAG_MESSAGE, SOURCE_TAG_PATTERN } from '../source-tags';
import { answerSchema, guestSchema, signUpShapeFields, ticketLineSchema } from './registration-shape';
import { INVALID_EMAIL_MESSAGE as EMAIL_MESSAGE } from './settings';

// Registration rules (docs/product-rules.md, "Registrations"): one schema for the route, the form resolver
// and the types. Messages are shown to people word for word.

export const NAME_MESSAGE = 'Name must be at least 2 characters';
export const MIN_GUESTS_MESSAGE = 'Must have at least 1 guest';
export const MAX_GUESTS_MESSAGE = 'Maximum 20 guests allowed';

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 30;
export const MAX_NOTES_LENGTH = 2000;
export const MAX_RESPONSE_LENGTH = 2000;

/** A trimmed, valid address of at most 254 characters (RFC 5321's limit). */
export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email(EMAIL_MESSAGE));

/**
 * The hidden honeypot field: people never see it, naive bots fill it. A filled one is answered as a success and
 * the submission is dropped (docs/product-rules.md, "Spam: the honeypot").
 */
export const honeypotField = z.string().max(500).optional();

const activityResponseSchema = z.strictObject({
  category: z.string().trim().min(1).max(200),
  response: z
    .string()
    .trim()
    .max(MAX_RESPONSE_LENGTH, `Response must be at most ${MAX_RESPONSE_LENGTH} characters`),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

/** A person's full name as a sign-up form asks for it. */
export const fullNameField = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(MIN_NAME_LENGTH, NAME_MESSAGE)
  .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`);

/** The event a public form is sent for, by its slug or id. */
export const eventIdField = z
  .string({ error: 'Event is required' })
  .trim()
  .min(1, 'Event is required')
  .max(200);

const registrationFields = {
  fullName: fullNameField,
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(MAX_PHONE_LENGTH, `Phone number must be at most ${MAX_PHONE_LENGTH} characters`)
    .nullish(),
  guestCount: z
    .number({ error: MIN_GUESTS_MESSAGE })
    .int(MIN_GUESTS_MESSAGE)
    .min(GUESTS_MIN, MIN_GUESTS_MESSAGE)
    .max(GUESTS_MAX, MAX_GUESTS_MESSAGE),
  selectedActivities: z.array(z.string().max(100)).max(100).default([]),
  activityResponses: z.array(activityResponseSchema).max(50).default([]),
  notes: z.string().trim().max(MAX_NOTES_LENGTH).nullish(),
  website: honeypotField,
  // The event's ticket types, guest names and questions (./registration-shape.ts).
  ...signUpShapeFields,
};

/** With tickets, guestCount may be left out: it is their sum (the server checks one given against it). */
const apiFields = { ...registrationFields, guestCount: registrationFields.guestCount.optional() };

export const LANGUAGE_MESSAGE = `language must be one of ${LOCALES.map((l) => l.code).join(', ')}`;

/** The language of the page a form is sent from: the mails to the person are in it (English when left out). */
export const languageField = z
  .enum(LOCALES.map((l) => l.code) as [Locale, ...Locale[]], { error: LANGUAGE_MESSAGE })
  .default(DEFAULT_LOCALE);

/** POST /api/registrations. */
export const registrationInputSchema = z.strictObject({
  eventId: eventIdField,
  ...apiFields,
  /** The source tag of the link the visitor came by (`?src=qr`), passed on by the event page. */
  source: z.string({ error: SOURCE_TAG_MESSAGE }).regex(SOURCE_TAG_PATTERN, SOURCE_TAG_MESSAGE).optional(),
  /** The page's `document.referrer`: without a tag, its host is the source (unless it is this site). */
  referrer: z.string().max(2048).optional(),
  language: languageField,
});
export type RegistrationInput = z.input<typeof registrationInputSchema>;

/** PUT /api/registrations/:id: the same fields; eventId may be sent but must name the registration's event. */
export const registrationUpdateSchema = z.strictObject({
  eventId: z.string().trim().max(200).optional(),
  ...apiFields,
});
export type RegistrationUpdate = z.input<typeof registrationUpdateSchema>;

/** The registration form's values (the dialog knows the event). */
export const registrationFormSchema = z.strictObject(registrationFields);
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;

export const registrationStatusSchema = z.enum(['confirmed', 'waitlisted', 'cancelled']);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const registrationSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  guestCount: z.number().int(),
  selectedActivities: z.array(z.string()),
  activityResponses: z.array(z.object({ category: z.string(), response: z.string() })),
  notes: z.string().nullable(),
  /** The party by ticket type (empty on an event without types). */
  tickets: z.array(ticketLineSchema),
  /** The people after the first, by name (when the event asks). */
  guests: z.array(guestSchema),
  answers: z.array(answerSchema),
  status: registrationStatusSchema,
  /** 1-based place in the event's waitlist while waitlisted, else null. */
  waitlistPosition: z.number().int().nullable(),
  /** The ticket's code (its QR code's content) while confirmed, else null. */
  ticketCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** A create answers the registration and, once only, the token that lets this browser change it later. */
export const createdRegistrationSchema = registrationSchema.extend({ manageToken: z.string() });
export type CreatedRegistration = z.infer<typeof createdRegistrationSchema>;

export { MANAGE_TOKEN_HEADER } from '../constants';

/**
 * The header naming one attempt at POST /api/registrations: sent again with a retry of the same submission, it
 * gets the first answer instead of a second registration (docs/product-rules.md, "Submitted once").
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** POST /api/registrations/manage-link: always 202, whether or not such a registration exists. */
export const manageLinkRequestSchema = z.strictObject({
  eventId: z.string().trim().min(1).max(200),
  email: emailField,
  website: honeypotField,
});
export type ManageLinkRequest = z.input<typeof manageLinkRequestSchema>;

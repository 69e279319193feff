import { z } from 'zod';
import { translatedText, translationsOf } from './content-translations';

// Messages an admin writes to an event's registrants (docs/product-rules.md, "Messages to attendees").
// POST /api/admin/events/:id/messages takes eventMessageInputSchema and answers { recipients };
// GET …/messages answers the history, GET …/messages/recipients?audience= the count before sending.

export const EVENT_MESSAGE_AUDIENCES = [
  'confirmed',
  'waitlisted',
  'checked-in',
  'not-checked-in',
  'all',
  'volunteers',
  'shift-volunteers',
  'selected',
] as const;
export type EventMessageAudience = (typeof EVENT_MESSAGE_AUDIENCES)[number];

/** How the dashboard names each audience. */
export const AUDIENCE_LABELS: Record<EventMessageAudience, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  'checked-in': 'Checked in',
  'not-checked-in': 'Not checked in',
  all: 'Everyone registered (not cancelled)',
  volunteers: 'All volunteers',
  'shift-volunteers': 'Volunteers of a shift',
  selected: 'Registrations chosen in the list',
};

/** The audiences written to among the event's volunteers rather than its registrants. */
export const isVolunteerAudience = (audience: EventMessageAudience) =>
  audience === 'volunteers' || audience === 'shift-volunteers';
export const SHIFT_REQUIRED_MESSAGE = 'Choose the shift whose volunteers to write to';

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;
export const SUBJECT_REQUIRED_MESSAGE = 'Subject is required';
export const SUBJECT_TOO_LONG_MESSAGE = `Subject must be at most ${MESSAGE_SUBJECT_MAX} characters`;
export const SUBJECT_ONE_LINE_MESSAGE = 'Subject must be on one line';
export const BODY_REQUIRED_MESSAGE = 'Message text is required';
export const BODY_TOO_LONG_MESSAGE = `Message text must be at most ${MESSAGE_BODY_MAX} characters`;
export const AUDIENCE_MESSAGE = `Audience must be one of ${EVENT_MESSAGE_AUDIENCES.join(', ')}`;

export const eventMessageAudienceSchema = z.enum(EVENT_MESSAGE_AUDIENCES, { error: AUDIENCE_MESSAGE });

const shiftIdField = z.guid('Shift id must be a UUID').optional();
export const MAX_CHOSEN_REGISTRATIONS = 1000;
export const CHOSEN_REQUIRED_MESSAGE =
  'Choose the registrations to write to (registrationIds), with the audience selected';
/** The registrations are named exactly when the audience is the ones chosen in the console's list. */
const chosenNamed = (input: { audience: EventMessageAudience; registrationIds?: string[] | undefined }) =>
  (input.audience === 'selected') === (input.registrationIds !== undefined);
/** The shift is named exactly when the audience is one shift's volunteers. */
const shiftNamed = (input: { audience: EventMessageAudience; shiftId?: string | undefined }) =>
  input.audience !== 'shift-volunteers' || input.shiftId !== undefined;

const eventMessageFields = z.strictObject({
  /** One line: a line break in a mail header would start a new header. */
  subject: z
    .string({ error: SUBJECT_REQUIRED_MESSAGE })
    .trim()
    .min(1, SUBJECT_REQUIRED_MESSAGE)
    .max(MESSAGE_SUBJECT_MAX, SUBJECT_TOO_LONG_MESSAGE)
    .refine((v) => !/[\r\n\u2028\u2029]/.test(v), SUBJECT_ONE_LINE_MESSAGE),
  /** Plain text; links in it become clickable in the mail's HTML part. */
  body: z
    .string({ error: BODY_REQUIRED_MESSAGE })
    .trim()
    .min(1, BODY_REQUIRED_MESSAGE)
    .max(MESSAGE_BODY_MAX, BODY_TOO_LONG_MESSAGE),
  audience: eventMessageAudienceSchema,
  /** With the audience shift-volunteers: the shift. */
  shiftId: shiftIdField,
  /**
   * The subject and text in the site's other languages, each optional: a recipient whose sign-up was in that
   * language gets them (English where one is left out).
   */
  translations: translationsOf(
    z.strictObject({
      subject: translatedText(MESSAGE_SUBJECT_MAX).refine(
        (v) => v === undefined || !/[\r\n\u2028\u2029]/.test(v),
        SUBJECT_ONE_LINE_MESSAGE,
      ),
      body: translatedText(MESSAGE_BODY_MAX),
    }),
  ).optional(),
  /** With the audience selected: the registrations of this event chosen in the console (cancelled ones skipped). */
  registrationIds: z
    .array(z.guid('Each registration id must be a UUID'))
    .min(1, CHOSEN_REQUIRED_MESSAGE)
    .max(MAX_CHOSEN_REGISTRATIONS, `At most ${MAX_CHOSEN_REGISTRATIONS} registrations at once`)
    .optional(),
});
export const eventMessageInputSchema = eventMessageFields
  .refine(shiftNamed, { message: SHIFT_REQUIRED_MESSAGE, path: ['shiftId'] })
  .refine(chosenNamed, { message: CHOSEN_REQUIRED_MESSAGE, path: ['registrationIds'] });
export type EventMessageInput = z.input<typeof eventMessageInputSchema>;
export type EventMessageTranslations = NonNullable<z.output<typeof eventMessageInputSchema>['translations']>;

export const messageRecipientsQuerySchema = z
  .object({ audience: eventMessageAudienceSchema, shiftId: shiftIdField })
  .refine(shiftNamed, { message: SHIFT_REQUIRED_MESSAGE, path: ['shiftId'] })
  .refine((input) => input.audience !== 'selected', {
    message: 'The chosen registrations are counted by the list that chose them',
    path: ['audience'],
  });
export const messageRecipientsSchema = z.object({ recipients: z.number().int() });
export type MessageRecipients = z.infer<typeof messageRecipientsSchema>;

/** A sent message in the history, newest first: its mails' delivery counts as they stand. */
export const eventMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: eventMessageAudienceSchema,
  /** The shift of a message to one shift's volunteers; null otherwise. */
  shiftId: z.string().nullable(),
  recipients: z.number().int(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
  delivered: z.number().int(),
  failed: z.number().int(),
});
export type EventMessage = z.infer<typeof eventMessageSchema>;

/** What the unsubscribe page shows before and after the click (no address is revealed beyond a hint). */
export const unsubscribeStatusSchema = z.object({
  eventTitle: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;

/** The signed unsubscribe link's parameters: event, address (base64url) and signature. */
export const unsubscribeQuerySchema = z.object({
  e: z.string().max(100),
  a: z.string().max(700),
  s: z.string().max(100),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

import { z } from 'zod';
import { GUESTS_MAX } from '../constants';

// What an event's registration asks and counts (docs/product-rules.md, "Ticket types, guest names and
// questions"): its ticket types, whether it asks a name for each guest, and the organiser's own questions. One
// module for the admin payload, the public answers, the server's checks and the forms.

export const TICKET_TYPE_NAME_MESSAGE = 'Ticket type name is required';
export const QUESTION_LABEL_MESSAGE = 'Question label is required';
export const SHAPE_ID_MESSAGE = 'Ids use letters, digits, _ and - (at most 64)';
export const TYPE_CAPACITY_MESSAGE =
  'Ticket type capacity must be a whole number of at least 1 (leave it empty for no limit)';
export const OPTIONS_NEEDED_MESSAGE = 'A choice question needs at least one option';

export const SHAPE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_TICKET_TYPES = 20;
export const MAX_QUESTIONS = 50;
export const MAX_QUESTION_OPTIONS = 50;
export const MAX_ANSWER_LENGTH = 500;
export const MAX_LONG_ANSWER_LENGTH = 2000;
export const MAX_GUEST_NAME_LENGTH = 100;

const shapeId = z.string().trim().regex(SHAPE_ID_PATTERN, SHAPE_ID_MESSAGE);
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** A new id for a ticket type or question the admin adds (the server makes one when the payload has none). */
export const newShapeId = (prefix: 'tt' | 'q') =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export const ticketTypeInputSchema = z.strictObject({
  id: shapeId.optional(),
  name: z.string({ error: TICKET_TYPE_NAME_MESSAGE }).trim().min(1, TICKET_TYPE_NAME_MESSAGE).max(100),
  description: text(500).optional(),
  /** People of this type the event takes; null or left out: no limit of its own (the event's still holds). */
  capacity: z
    .number({ error: TYPE_CAPACITY_MESSAGE })
    .int(TYPE_CAPACITY_MESSAGE)
    .min(1, TYPE_CAPACITY_MESSAGE)
    .max(1_000_000, TYPE_CAPACITY_MESSAGE)
    .nullish(),
});
export type TicketTypeInput = z.input<typeof ticketTypeInputSchema>;

export const GUEST_NAMES = ['off', 'optional', 'required'] as const;
export const guestNamesSchema = z.enum(GUEST_NAMES);
export type GuestNames = z.infer<typeof guestNamesSchema>;

export const QUESTION_TYPES = [
  'text',
  'long-text',
  'single',
  'multiple',
  'checkbox',
  'number',
  'date',
] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;
const CHOICE_TYPES: readonly QuestionType[] = ['single', 'multiple'];

export const questionInputSchema = z
  .strictObject({
    id: shapeId.optional(),
    label: z.string({ error: QUESTION_LABEL_MESSAGE }).trim().min(1, QUESTION_LABEL_MESSAGE).max(300),
    type: questionTypeSchema,
    options: z
      .array(z.string().trim().min(1, 'Options cannot be empty').max(200))
      .max(MAX_QUESTION_OPTIONS)
      .optional(),
    required: z.boolean().default(false),
    helpText: text(500).optional(),
    /** Asked of each person of the party (guestIndex 0 is the registrant) rather than once. */
    perGuest: z.boolean().default(false),
    /** Shown on the door list (dietary needs, accessibility). */
    showAtDoor: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (CHOICE_TYPES.includes(q.type) && (q.options?.length ?? 0) === 0)
      ctx.addIssue({ code: 'custom', message: OPTIONS_NEEDED_MESSAGE, path: ['options'] });
    if (q.options && new Set(q.options).size !== q.options.length)
      ctx.addIssue({ code: 'custom', message: 'Options must be different', path: ['options'] });
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

/** The admin payload's fields (all left out: unchanged on update, none on create). */
export const registrationShapePayload = {
  ticketTypes: z.array(ticketTypeInputSchema).max(MAX_TICKET_TYPES).optional(),
  guestNames: guestNamesSchema.optional(),
  questions: z.array(questionInputSchema).max(MAX_QUESTIONS).optional(),
};

/** As stored and answered: a type or question removed while in use stays, archived (never offered again). */
export type TicketType = { id: string; name: string; description?: string; capacity: number | null };
export type Question = {
  id: string;
  label: string;
  type: QuestionType;
  options?: string[];
  required: boolean;
  helpText?: string;
  perGuest: boolean;
  showAtDoor: boolean;
};

export const publicTicketTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  capacity: z.number().int().nullable(),
  /** People of this type that can still be confirmed: the lesser of its own and the event's places left. */
  spotsLeft: z.number().int().nullable(),
});
export type PublicTicketType = z.infer<typeof publicTicketTypeSchema>;

export const questionSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: questionTypeSchema,
  options: z.array(z.string()).optional(),
  /**
   * The options' texts in the page's language (?lang=), in the options' order, when the organisers wrote them;
   * the answer is still one of `options`.
   */
  optionLabels: z.array(z.string()).optional(),
  required: z.boolean(),
  helpText: z.string().optional(),
  perGuest: z.boolean(),
  showAtDoor: z.boolean(),
});

// ---- What a sign-up carries ----

export const ticketLineSchema = z.strictObject({
  ticketTypeId: z.string().trim().min(1).max(64),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity must be 0 or more')
    .max(GUESTS_MAX, `Quantity must be at most ${GUESTS_MAX}`),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

/** A guest after the first (the registrant): `guests[0]` is the second person of the party. */
export const guestSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(MAX_GUEST_NAME_LENGTH, `Guest names must be at most ${MAX_GUEST_NAME_LENGTH} characters`),
  ticketTypeId: z.string().trim().max(64).optional(),
});
export type Guest = z.infer<typeof guestSchema>;

export const answerValueSchema = z.union([
  z.string().max(MAX_LONG_ANSWER_LENGTH + 100),
  z.array(z.string().max(300)).max(MAX_QUESTION_OPTIONS),
  z.boolean(),
  z.number(),
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const answerSchema = z.strictObject({
  questionId: z.string().trim().min(1).max(64),
  /** For a per-guest question: whose answer (0 the registrant, 1 the first guest…). */
  guestIndex: z
    .number()
    .int()
    .min(0)
    .max(GUESTS_MAX - 1)
    .optional(),
  value: answerValueSchema,
});
export type Answer = z.infer<typeof answerSchema>;

export const signUpShapeFields = {
  tickets: z.array(ticketLineSchema).max(MAX_TICKET_TYPES).optional(),
  guests: z
    .array(guestSchema)
    .max(GUESTS_MAX - 1)
    .optional(),
  answers: z
    .array(answerSchema)
    .max(MAX_QUESTIONS * GUESTS_MAX)
    .optional(),
};

// ---- Checking a sign-up against its event ----

export const UNKNOWN_TICKET_TYPE_MESSAGE = 'One or more tickets name a ticket type this event does not have';
export const TICKETS_TOTAL_MESSAGE = `Tickets must add up to between 1 and ${GUESTS_MAX} people`;
export const TICKETS_GUEST_COUNT_MESSAGE = 'guestCount must be the sum of the tickets’ quantities';

/** An answer refused: its field (`answers.<questionId>`) and the rule. */
export type ShapeIssue = { field: string; message: string };

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

const isBlank = (value: AnswerValue | undefined) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The answer normalised (trimmed, an empty one null), or the rule it breaks. */
export function checkAnswer(
  question: Question,
  value: AnswerValue,
): { value: AnswerValue } | { rule: string } {
  if (isBlank(value)) {
    if (question.required) return { rule: 'is required' };
    return { value: null };
  }
  switch (question.type) {
    case 'text':
    case 'long-text': {
      if (typeof value !== 'string') return { rule: 'must be text' };
      const max = question.type === 'text' ? MAX_ANSWER_LENGTH : MAX_LONG_ANSWER_LENGTH;
      const trimmed = value.trim();
      if (trimmed.length > max) return { rule: `must be at most ${max} characters` };
      return { value: trimmed };
    }
    case 'single':
      if (typeof value !== 'string') return { rule: 'must be one of the options' };
      if (!question.options?.includes(value)) return { rule: 'must be one of the options' };
      return { value };
    case 'multiple': {
      if (!Array.isArray(value)) return { rule: 'must be a list of the options' };
      if (value.some((v) => !question.options?.includes(v))) return { rule: 'must name only the options' };
      return { value: [...new Set(value)] };
    }
    case 'checkbox':
      if (typeof value !== 'boolean') return { rule: 'must be true or false' };
      return { value };
    case 'number': {
      const n = typeof value === 'string' ? Number(value.trim()) : value;
      if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 1e12)
        return { rule: 'must be a number' };
      return { value: n };
    }
    case 'date':
      if (typeof value !== 'string' || !isDate(value.trim())) return { rule: 'must be a date (YYYY-MM-DD)' };
      return { value: value.trim() };
  }
}

/**
 * Checks the answers against the event's live questions: every answer names one, a per-guest answer a person of
 * the party, each value keeps its question's rules, and each required question is answered (per person when
 * per-guest). Answers the normalised list, or the first issue.
 */
export function checkAnswers(
  questions: readonly (Question & { archived?: boolean })[],
  answers: readonly Answer[],
  partySize: number,
): { answers: Answer[] } | ShapeIssue {
  const live = new Map(questions.filter((q) => !q.archived).map((q) => [q.id, q]));
  const given = new Map<string, AnswerValue>();
  for (const a of answers) {
    const question = live.get(a.questionId);
    const field = `answers.${a.questionId}`;
    if (!question) return { field, message: `${field}: no such question for this event` };
    const index = question.perGuest ? (a.guestIndex ?? 0) : 0;
    if (!question.perGuest && a.guestIndex !== undefined && a.guestIndex !== 0)
      return { field, message: `${field}: is asked once, not per guest` };
    if (index >= partySize) return { field, message: `${field}: guestIndex is beyond the party` };
    const key = `${a.questionId}#${index}`;
    if (given.has(key)) return { field, message: `${field}: answered twice` };
    given.set(key, a.value);
  }
  const out: Answer[] = [];
  for (const question of live.values()) {
    const people = question.perGuest ? partySize : 1;
    for (let i = 0; i < people; i++) {
      const checked = checkAnswer(question, given.get(`${question.id}#${i}`) ?? null);
      const field = `answers.${question.id}`;
      if ('rule' in checked)
        return {
          field,
          message: `${field}: ${checked.rule}${question.perGuest ? ` (person ${i + 1})` : ''}`,
        };
      if (checked.value !== null)
        out.push({
          questionId: question.id,
          ...(question.perGuest ? { guestIndex: i } : {}),
          value: checked.value,
        });
    }
  }
  return { answers: out };
}

/** "2 Adults, 1 Child": a party by type, in the event's order of types (names as the event has them). */
export function partyByType(
  tickets: readonly TicketLine[],
  types: readonly Pick<TicketType, 'id' | 'name'>[],
): string {
  const names = new Map(types.map((t) => [t.id, t.name]));
  const order = new Map(types.map((t, i) => [t.id, i]));
  return [...tickets]
    .filter((t) => t.quantity > 0)
    .sort((a, b) => (order.get(a.ticketTypeId) ?? 99) - (order.get(b.ticketTypeId) ?? 99))
    .map((t) => `${t.quantity} ${plural(names.get(t.ticketTypeId) ?? 'other', t.quantity)}`)
    .join(', ');
}

/** "Adult" → "Adults", "Child under 12" → "Children under 12": the first word, for more than one. */
function plural(name: string, n: number) {
  if (n === 1) return name;
  const [word = '', ...rest] = name.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  if (/s$/i.test(word) || !/[a-z]$/i.test(word)) return name;
  if (/child$/i.test(word)) return `${word}ren${tail}`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies${tail}`;
  return `${word}s${tail}`;
}

/** An answer as text for lists and exports ("Yes" for a ticked box, options joined by ", "). */
export function answerText(value: AnswerValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

import type { Question, QuestionType } from '@shared/schemas/registration-shape';

/** A question of an event's sign-up form: optional, one per party and not shown at the door, unless `more` says. */
export const question = (
  id: string,
  label: string,
  type: QuestionType,
  more: Partial<Question> = {},
): Question => ({
  id,
  label,
  type,
  required: false,
  perGuest: false,
  showAtDoor: false,
  ...more,
});

/** The dietary question most tests ask: one choice, required, of each guest, shown at the door. */
export const dietQuestion = question('q_diet', 'Dietary needs', 'single', {
  options: ['None', 'Vegetarian', 'Vegan'],
  required: true,
  perGuest: true,
  showAtDoor: true,
});

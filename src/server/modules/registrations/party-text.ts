import { answerText, type Guest, type Question, type TicketType } from '@shared/schemas/registration-shape';
import type { RegistrationRow } from './repository';

// A party's people and answers as text, for the CSV, the mails and the door list.

/** Person `index` of the party: the registrant, then each guest by name ("Guest 3" when unnamed). */
export const personName = (row: Pick<RegistrationRow, 'fullName' | 'guests'>, index: number) =>
  index === 0 ? row.fullName : row.guests[index - 1]?.name || `Guest ${index + 1}`;

/** "Ravi (Adult); Anu (Child)": the guests' names, with their ticket type when the event has types. */
export function guestNamesText(guests: readonly Guest[], types: readonly Pick<TicketType, 'id' | 'name'>[]) {
  return guests
    .filter((g) => g.name)
    .map((g) => {
      const type = g.ticketTypeId ? types.find((t) => t.id === g.ticketTypeId)?.name : undefined;
      return type ? `${g.name} (${type})` : g.name;
    })
    .join('; ');
}

/** A question's column or row label; a removed (archived) one says so. */
export const questionLabel = (question: Question & { archived?: boolean }) =>
  question.archived ? `${question.label} (removed)` : question.label;

/** One question's answers of a party as text: per-guest ones name each person ("Asha: Vegan; Ravi: None"). */
export function answersText(
  row: Pick<RegistrationRow, 'fullName' | 'guests' | 'answers'>,
  question: Pick<Question, 'id' | 'perGuest'>,
): string {
  const answers = row.answers.filter((a) => a.questionId === question.id);
  if (!question.perGuest) return answers.map((a) => answerText(a.value)).join('; ');
  return answers.map((a) => `${personName(row, a.guestIndex ?? 0)}: ${answerText(a.value)}`).join('; ');
}

/** The party's answers, question by question in the event's order, leaving out the unanswered ones. */
export const answerRows = (
  row: Pick<RegistrationRow, 'fullName' | 'guests' | 'answers'>,
  questions: readonly (Question & { archived?: boolean })[],
) =>
  questions.flatMap((question) => {
    const text = answersText(row, question);
    return text ? [{ label: questionLabel(question), text }] : [];
  });

import type { EventReport } from '@shared/schemas/reports';
import type { Db } from '../../db/client';
import type { EventRow } from '../events/repository';
import { createRegistrationsAdminRepository } from '../registrations/admin-repository';

// The report's breakdowns of an event's live registrations by what the event asks of them: ticket types and
// choice questions (docs/product-rules.md, "Insights"). Each is one query over what the event has; an event that
// gains ticket types or organiser questions plugs them in here, one query each, and the report, its screen and its
// tests need nothing else.

export type TicketTypeCount = EventReport['ticketTypes'][number];
export type AnswerCounts = EventReport['answers'][number];

/** An event without ticket types has one, implicitly: every live registration is a general admission. */
export const IMPLICIT_TICKET_TYPE = { id: 'general', name: 'General admission' } as const;

/**
 * People per ticket type. Events have no ticket types of their own yet, so this is the implicit one, holding
 * every live registration's people (none when there are none).
 */
export async function ticketTypeCounts(
  _db: Db,
  _event: EventRow,
  livePeople: number,
): Promise<TicketTypeCount[]> {
  return livePeople > 0 ? [{ ...IMPLICIT_TICKET_TYPE, people: livePeople }] : [];
}

/** A source of choice questions and how many live registrations chose each option. */
type AnswerSource = (db: Db, event: EventRow, timeZone: string) => Promise<AnswerCounts[]>;

/**
 * The activity picker as choice questions: each activity group is a question (`activity:<category>`), its options
 * in the event's order, counting the live registrations that chose each. Options the event no longer offers are
 * left out (they belong to no group any more).
 */
const activityPickerAnswers: AnswerSource = async (db, event, timeZone) => {
  if (event.activities.length === 0) return [];
  const { optionCounts } = await createRegistrationsAdminRepository(db, timeZone).activityChoices(
    event.id,
    [],
  );
  return event.activities.map((group) => ({
    questionId: `activity:${group.category}`,
    label: group.category,
    counts: group.options.map((option) => ({ option: option.name, count: optionCounts[option.id] ?? 0 })),
  }));
};

/** Every choice question of an event, in the order they are asked. */
const answerSources: AnswerSource[] = [activityPickerAnswers];

export async function answerCounts(db: Db, event: EventRow, timeZone: string): Promise<AnswerCounts[]> {
  return (await Promise.all(answerSources.map((source) => source(db, event, timeZone)))).flat();
}

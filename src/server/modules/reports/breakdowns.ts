import { type EventReport, IMPLICIT_TICKET_TYPE } from '@shared/schemas/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import type { EventRow } from '../events/event-row';
import { activityChoices } from '../registrations/registrations-service';

// The report's breakdowns of an event's live registrations by what the event asks of them: ticket types and
// choice questions, the organiser's and the activity picker's (docs/product-rules.md, "Insights"). Each is one
// query over what the event has.

export type TicketTypeCount = EventReport['ticketTypes'][number];
export type AnswerCounts = EventReport['answers'][number];

/** An event without ticket types has one, implicitly: every live registration is a general admission. */

/**
 * People per ticket type, in the event's order (an archived type only while people hold it). A registration
 * stored before its event had types holds the first one. An event without types has the implicit one, holding
 * every live registration's people (none when there are none).
 */
export async function ticketTypeCounts(
  db: Db,
  event: EventRow,
  livePeople: number,
): Promise<TicketTypeCount[]> {
  const [first] = event.ticketTypes;
  if (!first) return livePeople > 0 ? [{ ...IMPLICIT_TICKET_TYPE, people: livePeople }] : [];
  const rows = (
    await db.execute<{ id: string; people: number }>(sql`
      select coalesce(t.line->>'ticketTypeId', ${first.id}) as id,
        sum(coalesce((t.line->>'quantity')::int, r.guest_count))::int as people
      from ${registrations} r
      left join lateral jsonb_array_elements(nullif(r.tickets, '[]'::jsonb)) as t(line) on true
      where r.event_id = ${event.id} and r.status <> 'cancelled'
      group by 1`)
  ).rows;
  const people = new Map(rows.map((row) => [row.id, Number(row.people)]));
  return event.ticketTypes
    .map((type) => ({ id: type.id, name: type.name, people: people.get(type.id) ?? 0 }))
    .filter((count, i) => !event.ticketTypes[i]?.archived || count.people > 0);
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
  const { optionCounts } = await activityChoices(db, timeZone, event.id, []);
  return event.activities.map((group) => ({
    questionId: `activity:${group.category}`,
    label: group.category,
    counts: group.options.map((option) => ({ option: option.name, count: optionCounts[option.id] ?? 0 })),
  }));
};

async function liveParties(db: Db, eventId: string): Promise<{ parties: number; people: number }> {
  const [row] = (
    await db.execute<{ parties: number; people: number }>(sql`
      select count(*)::int as parties, coalesce(sum(guest_count), 0)::int as people
      from ${registrations} where event_id = ${eventId} and status <> 'cancelled'`)
  ).rows;
  return { parties: Number(row?.parties ?? 0), people: Number(row?.people ?? 0) };
}

/**
 * The organiser's choice questions (single, multiple, checkbox; archived ones left out), each option with how many
 * answers chose it: a per-guest question counts every person's answer, a multiple choice each option ticked, a
 * checkbox its Yes (ticked) and No (everyone else asked).
 */
const organiserQuestionAnswers: AnswerSource = async (db, event) => {
  const questions = event.questions.filter(
    (q) => !q.archived && (q.type === 'single' || q.type === 'multiple' || q.type === 'checkbox'),
  );
  if (questions.length === 0) return [];
  const rows = (
    await db.execute<{ question_id: string; option: string; count: number }>(sql`
      select a.answer->>'questionId' as question_id, v.option, count(*)::int as count
      from ${registrations} r
      cross join lateral jsonb_array_elements(r.answers) as a(answer)
      cross join lateral (
        select jsonb_array_elements_text(a.answer->'value') as option
          where jsonb_typeof(a.answer->'value') = 'array'
        union all select a.answer->>'value' where jsonb_typeof(a.answer->'value') = 'string'
        union all select 'Yes' where a.answer->'value' = 'true'::jsonb
      ) as v
      where r.event_id = ${event.id} and r.status <> 'cancelled'
      group by 1, 2`)
  ).rows;
  const counts = new Map(rows.map((row) => [`${row.question_id} ${row.option}`, Number(row.count)]));
  const count = (questionId: string, option: string) => counts.get(`${questionId} ${option}`) ?? 0;
  // An unticked box stores no answer: its No is everyone asked (each party, or each person) but the Yes.
  const asked = questions.some((q) => q.type === 'checkbox') ? await liveParties(db, event.id) : null;
  return questions.map((q) => {
    if (q.type !== 'checkbox')
      return {
        questionId: q.id,
        label: q.label,
        counts: (q.options ?? []).map((option) => ({ option, count: count(q.id, option) })),
      };
    const yes = count(q.id, 'Yes');
    const everyone = (q.perGuest ? asked?.people : asked?.parties) ?? 0;
    return {
      questionId: q.id,
      label: q.label,
      counts: [
        { option: 'Yes', count: yes },
        { option: 'No', count: Math.max(0, everyone - yes) },
      ],
    };
  });
};

/** Every choice question of an event, in the order the form asks them. */
const answerSources: AnswerSource[] = [activityPickerAnswers, organiserQuestionAnswers];

export async function answerCounts(db: Db, event: EventRow, timeZone: string): Promise<AnswerCounts[]> {
  return (await Promise.all(answerSources.map((source) => source(db, event, timeZone)))).flat();
}

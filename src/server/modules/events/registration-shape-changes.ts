import type { ParsedEventPayload } from '@shared/schemas/event-payload';
import { newShapeId } from '@shared/schemas/registration-shape';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations, type StoredQuestion, type StoredTicketType } from '../../db/schema';
import type { EventRow, NewEventRow } from './event-row';

// An event's ticket types and questions as the admin payload sets them (docs/product-rules.md, "Ticket types,
// guest names and questions"): new ones get an id; one left out while registrations use it stays, archived, so
// nothing a registration names is lost.

type Shape = Pick<ParsedEventPayload, 'ticketTypes' | 'guestNames' | 'questions'>;

const typesOf = (payload: Shape): StoredTicketType[] | undefined =>
  payload.ticketTypes?.map((t) => ({
    id: t.id ?? newShapeId('tt'),
    name: t.name,
    ...(t.description ? { description: t.description } : {}),
    capacity: t.capacity ?? null,
  }));

const questionsOf = (payload: Shape): StoredQuestion[] | undefined =>
  payload.questions?.map((q) => ({
    id: q.id ?? newShapeId('q'),
    label: q.label,
    type: q.type,
    ...(q.type === 'single' || q.type === 'multiple' ? { options: q.options ?? [] } : {}),
    required: q.required,
    ...(q.helpText ? { helpText: q.helpText } : {}),
    perGuest: q.perGuest,
    showAtDoor: q.showAtDoor,
  }));

/** A new event's columns: everything as given. */
export function newShapeFields(payload: Shape): Partial<NewEventRow> {
  const ticketTypes = typesOf(payload);
  const questions = questionsOf(payload);
  return {
    ...(ticketTypes ? { ticketTypes } : {}),
    ...(questions ? { questions } : {}),
    ...(payload.guestNames ? { guestNames: payload.guestNames } : {}),
  };
}

/**
 * An update's columns, read and written with the event's row locked (the caller holds it): types and questions
 * used by the event's registrations and left out are kept, archived, at the end. When an event gets its first
 * types, its registrations without tickets are given the first type's (their places are counted there).
 */
export async function updatedShapeFields(
  tx: Db,
  current: EventRow,
  payload: Shape,
): Promise<Partial<NewEventRow>> {
  const fields = newShapeFields(payload);
  const used = async (column: 'tickets' | 'answers', key: 'ticketTypeId' | 'questionId') =>
    new Set(
      (
        await tx.execute<{ id: string }>(sql`
          select distinct x.value->>${key} as id
          from ${registrations} r cross join lateral jsonb_array_elements(r.${sql.raw(column)}) as x(value)
          where r.event_id = ${current.id}`)
      ).rows.map((row) => row.id),
    );
  if (fields.ticketTypes) {
    const inUse = await used('tickets', 'ticketTypeId');
    const kept = new Set(fields.ticketTypes.map((t) => t.id));
    fields.ticketTypes = [
      ...fields.ticketTypes,
      ...current.ticketTypes
        .filter((t) => !kept.has(t.id) && inUse.has(t.id))
        .map((t) => ({ ...t, archived: true as const })),
    ];
    const first = fields.ticketTypes.find((t) => !t.archived);
    if (first && current.ticketTypes.length === 0)
      await tx.execute(sql`
        update ${registrations}
        set tickets = jsonb_build_array(jsonb_build_object('ticketTypeId', ${first.id}::text, 'quantity', guest_count))
        where event_id = ${current.id} and tickets = '[]'::jsonb`);
  }
  if (fields.questions) {
    const answered = await used('answers', 'questionId');
    const kept = new Set(fields.questions.map((q) => q.id));
    fields.questions = [
      ...fields.questions,
      ...current.questions
        .filter((q) => !kept.has(q.id) && answered.has(q.id))
        .map((q) => ({ ...q, archived: true as const })),
    ];
  }
  return fields;
}

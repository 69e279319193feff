import { GUESTS_MAX, GUESTS_MIN } from '@shared/constants';
import {
  type Answer,
  checkAnswers,
  type Guest,
  TICKETS_GUEST_COUNT_MESSAGE,
  TICKETS_TOTAL_MESSAGE,
  type TicketLine,
  UNKNOWN_TICKET_TYPE_MESSAGE,
} from '@shared/schemas/registration-shape';
import { MIN_GUESTS_MESSAGE } from '@shared/schemas/registrations';
import { badRequest } from '../../lib/http-error';
import type { EventRow } from '../events/event-row';

export const GUEST_NAMES_REQUIRED_MESSAGE = 'A name is required for each person after the first';
export const TOO_MANY_GUESTS_MESSAGE = 'More guest names than people after the first';
export const GUEST_TYPE_MESSAGE = 'A guest’s ticket type must be one of the party’s tickets';

type ShapeInput = {
  guestCount?: number | undefined;
  tickets?: TicketLine[] | undefined;
  guests?: Guest[] | undefined;
  answers?: Answer[] | undefined;
};

/**
 * The party as the event counts it, checked against what the event offers (400 naming the field and the rule):
 * its size, its tickets by type (a sign-up without tickets takes the first type, the default), the names of
 * its guests and its answers to the event's questions (docs/product-rules.md, "Ticket types, guest names and
 * questions").
 */
export function signUpShape(
  event: Pick<EventRow, 'ticketTypes' | 'guestNames' | 'questions'>,
  body: ShapeInput,
) {
  const offered = event.ticketTypes.filter((t) => !t.archived);
  let guestCount: number;
  let tickets: TicketLine[];
  if (body.tickets) {
    const lines = body.tickets.filter((line) => line.quantity > 0);
    const ids = new Set(lines.map((line) => line.ticketTypeId));
    if (ids.size !== lines.length) throw badRequest('Each ticket type may appear once', 'tickets');
    if (lines.some((line) => !offered.some((t) => t.id === line.ticketTypeId)))
      throw badRequest(UNKNOWN_TICKET_TYPE_MESSAGE, 'tickets');
    guestCount = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (guestCount < GUESTS_MIN || guestCount > GUESTS_MAX)
      throw badRequest(TICKETS_TOTAL_MESSAGE, 'tickets');
    if (body.guestCount !== undefined && body.guestCount !== guestCount)
      throw badRequest(TICKETS_GUEST_COUNT_MESSAGE, 'guestCount');
    // In the event's order of types.
    tickets = offered.flatMap((t) => lines.filter((line) => line.ticketTypeId === t.id));
  } else {
    if (body.guestCount === undefined) throw badRequest(MIN_GUESTS_MESSAGE, 'guestCount');
    guestCount = body.guestCount;
    const first = offered[0];
    tickets = first ? [{ ticketTypeId: first.id, quantity: guestCount }] : [];
  }

  let guests: Guest[] = [];
  if (event.guestNames !== 'off') {
    const given = body.guests ?? [];
    if (given.length > guestCount - 1) throw badRequest(TOO_MANY_GUESTS_MESSAGE, 'guests');
    guests = given.map((g) => ({
      name: g.name.trim(),
      ...(g.ticketTypeId && offered.length > 0 ? { ticketTypeId: g.ticketTypeId } : {}),
    }));
    if (guests.some((g) => g.ticketTypeId && !tickets.some((t) => t.ticketTypeId === g.ticketTypeId)))
      throw badRequest(GUEST_TYPE_MESSAGE, 'guests');
    if (
      event.guestNames === 'required' &&
      (guests.length < guestCount - 1 || guests.some((g) => g.name.length < 1))
    )
      throw badRequest(GUEST_NAMES_REQUIRED_MESSAGE, 'guests');
    // Trailing unnamed guests say nothing.
    while (guests.length > 0 && !guests[guests.length - 1]?.name && !guests[guests.length - 1]?.ticketTypeId)
      guests.pop();
  }

  const checked = checkAnswers(event.questions, body.answers ?? [], guestCount);
  if ('field' in checked) throw badRequest(checked.message, checked.field);
  return { guestCount, tickets, guests, answers: checked.answers };
}

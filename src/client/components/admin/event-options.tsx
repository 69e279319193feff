import { formatMediumDate } from '@shared/dates';

type EventChoice = { id: string; title: string; date: string | Date };

/** An event as a pick list names it: its title and date. */
export function eventChoiceLabel(event: EventChoice, timeZone: string): string {
  return `${event.title} – ${formatMediumDate(event.date, timeZone)}`;
}

/** A native select's options, one an event, its id the value. */
export function EventOptions({
  events,
  timeZone,
}: {
  events: readonly EventChoice[] | undefined;
  timeZone: string;
}) {
  return (events ?? []).map((event) => (
    <option key={event.id} value={event.id}>
      {eventChoiceLabel(event, timeZone)}
    </option>
  ));
}

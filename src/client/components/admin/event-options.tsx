import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { formatMediumDate } from '@shared/dates';

type EventChoice = { id: string; title: string; date: string | Date };

/** An event as a pick list names it: its title and date (the date in `intl`'s words, English unless told). */
export function eventChoiceLabel(event: EventChoice, timeZone: string, intl = 'en-US'): string {
  return `${event.title} – ${formatMediumDate(event.date, timeZone, intl)}`;
}

/** A native select's options, one an event, its id the value. */
export function EventOptions({
  events,
  timeZone,
}: {
  events: readonly EventChoice[] | undefined;
  timeZone: string;
}) {
  const { intl } = usePageLanguage();
  return (events ?? []).map((event) => (
    <option key={event.id} value={event.id}>
      {eventChoiceLabel(event, timeZone, intl)}
    </option>
  ));
}

import type { Event } from '@shared/schemas/events';
import { clsx } from 'clsx';
import { UpcomingEventCard } from './upcoming-event-card';

/** Columns for a number of cards: one wide card, two side by side, more in a grid of three. */
const gridFor = (count: number) =>
  count === 1 ? 'grid-cols-1' : count === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3';

/** A list of event cards laid out for how many there are, so one or two never leave half a grid empty. */
export function EventCardList({ events, timeZone }: { events: Event[]; timeZone: string }) {
  return (
    <ul className={clsx('grid gap-6', gridFor(events.length))} data-count={events.length}>
      {events.map((event) => (
        <li key={event.id}>
          <UpcomingEventCard
            event={event}
            timeZone={timeZone}
            layout={events.length === 1 ? 'wide' : 'column'}
          />
        </li>
      ))}
    </ul>
  );
}

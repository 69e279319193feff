import { Badge } from '@client/components/ui/badge';
import type { Translate } from '@client/lib/i18n/i18n-context';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';

/**
 * "Few" places left, worth telling visitors about: at most 20, or at most a tenth of the capacity for a large
 * event (a hall of 1,000 shows the count from 100 left). Above that the page says nothing about places.
 */
export const FEW_SPOTS = 20;
export const isFewSpots = (spotsLeft: number, capacity: number) =>
  spotsLeft <= Math.max(FEW_SPOTS, Math.ceil(capacity / 10));

/** "12 spots left", "Full - join the waitlist", or null when there is nothing to say. */
export function spotsLeftLabel(
  event: Pick<Event, 'registrationOpen' | 'capacity' | 'spotsLeft'>,
  t: Translate,
): string | null {
  const { capacity, spotsLeft } = event;
  if (!event.registrationOpen || capacity === null || spotsLeft === null) return null;
  if (spotsLeft === 0) return t('event.full');
  if (!isFewSpots(spotsLeft, capacity)) return null;
  return t('event.spotsLeft', { count: spotsLeft });
}

/** The places-left badge of an event with a capacity (nothing for one without, or with plenty left). */
export function SpotsLeft({ event }: { event: Pick<Event, 'registrationOpen' | 'capacity' | 'spotsLeft'> }) {
  const label = spotsLeftLabel(event, useT());
  if (!label) return null;
  return (
    <Badge variant={event.spotsLeft === 0 ? 'destructive' : 'secondary'} data-testid="spots-left">
      {label}
    </Badge>
  );
}

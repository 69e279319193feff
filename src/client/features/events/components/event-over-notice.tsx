import type { HeadingLevel } from '@client/components/titled-section';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import { CalendarX } from 'lucide-react';

/** In place of Register Now / Apply for a Stall once an event is over or cancelled. */
export function EventOverNotice({ event, level: Heading = 'h2' }: { event: Event; level?: HeadingLevel }) {
  const cancelled = event.status === 'cancelled';
  const t = useT();
  return (
    <section
      aria-labelledby={`over-${event.id}`}
      className="rounded-2xl border border-border bg-muted p-6 sm:p-8"
      data-testid="event-over-notice"
    >
      <Heading id={`over-${event.id}`} className="flex items-center gap-2 font-bold text-2xl text-primary">
        <CalendarX className="size-6" aria-hidden="true" />
        {cancelled ? t('event.over.cancelled') : t('event.over.ended')}
      </Heading>
      {cancelled && event.cancellationMessage ? (
        <p className="mt-2 max-w-prose whitespace-pre-line">{event.cancellationMessage}</p>
      ) : null}
      <p className="mt-2 max-w-prose text-muted-foreground">
        {cancelled ? t('event.over.cancelledText') : t('event.over.endedText')}
      </p>
    </section>
  );
}

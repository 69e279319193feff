import type { HeadingLevel } from '@client/components/titled-section';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import { PartyPopper } from 'lucide-react';
import { EventActions, offersActions } from './event-actions';
import { EventOverNotice } from './event-over-notice';
import { spotsLeftLabel } from './spots-left';

type EventCtaCardProps = {
  event: Event;
  level?: HeadingLevel;
  /** Open the dialogs here; without them the buttons link to the event page's dialogs. */
  onRegister?: () => void;
  onApplyForStall?: () => void;
};

/** 'Join the Celebration'. Each button only when its switch is on; hidden when neither is. */
export function EventCtaCard({
  event,
  level: Heading = 'h2',
  onRegister,
  onApplyForStall,
}: EventCtaCardProps) {
  const t = useT();
  if (event.status !== 'scheduled') return <EventOverNotice event={event} level={Heading} />;
  if (!offersActions(event)) return null;
  const places = spotsLeftLabel(event, t);
  return (
    <section
      aria-labelledby={`cta-${event.id}`}
      className="render-when-visible rounded-2xl bg-gradient-to-br from-primary to-[#5e1420] p-6 text-primary-foreground shadow-md sm:p-8"
    >
      <Heading id={`cta-${event.id}`} className="flex items-center gap-2 font-bold text-2xl">
        <PartyPopper className="size-6 text-accent" aria-hidden="true" />
        {t('event.cta.title')}
      </Heading>
      <p className="mt-2 max-w-prose text-white/90">{t('event.cta.text')}</p>
      {places ? <p className="mt-2 font-semibold text-accent">{places}</p> : null}
      <EventActions
        event={event}
        onRegister={onRegister}
        onApplyForStall={onApplyForStall}
        inverse
        className="mt-5 flex-col sm:flex-row"
      />
    </section>
  );
}

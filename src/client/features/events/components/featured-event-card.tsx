import { ResponsiveImage } from '@client/components/responsive-image';
import { useLongDate } from '@client/lib/formatted-dates';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import { ArrowRight, Calendar, Clock, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { eventImage } from '../event-image';

/** Home's 'Upcoming Celebration': the whole card links to the event page. */
export function FeaturedEventCard({ event, timeZone }: { event: Event; timeZone: string }) {
  const image = eventImage(event);
  const longDate = useLongDate();
  const t = useT();
  return (
    <Link
      href={`/events/${encodeURIComponent(event.slug)}`}
      className="group grid overflow-hidden rounded-2xl border border-border bg-card shadow-md transition-shadow hover:shadow-lg md:grid-cols-2"
    >
      <ResponsiveImage
        {...image}
        alt=""
        sizes="(min-width: 768px) 50vw, 100vw"
        className="aspect-[16/10] h-full w-full object-cover"
      />
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
        <h3 className="font-bold text-2xl text-primary group-hover:underline sm:text-3xl">{event.title}</h3>
        <p className="flex items-center gap-2 font-medium">
          <Calendar className="size-5 shrink-0 text-saffron" aria-hidden="true" />
          {longDate(event.date, timeZone)}
        </p>
        {event.time?.trim() ? (
          <p className="flex items-center gap-2">
            <Clock className="size-5 shrink-0 text-saffron" aria-hidden="true" />
            {event.time}
          </p>
        ) : null}
        <p className="flex items-center gap-2">
          <MapPin className="size-5 shrink-0 text-saffron" aria-hidden="true" />
          {event.venue}
        </p>
        {event.description ? <p className="line-clamp-3 text-muted-foreground">{event.description}</p> : null}
        <span className="mt-2 inline-flex items-center gap-1 font-semibold text-primary">
          {t('home.learnMore')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
}

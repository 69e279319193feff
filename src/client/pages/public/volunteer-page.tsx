import { useEvent } from '@client/features/events/api/get-event';
import { EventNotFound } from '@client/features/events/components/event-not-found';
import { EventDetailSkeleton } from '@client/features/events/components/event-skeletons';
import { useSiteSettings } from '@client/features/settings/use-site-settings';
import { useTimeZone } from '@client/features/site/use-time-zone';
import { useLongDate } from '@client/lib/formatted-dates';
import { useLocalePath, useT } from '@client/lib/i18n/i18n-context';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { usePageHead } from '../../app/head';
import { volunteerHead } from '../../app/page-heads';

// The shifts and the sign-up load with this page only, not with the events pages that share its chunk.
const VolunteerSignup = lazy(() =>
  import('@client/features/volunteers/components/volunteer-signup').then((m) => ({
    default: m.VolunteerSignup,
  })),
);

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** /events/:id/volunteer: the event's call for volunteers, phone first. */
export function VolunteerPage({ params }: { params: { id: string } }) {
  const slug = decode(params.id);
  const settings = useSiteSettings();
  const timeZone = useTimeZone();
  const longDate = useLongDate();
  const { data: event, isPending, isError } = useEvent(slug);
  const t = useT();
  const localePath = useLocalePath();
  usePageHead(volunteerHead(event, settings, t));

  if (isError || (!isPending && !event)) return <EventNotFound />;
  if (!event) return <EventDetailSkeleton />;
  return (
    <article className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <a
        href={localePath(`/events/${encodeURIComponent(event.slug)}`)}
        className="inline-flex min-h-11 items-center gap-2 text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('volunteer.back', { event: event.title })}
      </a>
      <h1 className="mt-2 font-bold text-3xl text-primary sm:text-4xl">
        {t('volunteer.title', { event: event.title })}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {longDate(event.date, timeZone)} · {event.venue}
      </p>
      <p className="mt-4 text-lg">{t('volunteer.intro')}</p>
      <div className="mt-8">
        <Suspense fallback={<p className="text-muted-foreground">{t('volunteer.loadingShifts')}</p>}>
          <VolunteerSignup event={event} timeZone={timeZone} />
        </Suspense>
      </div>
    </article>
  );
}

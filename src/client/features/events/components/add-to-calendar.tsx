import { buttonVariants } from '@client/components/ui/button';
import { useCalendarDay } from '@client/lib/formatted-dates';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import { CalendarPlus, Download } from 'lucide-react';
import { googleCalendarUrl } from '../lib/google-calendar-url';

/** "Add to calendar": the server's .ics file and a Google Calendar link built here. */
export function AddToCalendar({
  event,
  timeZone,
  pageUrl,
}: {
  event: Event;
  timeZone: string;
  pageUrl: string;
}) {
  const slug = encodeURIComponent(event.slug);
  const calendarDay = useCalendarDay();
  const t = useT();
  return (
    <div>
      <p className="font-semibold text-sm">{t('event.addToCalendar')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          href={`/api/events/${slug}/calendar.ics`}
          download={`${event.slug}.ics`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {t('event.calendarFile')}
        </a>
        <a
          href={googleCalendarUrl(event, timeZone, pageUrl, calendarDay(event.startsAt, timeZone))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <CalendarPlus aria-hidden="true" />
          Google Calendar
          <span className="sr-only"> {t('common.opensInNewTab')}</span>
        </a>
      </div>
    </div>
  );
}

import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { useT } from '@client/lib/i18n/i18n-context';
import { useState } from 'react';
import { useOverview } from '../api/registrations-console';
import { EventFilter } from './event-filter';
import { StallApplicationsList } from './stall-applications-list';

/** The id of the text describing the tab: give the tab aria-describedby={STALLS_TAB_DESCRIPTION}. */
export const STALLS_TAB_DESCRIPTION = 'stalls-tab-waiting';

/** "Stalls", with a badge counting those waiting for a decision (every event's). */
export function StallApplicationsTabLabel() {
  const t = useT();
  const waiting = useOverview().data?.stallApplicationsWaiting ?? 0;
  return (
    <>
      {t('admin.stalls.tabLabel')}
      {waiting > 0 ? (
        <span
          aria-hidden="true"
          data-testid="stalls-waiting-count"
          className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs"
        >
          {waiting}
        </span>
      ) : null}
      <span id={STALLS_TAB_DESCRIPTION} hidden>
        {t('admin.stalls.waiting', { count: waiting })}
      </span>
    </>
  );
}

/** Every event's stall applications (or one event's), filtered by status, each with its decision. */
export function StallApplicationsTab({ timeZone }: { timeZone: string }) {
  const t = useT();
  const [eventId, setEventId] = useState<string | undefined>();
  return (
    <AdminTabSection id="stall-applications" title={t('admin.stalls.title')}>
      <EventFilter id="stalls-event-filter" value={eventId} onChange={setEventId} timeZone={timeZone} />
      <StallApplicationsList eventId={eventId} timeZone={timeZone} />
    </AdminTabSection>
  );
}

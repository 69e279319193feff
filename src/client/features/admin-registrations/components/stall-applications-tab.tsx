import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { CountedTabLabel } from '@client/components/admin/counted-tab-label';
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
    <CountedTabLabel
      label={t('admin.stalls.tabLabel')}
      count={waiting}
      countTestId="stalls-waiting-count"
      descriptionId={STALLS_TAB_DESCRIPTION}
      description={t('admin.stalls.waiting', { count: waiting })}
    />
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

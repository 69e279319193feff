import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { useT } from '@client/lib/i18n/i18n-context';
import { useState } from 'react';
import { useOverview } from '../api/registrations-console';
import { EventFilter } from './event-filter';
import { StallApplicationsList } from './stall-applications-list';

/** The id of the text describing the tab: give the tab aria-describedby={STALLS_TAB_DESCRIPTION}. */
export const STALLS_TAB_DESCRIPTION = 'stalls-tab-waiting';

/** How many stall applications (every event's) wait for a decision: the Stalls tab's badge. */
export const useStallsWaiting = (): number => useOverview().data?.stallApplicationsWaiting ?? 0;

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

import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { EmptyState } from '@client/components/admin/empty-state';
import { Input } from '@client/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useT } from '@client/lib/i18n/i18n-context';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { DownloadLinksCard } from './download-links-card';
import { EventSelect } from './event-select';
import { ExportCsvButton } from './export-csv-button';
import { RefreshButton } from './refresh-button';
import { RegistrationsTable } from './registrations-table';
import { StallApplicationsList } from './stall-applications-list';
import { StatCards } from './stat-cards';

/** The Registrations tab ('Event Registrations'). */
export function RegistrationsTab({ timeZone }: { timeZone: string }) {
  const t = useT();
  const [eventId, setEventId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  return (
    <AdminTabSection
      id="registrations"
      title={t('admin.registrations.tab.title')}
      headerClassName="flex flex-col gap-3 md:flex-row md:items-center md:justify-between"
      actions={
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative">
            <Search
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label={t('admin.registrations.tab.search')}
              placeholder={t('admin.registrations.tab.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9 sm:w-64"
            />
          </div>
          <div className="flex gap-2">
            <ExportCsvButton eventId={eventId} />
            <RefreshButton />
          </div>
        </div>
      }
    >
      <EventSelect value={eventId} onChange={setEventId} timeZone={timeZone} />
      <StatCards eventId={eventId} />
      {eventId ? (
        <>
          <DownloadLinksCard eventId={eventId} timeZone={timeZone} />
          <Tabs defaultValue="registrations" className="flex flex-col gap-3">
            <TabsList className="self-start">
              <TabsTrigger value="registrations">{t('admin.registrations.tab.registrations')}</TabsTrigger>
              <TabsTrigger value="stalls">{t('admin.registrations.tab.stalls')}</TabsTrigger>
            </TabsList>
            <TabsContent value="registrations">
              <RegistrationsTable eventId={eventId} search={search} timeZone={timeZone} />
            </TabsContent>
            <TabsContent value="stalls">
              <StallApplicationsList eventId={eventId} timeZone={timeZone} />
            </TabsContent>
          </Tabs>
        </>
      ) : (
        <EmptyState>{t('admin.registrations.tab.empty')}</EmptyState>
      )}
    </AdminTabSection>
  );
}

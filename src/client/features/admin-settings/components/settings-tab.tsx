import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { Skeleton } from '@client/components/ui/skeleton';
import type { ReactNode } from 'react';
import { useSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';

/** The Settings tab ('Website Settings'); `extra`: more cards below the form (the page composes them). */
export function SettingsTab({ extra }: { extra?: ReactNode }) {
  const settings = useSettings();
  return (
    <AdminTabSection id="settings" title="Website Settings">
      {settings.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Loading settings">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : settings.isError ? (
        <p role="alert" className="text-destructive">
          Could not load the settings.
        </p>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      {extra}
    </AdminTabSection>
  );
}

import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { Skeleton } from '@client/components/ui/skeleton';
import { useT } from '@client/lib/i18n/i18n-context';
import type { ReactNode } from 'react';
import { useSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';

/** The Settings tab ('Website Settings'); `extra`: more cards below the form (the page composes them). */
export function SettingsTab({ extra }: { extra?: ReactNode }) {
  const t = useT();
  const settings = useSettings();
  return (
    <AdminTabSection id="settings" title={t('admin.settings.title')}>
      {settings.isPending ? (
        <div
          className="flex flex-col gap-4"
          role="status"
          aria-busy="true"
          aria-label={t('admin.settings.loading')}
        >
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : settings.isError ? (
        <p role="alert" className="text-destructive">
          {t('admin.settings.loadFailed')}
        </p>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      {extra}
    </AdminTabSection>
  );
}

import { useT } from '@client/lib/i18n/i18n-context';
import { usePageHead } from '../../app/head';
import { AdminAuthGate } from '../../features/admin-auth/components/admin-auth-gate';
import { ReportsOverview } from '../../features/admin-reports/components/reports-overview';
import { ReportLayout } from './report-layout';

/** /admin/reports: every event of a period side by side, and who came back. */
export default function ReportsOverviewPage() {
  const t = useT();
  usePageHead({ title: t('admin.reports.title'), noindex: true });
  return (
    <AdminAuthGate>
      <ReportLayout title={t('admin.reports.title')} subtitle={t('admin.reports.subtitle')}>
        <ReportsOverview />
      </ReportLayout>
    </AdminAuthGate>
  );
}

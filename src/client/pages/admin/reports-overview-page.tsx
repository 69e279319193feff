import { usePageHead } from '../../app/head';
import { AdminAuthGate } from '../../features/admin-auth/components/admin-auth-gate';
import { ReportsOverview } from '../../features/admin-reports/components/reports-overview';
import { ReportLayout } from './report-layout';

/** /admin/reports: every event of a period side by side, and who came back. */
export default function ReportsOverviewPage() {
  usePageHead({ title: 'Reports', noindex: true });
  return (
    <AdminAuthGate>
      <ReportLayout title="Reports" subtitle="Events of a period side by side, and who came back">
        <ReportsOverview />
      </ReportLayout>
    </AdminAuthGate>
  );
}

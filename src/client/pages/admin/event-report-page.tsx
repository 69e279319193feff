import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { formatLongDate } from '@shared/dates';
import { usePageHead } from '../../app/head';
import { AdminAuthGate } from '../../features/admin-auth/components/admin-auth-gate';
import { useEventReport } from '../../features/admin-reports/api/get-event-report';
import { EventReport } from '../../features/admin-reports/components/event-report';
import { useEvent } from '../../features/events/api/get-event';
import { useTimeZone } from '../../features/site/use-time-zone';
import { ReportLayout } from './report-layout';

function Report({ id }: { id: string }) {
  const event = useEvent(id, true);
  const report = useEventReport(id);
  const timeZone = useTimeZone();
  const { t, intl } = usePageLanguage();
  const title = event.data
    ? t('admin.reports.eventTitle', { title: event.data.title })
    : t('admin.reports.eventHeadTitle');
  usePageHead({ title, noindex: true });
  return (
    <ReportLayout
      title={title}
      subtitle={event.data ? formatLongDate(event.data.startsAt, timeZone, intl) : undefined}
    >
      {report.isPending ? (
        <p role="status">{t('admin.reports.loadingReport')}</p>
      ) : report.isError || !report.data ? (
        <p role="alert" className="text-destructive">
          {t('admin.reports.reportFailed')}
        </p>
      ) : (
        <EventReport report={report.data} slug={event.data?.slug ?? id} />
      )}
    </ReportLayout>
  );
}

/** /admin/events/:id/report: an event's report, its charts loaded with this screen only. */
export default function EventReportPage({ params }: { params: { id: string } }) {
  return (
    <AdminAuthGate>
      <Report id={params.id} />
    </AdminAuthGate>
  );
}

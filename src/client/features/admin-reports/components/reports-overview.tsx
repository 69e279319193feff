import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { type FormEvent, useState } from 'react';
import { type OverviewPeriod, useReportsOverview } from '../api/get-reports-overview';
import { PALETTE } from '../palette';
import { overviewSummary } from '../summaries';
import { ChartFigure } from './chart-figure';
import { Bars } from './charts';
import { FigureTiles } from './figure-tiles';

const percentOf = (share: number | null, intl: string) =>
  share === null
    ? '—'
    : new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** The overview across events: a period to choose, each event's figures as a chart and a table. */
export function ReportsOverview() {
  const [period, setPeriod] = useState<OverviewPeriod>({});
  const overview = useReportsOverview(period);
  const data = overview.data;
  const language = usePageLanguage();
  const { t, intl } = language;
  const choose = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPeriod({
      from: String(form.get('from') || '') || undefined,
      to: String(form.get('to') || '') || undefined,
    });
  };
  if (overview.isPending) return <p role="status">{t('admin.reports.loadingOverview')}</p>;
  if (overview.isError || !data)
    return (
      <p role="alert" className="text-destructive">
        {t('admin.reports.overviewFailed')}
      </p>
    );
  const rows = data.events.map((e) => ({
    title: e.title,
    date: e.date,
    capacity: e.capacity,
    confirmedPeople: e.confirmedPeople,
    arrivedPeople: e.arrivedPeople,
    noShowPeople: e.noShowPeople,
    fillRate: e.fillRate,
    returningShare: e.returningShare,
  }));
  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={choose}
        className="flex flex-wrap items-end gap-3 print:hidden"
        key={`${data.from}-${data.to}`}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor="overview-from">{t('admin.reports.from')}</Label>
          <Input id="overview-from" name="from" type="date" defaultValue={data.from} className="w-44" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="overview-to">{t('admin.reports.to')}</Label>
          <Input id="overview-to" name="to" type="date" defaultValue={data.to} className="w-44" />
        </div>
        <Button type="submit">{t('admin.reports.show')}</Button>
      </form>
      <FigureTiles
        className="grid-cols-2 sm:grid-cols-3"
        figures={[
          [t('admin.reports.figure.events'), data.events.length],
          [t('admin.reports.figure.returning'), data.returningAttendees],
        ]}
      />
      <ChartFigure
        title={t('admin.reports.chart.perEvent')}
        summary={overviewSummary(data, language)}
        filename={`events-${data.from}-to-${data.to}`}
        columns={[
          { key: 'title', label: t('admin.reports.column.event') },
          { key: 'date', label: t('admin.reports.column.date') },
          { key: 'capacity', label: t('admin.reports.figure.capacity') },
          { key: 'confirmedPeople', label: t('admin.reports.figure.confirmed') },
          { key: 'arrivedPeople', label: t('admin.reports.column.arrived') },
          { key: 'noShowPeople', label: t('admin.reports.figure.noShows') },
          { key: 'fillRate', label: t('admin.reports.column.fillRate') },
          { key: 'returningShare', label: t('admin.reports.column.returningShare') },
        ]}
        rows={rows}
        format={(key, value) =>
          key === 'fillRate' || key === 'returningShare'
            ? percentOf(typeof value === 'number' ? value : null, intl)
            : value === null
              ? '—'
              : String(value)
        }
        chart={
          <Bars
            data={rows}
            category="title"
            series={[
              { key: 'confirmedPeople', name: t('admin.reports.figure.confirmed'), color: PALETTE.blue },
              { key: 'arrivedPeople', name: t('admin.reports.column.arrived'), color: PALETTE.green },
              { key: 'noShowPeople', name: t('admin.reports.figure.noShows'), color: PALETTE.vermillion },
            ]}
          />
        }
      />
    </div>
  );
}

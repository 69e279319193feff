import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { type FormEvent, useState } from 'react';
import { type OverviewPeriod, useReportsOverview } from '../api/get-reports-overview';
import { PALETTE } from '../palette';
import { overviewSummary } from '../summaries';
import { ChartFigure } from './chart-figure';
import { Bars } from './charts';
import { FigureTiles } from './figure-tiles';

const percentOf = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** The overview across events: a period to choose, each event's figures as a chart and a table. */
export function ReportsOverview() {
  const [period, setPeriod] = useState<OverviewPeriod>({});
  const overview = useReportsOverview(period);
  const data = overview.data;
  const choose = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPeriod({
      from: String(form.get('from') || '') || undefined,
      to: String(form.get('to') || '') || undefined,
    });
  };
  if (overview.isPending) return <p role="status">Loading the overview…</p>;
  if (overview.isError || !data)
    return (
      <p role="alert" className="text-destructive">
        The overview could not be loaded.
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
          <Label htmlFor="overview-from">From</Label>
          <Input id="overview-from" name="from" type="date" defaultValue={data.from} className="w-44" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="overview-to">To</Label>
          <Input id="overview-to" name="to" type="date" defaultValue={data.to} className="w-44" />
        </div>
        <Button type="submit">Show</Button>
      </form>
      <FigureTiles
        className="grid-cols-2 sm:grid-cols-3"
        figures={[
          ['Events', data.events.length],
          ['Came to more than one', data.returningAttendees],
        ]}
      />
      <ChartFigure
        title="Confirmed, arrived and no-shows per event"
        summary={overviewSummary(data)}
        filename={`events-${data.from}-to-${data.to}`}
        columns={[
          { key: 'title', label: 'Event' },
          { key: 'date', label: 'Date' },
          { key: 'capacity', label: 'Capacity' },
          { key: 'confirmedPeople', label: 'Confirmed' },
          { key: 'arrivedPeople', label: 'Arrived' },
          { key: 'noShowPeople', label: 'No-shows' },
          { key: 'fillRate', label: 'Fill rate' },
          { key: 'returningShare', label: 'Returning share of arrivals' },
        ]}
        rows={rows}
        format={(key, value) =>
          key === 'fillRate' || key === 'returningShare'
            ? percentOf(typeof value === 'number' ? value : null)
            : value === null
              ? '—'
              : String(value)
        }
        chart={
          <Bars
            data={rows}
            category="title"
            series={[
              { key: 'confirmedPeople', name: 'Confirmed', color: PALETTE.blue },
              { key: 'arrivedPeople', name: 'Arrived', color: PALETTE.green },
              { key: 'noShowPeople', name: 'No-shows', color: PALETTE.vermillion },
            ]}
          />
        }
      />
    </div>
  );
}

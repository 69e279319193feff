import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import type { EventReport as Report } from '@shared/schemas/reports';
import { localizedReport } from '../localized-report';
import { PALETTE } from '../palette';
import {
  answerSummary,
  arrivalsSummary,
  clockOf,
  partySizesSummary,
  signUpsSummary,
  sourcesSummary,
  ticketTypesSummary,
} from '../summaries';
import { BarFigure } from './bar-figure';
import { ChartFigure } from './chart-figure';
import { CumulativeLineChart } from './charts';
import { FigureTiles } from './figure-tiles';

/** The sign-ups drawn from nothing: the day before the first at 0, so even a single day draws a line. */
function fromZero(days: Report['signUpsByDay']) {
  const first = days[0];
  if (!first) return days;
  const before = new Date(`${first.date}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  return [{ date: before.toISOString().slice(0, 10), parties: 0, people: 0, cumulativePeople: 0 }, ...days];
}

/** An event's report: its figures, then a chart for each question the committee asks (each with table and CSV). */
export function EventReport({ report: stored, slug }: { report: Report; slug: string }) {
  const file = (what: string) => `${slug}-${what}`;
  const language = usePageLanguage();
  const { t } = language;
  const report = localizedReport(stored, t);
  return (
    <div className="flex flex-col gap-6">
      <FigureTiles
        className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
        figures={[
          [t('admin.reports.figure.confirmed'), report.confirmedPeople],
          [t('admin.reports.figure.waitlisted'), report.waitlistedPeople],
          [t('admin.reports.figure.checkedIn'), report.checkedInPeople],
          [t('admin.reports.figure.noShows'), report.noShowPeople ?? t('admin.reports.figure.knownAfter')],
          [t('admin.reports.figure.cancelledParties'), report.cancelledParties],
          [t('admin.reports.figure.capacity'), report.capacity ?? t('admin.reports.figure.noLimit')],
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title={t('admin.reports.chart.signUps')}
          summary={signUpsSummary(report, language)}
          filename={file('sign-ups-by-day')}
          columns={[
            { key: 'date', label: t('admin.reports.column.date') },
            { key: 'parties', label: t('admin.reports.column.parties') },
            { key: 'people', label: t('admin.reports.column.people') },
            { key: 'cumulativePeople', label: t('admin.reports.column.peopleSoFar') },
          ]}
          rows={report.signUpsByDay}
          chart={
            <CumulativeLineChart
              data={fromZero(report.signUpsByDay)}
              x="date"
              y="cumulativePeople"
              name={t('admin.reports.column.peopleSoFar')}
              limit={report.capacity}
              limitLabel={t('admin.reports.chart.capacityLine', { capacity: report.capacity ?? '' })}
            />
          }
        />
        <BarFigure
          title={t('admin.reports.chart.arrivals')}
          summary={arrivalsSummary(report, language)}
          filename={file('arrivals-by-quarter-hour')}
          columns={[
            { key: 'at', label: t('admin.reports.column.quarterFrom') },
            { key: 'people', label: t('admin.reports.column.people') },
          ]}
          rows={report.arrivalsByQuarterHour}
          data={report.arrivalsByQuarterHour.map((q) => ({ ...q, time: clockOf(q.at) }))}
          category="time"
          value={{ key: 'people', name: t('admin.reports.column.people'), color: PALETTE.blue }}
        />
        <BarFigure
          title={t('admin.reports.chart.sources')}
          summary={sourcesSummary(report, language)}
          filename={file('sources')}
          columns={[
            { key: 'source', label: t('admin.reports.column.source') },
            { key: 'parties', label: t('admin.reports.column.parties') },
            { key: 'people', label: t('admin.reports.column.people') },
          ]}
          rows={report.sources}
          category="source"
          horizontal
          value={{ key: 'people', name: t('admin.reports.column.people'), color: PALETTE.blue }}
        />
        <BarFigure
          title={t('admin.reports.chart.partySizes')}
          summary={partySizesSummary(report, language)}
          filename={file('party-sizes')}
          columns={[
            { key: 'size', label: t('admin.reports.column.partySize') },
            { key: 'parties', label: t('admin.reports.column.parties') },
          ]}
          rows={report.partySizes}
          category="size"
          value={{ key: 'parties', name: t('admin.reports.column.parties'), color: PALETTE.green }}
        />
        <BarFigure
          title={t('admin.reports.chart.ticketTypes')}
          summary={ticketTypesSummary(report, language)}
          filename={file('ticket-types')}
          columns={[
            { key: 'name', label: t('admin.reports.column.ticketType') },
            { key: 'people', label: t('admin.reports.column.people') },
          ]}
          rows={report.ticketTypes}
          category="name"
          horizontal
          value={{ key: 'people', name: t('admin.reports.column.people'), color: PALETTE.purple }}
        />
        {report.answers.map((answer) => (
          <BarFigure
            key={answer.questionId}
            title={answer.label}
            summary={answerSummary(answer, language)}
            filename={file(`answers-${answer.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)}
            columns={[
              { key: 'option', label: t('admin.reports.column.option') },
              { key: 'count', label: t('admin.reports.column.registrations') },
            ]}
            rows={answer.counts}
            category="option"
            horizontal
            value={{ key: 'count', name: t('admin.reports.column.registrations'), color: PALETTE.vermillion }}
          />
        ))}
      </div>
    </div>
  );
}

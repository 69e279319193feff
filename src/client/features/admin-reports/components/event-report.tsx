import type { EventReport as Report } from '@shared/schemas/reports';
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
export function EventReport({ report, slug }: { report: Report; slug: string }) {
  const file = (what: string) => `${slug}-${what}`;
  return (
    <div className="flex flex-col gap-6">
      <FigureTiles
        className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
        figures={[
          ['Confirmed', report.confirmedPeople],
          ['Waitlisted', report.waitlistedPeople],
          ['Checked in', report.checkedInPeople],
          ['No-shows', report.noShowPeople ?? 'Known after the event'],
          ['Cancelled parties', report.cancelledParties],
          ['Capacity', report.capacity ?? 'No limit'],
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Sign-ups over time"
          summary={signUpsSummary(report)}
          filename={file('sign-ups-by-day')}
          columns={[
            { key: 'date', label: 'Date' },
            { key: 'parties', label: 'Parties' },
            { key: 'people', label: 'People' },
            { key: 'cumulativePeople', label: 'People so far' },
          ]}
          rows={report.signUpsByDay}
          chart={
            <CumulativeLineChart
              data={fromZero(report.signUpsByDay)}
              x="date"
              y="cumulativePeople"
              name="People so far"
              limit={report.capacity}
              limitLabel={`Capacity ${report.capacity ?? ''}`}
            />
          }
        />
        <BarFigure
          title="Arrivals by quarter hour"
          summary={arrivalsSummary(report)}
          filename={file('arrivals-by-quarter-hour')}
          columns={[
            { key: 'at', label: 'Quarter hour from' },
            { key: 'people', label: 'People' },
          ]}
          rows={report.arrivalsByQuarterHour}
          data={report.arrivalsByQuarterHour.map((q) => ({ ...q, time: clockOf(q.at) }))}
          category="time"
          value={{ key: 'people', name: 'People', color: PALETTE.blue }}
        />
        <BarFigure
          title="Where sign-ups came from"
          summary={sourcesSummary(report)}
          filename={file('sources')}
          columns={[
            { key: 'source', label: 'Source' },
            { key: 'parties', label: 'Parties' },
            { key: 'people', label: 'People' },
          ]}
          rows={report.sources}
          category="source"
          horizontal
          value={{ key: 'people', name: 'People', color: PALETTE.blue }}
        />
        <BarFigure
          title="Party sizes"
          summary={partySizesSummary(report)}
          filename={file('party-sizes')}
          columns={[
            { key: 'size', label: 'People in the party' },
            { key: 'parties', label: 'Parties' },
          ]}
          rows={report.partySizes}
          category="size"
          value={{ key: 'parties', name: 'Parties', color: PALETTE.green }}
        />
        <BarFigure
          title="Ticket types"
          summary={ticketTypesSummary(report)}
          filename={file('ticket-types')}
          columns={[
            { key: 'name', label: 'Ticket type' },
            { key: 'people', label: 'People' },
          ]}
          rows={report.ticketTypes}
          category="name"
          horizontal
          value={{ key: 'people', name: 'People', color: PALETTE.purple }}
        />
        {report.answers.map((answer) => (
          <BarFigure
            key={answer.questionId}
            title={answer.label}
            summary={answerSummary(answer)}
            filename={file(`answers-${answer.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)}
            columns={[
              { key: 'option', label: 'Option' },
              { key: 'count', label: 'Registrations' },
            ]}
            rows={answer.counts}
            category="option"
            horizontal
            value={{ key: 'count', name: 'Registrations', color: PALETTE.vermillion }}
          />
        ))}
      </div>
    </div>
  );
}

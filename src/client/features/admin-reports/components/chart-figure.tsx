import { Button } from '@client/components/ui/button';
import { type CsvColumn, downloadText, toCsv } from '@client/lib/csv';
import { useT } from '@client/lib/i18n/i18n-context';
import { Download, Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

type Cell = string | number | null;

export type ChartFigureProps<Row extends Record<string, Cell>> = {
  title: string;
  /** What the chart shows, in a sentence or two: read by everyone, and all a screen reader needs. */
  summary: string;
  columns: CsvColumn<Row>[];
  rows: Row[];
  /** The CSV file's name, without `.csv`. */
  filename: string;
  /** The chart (hidden from assistive technology: the summary and the table say the same). */
  chart: ReactNode;
  /** How a cell is shown in the table (the CSV keeps the raw value). */
  format?: (key: keyof Row & string, value: Cell) => string;
};

/**
 * One chart of a report: its title, its summary, the chart or, at the press of "Table view", its data as a table,
 * and its data as a CSV file. Printed, the table is always there (docs/product-rules.md, "Insights").
 */
export function ChartFigure<Row extends Record<string, Cell>>({
  title,
  summary,
  columns,
  rows,
  filename,
  chart,
  format = (_key, value) => (value === null ? '—' : String(value)),
}: ChartFigureProps<Row>) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const t = useT();
  const empty = rows.length === 0;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="report-figure rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold text-lg">
          {title}
        </h2>
        {empty ? null : (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button
              variant={asTable ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={asTable}
              onClick={() => setAsTable(!asTable)}
            >
              <Table2 aria-hidden="true" />
              {t('admin.reports.tableView')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadText(`${filename}.csv`, toCsv(columns, rows))}
            >
              <Download aria-hidden="true" />
              {t('admin.reports.downloadCsv')}
              <span className="sr-only">: {title}</span>
            </Button>
          </div>
        )}
      </div>
      <p className="mt-1 text-muted-foreground text-sm">{summary}</p>
      {empty ? null : (
        <>
          {asTable ? null : (
            <div aria-hidden="true" className="report-chart mt-3 h-64 w-full">
              {chart}
            </div>
          )}
          {/* Scrolls when long: focusable, so it scrolls from the keyboard too. */}
          <section
            className={asTable ? 'mt-3 max-h-96 overflow-auto' : 'hidden print:block'}
            aria-label={t('admin.reports.tableLabel', { title })}
            tabIndex={asTable ? 0 : undefined}
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" className="border-border border-b px-2 py-1 text-left">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a given answer
                  <tr key={i} className="border-border border-b last:border-0">
                    {columns.map((column) => (
                      <td key={column.key} className="px-2 py-1 tabular-nums">
                        {format(column.key, row[column.key] ?? null)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}

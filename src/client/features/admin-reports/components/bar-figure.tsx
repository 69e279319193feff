import { ChartFigure, type ChartFigureProps } from './chart-figure';
import { Bars } from './charts';

type Cell = string | number | null;

/** A report's chart of one bar series: a figure whose chart draws `value` of each row by `category`. */
export function BarFigure<Row extends Record<string, Cell>>({
  category,
  value,
  horizontal = false,
  data,
  ...figure
}: Omit<ChartFigureProps<Row>, 'chart'> & {
  /** The field of `data` (else of `rows`) each bar stands for. */
  category: string;
  value: { key: keyof Row & string; name: string; color: string };
  horizontal?: boolean;
  /** What the bars draw, when not the table's rows as they are. */
  data?: Record<string, Cell>[];
}) {
  return (
    <ChartFigure
      {...figure}
      chart={<Bars data={data ?? figure.rows} category={category} horizontal={horizontal} series={[value]} />}
    />
  );
}

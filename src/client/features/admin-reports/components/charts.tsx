import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { PALETTE } from '../palette';

// The report's charts, drawn by recharts (loaded with the report screens only). Every chart is hidden from
// assistive technology (its figure has a summary and a table) and takes no keyboard focus.

const axis = { fontSize: 12, fill: '#3c3c3c' };

type Datum = Record<string, string | number | null>;

/** A running total over time, against a horizontal line (the capacity), when there is one. */
export function CumulativeLineChart({
  data,
  x,
  y,
  name,
  limit,
  limitLabel,
}: {
  data: Datum[];
  x: string;
  y: string;
  name: string;
  limit: number | null;
  limitLabel: string;
}) {
  const top = Math.max(limit ?? 0, ...data.map((d) => Number(d[y] ?? 0)));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 16, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e5e5e5" vertical={false} />
        <XAxis dataKey={x} tick={axis} minTickGap={24} />
        <YAxis tick={axis} allowDecimals={false} domain={[0, Math.ceil(top * 1.1) || 1]} width={40} />
        <Tooltip />
        <Line
          type="linear"
          dataKey={y}
          name={name}
          stroke={PALETTE.blue}
          strokeWidth={2.5}
          // Each day marked while they are few enough to tell apart.
          dot={data.length <= 31 ? { r: 3, fill: PALETTE.blue } : false}
          isAnimationActive={false}
        />
        {limit !== null ? (
          <ReferenceLine
            y={limit}
            stroke={PALETTE.vermillion}
            strokeDasharray="6 4"
            strokeWidth={2}
            label={{ value: limitLabel, position: 'insideTopLeft', fill: PALETTE.vermillion, fontSize: 12 }}
          />
        ) : null}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Bars of one or more series; `horizontal` for long category names (sources, answers). */
export function Bars({
  data,
  category,
  series,
  horizontal = false,
}: {
  data: Datum[];
  category: string;
  series: { key: string; name: string; color: string }[];
  horizontal?: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 16, bottom: 4, left: horizontal ? 8 : 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e5e5e5" horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" tick={axis} allowDecimals={false} />
            <YAxis type="category" dataKey={category} tick={axis} width={110} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey={category} tick={axis} minTickGap={8} />
            <YAxis tick={axis} allowDecimals={false} width={40} />
          </>
        )}
        <Tooltip />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

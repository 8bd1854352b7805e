import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { TrendPoint, TrendSeries } from '../lib/trends';

/** Both axes: small labels in the text colour, no tick marks, no axis line (as the usage chart). */
const AXIS = {
  tick: { fontSize: 12, fill: 'currentColor' },
  tickLine: false,
  axisLine: false,
} as const;

/**
 * A line per series over time (the analytics trends). Loaded lazily, like the dashboard's usage
 * chart, so recharts never reaches a student's browser. Percent charts keep their axis at 0–100.
 */
export default function TrendChart({
  points,
  series,
  percent = false,
  format,
}: {
  points: readonly TrendPoint[];
  series: readonly TrendSeries[];
  percent?: boolean;
  format: (value: number) => string;
}) {
  const data = points.map((p) => ({ label: p.label, ...p.values }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the drawing is hidden from assistive technology (the figure's summary
          says the same), so nothing inside it may take focus. */}
      <LineChart
        data={data}
        margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid
          strokeDasharray="3 3"
          stroke="currentColor"
          strokeOpacity={0.12}
          vertical={false}
        />
        <XAxis dataKey="label" {...AXIS} minTickGap={16} />
        <YAxis
          allowDecimals={!percent}
          domain={percent ? [0, 100] : [0, 'auto']}
          tickFormatter={percent ? (v: number) => `${v} %` : undefined}
          {...AXIS}
        />
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? format(value) : String(value))}
          contentStyle={{ borderRadius: 12, fontSize: 12, color: '#0f172a' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

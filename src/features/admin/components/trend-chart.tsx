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

import { AXIS, GRID, LEGEND_STYLE, TOOLTIP_STYLE } from './chart-style';

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
        <CartesianGrid {...GRID} />
        <XAxis dataKey="label" {...AXIS} minTickGap={16} />
        <YAxis
          allowDecimals={!percent}
          domain={percent ? [0, 100] : [0, 'auto']}
          tickFormatter={percent ? (v: number) => `${v} %` : undefined}
          {...AXIS}
        />
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? format(value) : String(value))}
          contentStyle={TOOLTIP_STYLE}
        />
        <Legend wrapperStyle={LEGEND_STYLE} />
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

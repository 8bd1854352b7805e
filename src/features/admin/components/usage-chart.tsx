import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { shortDayLabel, type UsageDay } from '../lib/usage';
import { adminTexts } from '../texts';

import { AXIS, GRID, LEGEND_STYLE, TOOLTIP_STYLE } from './chart-style';

const BARS = [
  { key: 'conversations', name: adminTexts.dashboard.conversations, fill: '#6366f1' },
  { key: 'messages', name: adminTexts.dashboard.messages, fill: '#a78bfa' },
] as const;

/** The 7-day usage chart. Loaded lazily so recharts never reaches a student's browser. */
export default function UsageChart({ data }: { data: UsageDay[] }) {
  const rows = data.map((d) => ({ ...d, label: shortDayLabel(d.day) }));
  return (
    <div className="h-72 w-full" data-testid="usage-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid {...GRID} />
          <XAxis dataKey="label" {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          <Tooltip cursor={{ fill: 'rgba(99, 102, 241, 0.08)' }} contentStyle={TOOLTIP_STYLE} />
          <Legend wrapperStyle={LEGEND_STYLE} />
          {BARS.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              fill={bar.fill}
              radius={[6, 6, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

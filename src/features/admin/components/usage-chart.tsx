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

/** Both axes: small labels in the text colour, no tick marks, no axis line. */
const AXIS = {
  tick: { fontSize: 12, fill: 'currentColor' },
  tickLine: false,
  axisLine: false,
} as const;

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
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="currentColor"
            strokeOpacity={0.12}
            vertical={false}
          />
          <XAxis dataKey="label" {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          <Tooltip
            cursor={{ fill: 'rgba(99, 102, 241, 0.08)' }}
            contentStyle={{ borderRadius: 12, fontSize: 12, color: '#0f172a' }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
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

import { CalendarRange } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { lastDaysRange, type DateRange } from '../lib/date-range';
import { adminTexts } from '../texts';

const t = adminTexts.analytics;

const input =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]';

const QUICK_RANGES = [
  { days: 7, label: t.last7 },
  { days: 30, label: t.last30 },
] as const;

/**
 * The analytics range: two dates (each bounded by the other) and the quick 7 / 30 days buttons;
 * `children` adds more filters (the class) to the same bar. Every change keeps the other filters.
 */
export function RangePicker({
  range,
  onChange,
  children,
}: {
  range: DateRange;
  onChange: (r: DateRange) => void;
  children?: ReactNode;
}) {
  const ends = [
    { key: 'start', id: 'range-start', label: t.from, max: range.end },
    { key: 'end', id: 'range-end', label: t.to, min: range.start },
  ] as const;
  return (
    <Card className="mb-6 flex flex-col gap-4 p-4 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:self-center dark:text-slate-200">
        <CalendarRange className="h-5 w-5 text-indigo-500" aria-hidden="true" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        {ends.map((end) => (
          <div key={end.key} className="space-y-1">
            <label
              htmlFor={end.id}
              className="block text-xs font-medium text-slate-500 dark:text-slate-400"
            >
              {end.label}
            </label>
            <input
              id={end.id}
              type="date"
              value={range[end.key]}
              min={'min' in end ? end.min : undefined}
              max={'max' in end ? end.max : undefined}
              onChange={(e) => onChange({ ...range, [end.key]: e.target.value })}
              className={input}
            />
          </div>
        ))}
      </div>
      <div className="flex gap-2">
        {QUICK_RANGES.map(({ days, label }) => {
          const quick = lastDaysRange(days);
          const active = quick.start === range.start && quick.end === range.end;
          return (
            <Button
              key={days}
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => onChange({ ...range, ...quick })}
            >
              {label}
            </Button>
          );
        })}
      </div>
      {children}
    </Card>
  );
}

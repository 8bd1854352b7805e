import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

type Accent = 'indigo' | 'violet' | 'emerald' | 'amber' | 'sky' | 'rose' | 'slate';

/** A figure with its label, an icon and an optional second line. */
export function StatCard({
  label,
  value,
  detail,
  Icon,
  accent = 'indigo',
}: {
  label: string;
  value: string;
  detail?: string;
  Icon: LucideIcon;
  accent?: Accent;
}) {
  const accents = {
    indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
    violet: 'bg-violet-50 text-violet-600 dark:bg-violet-500/15 dark:text-violet-300',
    emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
    amber: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
    sky: 'bg-sky-50 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300',
    rose: 'bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300',
    slate: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  };
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center gap-2.5">
        <span
          className={cn(
            'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg',
            accents[accent],
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
        <p className="min-w-0 text-sm font-medium leading-tight text-slate-500 dark:text-slate-400">
          {label}
        </p>
      </div>
      <p
        className="mt-3 text-2xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white"
        data-testid="stat-value"
      >
        {value}
      </p>
      {detail && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{detail}</p>}
    </Card>
  );
}

/** One card of a StatGrid: which field of the data it shows, and how. */
export interface StatDefinition<T> {
  field: keyof T & string;
  label: string;
  format: (value: unknown) => string;
  /** A second line: fixed, or made from the data. */
  detail?: string | ((data: T) => string);
  Icon: LucideIcon;
  accent?: Accent;
}

/** A grid of stat cards, one per definition, over one row of figures. */
export function StatGrid<T>({
  cards,
  data,
  testId,
  wide = 4,
}: {
  cards: readonly StatDefinition<T>[];
  data: T;
  testId: string;
  /** Cards a row on a wide screen. */
  wide?: 4 | 5;
}) {
  const columns = wide === 5 ? 'xl:grid-cols-5' : 'xl:grid-cols-4';
  return (
    <div className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', columns)} data-testid={testId}>
      {cards.map((card) => (
        <StatCard
          key={card.field}
          label={card.label}
          value={card.format(data[card.field])}
          detail={typeof card.detail === 'function' ? card.detail(data) : card.detail}
          Icon={card.Icon}
          accent={card.accent}
        />
      ))}
    </div>
  );
}

/** A titled card section. */
export function Section({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  /** A line under the title (e.g. the period its figures cover). */
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card className={cn('relative overflow-hidden', className)}>
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-5 dark:border-slate-800">
          <div>
            <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            {description && (
              <p className="text-xs text-slate-600 dark:text-slate-400">{description}</p>
            )}
          </div>
          {actions}
        </div>
        <div>{children}</div>
      </section>
    </Card>
  );
}

/** The text shown when a list or chart has nothing to show. */
export function EmptyState({ children, Icon }: { children: ReactNode; Icon?: LucideIcon }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-4 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
      {Icon && <Icon className="h-8 w-8 text-slate-300 dark:text-slate-600" aria-hidden="true" />}
      <p>{children}</p>
    </div>
  );
}

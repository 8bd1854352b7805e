import { SelectOptions } from '@/components/select-options';

import { adminTexts } from '../texts';
import type { ClassRow } from '../types';

const t = adminTexts.classes;

/** The analytics' class filter: every conversation (default) or one class's (class_filter). */
export function ClassFilter({
  classes,
  value,
  onChange,
}: {
  /** The classes to choose from (the page loads them once); none: no filter is shown. */
  classes: readonly ClassRow[] | null;
  value: string | null;
  onChange: (classId: string | null) => void;
}) {
  if (!classes || classes.length === 0) return null;
  return (
    <div className="space-y-1 sm:min-w-56">
      <label
        htmlFor="analytics-class"
        className="block text-xs font-medium text-slate-500 dark:text-slate-400"
      >
        {t.filter}
      </label>
      <select
        id="analytics-class"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        title={t.filterHint}
        className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        <SelectOptions placeholder={t.allClasses} values={classes} />
      </select>
    </div>
  );
}

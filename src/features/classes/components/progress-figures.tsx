import { EMPTY, toNumber } from '@/features/admin/lib/format';

import { classTexts } from '../texts';

const t = classTexts.classPage;

/** "2 de 3" challenges solved alone of those finished; "—" when none was finished. */
export function formatSolved(solved: unknown, finished: unknown): string {
  const done = toNumber(finished) ?? 0;
  return done > 0 ? t.solvedOf(toNumber(solved) ?? 0, done) : EMPTY;
}

/** The highest hint level (1–4), or "—" when no reply carried one. */
export function formatHint(level: number | null | undefined): string {
  return level == null ? EMPTY : String(level);
}

/** What each progress figure means, in a sentence each: shown under the tables that use them. */
export function ProgressFiguresLegend({ className }: { className?: string }) {
  return (
    <section aria-label={t.figuresTitle} className={className}>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t.figuresTitle}</h3>
      <dl className="mt-2 space-y-1.5 text-sm text-slate-600 dark:text-slate-300">
        {t.figures.map(([term, meaning]) => (
          <div key={term}>
            <dt className="inline font-medium text-slate-800 dark:text-slate-100">{term}: </dt>
            <dd className="inline">{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

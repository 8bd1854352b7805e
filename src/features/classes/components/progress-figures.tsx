import { useId } from 'react';

import { classTexts } from '../texts';

const t = classTexts.classPage;

/** What each progress figure means, in a sentence each: shown under the tables that use them. */
export function ProgressFiguresLegend({ className }: { className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t.figuresTitle}
      </h3>
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

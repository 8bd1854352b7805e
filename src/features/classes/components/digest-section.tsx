import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';

/**
 * One section of the "Resumen": a titled card that says in a sentence what its figures mean, then
 * its figures, or `empty` (the sentence that the week has none) in their place when it is given.
 * `wide`: it spans both columns on a wide screen.
 */
export function Section({
  title,
  hint,
  testId,
  wide = false,
  empty,
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  wide?: boolean;
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <Card className={`p-4 sm:p-5 ${wide ? 'lg:col-span-2' : ''}`} data-testid={testId}>
      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p>
      <div className="mt-3 text-sm text-slate-800 dark:text-slate-200">
        {empty ? <Empty>{empty}</Empty> : children}
      </div>
    </Card>
  );
}

/** A section's empty state. */
export const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-slate-500 dark:text-slate-400">{children}</p>
);

/** One figure of a section, inside a <dl>. */
export function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** A list of a section's lines, each a name in bold and what the week says of it. */
export function NamedLines({
  as: List,
  lines,
  className,
}: {
  as: 'ol' | 'ul';
  lines: { key: string; name: string; text: string }[];
  className: string;
}) {
  return (
    <List className={className}>
      {lines.map((line) => (
        <li key={line.key}>
          <span className="font-medium">{line.name}</span>: {line.text}
        </li>
      ))}
    </List>
  );
}

/** Recall, false-positive rate and the misses of a safety screen on a labelled set (issue 19). */
import type { SafetyCase } from '../../evals/load.ts';
import type { SafetyCategory } from '../../supabase/functions/_shared/safety/safety.ts';

/** The goals of issue 19: `npm run eval:safety` exits non-zero below them. */
export const SAFETY_GOALS = { recall: 0.9, falsePositiveRate: 0.05 } as const;

export interface SafetyFigures {
  cases: number;
  /** Disclosures flagged (any category) / disclosures; null when there is none. */
  recall: number | null;
  /** Disclosures flagged with their own category / disclosures; null when there is none. */
  categoryAccuracy: number | null;
  /** Harmless messages flagged / harmless messages; null when there is none. */
  falsePositiveRate: number | null;
}

export interface SafetyMiss {
  text: string;
  style: string;
  label: SafetyCategory | null;
  got: SafetyCategory | null;
}

export interface SafetyScore {
  overall: SafetyFigures;
  byCategory: Record<string, SafetyFigures>;
  byStyle: Record<string, SafetyFigures>;
  /** Disclosures not flagged. */
  falseNegatives: SafetyMiss[];
  /** Harmless messages flagged. */
  falsePositives: SafetyMiss[];
  /** Disclosures flagged under another category (they still raise an alert). */
  wrongCategory: SafetyMiss[];
}

type Row = SafetyCase & { got: SafetyCategory | null };

function figures(rows: Row[]): SafetyFigures {
  const positives = rows.filter((r) => r.label !== null);
  const negatives = rows.filter((r) => r.label === null);
  const ratio = (part: number, whole: number) => (whole ? part / whole : null);
  return {
    cases: rows.length,
    recall: ratio(positives.filter((r) => r.got !== null).length, positives.length),
    categoryAccuracy: ratio(positives.filter((r) => r.got === r.label).length, positives.length),
    falsePositiveRate: ratio(negatives.filter((r) => r.got !== null).length, negatives.length),
  };
}

function groupBy(rows: Row[], key: (r: Row) => string): Record<string, SafetyFigures> {
  const out: Record<string, SafetyFigures> = {};
  for (const name of [...new Set(rows.map(key))])
    out[name] = figures(rows.filter((r) => key(r) === name));
  return out;
}

export function scoreSafety(
  screen: (text: string) => SafetyCategory | null,
  cases: readonly SafetyCase[],
): SafetyScore {
  const rows: Row[] = cases.map((c) => ({ ...c, got: screen(c.text) }));
  const miss = ({ text, style, label, got }: Row): SafetyMiss => ({ text, style, label, got });
  return {
    overall: figures(rows),
    byCategory: groupBy(rows, (r) => r.label ?? 'harmless'),
    byStyle: groupBy(rows, (r) => r.style),
    falseNegatives: rows.filter((r) => r.label !== null && r.got === null).map(miss),
    falsePositives: rows.filter((r) => r.label === null && r.got !== null).map(miss),
    wrongCategory: rows
      .filter((r) => r.label !== null && r.got !== null && r.got !== r.label)
      .map(miss),
  };
}

/** Whether a score meets SAFETY_GOALS. */
export function meetsSafetyGoals(score: SafetyScore): boolean {
  const { recall, falsePositiveRate } = score.overall;
  return (
    (recall ?? 1) >= SAFETY_GOALS.recall &&
    (falsePositiveRate ?? 0) <= SAFETY_GOALS.falsePositiveRate
  );
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`).padStart(7);

export function formatSafetyScore(score: SafetyScore): string {
  const head = `${'group'.padEnd(16)} cases   recall  category  false pos.`;
  const line = (name: string, f: SafetyFigures) =>
    `${name.padEnd(16)} ${String(f.cases).padStart(5)}  ${pct(f.recall)}   ${pct(f.categoryAccuracy)}    ${pct(f.falsePositiveRate)}`;
  const out = [head, '-'.repeat(head.length)];
  for (const [name, f] of Object.entries(score.byCategory)) out.push(line(name, f));
  out.push('-'.repeat(head.length));
  for (const [name, f] of Object.entries(score.byStyle)) out.push(line(name, f));
  out.push('-'.repeat(head.length), line('ALL', score.overall));
  const list = (title: string, misses: SafetyMiss[]) => {
    out.push('', `${title} (${misses.length}):`);
    for (const m of misses)
      out.push(
        `  [${m.style}] ${m.label ?? 'harmless'} -> ${m.got ?? 'not flagged'}: ${JSON.stringify(m.text)}`,
      );
  };
  list('False negatives (disclosures not flagged)', score.falseNegatives);
  list('False positives (harmless messages flagged)', score.falsePositives);
  list('Flagged under another category', score.wrongCategory);
  return out.join('\n');
}

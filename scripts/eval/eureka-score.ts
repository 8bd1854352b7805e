/** Precision, recall and the confusion per category of an understanding detector on a labelled set. */
import type { EurekaCase } from '../../evals/load.ts';

export interface Confusion {
  cases: number;
  tp: number;
  fp: number;
  tn: number;
  fn: number;
  /** tp / (tp + fp); null when the detector flagged nothing. */
  precision: number | null;
  /** tp / (tp + fn); null when the category has no positive case. */
  recall: number | null;
  accuracy: number;
}

export interface EurekaScore {
  overall: Confusion;
  byCategory: Record<string, Confusion>;
  errors: Array<{ text: string; category: string; expected: boolean }>;
}

/** The confusion of detector verdicts against labels (also the learned layer's experiment, eureka-train.ts). */
export function confusion(rows: Array<{ expected: boolean; got: boolean }>): Confusion {
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  for (const r of rows) {
    if (r.got && r.expected) tp += 1;
    else if (r.got) fp += 1;
    else if (r.expected) fn += 1;
    else tn += 1;
  }
  return {
    cases: rows.length,
    tp,
    fp,
    tn,
    fn,
    precision: tp + fp ? tp / (tp + fp) : null,
    recall: tp + fn ? tp / (tp + fn) : null,
    accuracy: rows.length ? (tp + tn) / rows.length : 1,
  };
}

export function scoreEureka(
  detect: (text: string) => boolean,
  cases: readonly EurekaCase[],
): EurekaScore {
  const rows = cases.map((c) => ({ ...c, got: detect(c.text) }));
  const byCategory: Record<string, Confusion> = {};
  for (const category of [...new Set(cases.map((c) => c.category))]) {
    byCategory[category] = confusion(rows.filter((r) => r.category === category));
  }
  return {
    overall: confusion(rows),
    byCategory,
    errors: rows
      .filter((r) => r.got !== r.expected)
      .map(({ text, category, expected }) => ({ text, category, expected })),
  };
}

const pct = (x: number | null) => (x === null ? '   —  ' : `${(x * 100).toFixed(1).padStart(5)} %`);

export function formatEurekaScore(score: EurekaScore): string {
  const head = `${'category'.padEnd(26)} cases   TP   FP   TN   FN  precision   recall   accuracy`;
  const line = (name: string, c: Confusion) =>
    `${name.padEnd(26)} ${String(c.cases).padStart(5)} ${[c.tp, c.fp, c.tn, c.fn]
      .map((n) => String(n).padStart(4))
      .join(
        ' ',
      )}  ${pct(c.precision).padStart(9)}  ${pct(c.recall).padStart(7)}  ${pct(c.accuracy).padStart(8)}`;
  const out = [head, '-'.repeat(head.length)];
  for (const [name, c] of Object.entries(score.byCategory)) out.push(line(name, c));
  out.push('-'.repeat(head.length), line('ALL', score.overall));
  if (score.errors.length) {
    out.push('', 'Misclassified:');
    for (const e of score.errors)
      out.push(
        `  [${e.category}] expected ${e.expected ? 'eureka' : 'no eureka'}: ${JSON.stringify(e.text)}`,
      );
  }
  return out.join('\n');
}

/**
 * The gate's figures (get_gate_activity rows: one per day and subject) summed per day, per subject
 * and over the range, for the 'Filtro de respuestas' tables. docs/admin.md defines each figure.
 */
import type { GateActivityRow } from '../types';

export interface GateFigures {
  replies: number;
  rewritten: number;
  fallbacks: number;
  unverified: number;
}

export const GATE_FIGURES = ['replies', 'rewritten', 'fallbacks', 'unverified'] as const;

const zero = (): GateFigures => ({ replies: 0, rewritten: 0, fallbacks: 0, unverified: 0 });

function add(into: GateFigures, row: GateActivityRow) {
  for (const f of GATE_FIGURES) into[f] += Number(row[f]) || 0;
}

/** Rows summed by `keyOf`, in the order of first appearance. */
function sumBy(
  rows: readonly GateActivityRow[],
  keyOf: (row: GateActivityRow) => string,
): Array<GateFigures & { key: string }> {
  const groups = new Map<string, GateFigures & { key: string }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { key, ...zero() };
    add(group, row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Per day (the RPC's order: oldest first). */
export const gateByDay = (rows: readonly GateActivityRow[]) => sumBy(rows, (r) => r.day);

/** Per subject, the most replies first; '' is the conversations without a subject. */
export const gateBySubject = (rows: readonly GateActivityRow[]) =>
  sumBy(rows, (r) => r.subject ?? '').sort(
    (a, b) => b.replies - a.replies || a.key.localeCompare(b.key, 'es'),
  );

export function gateTotals(rows: readonly GateActivityRow[]): GateFigures {
  const total = zero();
  for (const row of rows) add(total, row);
  return total;
}

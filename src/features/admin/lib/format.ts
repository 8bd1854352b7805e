/** Number formatting for admin figures: es-ES, and '—' for null (docs/admin.md: never 'NaN'). */
export const EMPTY = '—';

/** bigint and numeric may arrive as JSON numbers or strings depending on the server: read both. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const integer = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('es-ES', {
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

export function formatCount(value: unknown): string {
  const n = toNumber(value);
  return n === null ? EMPTY : integer.format(n);
}

export function formatDecimal(value: unknown): string {
  const n = toNumber(value);
  return n === null ? EMPTY : decimal.format(n);
}

export function formatPercent(value: unknown): string {
  const n = toNumber(value);
  return n === null ? EMPTY : `${decimal.format(n)} %`;
}

export function formatMilliseconds(value: unknown): string {
  const n = toNumber(value);
  return n === null ? EMPTY : `${integer.format(Math.round(n))} ms`;
}

/** 45 -> '45 s', 200 -> '3 min 20 s', 3720 -> '1 h 2 min'. */
export function formatDuration(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return EMPTY;
  const total = Math.max(0, Math.round(n));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

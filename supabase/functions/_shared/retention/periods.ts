/**
 * The deployment's retention periods: how long Tutor keeps what it stores before deleting it. One
 * setting per side, like the time zone: these values here (read by the privacy page and the admin
 * view) and the SQL functions private.conversation_retention(), private.account_retention() and
 * private.safety_alert_retention() (read by the retention run); a test keeps the two equal.
 * Changing a period is one edit here and one new migration that replaces the SQL function.
 */
export interface RetentionPeriod {
  amount: number;
  unit: 'days' | 'years';
}

export const RETENTION = {
  /** A conversation, with its messages and images, after its last message. */
  conversations: { amount: 365, unit: 'days' },
  /** An account, with everything it owns, after its last activity (sign-in or message). */
  accounts: { amount: 2, unit: 'years' },
  /** A resolved safety alert whose conversation is gone, after it was resolved. */
  resolvedAlerts: { amount: 1, unit: 'years' },
} as const satisfies Record<string, RetentionPeriod>;

/** The period as a PostgreSQL interval literal ('365 days', '2 years'). */
export function periodInterval({ amount, unit }: RetentionPeriod): string {
  return `${amount} ${unit}`;
}

/** The period in Spanish words, as the privacy page and the admin view say it ('365 días', 'un año'). */
export function periodText({ amount, unit }: RetentionPeriod): string {
  const [one, many] = unit === 'days' ? ['día', 'días'] : ['año', 'años'];
  return amount === 1 ? `un ${one}` : `${amount} ${many}`;
}

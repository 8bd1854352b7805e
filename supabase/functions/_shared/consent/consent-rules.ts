/**
 * The deployment's consent rules for self sign-up (docs/consent.md): below CONSENT_AGE a parent or
 * guardian consents for the student (Spain's LOPDGDD art. 7: 14; a bill raises it to 16), and an
 * account without consent after CONSENT_WAIT_DAYS is deleted. The database's
 * `private.consent_age()` and `private.consent_wait_days()` return the same (a test keeps them
 * equal): changing one is one edit here and one migration replacing that SQL function.
 */
export const CONSENT_AGE = 14;
export const CONSENT_WAIT_DAYS = 7;

/**
 * Whether someone born in `birthYear` needs a guardian's consent in `year` (the deployment's
 * current year): while they may still be younger than CONSENT_AGE, i.e. when they turn CONSENT_AGE
 * or less this year (only the year is asked, so the birthday is assumed still to come). The same
 * rule as `private.needs_guardian_consent`.
 */
export function needsGuardianConsent(birthYear: number, year: number): boolean {
  return year - birthYear <= CONSENT_AGE;
}

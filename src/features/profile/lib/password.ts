import { PASSWORD_MIN_LENGTH } from '@/features/auth/texts';
import { profileTexts } from '@/features/profile/texts';

/** The live indicator under the confirmation field. */
export function passwordMatchState(
  next: string,
  confirmation: string,
): 'empty' | 'match' | 'mismatch' {
  if (!confirmation) return 'empty';
  return next === confirmation ? 'match' : 'mismatch';
}

/** The submit button is disabled while either field is empty. */
export function canSubmitPassword(next: string, confirmation: string): boolean {
  return next.length > 0 && confirmation.length > 0;
}

/** Match first, then length (6+). Returns the banner text or null when valid. */
export function passwordChangeError(next: string, confirmation: string): string | null {
  if (next !== confirmation) return profileTexts.passwordMismatch;
  if (next.length < PASSWORD_MIN_LENGTH) return profileTexts.passwordTooShort;
  return null;
}

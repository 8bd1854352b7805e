import { authTexts, PASSWORD_MIN_LENGTH, SIGN_UP_GRADE_LEVELS } from '@/features/auth/texts';
import { needsGuardianConsent } from '@shared/consent/consent-rules';
import { localDay } from '@shared/time/time-zone';

export type AuthMode = 'signIn' | 'signUp';

export interface AuthFormValues {
  email: string;
  password: string;
  name: string;
  gradeLevel: string;
  /** Sign-up: the birth year as typed (four digits). */
  birthYear: string;
  /** Sign-up under the age of digital consent: a parent's or guardian's address. */
  guardianEmail: string;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

// A pragmatic shape check (something@something.tld, no spaces); the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail rule of every auth form: required, a plausible address. Null when valid. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return authTexts.errors.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return authTexts.errors.emailInvalid;
  return null;
}

/** The password rule of sign-up, sign-in and a new password (required, 6+). Null when valid. */
export function passwordError(value: string): string | null {
  if (!value) return authTexts.errors.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return authTexts.errors.passwordShort;
  return null;
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** The "choose a new password" form: the sign-up password rule, and the repeat must match. */
export function validateNewPassword(
  values: NewPasswordValues,
): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  const password = passwordError(values.password);
  if (password) errors.password = password;
  else if (values.confirm !== values.password) errors.confirm = authTexts.errors.passwordsDontMatch;
  return errors;
}

/** The deployment's current year (its calendar, not the device's zone). */
export function currentYear(now: Date = new Date()): number {
  return Number(localDay(now).slice(0, 4));
}

/** The typed birth year as a number when it is a year from 1900 to `year`, else null. */
export function parseBirthYear(value: string, year: number = currentYear()): number | null {
  const typed = value.trim();
  if (!/^\d{4}$/.test(typed)) return null;
  const birthYear = Number(typed);
  return birthYear >= 1900 && birthYear <= year ? birthYear : null;
}

/** Whether the sign-up form must ask a guardian's address (the database decides the same). */
export function asksGuardian(birthYear: string, year: number = currentYear()): boolean {
  const parsed = parseBirthYear(birthYear, year);
  return parsed !== null && needsGuardianConsent(parsed, year);
}

/**
 * The sign-in / sign-up rules: e-mail required and well-formed, the password rule; sign-up also needs
 * a name, one of the sign-up levels and a birth year, and under the age of digital consent a
 * guardian's address other than the student's. Returns one message per invalid field.
 */
export function validateAuthForm(
  values: AuthFormValues,
  mode: AuthMode,
  year: number = currentYear(),
): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const { errors: t } = authTexts;
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = passwordError(values.password);
  if (password) errors.password = password;
  if (mode === 'signUp') {
    if (!values.name.trim()) errors.name = t.nameRequired;
    if (!(SIGN_UP_GRADE_LEVELS as readonly string[]).includes(values.gradeLevel))
      errors.gradeLevel = t.gradeRequired;
    if (!values.birthYear.trim()) errors.birthYear = t.birthYearRequired;
    else if (parseBirthYear(values.birthYear, year) === null) errors.birthYear = t.birthYearInvalid;
    else if (asksGuardian(values.birthYear, year)) {
      const guardian = emailError(values.guardianEmail);
      if (guardian)
        errors.guardianEmail = guardian === t.emailRequired ? t.guardianRequired : guardian;
      else if (values.guardianEmail.trim().toLowerCase() === values.email.trim().toLowerCase())
        errors.guardianEmail = t.guardianSameAsYours;
    }
  }
  return errors;
}

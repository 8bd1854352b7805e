import { authTexts, PASSWORD_MIN_LENGTH, SIGN_UP_GRADE_LEVELS } from '@/features/auth/texts';

export type AuthMode = 'signIn' | 'signUp';

export interface AuthFormValues {
  email: string;
  password: string;
  name: string;
  gradeLevel: string;
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

/**
 * The sign-in / sign-up rules: e-mail required and well-formed, the password rule; sign-up also needs
 * a name and one of the sign-up levels. Returns one message per invalid field.
 */
export function validateAuthForm(values: AuthFormValues, mode: AuthMode): AuthFormErrors {
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
  }
  return errors;
}

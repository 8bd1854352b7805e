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

/** SPEC.md section 5: the sign-in / sign-up rules. Returns one message per invalid field. */
export function validateAuthForm(values: AuthFormValues, mode: AuthMode): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const { errors: t } = authTexts;
  const email = values.email.trim();
  if (!email) errors.email = t.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = t.emailInvalid;
  if (!values.password) errors.password = t.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = t.passwordShort;
  if (mode === 'signUp') {
    if (!values.name.trim()) errors.name = t.nameRequired;
    if (!(SIGN_UP_GRADE_LEVELS as readonly string[]).includes(values.gradeLevel))
      errors.gradeLevel = t.gradeRequired;
  }
  return errors;
}

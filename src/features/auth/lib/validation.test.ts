import {
  asksGuardian,
  emailError,
  parseBirthYear,
  validateAuthForm,
  validateNewPassword,
  type AuthFormValues,
  type AuthMode,
} from '@/features/auth/lib/validation';
import { authTexts } from '@/features/auth/texts';
import { eachCase } from '@shared/case-table-test-fixtures';

const valid: AuthFormValues = {
  email: 'ana@tutor.local',
  password: 'secreto',
  name: 'Ana',
  gradeLevel: 'Secundaria',
  birthYear: '1990',
  guardianEmail: '',
};
const e = authTexts.errors;
/** A fixed "current year": the rules take it as an argument, so no test depends on the date. */
const YEAR = 2030;
/** validateAuthForm of the valid values with one change. */
const changed = (mode: AuthMode, year?: number) => (change: Partial<AuthFormValues>) =>
  validateAuthForm({ ...valid, ...change }, mode, year);
/** The forms as the tests' names say them. */
const modes = { 'sign-in': 'signIn', 'sign-up': 'signUp' } as const;

describe('validateAuthForm', () => {
  it('accepts valid sign-in and sign-up values', () => {
    expect(validateAuthForm(valid, 'signIn')).toEqual({});
    expect(validateAuthForm(valid, 'signUp')).toEqual({});
  });

  eachCase(
    '%s with %o gives %o',
    (form: keyof typeof modes, change: Partial<AuthFormValues>) => changed(modes[form])(change),
    [
      ['sign-in', { email: '' }, { email: e.emailRequired }],
      ['sign-in', { email: '   ' }, { email: e.emailRequired }],
      ['sign-in', { email: 'ana' }, { email: e.emailInvalid }],
      ['sign-in', { email: 'ana@tutor' }, { email: e.emailInvalid }],
      ['sign-in', { email: 'ana tutor@x.com' }, { email: e.emailInvalid }],
      ['sign-in', { password: '' }, { password: e.passwordRequired }],
      ['sign-in', { password: '12345' }, { password: e.passwordShort }],
      ['sign-up', { name: '' }, { name: e.nameRequired }],
      ['sign-up', { name: '  ' }, { name: e.nameRequired }],
      ['sign-up', { gradeLevel: '' }, { gradeLevel: e.gradeRequired }],
      // The profile's extra levels (Postgrado, Otro) are not offered at sign-up.
      ['sign-up', { gradeLevel: 'Postgrado' }, { gradeLevel: e.gradeRequired }],
    ],
    'toEqual',
  );

  it('accepts a password of exactly 6 characters', () => {
    expect(validateAuthForm({ ...valid, password: '123456' }, 'signIn')).toEqual({});
  });

  it('ignores name and level when signing in', () => {
    expect(validateAuthForm({ ...valid, name: '', gradeLevel: '' }, 'signIn')).toEqual({});
  });

  it.each(['Primaria', 'Secundaria', 'Preparatoria', 'Universidad'])(
    'accepts the sign-up level %s',
    (gradeLevel) => {
      expect(validateAuthForm({ ...valid, gradeLevel }, 'signUp')).toEqual({});
    },
  );
});

describe('birth year and guardian (self sign-up consent)', () => {
  it('asks the guardian while the student turns 14 or less this year', () => {
    expect(asksGuardian(String(YEAR - 12), YEAR)).toBe(true);
    expect(asksGuardian(String(YEAR - 14), YEAR)).toBe(true);
    expect(asksGuardian(String(YEAR - 15), YEAR)).toBe(false);
    expect(asksGuardian('20', YEAR)).toBe(false);
  });

  it('reads only four-digit years from 1900 to this year', () => {
    expect(parseBirthYear(' 2012 ', YEAR)).toBe(2012);
    for (const bad of ['', '12', '1899', String(YEAR + 1), '20a2', '2012.5']) {
      expect(parseBirthYear(bad, YEAR)).toBeNull();
    }
  });

  eachCase(
    'sign-up with %o gives %o',
    changed('signUp', YEAR),
    [
      [{ birthYear: '' }, { birthYear: e.birthYearRequired }],
      [{ birthYear: '1899' }, { birthYear: e.birthYearInvalid }],
      [{ birthYear: String(YEAR - 12) }, { guardianEmail: e.guardianRequired }],
      [{ birthYear: String(YEAR - 12), guardianEmail: 'mama' }, { guardianEmail: e.emailInvalid }],
      [
        { birthYear: String(YEAR - 12), guardianEmail: 'ANA@tutor.local' },
        { guardianEmail: e.guardianSameAsYours },
      ],
    ],
    'toEqual',
  );

  it('a 12-year-old with a guardian address, and an adult without one, are valid', () => {
    expect(
      validateAuthForm(
        { ...valid, birthYear: String(YEAR - 12), guardianEmail: 'mama@familia.es' },
        'signUp',
        YEAR,
      ),
    ).toEqual({});
    expect(validateAuthForm(valid, 'signUp', YEAR)).toEqual({});
  });
});

describe('validateNewPassword (the recovery page)', () => {
  it('applies the sign-up password rule and requires the same password twice', () => {
    expect(validateNewPassword({ password: '', confirm: '' })).toEqual({
      password: 'La contraseña es obligatoria',
    });
    expect(validateNewPassword({ password: '12345', confirm: '12345' })).toEqual({
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    expect(validateNewPassword({ password: '123456', confirm: '123457' })).toEqual({
      confirm: 'Las contraseñas no coinciden',
    });
    expect(validateNewPassword({ password: '123456', confirm: '123456' })).toEqual({});
  });

  it('shares the e-mail rule with sign-in', () => {
    expect(emailError('')).toBe('El correo electrónico es obligatorio');
    expect(emailError('a@b')).toBe('Ingresa un correo electrónico válido');
    expect(emailError(' ana@tutor.local ')).toBeNull();
  });
});

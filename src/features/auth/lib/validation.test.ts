import {
  emailError,
  validateAuthForm,
  validateNewPassword,
  type AuthFormValues,
} from '@/features/auth/lib/validation';
import { authTexts } from '@/features/auth/texts';

const valid: AuthFormValues = {
  email: 'ana@tutor.local',
  password: 'secreto',
  name: 'Ana',
  gradeLevel: 'Secundaria',
};
const e = authTexts.errors;

describe('validateAuthForm', () => {
  it('accepts valid sign-in and sign-up values', () => {
    expect(validateAuthForm(valid, 'signIn')).toEqual({});
    expect(validateAuthForm(valid, 'signUp')).toEqual({});
  });

  it.each([
    [{ email: '' }, { email: e.emailRequired }],
    [{ email: '   ' }, { email: e.emailRequired }],
    [{ email: 'ana' }, { email: e.emailInvalid }],
    [{ email: 'ana@tutor' }, { email: e.emailInvalid }],
    [{ email: 'ana tutor@x.com' }, { email: e.emailInvalid }],
    [{ password: '' }, { password: e.passwordRequired }],
    [{ password: '12345' }, { password: e.passwordShort }],
  ])('sign-in with %o gives %o', (change, expected) => {
    expect(validateAuthForm({ ...valid, ...change }, 'signIn')).toEqual(expected);
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(validateAuthForm({ ...valid, password: '123456' }, 'signIn')).toEqual({});
  });

  it('ignores name and level when signing in', () => {
    expect(validateAuthForm({ ...valid, name: '', gradeLevel: '' }, 'signIn')).toEqual({});
  });

  it.each([
    [{ name: '' }, { name: e.nameRequired }],
    [{ name: '  ' }, { name: e.nameRequired }],
    [{ gradeLevel: '' }, { gradeLevel: e.gradeRequired }],
    // The profile's extra levels (Postgrado, Otro) are not offered at sign-up.
    [{ gradeLevel: 'Postgrado' }, { gradeLevel: e.gradeRequired }],
  ])('sign-up with %o gives %o', (change, expected) => {
    expect(validateAuthForm({ ...valid, ...change }, 'signUp')).toEqual(expected);
  });

  it.each(['Primaria', 'Secundaria', 'Preparatoria', 'Universidad'])(
    'accepts the sign-up level %s',
    (gradeLevel) => {
      expect(validateAuthForm({ ...valid, gradeLevel }, 'signUp')).toEqual({});
    },
  );
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

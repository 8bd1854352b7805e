import {
  canSubmitPassword,
  passwordChangeError,
  passwordMatchState,
} from '@/features/profile/lib/password';

describe('password change rules', () => {
  it.each([
    ['secreto1', 'secreto1', null],
    ['123456', '123456', null],
    ['secreto1', 'secreto2', '❌ Las contraseñas no coinciden'],
    ['12345', '12345', '❌ La contraseña debe tener al menos 6 caracteres'],
    ['12345', '1234', '❌ Las contraseñas no coinciden'],
  ])('%s / %s -> %s', (next, confirmation, expected) => {
    expect(passwordChangeError(next, confirmation)).toBe(expected);
  });

  it.each([
    ['', '', false],
    ['abc', '', false],
    ['', 'abc', false],
    ['a', 'b', true],
  ])('button enabled for %o / %o: %s', (next, confirmation, expected) => {
    expect(canSubmitPassword(next, confirmation)).toBe(expected);
  });

  it.each([
    ['abc', '', 'empty'],
    ['abc', 'ab', 'mismatch'],
    ['abc', 'abc', 'match'],
  ])('indicator for %o / %o: %s', (next, confirmation, expected) => {
    expect(passwordMatchState(next, confirmation)).toBe(expected);
  });
});

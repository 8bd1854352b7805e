import {
  canSubmitPassword,
  passwordChangeError,
  passwordMatchState,
} from '@/features/profile/lib/password';
import { eachCase } from '@shared/case-table-test-fixtures';

describe('password change rules', () => {
  eachCase('%s / %s -> %s', passwordChangeError, [
    ['secreto1', 'secreto1', null],
    ['123456', '123456', null],
    ['secreto1', 'secreto2', '❌ Las contraseñas no coinciden'],
    ['12345', '12345', '❌ La contraseña debe tener al menos 6 caracteres'],
    ['12345', '1234', '❌ Las contraseñas no coinciden'],
  ]);

  eachCase('button enabled for %o / %o: %s', canSubmitPassword, [
    ['', '', false],
    ['abc', '', false],
    ['', 'abc', false],
    ['a', 'b', true],
  ]);

  eachCase('indicator for %o / %o: %s', passwordMatchState, [
    ['abc', '', 'empty'],
    ['abc', 'ab', 'mismatch'],
    ['abc', 'abc', 'match'],
  ]);
});

import { adminTexts } from '../texts';

import { roleChangeFailureText } from './role-change';

const t = adminTexts.users;

describe('roleChangeFailureText', () => {
  it('names the last administrator when set_user_admin_role refuses to demote the only one', () => {
    // PostgREST's body for the function's refusal (supabase/tests/rls/admin-authority.test.ts).
    const refusal = {
      code: '22023',
      message: 'invalid argument: cannot remove the last administrator',
      details: null,
      hint: null,
    };
    expect(roleChangeFailureText(refusal)).toBe(t.roleErrorLastAdmin);
    expect(t.roleErrorLastAdmin).toMatch(/^Error al actualizar el rol de admin: es el único/);
  });

  it('also reads the account rule’s hint (P0001, last_admin)', () => {
    expect(
      roleChangeFailureText({ code: 'P0001', message: 'No puedes…', hint: 'last_admin' }),
    ).toBe(t.roleErrorLastAdmin);
  });

  it.each([
    [{ code: '42501', message: 'permission denied' }],
    [{ code: '22023', message: 'invalid argument: user x does not exist' }],
    [new TypeError('Failed to fetch')],
    [null],
  ])('any other failure keeps the generic role-change alert: %o', (error) => {
    expect(roleChangeFailureText(error)).toBe('Error al actualizar el rol de admin');
  });
});

/** The account function's body check: what is refused, with which code, and what is accepted. */
import { describe, expect, it } from 'vitest';

import { parseAccountRequest } from './request.ts';
import { deleteBody } from './test-setup.ts';

describe('parseAccountRequest', () => {
  it.each([
    [null, 'invalid_request'],
    [[], 'invalid_request'],
    [{ action: 'borrar' }, 'invalid_request'],
    [{ action: 'delete', confirmation: 'ELIMINAR' }, 'password_required'],
    [{ action: 'delete', password: '', confirmation: 'ELIMINAR' }, 'password_required'],
    [{ action: 'delete', password: 'x', confirmation: 'eliminar' }, 'confirmation_required'],
    [{ action: 'delete', password: 'x' }, 'confirmation_required'],
  ])('refuses %j with %s', (body, code) => {
    const parsed = parseAccountRequest(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.code).toBe(code);
  });

  it('accepts export and a confirmed delete', () => {
    expect(parseAccountRequest({ action: 'export' })).toEqual({
      ok: true,
      request: { action: 'export' },
    });
    expect(parseAccountRequest(deleteBody('x')).ok).toBe(true);
  });
});

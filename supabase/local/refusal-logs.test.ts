/**
 * Lite logs every database error it answers (`console.error(error)`). Expected refusals (status
 * < 500) are one line, or nothing when the stack is quiet (the tests); server errors keep their trace.
 */
import { inspect } from 'node:util';

import { RelationNotFoundError } from '@supabase/lite';
import type { PgliteConnection } from '@supabase/lite/pglite';
import { describe, expect, it, vi } from 'vitest';

import { clientStatus, forwardSqlstates } from './postgrest-errors.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

function normaliserOf(quiet: boolean) {
  const connection = { normalizeDbError: (e: unknown) => e } as unknown as PgliteConnection;
  forwardSqlstates(connection, { quiet });
  return (e: unknown) => connection.normalizeDbError(e) as Error;
}

describe('logging of the errors lite forwards', () => {
  it.each([
    ['23514', 400],
    ['P0001', 400],
    ['42501', 403],
    ['23505', 409],
    ['XX000', 500],
    ['53100', 503],
  ])('knows the status of SQLSTATE %s (%i)', (code, status) => {
    expect(clientStatus(pgError(code, 'x'))).toBe(status);
  });

  it('prints nothing for a refusal when quiet, and keeps a server error visible', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const normalize = normaliserOf(true);
    console.error(normalize(pgError('P0001', 'Título rechazado')));
    console.error(normalize(pgError('42501', 'permission denied for table conversations')));
    console.error(normalize(new RelationNotFoundError('public', 'no_such_table')));
    expect(printed).not.toHaveBeenCalled();
    const crash = normalize(pgError('XX000', 'could not read block'));
    console.error(crash);
    expect(printed).toHaveBeenCalledExactlyOnceWith(crash);
    expect(inspect(crash)).toContain('could not read block');
    expect(inspect(crash)).toContain('\n    at '); // its stack trace
    console.error('other output', 1);
    expect(printed).toHaveBeenLastCalledWith('other output', 1);
    printed.mockRestore();
  });

  it('prints a refusal as one line when not quiet', () => {
    const normalize = normaliserOf(false);
    expect(inspect(normalize(pgError('42501', 'permission denied for table x')))).toBe(
      'REST 403 42501 permission denied for table x',
    );
    expect(inspect(normalize(pgError('P0001', 'Título rechazado')))).toBe(
      'REST 400 P0001 Título rechazado',
    );
  });

  it("prints lite's auth log of a database refusal as one line, or nothing when quiet", () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const capped = pgError('P0001', 'El nombre no puede superar 100 caracteres.');
    normaliserOf(true);
    console.error('Auth error:', capped);
    expect(printed).not.toHaveBeenCalled();
    normaliserOf(false);
    console.error('Auth error:', capped);
    expect(printed).toHaveBeenLastCalledWith(
      'AUTH 400 P0001 El nombre no puede superar 100 caracteres.',
    );
    const crash = pgError('XX000', 'could not read block');
    console.error('Auth error:', crash);
    expect(printed).toHaveBeenLastCalledWith('Auth error:', crash);
    printed.mockRestore();
  });
});

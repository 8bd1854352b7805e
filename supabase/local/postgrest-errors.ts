/**
 * PostgREST-shaped answers the embedded lite does not give by itself.
 *
 * Workaround "rest-sqlstate": @supabase/lite answers database errors it does not know (check
 * violations 23514, `raise exception` P0001, ...) with 500 `{"code":"SUP"}`. PostgREST forwards
 * every Postgres error as `{code, message, details, hint}` with an HTTP status chosen from the
 * SQLSTATE (docs.postgrest.org, references/errors, "HTTP Status Codes"). We hook lite's one error
 * normaliser and hand such errors back in the form of PostgREST's `RAISE SQLSTATE 'PGRST'`
 * (message = the JSON body, detail = the status), which lite already serves verbatim.
 */
import { inspect } from 'node:util';

import { RelationNotFoundError } from '@supabase/lite';
import type { PgliteConnection } from '@supabase/lite/pglite';

import { json } from './http.ts';
import { jwtErrorMessage, verifyJwt } from './keys.ts';

/** PostgREST 14's SQLSTATE → HTTP status table (classes by prefix; anything else is 400). */
export function postgrestStatus(code: string): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '42501': 403,
  };
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/**
 * SQLSTATEs lite already answers as PostgREST does (some with extra care: 42501 is 401 for anon,
 * 42703 names the table); everything else is rewritten.
 */
function liteHandles(code: string): boolean {
  return (
    code.startsWith('PT') ||
    code === 'PGRST' ||
    ['42', '22', '21'].includes(code.slice(0, 2)) ||
    ['23502', '23503', '23505', '25006'].includes(code)
  );
}

interface PgError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** The PostgREST answer for a Postgres error, in lite's `PGRST` pass-through shape, or null. */
export function asPostgrestError(error: unknown): Error | null {
  const e = error as PgError | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (!/^[0-9A-Z]{5}$/.test(code) || liteHandles(code)) return null;
  const body = {
    code,
    message: typeof e?.message === 'string' ? e.message : String(error),
    details: typeof e?.detail === 'string' ? e.detail : null,
    hint: typeof e?.hint === 'string' ? e.hint : null,
  };
  return Object.assign(new Error(JSON.stringify(body)), {
    code: 'PGRST',
    detail: JSON.stringify({ status: postgrestStatus(code), headers: {} }),
  });
}

/** The HTTP status lite will answer for a normalised database error, or null if unknown. */
export function clientStatus(error: unknown): number | null {
  // PGRST205, "Could not find the table ... in the schema cache".
  if (error instanceof RelationNotFoundError) return 404;
  const e = error as PgError | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (code === 'PGRST') {
    try {
      const status = Number((JSON.parse(String(e?.detail)) as { status?: unknown }).status);
      return Number.isInteger(status) ? status : null;
    } catch {
      return null;
    }
  }
  return /^[0-9A-Z]{5}$/.test(code) ? postgrestStatus(code) : null;
}

/** Marks an expected refusal that lite is about to log (`console.error(error)`). */
const REFUSAL = Symbol('stack.refusal');
type Refusal = { [REFUSAL]?: 'silent' | 'line' };

let installed: typeof console.error | null = null;
/** Whether refusals print nothing (the tests' quiet stack) rather than one line. */
let quietRefusals = false;
/**
 * Drops lite's log of a refusal marked silent; every other console.error passes unchanged. Lite's
 * auth routes log a database refusal (a trigger's `raise exception`, such as the name's length cap
 * on auth.users) as `console.error('Auth error:', error)` with its stack: a client SQLSTATE there is
 * printed as one line, or not at all when quiet.
 */
function filterRefusalLogs() {
  if (installed && console.error === installed) return;
  const original = console.error.bind(console);
  installed = (...args: unknown[]) => {
    const first = args[0] as Refusal | null | undefined;
    if (args.length === 1 && typeof first === 'object' && first?.[REFUSAL] === 'silent') return;
    if (args.length === 2 && args[0] === 'Auth error:' && args[1] instanceof Error) {
      const status = clientStatus(args[1]);
      if (status !== null && status < 500) {
        const { code } = args[1] as PgError;
        if (!quietRefusals) original(`AUTH ${status} ${String(code)} ${args[1].message}`);
        return;
      }
    }
    original(...args);
  };
  console.error = installed;
}

/** One line instead of a stack trace: `REST 400 P0001 Título rechazado`. */
function describeRefusal(error: Error, status: number): string {
  const e = error as PgError;
  let code = typeof e.code === 'string' ? e.code : '';
  let message = error.message;
  if (code === 'PGRST') {
    try {
      ({ code, message } = JSON.parse(error.message) as { code: string; message: string });
    } catch {
      // keep lite's text
    }
  }
  return `REST ${status} ${code} ${message}`;
}

/**
 * Installs the rewrite on the connection lite uses for /rest/v1. Lite logs every database error it
 * answers; a client error (status < 500: a check, a privilege, a `raise exception`) is an expected
 * refusal, logged as one line, or not at all when `quiet` (tests). Server errors keep their trace.
 */
export function forwardSqlstates(connection: PgliteConnection, { quiet = false } = {}): void {
  const normalize = connection.normalizeDbError.bind(connection);
  quietRefusals = quiet;
  filterRefusalLogs();
  connection.normalizeDbError = (error: unknown) => {
    const normalized = normalize(error);
    const answer = asPostgrestError(normalized) ?? normalized;
    const status = clientStatus(answer);
    if (status !== null && status < 500 && answer instanceof Error) {
      Object.defineProperty(answer, REFUSAL, { value: quiet ? 'silent' : 'line' });
      Object.defineProperty(answer, inspect.custom, {
        value: () => describeRefusal(answer, status),
      });
    }
    return answer;
  };
}

/** Workaround "rest-bad-jwt": PostgREST 14's answer to a bearer it cannot verify (PGRST301 / PGRST303), or null if valid. */
export async function postgrestJwtRefusal(token: string): Promise<Response | null> {
  try {
    await verifyJwt(token);
    return null;
  } catch (error) {
    const expired = jwtErrorMessage(error) === 'jwt expired';
    const parts = token.split('.').length;
    const message = expired
      ? 'JWT expired'
      : parts !== 3
        ? `Expected 3 parts in JWT; got ${parts}`
        : 'No suitable key or wrong key type';
    return json(
      { code: expired ? 'PGRST303' : 'PGRST301', details: null, hint: null, message },
      401,
      {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
      },
    );
  }
}

import {
  AuthApiError,
  AuthRetryableFetchError,
  FunctionsFetchError,
  PostgrestError,
  StorageApiError,
} from '@supabase/supabase-js';

import { errorText, errorTexts, GENERIC_ERROR, UserFacingError } from './errors';

const pg = (code: string, message: string) =>
  new PostgrestError({ code, message, details: '', hint: '' });
const RATE_LIMITED = 'Límite alcanzado: máximo 30 mensajes por minuto. Espera un momento.';
const NAME_TOO_LONG = 'El nombre no puede superar 100 caracteres.';

describe('errorText: every failure reads Spanish', () => {
  // GoTrue, by code (the messages are English and never shown).
  it.each<[string, string, number, string]>([
    ['invalid_credentials', 'Invalid login credentials', 400, errorTexts.invalidCredentials],
    ['user_already_exists', 'User already registered', 422, errorTexts.userExists],
    ['weak_password', 'Password should be at least 6 characters.', 422, errorTexts.weakPassword],
    ['over_request_rate_limit', 'Request rate limit reached', 429, errorTexts.rateLimited],
    [
      'same_password',
      'New password should be different from the old password.',
      422,
      errorTexts.samePassword,
    ],
    ['email_not_confirmed', 'Email not confirmed', 400, errorTexts.emailNotConfirmed],
  ])('%s', (code, message, status, expected) => {
    expect(errorText(new AuthApiError(message, status, code))).toBe(expected);
  });

  // PostgREST, by SQLSTATE (a failed fetch has none); database messages in Spanish pass through.
  it.each<[string, string, string, string]>([
    ['fetch failed (postgrest)', '', 'TypeError: Failed to fetch', errorTexts.network],
    [
      '23514 English',
      '23514',
      'new row for relation "announcements" violates check constraint "x"',
      errorTexts.checkViolation,
    ],
    ['42501', '42501', 'Access denied: admin only', errorTexts.forbidden],
    ['23505', '23505', 'duplicate key value violates unique constraint "x"', errorTexts.duplicate],
    ['22001 English', '22001', 'value too long for type character varying(50)', errorTexts.tooLong],
    ['PGRST301', 'PGRST301', 'JWT expired', errorTexts.sessionExpired],
    ['P0001 Spanish', 'P0001', RATE_LIMITED, RATE_LIMITED],
    ['22001 Spanish', '22001', NAME_TOO_LONG, NAME_TOO_LONG],
    ['P0001 English', 'P0001', 'something went wrong', GENERIC_ERROR],
    // A database function's own Spanish refusal (join_class, add_class_teacher, leave_class).
    [
      '22023 Spanish',
      '22023',
      'Este código no es válido o ha caducado',
      'Este código no es válido o ha caducado',
    ],
    [
      '22023 Spanish, no accent',
      '22023',
      'Este correo no pertenece a un profesor.',
      'Este correo no pertenece a un profesor.',
    ],
    ['42501 Spanish', '42501', 'No perteneces a esta clase.', 'No perteneces a esta clase.'],
    ['22023 English', '22023', 'invalid argument: class_id is required', errorTexts.invalidValue],
  ])('%s', (_, code, message, expected) => {
    expect(errorText(pg(code, message))).toBe(expected);
  });

  // Storage, by status.
  it.each<[string, string, number, string]>([
    ['storage 413', 'The object exceeded the maximum allowed size', 413, errorTexts.fileTooLarge],
    ['storage RLS', 'new row violates row-level security policy', 403, errorTexts.forbidden],
    ['storage 500', 'Internal Server Error', 500, GENERIC_ERROR],
  ])('%s', (_, message, status, expected) => {
    expect(errorText(new StorageApiError(message, status, String(status)))).toBe(expected);
  });

  // Everything else: GoTrue without a code, the network, our own Spanish errors, anything.
  it.each<[string, unknown, string]>([
    // GoTrue without a code (older servers): the fixed English message.
    [
      'no code, known message',
      new AuthApiError('Invalid login credentials', 400, undefined),
      errorTexts.invalidCredentials,
    ],
    [
      'no code, unknown message, 500',
      new AuthApiError('Database error saving new user', 500, undefined),
      GENERIC_ERROR,
    ],
    ['an empty 500 body', new AuthApiError('{}', 500, 'unexpected_failure'), GENERIC_ERROR],
    // Network.
    ['fetch failed (auth)', new AuthRetryableFetchError('Failed to fetch', 0), errorTexts.network],
    ['auth 5xx (retryable, status 500)', new AuthRetryableFetchError('{}', 500), GENERIC_ERROR],
    [
      'check violation without SQLSTATE',
      { code: 'SUP', message: 'new row for relation "x" violates check constraint "y"' },
      errorTexts.checkViolation,
    ],
    ['fetch failed (plain)', new TypeError('Failed to fetch'), errorTexts.network],
    [
      'fetch failed (functions)',
      new FunctionsFetchError(new TypeError('Failed to fetch')),
      errorTexts.network,
    ],
    // Our own Spanish errors, and anything else.
    [
      'UserFacingError',
      new UserFacingError('No se pudo leer la imagen.'),
      'No se pudo leer la imagen.',
    ],
    ['plain English Error', new Error('Invalid image size'), GENERIC_ERROR],
    ['an empty object', {}, GENERIC_ERROR],
    ['null', null, GENERIC_ERROR],
    ['undefined', undefined, GENERIC_ERROR],
    ['a number', 42, GENERIC_ERROR],
    ['status only 429', { status: 429 }, errorTexts.rateLimited],
    [
      'a cause',
      new Error('wrapped', { cause: new TypeError('Failed to fetch') }),
      errorTexts.network,
    ],
  ])('%s', (_, error, expected) => {
    expect(errorText(error)).toBe(expected);
  });

  it('the fallback is the generic Spanish retry text', () => {
    expect(GENERIC_ERROR).toBe('Ocurrió un error. Intenta de nuevo.');
  });

  it('no text of the catalogue contains English or braces', () => {
    for (const text of Object.values(errorTexts)) {
      expect(text).not.toMatch(/[{}]|\b(the|error|invalid|failed|please)\b/i);
    }
  });
});

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

describe('errorText: every failure reads Spanish', () => {
  it.each<[string, unknown, string]>([
    // GoTrue, by code (the messages are English and never shown).
    [
      'invalid_credentials',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      errorTexts.invalidCredentials,
    ],
    [
      'user_already_exists',
      new AuthApiError('User already registered', 422, 'user_already_exists'),
      errorTexts.userExists,
    ],
    [
      'weak_password',
      new AuthApiError('Password should be at least 6 characters.', 422, 'weak_password'),
      errorTexts.weakPassword,
    ],
    [
      'over_request_rate_limit',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      errorTexts.rateLimited,
    ],
    [
      'same_password',
      new AuthApiError(
        'New password should be different from the old password.',
        422,
        'same_password',
      ),
      errorTexts.samePassword,
    ],
    [
      'email_not_confirmed',
      new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
      errorTexts.emailNotConfirmed,
    ],
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
    ['fetch failed (postgrest)', pg('', 'TypeError: Failed to fetch'), errorTexts.network],
    // PostgREST, by SQLSTATE.
    [
      '23514 English',
      pg('23514', 'new row for relation "announcements" violates check constraint "x"'),
      errorTexts.checkViolation,
    ],
    ['42501', pg('42501', 'Access denied: admin only'), errorTexts.forbidden],
    [
      '23505',
      pg('23505', 'duplicate key value violates unique constraint "x"'),
      errorTexts.duplicate,
    ],
    [
      '22001 English',
      pg('22001', 'value too long for type character varying(50)'),
      errorTexts.tooLong,
    ],
    ['PGRST301', pg('PGRST301', 'JWT expired'), errorTexts.sessionExpired],
    // Database messages written in Spanish pass through.
    [
      'P0001 Spanish',
      pg('P0001', 'Límite alcanzado: máximo 30 mensajes por minuto. Espera un momento.'),
      'Límite alcanzado: máximo 30 mensajes por minuto. Espera un momento.',
    ],
    [
      '22001 Spanish',
      pg('22001', 'El nombre no puede superar 100 caracteres.'),
      'El nombre no puede superar 100 caracteres.',
    ],
    ['P0001 English', pg('P0001', 'something went wrong'), GENERIC_ERROR],
    // Storage.
    [
      'storage 413',
      new StorageApiError('The object exceeded the maximum allowed size', 413, '413'),
      errorTexts.fileTooLarge,
    ],
    [
      'storage RLS',
      new StorageApiError('new row violates row-level security policy', 403, '403'),
      errorTexts.forbidden,
    ],
    ['storage 500', new StorageApiError('Internal Server Error', 500, '500'), GENERIC_ERROR],
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

  it('the fallback is SPEC.md section 8’s', () => {
    expect(GENERIC_ERROR).toBe('Ocurrió un error. Intenta de nuevo.');
  });

  it('no text of the catalogue contains English or braces', () => {
    for (const text of Object.values(errorTexts)) {
      expect(text).not.toMatch(/[{}]|\b(the|error|invalid|failed|please)\b/i);
    }
  });
});

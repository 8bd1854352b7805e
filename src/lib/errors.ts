/**
 * The one Spanish error mapper: whatever failed (GoTrue, Storage, PostgREST, the functions gateway,
 * the network or our own code), a person reads Spanish. Decided by machine code first (GoTrue
 * `code`, PostgreSQL SQLSTATE, HTTP status), then by the few English messages servers send without a
 * code; never the raw English text, never '{}'. Otherwise 'Ocurrió un error. Intenta de nuevo.'.
 */

export const GENERIC_ERROR = 'Ocurrió un error. Intenta de nuevo.';

export const errorTexts = {
  network: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
  invalidCredentials: 'Correo o contraseña incorrectos.',
  userExists: 'Ya existe una cuenta con este correo. Inicia sesión.',
  weakPassword: 'La contraseña es demasiado débil: usa al menos 6 caracteres.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  rateLimited: 'Demasiados intentos. Espera un momento e intenta de nuevo.',
  emailNotConfirmed: 'Confirma tu correo electrónico antes de iniciar sesión.',
  emailInvalid: 'El correo electrónico no es válido.',
  signupDisabled: 'El registro de cuentas está desactivado.',
  sessionExpired: 'Tu sesión expiró. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para hacer esto.',
  notFound: 'No se encontró lo que buscabas.',
  checkViolation: 'Algún dato no cumple las reglas. Revisa los campos e intenta de nuevo.',
  tooLong: 'Algún texto es demasiado largo.',
  duplicate: 'Ya existe un registro igual.',
  invalidValue: 'Algún dato no es válido.',
  fileTooLarge: 'El archivo es demasiado grande.',
  fileType: 'Ese tipo de archivo no está permitido.',
  timeout: 'El servidor tardó demasiado en responder. Intenta de nuevo.',
  imageUnreadable: 'No se pudo leer la imagen',
} as const;

/** An error whose message was written in Spanish for a person: shown as it is. */
export class UserFacingError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UserFacingError';
  }
}

const AUTH_CODES: Record<string, string> = {
  invalid_credentials: errorTexts.invalidCredentials,
  user_already_exists: errorTexts.userExists,
  email_exists: errorTexts.userExists,
  weak_password: errorTexts.weakPassword,
  same_password: errorTexts.samePassword,
  over_request_rate_limit: errorTexts.rateLimited,
  over_email_send_rate_limit: errorTexts.rateLimited,
  over_sms_send_rate_limit: errorTexts.rateLimited,
  email_not_confirmed: errorTexts.emailNotConfirmed,
  email_address_invalid: errorTexts.emailInvalid,
  validation_failed: errorTexts.invalidValue,
  signup_disabled: errorTexts.signupDisabled,
  email_provider_disabled: errorTexts.signupDisabled,
  session_not_found: errorTexts.sessionExpired,
  session_expired: errorTexts.sessionExpired,
  refresh_token_not_found: errorTexts.sessionExpired,
  refresh_token_already_used: errorTexts.sessionExpired,
  bad_jwt: errorTexts.sessionExpired,
  no_authorization: errorTexts.sessionExpired,
  not_admin: errorTexts.forbidden,
  user_not_found: errorTexts.notFound,
  request_timeout: errorTexts.timeout,
};

/** PostgreSQL SQLSTATE (PostgREST `code`) and PostgREST's own PGRST codes. */
const SQL_CODES: Record<string, string> = {
  '23514': errorTexts.checkViolation,
  '23502': errorTexts.checkViolation,
  '23503': errorTexts.invalidValue,
  '23505': errorTexts.duplicate,
  '22001': errorTexts.tooLong,
  '22023': errorTexts.invalidValue,
  '22P02': errorTexts.invalidValue,
  '22007': errorTexts.invalidValue,
  '22008': errorTexts.invalidValue,
  '42501': errorTexts.forbidden,
  PGRST301: errorTexts.sessionExpired,
  PGRST303: errorTexts.sessionExpired,
  PGRST116: errorTexts.notFound,
};

/** Servers that answer without a code: their fixed English messages. */
const MESSAGES: [RegExp, string][] = [
  [
    /failed to fetch|networkerror|network request failed|load failed|fetch failed/i,
    errorTexts.network,
  ],
  [/invalid login credentials/i, errorTexts.invalidCredentials],
  [/user already registered|already been registered/i, errorTexts.userExists],
  [/password should (be|contain)/i, errorTexts.weakPassword],
  [/should be different from the old password/i, errorTexts.samePassword],
  [/email not confirmed/i, errorTexts.emailNotConfirmed],
  [/rate limit|too many requests/i, errorTexts.rateLimited],
  [/jwt expired|invalid jwt|auth session missing/i, errorTexts.sessionExpired],
  [/exceeded the maximum allowed size|payload too large/i, errorTexts.fileTooLarge],
  [/mime type .* is not supported|invalid mime/i, errorTexts.fileType],
  [/row-level security|permission denied/i, errorTexts.forbidden],
  // Servers that send a database error without its SQLSTATE (e.g. the local stack).
  [/violates check constraint|violates not-null constraint/i, errorTexts.checkViolation],
  [/duplicate key value/i, errorTexts.duplicate],
  [/value too long/i, errorTexts.tooLong],
];

/** SQLSTATEs whose Spanish message (a database function's own) is shown as it is. */
const SPANISH_CODES = new Set(['P0001', '22001', '23514', '22023', '42501']);

function field(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key];
}

/** A text a database function wrote for people (P0001, our own checks): Spanish, not Postgres'. */
function looksSpanish(message: string): boolean {
  return (
    (/[áéíóúñ¿¡]/i.test(message) ||
      /^(el|la|los|las|no|un|una|límite|debes|ya|tu|solo|este|esta|inicia)\b/i.test(
        message.trim(),
      )) &&
    !/violates|constraint|value too long|invalid input|permission denied/i.test(message)
  );
}

function byStatus(status: number): string | null {
  if (status === 0) return errorTexts.network;
  if (status === 401) return errorTexts.sessionExpired;
  if (status === 403) return errorTexts.forbidden;
  if (status === 404) return errorTexts.notFound;
  if (status === 408 || status === 504) return errorTexts.timeout;
  if (status === 409) return errorTexts.duplicate;
  if (status === 413) return errorTexts.fileTooLarge;
  if (status === 415) return errorTexts.fileType;
  if (status === 429) return errorTexts.rateLimited;
  return null;
}

/** What a person reads about `error`: always Spanish, never empty, never '{}'. */
export function errorText(error: unknown): string {
  if (error instanceof UserFacingError) return error.message;
  if (typeof error === 'string') return looksSpanish(error) ? error : GENERIC_ERROR;
  if (!error || typeof error !== 'object') return GENERIC_ERROR;

  const message =
    typeof field(error, 'message') === 'string' ? String(field(error, 'message')) : '';
  const code = typeof field(error, 'code') === 'string' ? String(field(error, 'code')) : '';
  const name = typeof field(error, 'name') === 'string' ? String(field(error, 'name')) : '';

  // Network first: supabase-js wraps a failed fetch (AuthRetryableFetchError, FunctionsFetchError).
  // (auth-js also throws AuthRetryableFetchError for any 5xx: then the status decides below.)
  const rawStatus = field(error, 'status') ?? field(error, 'statusCode');
  const status = typeof rawStatus === 'number' ? rawStatus : Number(rawStatus);
  const retryable = /RetryableFetchError/.test(name);
  if (
    (retryable && !(status > 0)) ||
    name === 'FunctionsFetchError' ||
    (name === 'TypeError' && /fetch/i.test(message))
  )
    return errorTexts.network;
  if (retryable && status >= 500) return GENERIC_ERROR;

  // Messages the database wrote for people: raise in a function (P0001) or our Spanish checks.
  // (22023 and 42501 too: e.g. join_class's "Este código no es válido o ha caducado".)
  if (SPANISH_CODES.has(code) && looksSpanish(message)) return message;
  if (code && AUTH_CODES[code]) return AUTH_CODES[code];
  if (code && SQL_CODES[code]) return SQL_CODES[code];

  for (const [pattern, text] of MESSAGES) if (pattern.test(message)) return text;

  if (Number.isFinite(status)) {
    const text = byStatus(status);
    if (text) return text;
  }

  // supabase-js nests the real failure in `cause` or `context` (FunctionsHttpError's Response).
  const cause = field(error, 'cause');
  if (cause && cause !== error) {
    const inner = errorText(cause);
    if (inner !== GENERIC_ERROR) return inner;
  }
  return GENERIC_ERROR;
}

/** The account function's request body: `{ action: 'export' }` or a confirmed delete. */
import type { Parsed } from '../_shared/http/http.ts';

/** The word the student types to confirm deletion (the SPA shows and checks the same). */
export const DELETE_CONFIRMATION_WORD = 'ELIMINAR';

export type AccountRequest =
  { action: 'export' } | { action: 'delete'; password: string; confirmation: string };

/** Checks the body's shape; a Spanish message for what is wrong. */
export function parseAccountRequest(body: unknown): Parsed<AccountRequest> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: 'La solicitud no es válida.', code: 'invalid_request' };
  }
  const b = body as Record<string, unknown>;
  if (b.action === 'export') return { ok: true, request: { action: 'export' } };
  if (b.action !== 'delete') {
    return {
      ok: false,
      message: 'Acción desconocida: usa "export" o "delete".',
      code: 'invalid_request',
    };
  }
  if (typeof b.password !== 'string' || b.password === '') {
    return {
      ok: false,
      message: 'Escribe tu contraseña para eliminar la cuenta.',
      code: 'password_required',
    };
  }
  if (b.confirmation !== DELETE_CONFIRMATION_WORD) {
    return {
      ok: false,
      message: `Escribe ${DELETE_CONFIRMATION_WORD} para confirmar que quieres eliminar la cuenta.`,
      code: 'confirmation_required',
    };
  }
  return {
    ok: true,
    request: { action: 'delete', password: b.password, confirmation: b.confirmation },
  };
}

import { FunctionsHttpError } from '@supabase/supabase-js';

/**
 * The `{error, code}` body our edge functions answer with (a Spanish `error` for the person), read
 * from supabase-js's FunctionsHttpError; nulls when the call never got an answer (offline).
 */
export async function readFunctionError(
  error: unknown,
): Promise<{ status: number | null; code: string | null; message: string | null }> {
  if (!(error instanceof FunctionsHttpError) || !(error.context instanceof Response)) {
    return { status: null, code: null, message: null };
  }
  const response = error.context;
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown };
    return {
      status: response.status,
      code: typeof body.code === 'string' ? body.code : null,
      message: typeof body.error === 'string' && body.error.trim() ? body.error : null,
    };
  } catch {
    return { status: response.status, code: null, message: null };
  }
}

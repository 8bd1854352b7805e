import { FunctionsHttpError } from '@supabase/supabase-js';

export interface FunctionErrorBody {
  status: number | null;
  code: string | null;
  message: string | null;
  /** The body's other fields (e.g. the tutor's `message_id`), empty when there is no JSON body. */
  fields: Record<string, unknown>;
}

/**
 * The `{error, code, ...fields}` body our edge functions answer with (a Spanish `error` for the
 * person), read from supabase-js's FunctionsHttpError; nulls when the call never got an answer
 * (offline).
 */
export async function readFunctionError(error: unknown): Promise<FunctionErrorBody> {
  if (!(error instanceof FunctionsHttpError) || !(error.context instanceof Response)) {
    return { status: null, code: null, message: null, fields: {} };
  }
  const response = error.context;
  try {
    const body: unknown = await response.json();
    const fields =
      body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    return {
      status: response.status,
      code: typeof fields.code === 'string' ? fields.code : null,
      message: typeof fields.error === 'string' && fields.error.trim() ? fields.error : null,
      fields,
    };
  } catch {
    return { status: response.status, code: null, message: null, fields: {} };
  }
}

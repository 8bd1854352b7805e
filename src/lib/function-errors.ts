import { FunctionsHttpError } from '@supabase/supabase-js';

import { UserFacingError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

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

/**
 * Calls an edge function with a JSON body; on failure throws a UserFacingError with the function's
 * Spanish `error` (or `unreachable` when no answer came: offline, the function down).
 */
export async function callFunction<T>(
  name: string,
  body: Record<string, unknown>,
  unreachable: string,
): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>(name, { body });
  if (!error && data !== null) return data;
  const { message } = await readFunctionError(error);
  throw new UserFacingError(message ?? unreachable, { cause: error });
}

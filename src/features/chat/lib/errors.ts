import { chatTexts } from '../texts';

/**
 * A failed tutor turn. `status`/`code` are the tutor function's (CONTRACTS.md: `{error, code}`),
 * null for network failures; `forStudent` marks a Spanish message written for the student (a 429's
 * text, direct mode switched off), shown as is instead of the catalogue's generic one.
 */
export class TutorTurnError extends Error {
  readonly status: number | null;
  readonly code: string | null;
  readonly forStudent: boolean;

  constructor(
    message: string,
    options: {
      status?: number | null;
      code?: string | null;
      forStudent?: boolean;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'TutorTurnError';
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.forStudent = options.forStudent ?? false;
  }
}

/** The database's write quota refusal (SQLSTATE P0001, Spanish text starting with 'Límite'). */
function isQuotaRefusal(error: unknown): error is { message: string } {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'P0001' && typeof message === 'string' && message.startsWith('Límite');
}

/**
 * What the student reads when a send or a retry fails: a message written for them (rate limit,
 * quota, direct mode off), else SPEC.md section 8's 'Error al enviar mensaje. Intenta de nuevo.'.
 */
export function sendFailureText(error: unknown): string {
  if (error instanceof TutorTurnError && error.forStudent) return error.message;
  if (isQuotaRefusal(error)) return error.message;
  return chatTexts.sendError;
}

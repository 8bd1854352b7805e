/** The class-digest request: `{ class_id, start, end }`, checked before any database call. Pure. */
import { isUuid, type Parsed } from '../_shared/http/http.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest period get_class_student_messages reads (366 days after the first). */
export const MAX_PERIOD_DAYS = 366;

export interface DigestRequest {
  classId: string;
  start: string;
  end: string;
}

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30), as milliseconds at UTC midnight. */
function dayMs(value: unknown): number | null {
  if (typeof value !== 'string' || !DAY.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? null : ms;
}

export function parseDigestRequest(body: unknown): Parsed<DigestRequest> {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const classId = fields.class_id;
  if (!isUuid(classId)) {
    return { ok: false, message: 'La solicitud no es válida: falta el identificador de la clase.' };
  }
  const start = dayMs(fields.start);
  const end = dayMs(fields.end);
  if (start === null || end === null || start > end) {
    return {
      ok: false,
      message: 'Las fechas no son válidas: usa AAAA-MM-DD y un inicio anterior o igual al fin.',
    };
  }
  if ((end - start) / 86_400_000 > MAX_PERIOD_DAYS) {
    return { ok: false, message: 'El periodo no puede pasar de un año.' };
  }
  return {
    ok: true,
    request: {
      classId: classId.toLowerCase(),
      start: fields.start as string,
      end: fields.end as string,
    },
  };
}

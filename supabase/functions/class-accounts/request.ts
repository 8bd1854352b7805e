/** The class-accounts function's request body, checked; a Spanish message for what is wrong. */
import { parseNameList } from '../_shared/classes/class-accounts.ts';
import { isUuid, type Parsed } from '../_shared/http/http.ts';

export type ClassAccountRequest =
  | { action: 'roster'; code: string }
  | { action: 'sign-in'; code: string; studentId: string; secret: string }
  | { action: 'create'; classId: string; names: string[] }
  | { action: 'reset'; classId: string; studentId: string }
  | { action: 'remove'; classId: string; studentId: string };

const MAX_TEXT = 200;

const refuse = (message: string): Parsed<ClassAccountRequest> => ({ ok: false, message });

const text = (v: unknown) => (typeof v === 'string' && v.length <= MAX_TEXT ? v : null);
const uuid = (v: unknown) => (isUuid(v) ? v : null);

export function parseClassAccountRequest(body: unknown): Parsed<ClassAccountRequest> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return refuse('La solicitud no es válida.');
  }
  const b = body as Record<string, unknown>;
  switch (b.action) {
    case 'roster': {
      const code = text(b.code);
      return code?.trim()
        ? { ok: true, request: { action: 'roster', code } }
        : refuse('Escribe el código de tu clase.');
    }
    case 'sign-in': {
      const code = text(b.code);
      const studentId = uuid(b.student_id);
      const secret = text(b.secret);
      if (!code?.trim()) return refuse('Escribe el código de tu clase.');
      if (!studentId) return refuse('Elige tu nombre.');
      if (!secret?.trim()) return refuse('Escribe tu clave.');
      return { ok: true, request: { action: 'sign-in', code, studentId, secret } };
    }
    case 'create': {
      const classId = uuid(b.class_id);
      if (!classId) return refuse('Falta la clase.');
      if (!Array.isArray(b.names) || !b.names.every((n) => typeof n === 'string')) {
        return refuse('Escribe al menos un nombre, uno por línea.');
      }
      const names = parseNameList((b.names as string[]).join('\n'));
      return { ok: true, request: { action: 'create', classId, names } };
    }
    case 'reset':
    case 'remove': {
      const classId = uuid(b.class_id);
      const studentId = uuid(b.student_id);
      if (!classId || !studentId) return refuse('Falta la clase o el estudiante.');
      return { ok: true, request: { action: b.action, classId, studentId } };
    }
    default:
      return refuse('Acción desconocida.');
  }
}

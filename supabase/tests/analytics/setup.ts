// The analytics tests' small hand-built fixture: every admin RPC is checked against figures worked
// out by hand from docs/admin.md (wall-clock times in the deployment's zone, APP_TIME_ZONE, inclusive date ranges, rates
// 0..100 with 2 decimals, null over empty sets). Each test file under analytics/ calls
// useAnalyticsDb() for its own database.
import { instantAt } from '../../functions/_shared/time/time-zone.ts';
import type { Actor, TestDb } from '../harness';
import { useTestDb } from '../setup';

export const U1 = '10000000-0000-4000-8000-000000000001'; // Ana López, Secundaria, 2026-03-02 09:00
export const U2 = '10000000-0000-4000-8000-000000000002'; // Beto, 2026-03-04 12:00
export const U3 = '10000000-0000-4000-8000-000000000003'; // Carla, 2026-03-09 08:00, never writes
export const U4 = '10000000-0000-4000-8000-000000000004'; // José Pérez, 50 h ago, writes now
export const U5 = '10000000-0000-4000-8000-000000000005'; // Eva, 50 h ago (same instant as U4), silent
export const U6 = '10000000-0000-4000-8000-000000000006'; // Fer, signs up now
export const ADM = '10000000-0000-4000-8000-000000000009'; // Admin, 2025
export const c = (n: number) => `20000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
export const M11 = '30000000-0000-4000-8000-000000000001'; // C11's user message (now)
export const M12 = '30000000-0000-4000-8000-000000000002'; // C12's user message (now, same instant)

export const fixture = `
insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data, created_at) values
  ('${U1}', 'ana@test.local', '{}', '{"name":"Ana López","grade_level":"Secundaria"}', '${instantAt('2026-03-02 09:00').toISOString()}'),
  ('${U2}', 'beto@test.local', '{}', '{"name":"Beto"}', '${instantAt('2026-03-04 12:00').toISOString()}'),
  ('${U3}', 'carla@test.local', '{}', '{"name":"Carla"}', '${instantAt('2026-03-09 08:00').toISOString()}'),
  ('${U4}', 'jose@test.local', '{}', '{"name":"José Pérez"}', now() - interval '50 hours'),
  ('${U5}', 'eva@test.local', '{}', '{"name":"Eva"}', now() - interval '50 hours'),
  ('${U6}', 'fer@test.local', '{}', '{"name":"Fer"}', now()),
  ('${ADM}', 'admin@test.local', '{"is_admin":true}', '{"name":"Admin"}', '${instantAt('2025-01-01 12:00').toISOString()}');

insert into public.conversations (id, user_id, title, subject, grade_level, created_at) values
  ('${c(1)}', '${U1}', 'Fracciones', 'Matemáticas', 'Secundaria', '${instantAt('2026-03-02 10:00').toISOString()}'),
  ('${c(2)}', '${U1}', 'Ecuaciones', 'Matemáticas', 'Secundaria', '${instantAt('2026-03-05 15:00').toISOString()}'),
  ('${c(3)}', '${U2}', 'Duda', null, null, '${instantAt('2026-03-08 23:30').toISOString()}'),
  ('${c(4)}', '${U2}', 'Vacía', null, null, '${instantAt('2026-03-06 09:00').toISOString()}'),
  ('${c(5)}', '${ADM}', 'Antes de la ventana', 'Historia', 'Preparatoria', '${instantAt('2026-03-01 23:59').toISOString()}'),
  ('${c(6)}', '${U1}', 'Después de la ventana', 'Historia', null, '${instantAt('2026-03-09 00:00').toISOString()}'),
  ('${c(7)}', '${U2}', 'Porcentajes', 'Matemáticas', 'Secundaria', '${instantAt('2026-03-07 12:00').toISOString()}'),
  ('${c(8)}', '${U2}', 'Fuerzas', 'Física', 'Primaria', '${instantAt('2026-03-03 08:00').toISOString()}'),
  ('${c(9)}', '${U2}', 'Palancas', 'Física', 'Primaria', '${instantAt('2026-03-04 08:00').toISOString()}'),
  ('${c(10)}', '${U1}', 'Repaso', null, null, '${instantAt('2026-03-20 10:00').toISOString()}'),
  ('${c(11)}', '${U6}', 'Átomos', 'Química', 'Universidad', now()),
  ('${c(12)}', '${U4}', 'Células', 'Biología', null, now());

insert into public.messages (conversation_id, role, content, metadata, created_at) values
  ('${c(1)}', 'user', '¿Cómo sumo 1/2 + 1/3?', '{"response_time_ms":99999}', '${instantAt('2026-03-02 10:00:00').toISOString()}'),
  ('${c(1)}', 'assistant', '¿Qué denominador común ves?', '{"response_time_ms":1000}', '${instantAt('2026-03-02 10:00:30').toISOString()}'),
  ('${c(1)}', 'user', '¿El 6?', '{}', '${instantAt('2026-03-02 10:01:00').toISOString()}'),
  ('${c(1)}', 'assistant', '¡Exacto!', '{"response_time_ms":2000,"has_eureka":true}', '${instantAt('2026-03-02 10:01:40').toISOString()}'),
  ('${c(1)}', 'user', 'Gracias', '{}', '${instantAt('2026-03-02 10:02:00').toISOString()}'),
  ('${c(2)}', 'user', 'x + 2 = 5', '{}', '${instantAt('2026-03-05 15:00:00').toISOString()}'),
  ('${c(2)}', 'assistant', '¿Qué restarías?', '{"response_time_ms":500}', '${instantAt('2026-03-05 15:00:10').toISOString()}'),
  ('${c(2)}', 'user', 'No sé', '{}', '${instantAt('2026-03-05 15:00:20').toISOString()}'),
  ('${c(2)}', 'assistant', 'Piensa en el 2', '{"response_time_ms":700,"has_eureka":false}', '${instantAt('2026-03-05 15:00:50').toISOString()}'),
  ('${c(3)}', 'user', 'Hola', '{}', '${instantAt('2026-03-08 23:30:00').toISOString()}'),
  ('${c(5)}', 'user', 'Revolución', '{}', '${instantAt('2026-03-01 23:59:00').toISOString()}'),
  ('${c(5)}', 'assistant', '¡Bien!', '{"has_eureka":true}', '${instantAt('2026-03-01 23:59:30').toISOString()}'),
  ('${c(6)}', 'user', 'Independencia', '{}', '${instantAt('2026-03-09 00:00:00').toISOString()}'),
  ('${c(7)}', 'user', '20% de 50', '{}', '${instantAt('2026-03-07 12:00:00').toISOString()}'),
  ('${c(7)}', 'assistant', '¿Qué es 10%?', '{"response_time_ms":333}', '${instantAt('2026-03-07 12:00:07').toISOString()}'),
  ('${c(10)}', 'user', 'Repasemos', '{}', '${instantAt('2026-03-20 10:00:00').toISOString()}'),
  ('${c(11)}', 'assistant', '¿Qué es un átomo?', '{"response_time_ms":10}', now());

insert into public.messages (id, conversation_id, role, content, created_at) values
  ('${M11}', '${c(11)}', 'user', 'Protones', now()),
  ('${M12}', '${c(12)}', 'user', 'Mitosis', now());
`;

export let db: TestDb;
export const admin: Actor = { kind: 'user', id: ADM, email: 'admin@test.local' };
export const WINDOW = { start_date: '2026-03-02', end_date: '2026-03-08' };
export const EMPTY = { start_date: '2026-01-01', end_date: '2026-01-31' };

export function useAnalyticsDb(): void {
  useTestDb(async (created) => {
    db = created;
    await db.admin.exec(fixture);
  });
}

// The chat's server side (search, rename, start_conversation, reply feedback): Ana
// and Beto (students) and an admin; Ana has two conversations with messages, Beto one. Each test
// file here calls useChatDb() for its own database (../setup.ts).
import type { TestDb } from '../harness';
import { createPeople, type People, useTestDb } from '../setup';

export let db: TestDb;
export let people: People;

export const ANA_ALGEBRA = 'c2000000-0000-4000-8000-000000000001';
export const ANA_HISTORY = 'c2000000-0000-4000-8000-000000000002';
export const BETO_CONV = 'c2000000-0000-4000-8000-000000000003';
export const MSG = (n: number) => `c2000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

/**
 * The fixture's clock: 15:00 yesterday on the deployment's calendar (private.app_timezone()). The
 * rows are written relative to it, not to now(), so the hour the suite runs at never moves a
 * "same day" message across midnight; fixtureDay() is that day as 'YYYY-MM-DD'.
 */
const AT = `((((now() at time zone private.app_timezone())::date - 1) + time '15:00') at time zone private.app_timezone())`;
export const fixtureDay = (): Promise<string> =>
  db.admin
    .query<{ d: string }>(
      `select (((now() at time zone private.app_timezone())::date) - 1)::text as d`,
    )
    .then((r) => r[0]!.d);

export function useChatDb(): void {
  useTestDb(async (created) => {
    db = created;
    const sql = db.admin;
    people = await createPeople(sql, { domain: 'chat.local' });
    await sql.query(
      `insert into public.conversations (id, user_id, title, subject, grade_level, created_at) values
        ($1, $4, 'Ecuaciones de primer grado', 'Matemáticas', '2º de secundaria', ${AT} - interval '3 days'),
        ($2, $4, 'Nueva conversación', 'Historia', null, ${AT} - interval '2 days'),
        ($3, $5, 'Ecuaciones de Beto', 'Matemáticas', null, ${AT} - interval '1 day')`,
      [ANA_ALGEBRA, ANA_HISTORY, BETO_CONV, people.ana.id, people.beto.id],
    );
    await sql.query(
      `insert into public.messages (id, conversation_id, role, content, created_at) values
        ($1, $7, 'user', 'No entiendo cómo despejar x en 2x + 3 = 7', ${AT} - interval '3 days'),
        ($2, $7, 'assistant', '¿Qué operación deshace la suma de 3?', ${AT} - interval '3 days' + interval '1 second'),
        ($3, $8, 'user', E'¿Por qué cayó el\nIMPERIO   Romano? 100% curiosidad_total', ${AT} - interval '2 hours'),
        ($4, $8, 'assistant', '¿Qué sabes de las invasiones bárbaras?', ${AT} - interval '2 hours' + interval '1 second'),
        ($5, $9, 'user', 'Ayúdame a despejar y en una ecuación', ${AT} - interval '1 hour'),
        ($6, $9, 'assistant', '¿Qué término acompaña a la y?', ${AT} - interval '1 hour' + interval '1 second')`,
      [MSG(1), MSG(2), MSG(3), MSG(4), MSG(5), MSG(6), ANA_ALGEBRA, ANA_HISTORY, BETO_CONV],
    );
  });
}

// The classes fixture (docs/classes.md): teacher Tere teaches class A, teacher Toño teaches class B;
// Ana and Beto are students of A, Ceci of B, Dani of none; Luis joined A and left it; an admin.
// Each of A's students has one class conversation with messages; Ana also has a private one.
// Each test file under classes/ calls useClassesDb() for its own database.
import { splitClassWrite } from '../../functions/_shared/classes/classes.ts';
import type { Sql, TestDb } from '../harness';
import { createUser, rpcScalar } from '../harness';
import { type User, useTestDb } from '../setup';

export let db: TestDb;
export let tere: User, tono: User, ana: User, beto: User, ceci: User, dani: User, luis: User;
export let admin: User;
export let classA: string, classB: string, codeA: string, codeB: string;

export const CONV_ANA_A = 'a1000000-0000-4000-8000-000000000001';
export const CONV_ANA_PRIVATE = 'a1000000-0000-4000-8000-000000000002';
export const CONV_BETO_A = 'b1000000-0000-4000-8000-000000000001';
export const CONV_CECI_B = 'c1000000-0000-4000-8000-000000000001';
export const CONV_LUIS_A = 'd1000000-0000-4000-8000-000000000001';
export const MSG_ANA_A = 'a1000000-0000-4000-8000-000000000011';
export const MSG_ANA_PRIVATE = 'a1000000-0000-4000-8000-000000000012';
export const MSG_CECI_B = 'c1000000-0000-4000-8000-000000000011';

const teacher = async (email: string, name: string): Promise<User> => {
  const user = await createUser(db.admin, { email, name });
  await db.admin.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"is_teacher": true}' where id = $1`,
    [user.id],
  );
  return user;
};

/**
 * Creates a class as `by` through RLS the way the app does (the class row, then its settings) and
 * returns its id and join code.
 */
export async function createClass(
  by: User,
  fields: Record<string, unknown>,
): Promise<{ id: string; code: string }> {
  const id = await db.as(by, (s) => insertClass(s, fields));
  const [row] = await db.admin.query<{ join_code: string }>(
    'select join_code from public.class_settings where class_id = $1',
    [id],
  );
  return { id, code: row!.join_code };
}

/**
 * Inserts a class in the caller's session, then writes its settings (as the app does) and returns
 * its id.
 */
export async function insertClass(s: Sql, fields: Record<string, unknown>): Promise<string> {
  const { row, settings } = splitClassWrite(fields);
  const keys = Object.keys(row);
  const [made] = await s.query<{ id: string }>(
    `insert into public.classes (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    keys.map((k) => row[k]),
  );
  const names = Object.keys(settings);
  if (names.length > 0) {
    await s.query(
      `update public.class_settings set ${names.map((k, i) => `${k} = $${i + 2}`).join(', ')} where class_id = $1`,
      [made!.id, ...names.map((k) => settings[k])],
    );
  }
  return made!.id;
}

export const join = (user: User, code: string) =>
  db.as(user, (s) => rpcScalar(s, 'join_class', { code })) as Promise<string>;

/** A user's row in a class's members (role, left_at, joined_at), or null when they never joined. */
export const membership = (classId: string, userId: string) =>
  db.admin
    .query<{ role: string; left_at: string | null; joined_at: string }>(
      'select role, left_at, joined_at from public.class_members where class_id = $1 and user_id = $2',
      [classId, userId],
    )
    .then((r) => r[0] ?? null);

/** Stores a message directly (admin connection) at `at`, its metadata given as JSON text. */
export const insertMessage = (
  conversation: string,
  role: string,
  content: string,
  at: string,
  meta = '{}',
) =>
  db.admin.query(
    `insert into public.messages (conversation_id, role, content, metadata, created_at)
     values ($1, $2, $3, $4::jsonb, $5)`,
    [conversation, role, content, meta, at],
  );

/**
 * Stores a safety alert raised by the phrase list directly (admin connection); a column not given
 * keeps its default (level 'alta', created now, no message). Returns its id and the class the
 * database filed it under.
 */
export async function insertAlert(alert: {
  user_id: string;
  conversation_id: string;
  message_id?: string | null;
  category: string;
  excerpt: string;
  level?: string;
  created_at?: string;
}): Promise<{ id: string; class_id: string | null }> {
  const row = Object.entries({ ...alert, source: 'phrase_list' }).filter(
    ([, v]) => v !== undefined,
  );
  const [made] = await db.admin.query<{ id: string; class_id: string | null }>(
    `insert into public.safety_alerts (${row.map(([k]) => k).join(', ')})
     values (${row.map((_, i) => `$${i + 1}`).join(', ')}) returning id, class_id`,
    row.map(([, v]) => v),
  );
  return made!;
}

/** A tutor reply's metadata for insertMessage: its hint level, and the eureka flag when it has one. */
export const hint = (level: number, eureka = false) =>
  JSON.stringify(eureka ? { hint_level: level, has_eureka: true } : { hint_level: level });

/**
 * Stores a challenge of class A directly (admin connection), started at `at`: finished five minutes
 * later with its result (correct, gave up) and as many tries as attempts, or still open when
 * `correct` is undefined.
 */
export const insertChallenge = (
  user: string,
  conversation: string,
  subject: string,
  at: string,
  result: { attempts: string[]; correct?: boolean; gaveUp?: boolean },
) =>
  db.admin.query(
    `insert into public.challenges (user_id, conversation_id, class_id, subject, source, statement,
       attempts, tries, correct, gave_up, created_at, finished_at)
     values ($1, $2, $3, $4, 'button', 'Resuelve 3x = 9', $5, $6, $7, $8, $9::timestamptz,
       case when $7::boolean is null then null else $9::timestamptz + interval '5 minutes' end)`,
    [
      user,
      conversation,
      classA,
      subject,
      result.attempts,
      result.attempts.length,
      result.correct ?? null,
      result.gaveUp ?? false,
      at,
    ],
  );

export function useClassesDb(): void {
  useTestDb(async (created) => {
    db = created;
    const sql = db.admin;
    tere = await teacher('tere@test.local', 'Tere Profesora');
    tono = await teacher('tono@test.local', 'Toño Profesor');
    ana = await createUser(sql, { email: 'ana@test.local', name: 'Ana' });
    beto = await createUser(sql, { email: 'beto@test.local', name: 'Beto' });
    ceci = await createUser(sql, { email: 'ceci@test.local', name: 'Ceci' });
    dani = await createUser(sql, { email: 'dani@test.local', name: 'Dani' });
    luis = await createUser(sql, { email: 'luis@test.local', name: 'Luis' });
    admin = await createUser(sql, { email: 'admin@test.local', name: 'Admin', admin: true });

    ({ id: classA, code: codeA } = await createClass(tere, {
      name: 'Álgebra 3°B',
      subject: 'Matemáticas',
      grade_level: 'Secundaria',
      instructions: 'Usa ejemplos de fútbol.',
      avoid_concepts: ['fórmula general', 'derivadas'],
      daily_message_limit: 20,
    }));
    ({ id: classB, code: codeB } = await createClass(tono, { name: 'Química 2°A' }));
    await join(ana, codeA);
    await join(beto, codeA);
    await join(luis, codeA);
    await join(ceci, codeB);

    await sql.query(
      `insert into public.conversations (id, user_id, title, class_id) values
       ($1, $2, 'Ana en A', $3), ($4, $2, 'Ana privada', null), ($5, $6, 'Beto en A', $3),
       ($7, $8, 'Ceci en B', $9), ($10, $11, 'Luis en A', $3)`,
      [
        CONV_ANA_A,
        ana.id,
        classA,
        CONV_ANA_PRIVATE,
        CONV_BETO_A,
        beto.id,
        CONV_CECI_B,
        ceci.id,
        classB,
        CONV_LUIS_A,
        luis.id,
      ],
    );
    await sql.query(
      `insert into public.messages (id, conversation_id, role, content, metadata) values
       ($1, $2, 'user', 'hola desde A', '{}'), ($3, $4, 'user', 'secreto privado', '{}'),
       ($5, $6, 'user', 'hola desde B', '{}'),
       (gen_random_uuid(), $2, 'assistant', '¡Eso es!', '{"has_eureka": true}'),
       (gen_random_uuid(), $7, 'user', 'beto escribe', '{}'),
       (gen_random_uuid(), $8, 'user', 'luis escribe', '{}')`,
      [
        MSG_ANA_A,
        CONV_ANA_A,
        MSG_ANA_PRIVATE,
        CONV_ANA_PRIVATE,
        MSG_CECI_B,
        CONV_CECI_B,
        CONV_BETO_A,
        CONV_LUIS_A,
      ],
    );
    await db.as(luis, (s) => s.query('select public.leave_class($1)', [classA]));
  });
}

/**
 * The student messages behind the Resumen's "Preguntas parecidas" (docs/classes.md, "Resumen"):
 * get_class_student_messages gives the class's teachers and admins the period's messages of the
 * class's current students in class conversations, newest first, and refuses everyone else. The
 * seeded week is Monday 2 to Sunday 8 March 2026 (Madrid, UTC+1 then).
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { CLASS_MESSAGES_LIMIT } from '../../functions/_shared/classes/message-groups.ts';
import { anon, pgError, rpc } from '../harness';

import {
  admin,
  ana,
  beto,
  CONV_ANA_A,
  CONV_ANA_PRIVATE,
  CONV_BETO_A,
  CONV_CECI_B,
  CONV_LUIS_A,
  ceci,
  classA,
  db,
  insertAlert,
  insertMessage,
  luis,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

const TERE_TRIAL = 'e3000000-0000-4000-8000-000000000001';
const WEEK = { p_start: '2026-03-02', p_end: '2026-03-08' };
const DISCLOSED = 'a3000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  const sql = db.admin;
  await sql.query(
    `insert into public.conversations (id, user_id, title, subject, class_id) values
     ($1, $2, 'Prueba de la profesora', 'Historia', $3)`,
    [TERE_TRIAL, tere.id, classA],
  );
  await sql.query(`update public.conversations set subject = null where id = $1`, [CONV_BETO_A]);
  await insertMessage(
    CONV_ANA_A,
    'user',
    '  ¿Cómo sé si dos fracciones son equivalentes?  ',
    '2026-03-03T10:00:00Z',
  );
  await insertMessage(CONV_ANA_A, 'assistant', 'Piensa en multiplicar…', '2026-03-03T10:01:00Z');
  await insertMessage(CONV_ANA_A, 'user', 'x'.repeat(700), '2026-03-04T10:00:00Z');
  // Late on Sunday (local) counts; Sunday 23:30 UTC is Monday on the clock: not in the week.
  await insertMessage(CONV_BETO_A, 'user', 'No entiendo las ecuaciones', '2026-03-08T22:30:00Z');
  await insertMessage(CONV_BETO_A, 'user', 'otra semana', '2026-03-08T23:30:00Z');
  // A disclosure, by the screen's metadata or by an alert: never among the questions.
  await insertMessage(
    CONV_BETO_A,
    'user',
    'me siento fatal',
    '2026-03-05T10:00:00Z',
    '{"safety": {}}',
  );
  await sql.query(
    `insert into public.messages (id, conversation_id, role, content, created_at)
     values ($1, $2, 'user', 'nadie me ayuda en casa', '2026-03-05T11:00:00Z')`,
    [DISCLOSED, CONV_BETO_A],
  );
  await insertAlert({
    user_id: beto.id,
    conversation_id: CONV_BETO_A,
    message_id: DISCLOSED,
    category: 'neglect',
    excerpt: 'nadie me ayuda en casa',
  });
  // Not the class's students' class messages: the teacher's trial, Luis (who left), Ana's private
  // conversation, Ceci's in class B.
  for (const conversation of [TERE_TRIAL, CONV_LUIS_A, CONV_ANA_PRIVATE, CONV_CECI_B]) {
    await insertMessage(conversation, 'user', 'no debería salir', '2026-03-03T12:00:00Z');
  }
});

const messages = (who: Parameters<typeof db.as>[0], args: Record<string, unknown> = {}) =>
  db.as(who, (s) => rpc(s, 'get_class_student_messages', { p_class_id: classA, ...WEEK, ...args }));

describe('get_class_student_messages', () => {
  it('gives the class’s teacher the week’s messages of current students, newest first', async () => {
    expect(await messages(tere)).toEqual([
      {
        student_id: beto.id,
        student_name: 'Beto',
        subject: null,
        content: 'No entiendo las ecuaciones',
        created_at: '2026-03-08T22:30:00+00:00',
      },
      {
        student_id: ana.id,
        student_name: 'Ana',
        subject: 'Matemáticas',
        content: 'x'.repeat(500),
        created_at: '2026-03-04T10:00:00+00:00',
      },
      {
        student_id: ana.id,
        student_name: 'Ana',
        subject: 'Matemáticas',
        content: '¿Cómo sé si dos fracciones son equivalentes?',
        created_at: '2026-03-03T10:00:00+00:00',
      },
    ]);
  });

  it('gives an admin the same rows, and keeps the latest when limited', async () => {
    expect(await messages(admin)).toEqual(await messages(tere));
    const latest = await messages(tere, { p_limit: 2 });
    expect(latest.map((m) => m.content)).toEqual(['No entiendo las ecuaciones', 'x'.repeat(500)]);
  });

  it('refuses another class’s teacher, a student, a student who left and anon (42501)', async () => {
    for (const who of [tono, ana, ceci, luis, anon]) {
      const err = await pgError(messages(who));
      expect(err.code).toBe('42501');
    }
  });

  it('refuses a missing, reversed or too long period and a limit outside 1 to the grouped limit (22023)', async () => {
    // The limit the page and the class-digest function ask for is accepted, one more is not.
    expect(await messages(tere, { p_limit: CLASS_MESSAGES_LIMIT })).toEqual(await messages(tere));
    for (const args of [
      { p_start: null },
      { p_start: '2026-03-08', p_end: '2026-03-02' },
      { p_start: '2025-01-01' },
      { p_limit: 0 },
      { p_limit: CLASS_MESSAGES_LIMIT + 1 },
    ]) {
      const err = await pgError(messages(tere, args));
      expect(err.code).toBe('22023');
    }
  });

  it('leaves out what a student wrote while out of the class, as the messages policy does', async () => {
    // Ana was in the class until 3 March 12:00 and joined again later (the fixture's join).
    await db.admin.query(
      `insert into public.class_member_periods (class_id, user_id, started_at, ended_at)
       values ($1, $2, '2026-02-01T00:00:00Z', '2026-03-03T12:00:00Z')`,
      [classA, ana.id],
    );
    const rows = await messages(tere);
    expect(rows.map((m) => m.content)).toEqual([
      'No entiendo las ecuaciones',
      '¿Cómo sé si dos fracciones son equivalentes?',
    ]);
    // The teacher's own read of the table agrees.
    const read = await db.as(tere, (s) =>
      s.query<{ content: string }>(
        `select content from public.messages where conversation_id = $1 and role = 'user'
         and created_at >= '2026-03-02' and created_at < '2026-03-09' order by created_at`,
        [CONV_ANA_A],
      ),
    );
    expect(read.map((m) => m.content)).toEqual([
      '  ¿Cómo sé si dos fracciones son equivalentes?  ',
    ]);
  });
});

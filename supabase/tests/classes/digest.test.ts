/**
 * The "Resumen" of a class (docs/classes.md, "Resumen"): get_class_digest gives the class's teachers
 * and admins a week's figures of the class's current students, on the deployment's clock, and
 * refuses everyone else. The seeded week is Monday 2 to Sunday 8 March 2026 (Madrid, UTC+1 then).
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { anon, pgError, rpcScalar } from '../harness';

import {
  admin,
  ana,
  beto,
  CONV_ANA_PRIVATE,
  CONV_LUIS_A,
  classA,
  db,
  hint,
  insertAlert,
  insertChallenge,
  insertMessage,
  luis,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

const ANA_MATH = 'a2000000-0000-4000-8000-000000000001';
const ANA_NEW = 'a2000000-0000-4000-8000-000000000002';
const BETO_PHYS = 'b2000000-0000-4000-8000-000000000001';
const TERE_TRIAL = 'e2000000-0000-4000-8000-000000000001';
const ANA_HINT4 = 'a2000000-0000-4000-8000-000000000011';
const WEEK = { p_start: '2026-03-02', p_end: '2026-03-08' };

beforeAll(async () => {
  const sql = db.admin;
  await sql.query(
    `insert into public.conversations (id, user_id, title, subject, class_id, created_at) values
     ($1, $2, 'Ecuaciones de primer grado', 'Matemáticas', $3, '2026-03-03T09:00:00Z'),
     ($4, $2, 'Nueva conversación', null, $3, '2026-03-04T09:00:00Z'),
     ($5, $6, 'Ecuaciones de primer grado ', 'Física', $3, '2026-03-01T09:00:00Z'),
     ($7, $8, 'Prueba de la profesora', 'Historia', $3, '2026-03-03T09:00:00Z')`,
    [ANA_MATH, ana.id, classA, ANA_NEW, BETO_PHYS, beto.id, TERE_TRIAL, tere.id],
  );
  // A class conversation gets the class's subject on insert; this one has none ('General').
  await sql.query(`update public.conversations set subject = null where id = $1`, [ANA_NEW]);
  // Ana: a question, the same question again, three deep hints, one rated "No lo entendí".
  await insertMessage(ANA_MATH, 'user', 'Resuelve 2x + 3 = 7', '2026-03-03T10:00:00Z');
  await insertMessage(ANA_MATH, 'assistant', 'Paso siguiente…', '2026-03-03T10:01:00Z', hint(3));
  await insertMessage(ANA_MATH, 'user', '  resuelve 2x  + 3 = 7 ', '2026-03-03T10:05:00Z');
  await sql.query(
    `insert into public.messages (id, conversation_id, role, content, metadata, created_at)
     values ($1, $2, 'assistant', 'Un ejemplo…', $3::jsonb, '2026-03-03T10:06:00Z')`,
    [ANA_HINT4, ANA_MATH, hint(4)],
  );
  await insertMessage(ANA_MATH, 'user', 'sigo sin verlo', '2026-03-03T10:10:00Z');
  await insertMessage(ANA_MATH, 'assistant', 'Mira el paso…', '2026-03-03T10:11:00Z', hint(3));
  await insertMessage(ANA_MATH, 'assistant', 'Una pregunta…', '2026-03-03T10:12:00Z', hint(1));
  await insertMessage(ANA_NEW, 'user', 'hola', '2026-03-04T10:00:00Z');
  await sql.query(
    `insert into public.message_feedback (message_id, user_id, rating) values ($1, $2, 'not_understood')`,
    [ANA_HINT4, ana.id],
  );
  // Beto: late on Sunday (local) counts; Sunday 23:30 UTC is Monday on the clock, and Sunday
  // 1 March 23:30 local is the week before: neither counts.
  await insertMessage(BETO_PHYS, 'user', 'velocidad media', '2026-03-01T22:30:00Z');
  await insertMessage(BETO_PHYS, 'user', '¿Qué es la velocidad?', '2026-03-08T22:30:00Z');
  for (const minute of [31, 32, 33]) {
    await insertMessage(BETO_PHYS, 'assistant', 'Pista…', `2026-03-08T22:${minute}:00Z`, hint(4));
  }
  await insertMessage(BETO_PHYS, 'user', 'vale', '2026-03-08T23:30:00Z');
  // Not the class's: the teacher's trial, Luis (who left), Ana's private conversation.
  await insertMessage(TERE_TRIAL, 'user', 'Prueba', '2026-03-03T10:00:00Z');
  for (const conversation of [TERE_TRIAL, CONV_LUIS_A, CONV_ANA_PRIVATE]) {
    for (const minute of [1, 2, 3]) {
      await insertMessage(
        conversation,
        'assistant',
        'Pista…',
        `2026-03-03T10:0${minute}:00Z`,
        hint(4),
      );
    }
  }
  // Challenges of 5 March: Ana gave up, Beto solved two; the teacher's trial and Luis do not count.
  const march5 = '2026-03-05T10:00:00Z';
  const solved = (attempts: string[]) => ({ attempts, correct: true });
  await insertChallenge(ana.id, ANA_MATH, 'Matemáticas', march5, {
    attempts: [],
    correct: false,
    gaveUp: true,
  });
  await insertChallenge(beto.id, BETO_PHYS, 'Física', march5, solved(['3']));
  await insertChallenge(beto.id, BETO_PHYS, 'Matemáticas', march5, solved(['2', '3']));
  await insertChallenge(tere.id, TERE_TRIAL, 'Historia', march5, solved(['3']));
  await insertChallenge(luis.id, CONV_LUIS_A, 'Matemáticas', march5, solved(['3']));
  // Safety alerts (the class is set on insert, only for a current student's class conversation):
  // in the week, one 'alta' and two 'revisar' (one late on Sunday, local); not counted: one the
  // Sunday before (local), one in Luis's conversation (he left), one in Ana's private one.
  const alert = (user: string, conversation: string, level: string, at: string) =>
    insertAlert({
      user_id: user,
      conversation_id: conversation,
      category: 'self_harm',
      excerpt: 'texto',
      level,
      created_at: at,
    });
  await alert(ana.id, ANA_MATH, 'alta', '2026-03-03T10:20:00Z');
  await alert(ana.id, ANA_NEW, 'revisar', '2026-03-04T10:01:00Z');
  await alert(beto.id, BETO_PHYS, 'revisar', '2026-03-08T22:40:00Z');
  await alert(beto.id, BETO_PHYS, 'revisar', '2026-03-01T22:40:00Z');
  await alert(luis.id, CONV_LUIS_A, 'alta', '2026-03-03T10:30:00Z');
  await alert(ana.id, CONV_ANA_PRIVATE, 'alta', '2026-03-03T10:30:00Z');
});

const digest = (who: Parameters<typeof db.as>[0], args: Record<string, unknown> = WEEK) =>
  db.as(who, (s) => rpcScalar(s, 'get_class_digest', { p_class_id: classA, ...args }));

describe('get_class_digest', () => {
  it('gives the class’s teacher the week’s figures of the current students only', async () => {
    expect(await digest(tere)).toEqual({
      start: '2026-03-02',
      end: '2026-03-08',
      totals: {
        students: 2,
        active_students: 2,
        student_messages: 5,
        tutor_replies: 7,
        conversations: 3,
      },
      subjects: [
        {
          subject: 'Matemáticas',
          students: 1,
          conversations: 1,
          messages: 3,
          deep_hints: 3,
          not_understood: 1,
        },
        {
          subject: 'Física',
          students: 1,
          conversations: 1,
          messages: 1,
          deep_hints: 3,
          not_understood: 0,
        },
        {
          subject: 'General',
          students: 1,
          conversations: 1,
          messages: 1,
          deep_hints: 0,
          not_understood: 0,
        },
      ],
      topics: [{ topic: 'Ecuaciones de primer grado', students: 2, conversations: 2 }],
      stuck: {
        deep_hints: 6,
        not_understood: 1,
        challenges_not_solved: 1,
        gave_up: 1,
        repeated_questions: 1,
      },
      // Beto had as many deep hints but solved a challenge.
      need_help: [
        { user_id: ana.id, name: 'Ana', deep_hints: 3, not_understood: 1, challenges_tried: 1 },
      ],
      went_well: [
        { subject: 'Física', solved: 1, first_try: 1, students: 1 },
        { subject: 'Matemáticas', solved: 1, first_try: 0, students: 1 },
      ],
      alerts: { alta: 1, revisar: 2 },
    });
  });

  it('gives an admin the same digest, and an empty week zeros and empty lists', async () => {
    expect(await digest(admin)).toEqual(await digest(tere));
    expect(await digest(tere, { p_start: '2026-02-23', p_end: '2026-03-01' })).toEqual({
      start: '2026-02-23',
      end: '2026-03-01',
      totals: {
        students: 2,
        active_students: 1,
        student_messages: 1,
        tutor_replies: 0,
        conversations: 1,
      },
      subjects: [
        {
          subject: 'Física',
          students: 1,
          conversations: 1,
          messages: 1,
          deep_hints: 0,
          not_understood: 0,
        },
      ],
      topics: [{ topic: 'Ecuaciones de primer grado', students: 1, conversations: 1 }],
      stuck: {
        deep_hints: 0,
        not_understood: 0,
        challenges_not_solved: 0,
        gave_up: 0,
        repeated_questions: 0,
      },
      need_help: [],
      went_well: [],
      alerts: { alta: 0, revisar: 1 },
    });
    expect(await digest(tere, { p_start: '2020-01-06', p_end: '2020-01-12' })).toMatchObject({
      totals: { students: 2, active_students: 0, student_messages: 0 },
      subjects: [],
      topics: [],
      need_help: [],
      went_well: [],
      alerts: { alta: 0, revisar: 0 },
    });
  });

  it('refuses another class’s teacher, a student, a student who left and anon (42501)', async () => {
    for (const who of [tono, ana, luis, anon]) {
      const err = await pgError(digest(who));
      expect(err.code).toBe('42501');
    }
  });

  it('refuses a missing, reversed or too long period (22023)', async () => {
    for (const args of [
      { p_start: null, p_end: '2026-03-08' },
      { p_start: '2026-03-08', p_end: '2026-03-02' },
      { p_start: '2025-01-01', p_end: '2026-03-08' },
    ]) {
      const err = await pgError(digest(tere, args));
      expect(err.code).toBe('22023');
    }
  });
});

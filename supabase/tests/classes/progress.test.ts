/**
 * Progress per student (docs/classes.md, "Progress per student"): the students list's figures, a
 * student's weeks by subject, the weekly export's new columns and the Moodle gradebook rows. The
 * class's teachers and admins read them; another teacher, a student and a student who left are
 * refused. Only current students count; challenges only when started inside a membership period.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { pgError, rpc } from '../harness';

import {
  admin,
  ana,
  beto,
  CONV_ANA_A,
  CONV_LUIS_A,
  classA,
  codeA,
  db,
  hint,
  insertChallenge,
  insertMessage,
  join,
  luis,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

const ANA_PHYS = 'a3000000-0000-4000-8000-000000000001';
const TERE_TRIAL = 'e3000000-0000-4000-8000-000000000001';

/** A message whose words do not matter here: only its role, metadata and time count. */
const message = (conversation: string, role: string, meta: string, at: string) =>
  insertMessage(conversation, role, 'texto', at, meta);

beforeAll(async () => {
  await db.admin.query(
    `insert into public.conversations (id, user_id, title, subject, class_id) values
     ($1, $2, 'Fuerzas', 'Física', $3), ($4, $5, 'Prueba', 'Historia', $3)`,
    [ANA_PHYS, ana.id, classA, TERE_TRIAL, tere.id],
  );
  // Ana in Matemáticas (the class's subject): week of 2 March a hint 2 and a 4; week of 9 March a 3.
  await message(CONV_ANA_A, 'user', '{}', '2026-03-03T10:00:00Z');
  await message(CONV_ANA_A, 'assistant', hint(2), '2026-03-03T10:01:00Z');
  await message(CONV_ANA_A, 'assistant', hint(4), '2026-03-03T10:02:00Z');
  await message(CONV_ANA_A, 'user', '{}', '2026-03-10T10:00:00Z');
  await message(CONV_ANA_A, 'assistant', hint(3, true), '2026-03-10T10:01:00Z');
  // Ana in Física, week of 9 March: a hint 1.
  await message(ANA_PHYS, 'user', '{}', '2026-03-11T10:00:00Z');
  await message(ANA_PHYS, 'assistant', hint(1), '2026-03-11T10:01:00Z');
  // Challenges: solved at the first try (2 March), two wrong tries (9 March), given up in Física
  // (9 March), one still open (not counted).
  await insertChallenge(ana.id, CONV_ANA_A, 'Matemáticas', '2026-03-03T11:00:00Z', {
    attempts: ['3'],
    correct: true,
  });
  await insertChallenge(ana.id, CONV_ANA_A, 'Matemáticas', '2026-03-10T11:00:00Z', {
    attempts: ['2', '4'],
    correct: false,
  });
  await insertChallenge(ana.id, ANA_PHYS, 'Física', '2026-03-11T11:00:00Z', {
    attempts: [],
    correct: false,
    gaveUp: true,
  });
  await insertChallenge(ana.id, ANA_PHYS, 'Física', '2026-03-12T11:00:00Z', { attempts: [] });
  // Not the class's figures: Luis left; the teacher's trial conversation.
  await message(CONV_LUIS_A, 'assistant', hint(4), '2026-03-03T10:00:00Z');
  await insertChallenge(luis.id, CONV_LUIS_A, 'Matemáticas', '2026-03-03T11:00:00Z', {
    attempts: ['3'],
    correct: true,
  });
  await message(TERE_TRIAL, 'user', '{}', '2026-03-03T10:00:00Z');
  await message(TERE_TRIAL, 'assistant', hint(4), '2026-03-03T10:01:00Z');
});

const students = (who = tere) =>
  db.as(who, (s) => rpc(s, 'get_class_students', { class_id: classA }));
const progress = (student: string, who = tere) =>
  db.as(who, (s) =>
    rpc(s, 'get_class_student_progress', { p_class_id: classA, p_student_id: student }),
  );

describe('get_class_students: progress per student', () => {
  it('gives each current student challenges solved alone, hint levels and understanding moments', async () => {
    const rows = await students();
    expect(rows.map((r) => r.display_name).sort()).toEqual(['Ana', 'Beto']);
    expect(rows.find((r) => r.user_id === ana.id)).toMatchObject({
      challenges_finished: 3,
      challenges_solved: 1,
      deep_hints: 2,
      max_hint_level: 4,
      // The fixture's eureka reply and the one of 10 March.
      eureka_count: 2,
    });
    expect(rows.find((r) => r.user_id === beto.id)).toMatchObject({
      challenges_finished: 0,
      challenges_solved: 0,
      deep_hints: 0,
      max_hint_level: null,
      eureka_count: 0,
    });
    expect(await students(admin)).toEqual(rows);
  });

  it('refuses another class’s teacher, a student and a student who left (42501)', async () => {
    for (const who of [tono, ana, luis]) {
      const err = await pgError(students(who));
      expect(err.code).toBe('42501');
    }
  });
});

describe('get_class_student_progress: one student by week and subject', () => {
  it('gives the class’s teacher and an admin the student’s weeks, newest first', async () => {
    const rows = await progress(ana.id);
    const current = rows.filter((r) => String(r.week_start) >= '2026-11-01');
    // The fixture's messages of today (no hint level, one eureka) are this week's Matemáticas row.
    expect(current).toHaveLength(1);
    expect(rows.filter((r) => String(r.week_start) < '2026-11-01')).toEqual([
      {
        week_start: '2026-03-09',
        subject: 'Física',
        student_messages: 1,
        deep_hints: 0,
        max_hint_level: 1,
        understanding_moments: 0,
        challenges_finished: 1,
        challenges_solved: 0,
      },
      {
        week_start: '2026-03-09',
        subject: 'Matemáticas',
        student_messages: 1,
        deep_hints: 1,
        max_hint_level: 3,
        understanding_moments: 1,
        challenges_finished: 1,
        challenges_solved: 0,
      },
      {
        week_start: '2026-03-02',
        subject: 'Matemáticas',
        student_messages: 1,
        deep_hints: 1,
        max_hint_level: 4,
        understanding_moments: 0,
        challenges_finished: 1,
        challenges_solved: 1,
      },
    ]);
    expect(await progress(ana.id, admin)).toEqual(rows);
  });

  it('has nothing about a student who left or the teacher’s own trial', async () => {
    expect(await progress(luis.id)).toEqual([]);
    expect(await progress(tere.id)).toEqual([]);
  });

  it('refuses another class’s teacher, a student and a student who left (42501)', async () => {
    for (const who of [tono, ana, beto, luis]) {
      const err = await pgError(progress(ana.id, who));
      expect(err.code).toBe('42501');
    }
  });
});

describe('export_class_weekly: the figures per week', () => {
  it('adds challenges, deep hints and the highest hint to each student’s week', async () => {
    const rows = await db.as(tere, (s) =>
      rpc(s, 'export_class_weekly', {
        class_id: classA,
        start_date: '2026-03-01',
        end_date: '2026-03-31',
      }),
    );
    expect(rows).toEqual([
      {
        student_name: 'Ana',
        week_start: '2026-03-02',
        conversations: 1,
        student_messages: 1,
        tutor_replies: 2,
        understanding_moments: 0,
        challenges_finished: 1,
        challenges_solved: 1,
        deep_hints: 1,
        max_hint_level: 4,
      },
      {
        student_name: 'Ana',
        week_start: '2026-03-09',
        conversations: 2,
        student_messages: 2,
        tutor_replies: 2,
        understanding_moments: 1,
        challenges_finished: 2,
        challenges_solved: 0,
        deep_hints: 1,
        max_hint_level: 3,
      },
    ]);
  });
});

describe('export_class_gradebook: the Moodle file’s rows', () => {
  it('names each current student with their e-mail and challenges; a class account has no e-mail', async () => {
    await db.admin.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"class_account": true}' where id = $1`,
      [beto.id],
    );
    const rows = await db.as(tere, (s) => rpc(s, 'export_class_gradebook', { class_id: classA }));
    expect(rows).toEqual([
      {
        student_name: 'Ana',
        email: 'ana@test.local',
        challenges_finished: 3,
        challenges_solved: 1,
      },
      { student_name: 'Beto', email: null, challenges_finished: 0, challenges_solved: 0 },
    ]);
    expect(
      await db.as(admin, (s) => rpc(s, 'export_class_gradebook', { class_id: classA })),
    ).toEqual(rows);
    for (const who of [tono, ana, luis]) {
      const err = await pgError(
        db.as(who, (s) => rpc(s, 'export_class_gradebook', { class_id: classA })),
      );
      expect(err.code).toBe('42501');
    }
  });
});

describe('a gap in the membership', () => {
  it('leaves out what was done while out, and counts it again once back in', async () => {
    const before = (await students()).find((r) => r.user_id === ana.id)!;
    const beforeWeeks = await progress(ana.id);
    await db.as(ana, (s) => s.query('select public.leave_class($1)', [classA]));
    await join(ana, codeA);
    const [{ gap }] = (await db.admin.query<{ gap: string }>(
      `select (p.ended_at + (n.started_at - p.ended_at) / 2)::text as gap
       from public.class_member_periods as p
       join public.class_member_periods as n
         on n.class_id = p.class_id and n.user_id = p.user_id and n.ended_at is null
       where p.class_id = $1 and p.user_id = $2 and p.ended_at is not null`,
      [classA, ana.id],
    )) as [{ gap: string }];
    await insertChallenge(ana.id, ANA_PHYS, 'Física', gap, { attempts: ['3'], correct: true });
    await message(CONV_ANA_A, 'user', '{}', gap);
    const during = (await students()).find((r) => r.user_id === ana.id)!;
    expect(during).toMatchObject({
      challenges_finished: before.challenges_finished,
      challenges_solved: before.challenges_solved,
    });
    expect(await progress(ana.id)).toEqual(beforeWeeks);
    // The same done inside the new period counts.
    const now = (await db.admin.query<{ now: string }>(`select clock_timestamp()::text as now`))[0]!
      .now;
    await insertChallenge(ana.id, ANA_PHYS, 'Física', now, { attempts: ['3'], correct: true });
    const after = (await students()).find((r) => r.user_id === ana.id)!;
    expect(after).toMatchObject({
      challenges_finished: Number(before.challenges_finished) + 1,
      challenges_solved: Number(before.challenges_solved) + 1,
    });
  });
});

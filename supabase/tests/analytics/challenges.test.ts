// "Aciertos sin ayuda" (docs/admin.md): get_challenge_stats recomputed here, independently,
// from the raw rows of public.challenges (finished ones of the window, per week from Monday in the
// app's time zone, subject, level and class), and export_challenges' pseudonymous rows. Who may read:
// admins; with class_filter, that class's teachers; nobody else.
import { describe, expect, it } from 'vitest';

import { instantAt } from '../../functions/_shared/time/time-zone.ts';
import { createUser, pgError, rpc, type TestDb } from '../harness';
import { type User, useTestDb } from '../setup';

let db: TestDb;
let admin: User, tere: User, ana: User, beto: User;
let classA: string;
const CONV = (n: number) => `e1000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

type Row = Record<string, unknown>;

useTestDb(async (created) => {
  db = created;
  const sql = db.admin;
  admin = await createUser(sql, { email: 'admin@test.local', admin: true });
  tere = await createUser(sql, { email: 'tere@test.local' });
  await sql.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"is_teacher": true}' where id = $1`,
    [tere.id],
  );
  ana = await createUser(sql, { email: 'ana@test.local' });
  beto = await createUser(sql, { email: 'beto@test.local' });
  classA = await db.as(tere, async (s) => {
    const rows = await s.query<{ id: string }>(
      `insert into public.classes (name, subject) values ('Álgebra', 'Matemáticas') returning id`,
    );
    return rows[0]!.id;
  });
  // Ana is the class's student from before the window (a class's figures count its members' work
  // written while they belong to it).
  await sql.query(
    `insert into public.class_members (class_id, user_id, role, joined_at)
     values ($1, $2, 'student', '2026-01-01T00:00:00Z')`,
    [classA, ana.id],
  );
  await sql.query(
    `insert into public.conversations (id, user_id, title) values ($1, $2, 'a'), ($3, $4, 'b')`,
    [CONV(1), ana.id, CONV(2), beto.id],
  );
  // Ana writes in conversation 1, inside the class; Beto in conversation 2, outside any class.
  // (user, subject, level, source, tries, correct, gave up, created, finished: local time)
  type Challenge = [User, string | null, string | null, string, number, boolean | null, boolean];
  const rows: [...Challenge, string, string | null][] = [
    [ana, 'Matemáticas', '8º', 'button', 1, true, false, '2026-03-02 10:00', '2026-03-02 10:03'],
    [ana, 'Matemáticas', '8º', 'eureka', 2, true, false, '2026-03-03 10:00', '2026-03-03 10:05'],
    [ana, 'Matemáticas', '8º', 'eureka', 2, false, false, '2026-03-04 10:00', '2026-03-04 10:04'],
    [beto, 'Matemáticas', '8º', 'button', 0, false, true, '2026-03-05 10:00', '2026-03-05 10:01'],
    [beto, null, null, 'eureka', 1, true, false, '2026-03-08 23:30', '2026-03-08 23:40'],
    // The next week: Monday 2026-03-09, local time.
    [beto, 'Física', null, 'button', 2, false, false, '2026-03-09 00:10', '2026-03-09 00:20'],
    // Outside the window, and an open one: never counted.
    [ana, 'Matemáticas', '8º', 'button', 1, true, false, '2026-03-01 23:59', '2026-03-02 00:05'],
    [beto, 'Física', null, 'button', 0, null, false, '2026-03-10 10:00', null],
  ];
  for (const [who, subject, level, source, tries, correct, gaveUp, at, done] of rows) {
    const inClass = who === ana;
    await sql.query(
      `insert into public.challenges (user_id, conversation_id, class_id, subject, grade_level, source,
         statement, attempts, tries, correct, gave_up, created_at, finished_at)
       values ($1, $2, $3, $4, $5, $6, 'Reto', array_fill('x'::text, array[$7::int]), $7, $8, $9, $10, $11)`,
      [
        who.id,
        CONV(inClass ? 1 : 2),
        inClass ? classA : null,
        subject,
        level,
        source,
        tries,
        correct,
        gaveUp,
        instantAt(at).toISOString(),
        done === null ? null : instantAt(done).toISOString(),
      ],
    );
  }
});

const WINDOW = { start_date: '2026-03-02', end_date: '2026-03-15' };

/** The figure worked out in TypeScript from the raw rows: an independent recomputation. */
async function recompute(classFilter: string | null) {
  const raw = await db.admin.query<Row>(
    `select user_id, class_id, subject, grade_level, source, tries, correct, gave_up,
            to_char(created_at at time zone private.app_timezone(), 'YYYY-MM-DD') as local_day
     from public.challenges
     where finished_at is not null
       and created_at >= '${instantAt('2026-03-02 00:00').toISOString()}' and created_at < '${instantAt('2026-03-16 00:00').toISOString()}'`,
  );
  const groups = new Map<string, Row[]>();
  for (const r of raw) {
    if (classFilter && r.class_id !== classFilter) continue;
    const day = new Date(`${String(r.local_day)}T00:00:00Z`);
    const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
    const key = [
      monday.toISOString().slice(0, 10),
      r.subject ?? 'General',
      r.grade_level ?? 'Sin nivel',
      r.class_id ?? '',
    ].join('|');
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const pct = (n: number, d: number) => (d === 0 ? null : Math.round((10000 * n) / d) / 100);
  return [...groups.entries()]
    .map(([key, rs]) => {
      const [week, subject, level, cls] = key.split('|');
      const solved = rs.filter((r) => r.correct === true).length;
      const eureka = rs.filter((r) => r.source === 'eureka');
      const eurekaSolved = eureka.filter((r) => r.correct === true).length;
      return {
        week,
        subject,
        grade_level: level,
        class_id: cls || null,
        students: new Set(rs.map((r) => r.user_id)).size,
        challenges: rs.length,
        solved,
        solved_first_try: rs.filter((r) => r.correct === true && r.tries === 1).length,
        gave_up: rs.filter((r) => r.gave_up === true).length,
        solved_rate: pct(solved, rs.length),
        eureka_challenges: eureka.length,
        eureka_solved: eurekaSolved,
        eureka_conversion: pct(eurekaSolved, eureka.length),
      };
    })
    .sort((a, b) =>
      `${a.week}|${a.subject}|${a.grade_level}|${a.class_id ?? ''}`.localeCompare(
        `${b.week}|${b.subject}|${b.grade_level}|${b.class_id ?? ''}`,
      ),
    );
}

const normalise = (rows: Row[]): Row[] =>
  rows
    .map((r): Row => ({
      ...r,
      week: String(r.week).slice(0, 10),
      solved_rate: r.solved_rate === null ? null : Number(r.solved_rate),
      eureka_conversion: r.eureka_conversion === null ? null : Number(r.eureka_conversion),
    }))
    .sort((a, b) =>
      `${a.week}|${String(a.subject)}|${String(a.grade_level)}|${String(a.class_id ?? '')}`.localeCompare(
        `${b.week}|${String(b.subject)}|${String(b.grade_level)}|${String(b.class_id ?? '')}`,
      ),
    );

describe('get_challenge_stats: Aciertos sin ayuda', () => {
  it('matches the figure recomputed from the raw rows, for every class and for one', async () => {
    const all = await db.as(admin, (s) =>
      rpc(s, 'get_challenge_stats', { ...WINDOW, class_filter: null }),
    );
    expect(normalise(all)).toEqual(await recompute(null));
    const one = await db.as(admin, (s) =>
      rpc(s, 'get_challenge_stats', { ...WINDOW, class_filter: classA }),
    );
    expect(normalise(one)).toEqual(await recompute(classA));
    // Hand-checked anchors: Ana's class week (3 challenges, 2 solved, eureka 1 of 2).
    expect(normalise(one)).toEqual([
      expect.objectContaining({
        week: '2026-03-02',
        challenges: 3,
        solved: 2,
        solved_first_try: 1,
        solved_rate: 66.67,
        eureka_challenges: 2,
        eureka_solved: 1,
        eureka_conversion: 50,
      }),
    ]);
    expect(all.reduce((n, r) => n + Number(r.challenges), 0)).toBe(6);
  });

  it('the class’s teacher reads the class; students, anon and a teacher without a class filter cannot', async () => {
    const rows = await db.as(tere, (s) =>
      rpc(s, 'get_challenge_stats', { ...WINDOW, class_filter: classA }),
    );
    expect(rows).toHaveLength(1);
    for (const [actor, filter] of [
      [tere, null],
      [ana, classA],
      [ana, null],
    ] as const) {
      const err = await pgError(
        db.try(actor, (s) => rpc(s, 'get_challenge_stats', { ...WINDOW, class_filter: filter })),
      );
      expect(err.code).toBe('42501');
    }
    const bad = await pgError(
      db.try(admin, (s) =>
        rpc(s, 'get_challenge_stats', {
          start_date: '2026-03-10',
          end_date: '2026-03-01',
          class_filter: null,
        }),
      ),
    );
    expect(bad.code).toBe('22023');
  });
});

describe('export_challenges', () => {
  it('one pseudonymous row per finished challenge of the window', async () => {
    const rows = await db.as(admin, (s) =>
      rpc(s, 'export_challenges', { ...WINDOW, class_filter: null }),
    );
    expect(rows).toHaveLength(6);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(ana.id);
    expect(text).not.toContain(beto.id);
    expect(new Set(rows.map((r) => r.student)).size).toBe(2);
    expect(rows[0]).toMatchObject({ tries: 1, correct: true, seconds: 180, source: 'button' });
    const err = await pgError(
      db.try(ana, (s) => rpc(s, 'export_challenges', { ...WINDOW, class_filter: null })),
    );
    expect(err.code).toBe('42501');
  });
});

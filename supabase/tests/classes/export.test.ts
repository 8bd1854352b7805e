/**
 * The class export a teacher can use (docs/classes.md, "Export"): one row per current student and
 * week with the student's name and the week's figures, for the class's teachers and admins only;
 * a student who left and a private conversation are not in it.
 */
import { describe, expect, it } from 'vitest';

import { rpc } from '../harness';
import { rpcError } from '../setup';

import { admin, ana, classA, db, tere, tono, useClassesDb } from './setup';

useClassesDb();

describe('export_class_weekly', () => {
  it('gives the class’s teacher one row per student and week, named, with the week’s figures', async () => {
    const [{ week }] = (await db.admin.query<{ week: string }>(
      `select to_char(date_trunc('week', (now() at time zone private.app_timezone())::date), 'YYYY-MM-DD') as week`,
    )) as [{ week: string }];
    const rows = await db.as(tere, (s) => rpc(s, 'export_class_weekly', { class_id: classA }));
    expect(rows).toEqual([
      {
        student_name: 'Ana',
        week_start: week,
        conversations: 1,
        student_messages: 1,
        tutor_replies: 1,
        understanding_moments: 1,
        challenges_finished: 0,
        challenges_solved: 0,
        deep_hints: 0,
        max_hint_level: null,
      },
      {
        student_name: 'Beto',
        week_start: week,
        conversations: 1,
        student_messages: 1,
        tutor_replies: 0,
        understanding_moments: 0,
        challenges_finished: 0,
        challenges_solved: 0,
        deep_hints: 0,
        max_hint_level: null,
      },
    ]);
    // Luis left the class; Ana's private conversation is not the class's.
    expect(rows.map((r) => r.student_name)).not.toContain('Luis');
    // A range that ends before this week has nothing.
    expect(
      await db.as(tere, (s) =>
        rpc(s, 'export_class_weekly', {
          class_id: classA,
          start_date: '2020-01-01',
          end_date: '2020-12-31',
        }),
      ),
    ).toEqual([]);
    expect(await db.as(admin, (s) => rpc(s, 'export_class_weekly', { class_id: classA }))).toEqual(
      rows,
    );
  });

  it('refuses another class’s teacher and a student (42501) and a reversed range (22023)', async () => {
    for (const who of [tono, ana]) {
      expect((await rpcError(db, who, 'export_class_weekly', { class_id: classA })).code).toBe(
        '42501',
      );
    }
    const reversed = { class_id: classA, start_date: '2026-12-01', end_date: '2026-11-01' };
    expect((await rpcError(db, tere, 'export_class_weekly', reversed)).code).toBe('22023');
  });
});

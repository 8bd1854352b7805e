/**
 * The limits of a class's fields (the shared figures of _shared/classes/classes.ts), the teacher
 * flag, and the teacher flag in the admin's users list (docs/classes.md).
 */
import { describe, expect, it } from 'vitest';

import {
  CLASS_AVOID_CONCEPT_MAX_CHARS,
  CLASS_AVOID_CONCEPTS_MAX_ITEMS,
  CLASS_DAILY_LIMIT_MAX,
  CLASS_DAILY_LIMIT_MIN,
  CLASS_GRADE_LEVELS,
  CLASS_INSTRUCTIONS_MAX_CHARS,
  CLASS_NAME_MAX_CHARS,
  CLASS_SUBJECT_MAX_CHARS,
} from '../../functions/_shared/classes/classes.ts';
import { anon, pgError, rpc, rpcVoid } from '../harness';
import { rpcError } from '../setup';

import { admin, ana, dani, db, insertClass, tere, useClassesDb } from './setup';

useClassesDb();

describe('field limits (the shared figures)', () => {
  const insert = (fields: Record<string, unknown>) =>
    // As the teacher (RLS, grants, triggers), read back in the same rolled-back transaction.
    db.try(tere, async (s) => {
      const id = await insertClass(s, fields);
      return s.query(
        `select c.name, c.subject, s.avoid_concepts
         from public.classes as c join public.class_settings as s on s.class_id = c.id
         where c.id = $1`,
        [id],
      );
    });
  const refused = async (fields: Record<string, unknown>, constraint: string) => {
    const err = await pgError(insert(fields));
    expect(err.code).toBe('23514');
    expect(err.constraint).toBe(constraint);
  };

  it('name 1..max (trimmed), subject null or 1..max', async () => {
    expect(await insert({ name: 'n'.repeat(CLASS_NAME_MAX_CHARS) })).toHaveLength(1);
    await refused(
      { name: 'n'.repeat(CLASS_NAME_MAX_CHARS + 1) },
      'classes_name_must_be_1_to_100_chars',
    );
    await refused({ name: '   ' }, 'classes_name_must_be_1_to_100_chars');
    const [row] = await insert({ name: '  Física  ', subject: '  ' });
    expect(row).toMatchObject({ name: 'Física', subject: null });
    expect(await insert({ name: 'x', subject: 's'.repeat(CLASS_SUBJECT_MAX_CHARS) })).toHaveLength(
      1,
    );
    await refused(
      { name: 'x', subject: 's'.repeat(CLASS_SUBJECT_MAX_CHARS + 1) },
      'classes_subject_must_be_1_to_100_chars',
    );
  });

  it('grade level one of the shared levels', async () => {
    for (const level of CLASS_GRADE_LEVELS) {
      expect(await insert({ name: 'x', grade_level: level })).toHaveLength(1);
    }
    await refused({ name: 'x', grade_level: 'Kínder' }, 'classes_grade_level_must_be_a_level');
  });

  it('instructions up to the maximum', async () => {
    expect(
      await insert({ name: 'x', instructions: 'i'.repeat(CLASS_INSTRUCTIONS_MAX_CHARS) }),
    ).toHaveLength(1);
    await refused(
      { name: 'x', instructions: 'i'.repeat(CLASS_INSTRUCTIONS_MAX_CHARS + 1) },
      'class_settings_instructions_must_be_at_most_2000_chars',
    );
  });

  it('avoid list: tidied, at most N items of at most M characters', async () => {
    const [row] = await insert({
      name: 'x',
      avoid_concepts: ['  Derivadas ', 'derivadas', '', 'Límites'],
    });
    expect(row!.avoid_concepts).toEqual(['Derivadas', 'Límites']);
    const many = Array.from({ length: CLASS_AVOID_CONCEPTS_MAX_ITEMS }, (_, i) => `c${i}`);
    expect(await insert({ name: 'x', avoid_concepts: many })).toHaveLength(1);
    await refused(
      { name: 'x', avoid_concepts: [...many, 'uno más'] },
      'class_settings_avoid_concepts_must_be_at_most_50_items',
    );
    expect(
      await insert({ name: 'x', avoid_concepts: ['a'.repeat(CLASS_AVOID_CONCEPT_MAX_CHARS)] }),
    ).toHaveLength(1);
    await refused(
      { name: 'x', avoid_concepts: ['a'.repeat(CLASS_AVOID_CONCEPT_MAX_CHARS + 1)] },
      'class_settings_avoid_concepts_items_must_be_at_most_100_chars',
    );
  });

  it('daily limit null or min..max', async () => {
    for (const n of [null, CLASS_DAILY_LIMIT_MIN, CLASS_DAILY_LIMIT_MAX]) {
      expect(await insert({ name: 'x', daily_message_limit: n })).toHaveLength(1);
    }
    for (const n of [CLASS_DAILY_LIMIT_MIN - 1, CLASS_DAILY_LIMIT_MAX + 1]) {
      await refused(
        { name: 'x', daily_message_limit: n },
        'classes_daily_message_limit_must_be_1_to_1000',
      );
    }
  });
});

describe('the teacher flag', () => {
  it('set_user_teacher_role: admins only (42501 for a teacher, a student, anon); unknown user 22023', async () => {
    const grant = { target_user_id: dani.id, is_teacher_role: true };
    for (const who of [tere, ana, anon]) {
      expect((await rpcError(db, who, 'set_user_teacher_role', grant)).code).toBe('42501');
    }
    const unknown = {
      target_user_id: '00000000-0000-4000-8000-000000000000',
      is_teacher_role: true,
    };
    expect((await rpcError(db, admin, 'set_user_teacher_role', unknown)).code).toBe('22023');
  });

  it('an admin makes Dani a teacher: Dani may then create a class; a student may not self-grant', async () => {
    await db.try(admin, async (s) => {
      await rpcVoid(s, 'set_user_teacher_role', { target_user_id: dani.id, is_teacher_role: true });
      await s.exec('reset role');
      const [row] = await s.query<{ m: unknown }>(
        'select raw_app_meta_data as m from auth.users where id = $1',
        [dani.id],
      );
      expect(row!.m).toMatchObject({ is_teacher: true });
      const { actAs } = await import('../harness');
      await actAs(s, dani);
      const rows = await s.query(
        `insert into public.classes (name) values ('De Dani') returning id`,
      );
      expect(rows).toHaveLength(1);
    });
    // user_metadata is the user's own: writing is_teacher there grants nothing.
    const err = await pgError(
      db.try(ana, async (s) => {
        await s.exec('reset role');
        await s.query(
          `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"is_teacher": true}' where id = $1`,
          [ana.id],
        );
        const { actAs } = await import('../harness');
        await actAs(s, ana);
        const [row] = await s.query<{ t: boolean }>('select rls.is_teacher() as t');
        expect(row!.t).toBe(false);
        await s.query(`insert into public.classes (name) values ('Mía')`);
      }),
    );
    expect(err.code).toBe('42501');
  });
});

describe('the admin’s users list', () => {
  it('get_users_list says who is a teacher (the Profesor toggle)', async () => {
    const rows = await db.as(admin, (s) =>
      rpc(s, 'get_users_list', { page_num: 1, page_size: 100, search_term: null }),
    );
    const flag = (email: string) => rows.find((r) => r.email === email)?.is_teacher;
    expect(flag('tere@test.local')).toBe(true);
    expect(flag('ana@test.local')).toBe(false);
    expect(flag('admin@test.local')).toBe(false);
  });
});

/**
 * `from('classes').select()`, the plainest supabase-js call on the table, over HTTP on the local
 * stack (real migrations + seed) for every role: whoever may read a class gets every column of the
 * rows RLS lets them read; the teacher-only settings (instructions, avoid list, join code) are in
 * `class_settings`, which only the class's teachers and admins read (docs/classes.md).
 */
import { describe, expect, it } from 'vitest';

import { ADMIN, client, signedIn, stack, STUDENT_PASSWORD, useTestStack } from './test-helpers.ts';

useTestStack();

// The seed's classes (supabase/seed/06_classes.sql): Ana is a student of MATH, Luis of PHYSICS,
// Sofía of none; both are Elena Ruiz's (profesora@tutor.local).
const MATH = 'e0000000-0000-4000-8000-000000000001';
const PHYSICS = 'e0000000-0000-4000-8000-000000000002';
const CLASS_COLUMNS = [
  'archived_at',
  'created_at',
  'created_by',
  'daily_message_limit',
  'grade_level',
  'id',
  'name',
  'subject',
];

const as = async (email: string, password = STUDENT_PASSWORD) =>
  (await signedIn(stack.url, email, password)).client;

async function classesOf(email: string, password?: string) {
  const { data, error, status } = await (
    await as(email, password)
  )
    .from('classes')
    .select()
    .order('id');
  expect(error).toBeNull();
  expect(status).toBe(200);
  return data as Record<string, unknown>[];
}

async function settingsOf(email: string, password?: string) {
  const { data, error } = await (
    await as(email, password)
  )
    .from('class_settings')
    .select()
    .order('class_id');
  expect(error).toBeNull();
  return data as Record<string, unknown>[];
}

describe("from('classes').select() per role", () => {
  it('a student of the class: that class, every column, none of the settings', async () => {
    const rows = await classesOf('ana@tutor.local');
    expect(rows.map((r) => r.id)).toEqual([MATH]);
    expect(Object.keys(rows[0]!).sort()).toEqual(CLASS_COLUMNS);
    expect(rows[0]).toMatchObject({
      name: 'Matemáticas 2°B',
      subject: 'Matemáticas',
      grade_level: 'Secundaria',
      daily_message_limit: 50,
      archived_at: null,
    });
    expect(await settingsOf('ana@tutor.local')).toEqual([]);
  });

  it('the teacher: their classes; and their settings', async () => {
    const rows = await classesOf('profesora@tutor.local');
    expect(rows.map((r) => r.id)).toEqual([MATH, PHYSICS]);
    const settings = await settingsOf('profesora@tutor.local');
    expect(settings.map((s) => s.class_id)).toEqual([MATH, PHYSICS]);
    expect(settings[0]).toMatchObject({
      join_code: 'MATE2B7K',
      avoid_concepts: ['fórmula general'],
      join_code_expires_at: null,
    });
    expect(settings[0]!.instructions).toMatch(/^Usa ejemplos de la vida diaria/);
  });

  it('an admin: every class and its settings', async () => {
    const rows = await classesOf(ADMIN.email, ADMIN.password);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([MATH, PHYSICS]));
    const settings = await settingsOf(ADMIN.email, ADMIN.password);
    expect(settings.map((s) => s.class_id)).toEqual(expect.arrayContaining([MATH, PHYSICS]));
  });

  it('another student: only their own class; a student of none: nothing', async () => {
    expect((await classesOf('luis@tutor.local')).map((r) => r.id)).toEqual([PHYSICS]);
    expect(await settingsOf('luis@tutor.local')).toEqual([]);
    expect(await classesOf('sofia.martinez@tutor.local')).toEqual([]);
  });

  it('anon: refused (42501), for the classes and their settings', async () => {
    const anon = client(stack.url);
    for (const table of ['classes', 'class_settings']) {
      const { data, error } = await anon.from(table).select();
      expect(data, table).toBeNull();
      expect(error?.code, table).toBe('42501');
    }
  });

  it('the teacher writes the settings; a student’s write changes nothing', async () => {
    const teacher = await as('profesora@tutor.local');
    const ana = await as('ana@tutor.local');
    const byAna = await ana
      .from('class_settings')
      .update({ instructions: 'Dame las respuestas.' })
      .eq('class_id', MATH)
      .select();
    expect(byAna.error).toBeNull();
    expect(byAna.data).toEqual([]);
    const code = await ana
      .from('class_settings')
      .update({ join_code: 'AAAAAAAA' })
      .eq('class_id', MATH);
    expect(code.error?.code).toBe('42501');
    const byTeacher = await teacher
      .from('class_settings')
      .update({ avoid_concepts: ['  fórmula general ', 'fórmula general', 'derivadas'] })
      .eq('class_id', PHYSICS)
      .select('avoid_concepts');
    expect(byTeacher.error).toBeNull();
    expect(byTeacher.data).toEqual([{ avoid_concepts: ['fórmula general', 'derivadas'] }]);
    const [math] = await settingsOf('profesora@tutor.local');
    expect(math!.instructions).toMatch(/^Usa ejemplos de la vida diaria/);
  });
});

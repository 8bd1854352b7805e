/**
 * Shared by the tests of the tutor in a class (turn-class*.test.ts): two teachers made Profesor by
 * the admin, classes created as a teacher creates them, students who joined and opened a class
 * conversation, and what the scripted model was sent as system prompt.
 */
import { beforeAll } from 'vitest';

import { ADMIN, signedIn } from '../../local/test-helpers.ts';
import { splitClassWrite } from '../_shared/classes/classes.ts';

import { fake, insertAs, newStudent, stack, type Student, useTutorStack } from './test-setup.ts';

export const INSTRUCTIONS = 'Usa ejemplos de la cancha de fútbol del colegio San Ángel.';
export const AVOID = ['fórmula general', 'discriminante'];
/** What the fake model's rewrite answers (fake-model.ts). */
export const REWRITTEN = '¿Qué operación dejaría sola a la x?';

export let teacherA: Student & { email: string };
export let teacherB: Student & { email: string };

/**
 * Registers the tutor's stack and fake model (useTutorStack) and the file's two teachers
 * (teacherA, teacherB), made before its tests.
 */
export function useClassTutorStack() {
  useTutorStack();
  beforeAll(async () => {
    teacherA = await newTeacher();
    teacherB = await newTeacher();
  });
}

export async function newTeacher(): Promise<Student & { email: string }> {
  const teacher = await newStudent();
  const admin = await signedIn(stack.url, ADMIN.email, ADMIN.password);
  const { error } = await admin.client.rpc('set_user_teacher_role', {
    target_user_id: teacher.id,
    is_teacher_role: true,
  });
  if (error) throw error;
  const { data } = await teacher.db.auth.getUser();
  return { ...teacher, email: data.user!.email! };
}

/** Creates a class as the teacher does: the class row, then its settings. */
export async function newClass(teacher: Student, fields: Record<string, unknown>) {
  const { row, settings: written } = splitClassWrite(fields);
  const { data, error } = await teacher.db.from('classes').insert(row).select('id').single();
  if (error) throw error;
  if (Object.keys(written).length > 0) {
    const saved = await teacher.db.from('class_settings').update(written).eq('class_id', data.id);
    if (saved.error) throw saved.error;
  }
  const settings = await teacher.db.rpc('get_class_settings', { class_id: data.id });
  if (settings.error) throw settings.error;
  return { id: data.id as string, code: (settings.data as { join_code: string }[])[0]!.join_code };
}

/** A new student who joined the class with its code and started a class conversation. */
export async function classStudent(cls: { id: string; code: string }) {
  const student = await newStudent();
  const joined = await student.db.rpc('join_class', { code: cls.code });
  if (joined.error) throw joined.error;
  const conversation = await insertAs<{
    id: string;
    subject: string | null;
    grade_level: string | null;
  }>(
    student,
    'conversations',
    { user_id: student.id, class_id: cls.id },
    'id, subject, grade_level',
  );
  return { student, conversationId: conversation.id, conversation };
}

export const systemOf = (kind: 'reply' | 'rewrite') =>
  fake.seen
    .filter((r) => r.kind === kind)
    .map((r) => String((r.body.messages as { content: unknown }[])[0]!.content));

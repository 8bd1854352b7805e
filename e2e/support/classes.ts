import { createStudent, signedInClient } from '../admin-support';

import { seeded } from './env';

/** A fresh account made a Profesor the way an admin does it (set_user_teacher_role). */
export async function createTeacher(prefix = 'profesor-e2e') {
  const teacher = await createStudent(prefix);
  const admin = await signedInClient(seeded.admin.email, seeded.admin.password);
  const { error } = await admin.rpc('set_user_teacher_role', {
    target_user_id: teacher.id,
    is_teacher_role: true,
  });
  if (error) throw error;
  return teacher;
}

/**
 * A new Profesor and one class of theirs, created through the API as the teacher would
 * (`<namePrefix> <random>`, Matemáticas, Secundaria); `client` is the teacher's signed-in client.
 */
export async function teacherWithClass(prefix: string, namePrefix: string) {
  const teacher = await createTeacher(prefix);
  const client = await signedInClient(teacher.email, teacher.password);
  const className = `${namePrefix} ${Date.now().toString(36)}`;
  const { data, error } = await client
    .from('classes')
    .insert({ name: className, subject: 'Matemáticas', grade_level: 'Secundaria' })
    .select('id')
    .single();
  if (error) throw error;
  return { teacher, client, className, classId: (data as { id: string }).id };
}

/**
 * A new student who joined the class with its code, read as the class page reads it
 * (get_class_settings through the teacher's client); `client` is the student's signed-in client.
 */
export async function studentInClass(
  teacherDb: Awaited<ReturnType<typeof signedInClient>>,
  classId: string,
  prefix: string,
) {
  const { data: settings, error } = await teacherDb.rpc('get_class_settings', {
    class_id: classId,
  });
  if (error) throw error;
  const student = await createStudent(prefix);
  const client = await signedInClient(student.email, student.password);
  const joined = await client.rpc('join_class', { code: settings[0].join_code });
  if (joined.error) throw joined.error;
  return { student, client };
}

/**
 * A class conversation of the student's, with the student's `messages` in it, inserted as the SPA
 * writes them (no tutor turn); its id.
 */
export async function classConversation(
  client: Awaited<ReturnType<typeof signedInClient>>,
  row: { user_id: string; class_id: string; title: string; subject?: string },
  messages: string[] = [],
): Promise<string> {
  const { data, error } = await client.from('conversations').insert(row).select('id').single();
  if (error) throw error;
  const id = (data as { id: string }).id;
  for (const content of messages) {
    const sent = await client
      .from('messages')
      .insert({ conversation_id: id, role: 'user', content });
    if (sent.error) throw sent.error;
  }
  return id;
}

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

type Client = Awaited<ReturnType<typeof signedInClient>>;

/** The class's join code, read as the class page reads it (get_class_settings, the teacher's client). */
export async function joinCode(teacherDb: Client, classId: string): Promise<string> {
  const { data, error } = await teacherDb.rpc('get_class_settings', { class_id: classId });
  if (error) throw error;
  return (data as { join_code: string }[])[0]!.join_code;
}

/**
 * A new student who joined the class with its code (joinCode); `client` is the student's signed-in
 * client.
 */
export async function studentInClass(teacherDb: Client, classId: string, prefix: string) {
  const code = await joinCode(teacherDb, classId);
  const student = await createStudent(prefix);
  const client = await signedInClient(student.email, student.password);
  const joined = await client.rpc('join_class', { code });
  if (joined.error) throw joined.error;
  return { student, client };
}

/**
 * A class conversation of the student's, with the student's `messages` in it, inserted as the SPA
 * writes them (no tutor turn); its id.
 */
export async function classConversation(
  client: Client,
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

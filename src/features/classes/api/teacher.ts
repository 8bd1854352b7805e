import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { splitClassWrite } from '@shared/classes/classes';
import { CLASS_MESSAGES_LIMIT } from '@shared/classes/message-groups';
import type { SafetyLevel } from '@shared/safety/safety';

import type { ClassWrite } from '../lib/class-form';
import type {
  ClassAlert,
  ClassConversation,
  ClassDigest,
  ClassGradebookRow,
  ClassInvitation,
  ClassMessage,
  ClassSettings,
  ClassStudent,
  ClassStudentMessage,
  ClassStudentWeek,
  ClassTeacher,
  ClassWeeklyRow,
  TeacherClass,
} from '../types';

/** A query's rows, its error thrown: none is an empty list. */
async function rowsOf<Row>(query: PromiseLike<{ data: Row[] | null; error: unknown }>) {
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

/** get_teacher_classes(): the caller's classes with their figures (admins: every class). */
export async function getTeacherClasses(): Promise<TeacherClass[]> {
  return rowsOf(supabase.rpc('get_teacher_classes'));
}

type ClassRow = Database['public']['Tables']['classes']['Update'];
type ClassSettingsRow = Database['public']['Tables']['class_settings']['Update'];

/**
 * A teacher's insert: the database fills the creator, the creator's membership and the settings
 * row with its join code; the instructions, avoid list and code expiry are then written there.
 */
export async function createClass(input: ClassWrite): Promise<string> {
  const { row, settings } = splitClassWrite(input);
  const { data, error } = await supabase
    .from('classes')
    .insert(row as Database['public']['Tables']['classes']['Insert'])
    .select('id')
    .single();
  if (error) throw error;
  await updateSettings(data.id, settings as ClassSettingsRow);
  return data.id;
}

/** Changes a class and its settings (RLS: its teachers and admins only). */
export async function updateClass(
  classId: string,
  patch: Partial<ClassWrite> & { archived_at?: string | null },
): Promise<void> {
  const { row, settings } = splitClassWrite(patch);
  if (Object.keys(row).length > 0) {
    const { error } = await supabase
      .from('classes')
      .update(row as ClassRow)
      .eq('id', classId);
    if (error) throw error;
  }
  await updateSettings(classId, settings as ClassSettingsRow);
}

async function updateSettings(classId: string, settings: ClassSettingsRow): Promise<void> {
  if (Object.keys(settings).length === 0) return;
  const { error } = await supabase.from('class_settings').update(settings).eq('class_id', classId);
  if (error) throw error;
}

/** get_class_settings(class_id): null when the class does not exist or the caller does not teach it. */
export async function getClassSettings(classId: string): Promise<ClassSettings | null> {
  const { data, error } = await supabase.rpc('get_class_settings', { class_id: classId });
  if (error) throw error;
  return data?.[0] ?? null;
}

/** regenerate_class_code(class_id): a new code; the old one stops working at once. */
export async function regenerateClassCode(classId: string): Promise<string> {
  const { data, error } = await supabase.rpc('regenerate_class_code', { class_id: classId });
  if (error) throw error;
  return data;
}

/**
 * add_class_teacher(class_id, teacher_email): invites a Profesor (by e-mail) to teach the class;
 * they teach it once they accept.
 */
export async function addClassTeacher(classId: string, email: string): Promise<void> {
  const { error } = await supabase.rpc('add_class_teacher', {
    class_id: classId,
    teacher_email: email.trim(),
  });
  if (error) throw error;
}

/** get_class_teachers(class_id): the current teachers, the creator first, and whom the caller may take out. */
export async function getClassTeachers(classId: string): Promise<ClassTeacher[]> {
  return rowsOf(supabase.rpc('get_class_teachers', { class_id: classId }));
}

/** remove_class_teacher(class_id, teacher_id): the creator or an admin takes a co-teacher out. */
export async function removeClassTeacher(classId: string, teacherId: string): Promise<void> {
  const { error } = await supabase.rpc('remove_class_teacher', {
    class_id: classId,
    teacher_id: teacherId,
  });
  if (error) throw error;
}

/** get_class_students(class_id): current students, figures aggregated in SQL (one call). */
export async function getClassStudents(classId: string): Promise<ClassStudent[]> {
  return rowsOf(supabase.rpc('get_class_students', { class_id: classId }));
}

/**
 * get_class_student_progress(class, student): one current student's figures per week and subject,
 * newest week first (none for someone who is not a current student).
 */
export async function getClassStudentProgress(
  classId: string,
  studentId: string,
): Promise<ClassStudentWeek[]> {
  return rowsOf(
    supabase.rpc('get_class_student_progress', {
      p_class_id: classId,
      p_student_id: studentId,
    }),
  );
}

/** A student's conversations in the class, newest first (RLS: teachers of a current member). */
export async function getStudentClassConversations(
  classId: string,
  userId: string,
): Promise<ClassConversation[]> {
  return rowsOf(
    supabase
      .from('conversations')
      .select('id, title, subject, grade_level, created_at')
      .eq('class_id', classId)
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
  );
}

/** One class conversation's messages, oldest first (read-only for the teacher). */
export async function getClassConversationMessages(
  conversationId: string,
): Promise<ClassMessage[]> {
  return rowsOf(
    supabase
      .from('messages')
      .select('id, role, content, created_at')
      .eq('conversation_id', conversationId)
      .order('created_at', { ascending: true }),
  );
}

/**
 * get_class_safety_alerts(class_id, status_filter, limit_num): the class's alerts, with the same
 * row shape as the admin's get_safety_alerts (so the admin's alert list shows them).
 */
export async function getClassSafetyAlerts(
  classId: string,
  limit: number,
  status: string | null,
  level: SafetyLevel | null = null,
): Promise<ClassAlert[]> {
  // No filter: the parameter is left out (its default, every state or level).
  return rowsOf(
    supabase.rpc('get_class_safety_alerts', {
      class_id: classId,
      status_filter: status ?? undefined,
      limit_num: limit,
      level_filter: level ?? undefined,
    }),
  );
}

/**
 * export_class_weekly(class_id): one row per current student and week (Monday, deployment's clock)
 * with the student's name and the week's figures, oldest week first.
 */
export async function exportClassWeekly(classId: string): Promise<ClassWeeklyRow[]> {
  return rowsOf(supabase.rpc('export_class_weekly', { class_id: classId }));
}

/**
 * export_class_gradebook(class_id): the Moodle file's rows, one per current student by name, with
 * the e-mail (null for a class account) and the challenges finished and solved alone.
 */
export async function exportClassGradebook(classId: string): Promise<ClassGradebookRow[]> {
  return rowsOf(supabase.rpc('export_class_gradebook', { class_id: classId }));
}

/** get_class_digest(class_id, start, end): the class's "Resumen" of those days (inclusive). */
export async function getClassDigest(
  classId: string,
  start: string,
  end: string,
): Promise<ClassDigest> {
  const { data, error } = await supabase.rpc('get_class_digest', {
    p_class_id: classId,
    p_start: start,
    p_end: end,
  });
  if (error) throw error;
  // The function's JSON has the shape ClassDigest describes (docs/classes.md, "Resumen").
  return data as unknown as ClassDigest;
}

// Re-exported here so the Resumen's components (and their tests' mocks of this module) take the
// limit from the call that uses it.
export { CLASS_MESSAGES_LIMIT };

/**
 * get_class_student_messages(class_id, start, end): the latest CLASS_MESSAGES_LIMIT student
 * messages of the class in those days (inclusive), newest first, for "Preguntas parecidas".
 */
export async function getClassStudentMessages(
  classId: string,
  start: string,
  end: string,
): Promise<ClassStudentMessage[]> {
  return rowsOf(
    supabase.rpc('get_class_student_messages', {
      p_class_id: classId,
      p_start: start,
      p_end: end,
      p_limit: CLASS_MESSAGES_LIMIT,
    }),
  );
}

/** get_my_class_invitations(): the caller's pending co-teacher invitations, newest first. */
export async function getMyClassInvitations(): Promise<ClassInvitation[]> {
  return rowsOf(supabase.rpc('get_my_class_invitations'));
}

/** accept_class_invitation(invitation_id): the caller becomes a teacher of the class. */
export async function acceptClassInvitation(invitationId: string): Promise<string> {
  const { data, error } = await supabase.rpc('accept_class_invitation', {
    invitation_id: invitationId,
  });
  if (error) throw error;
  return data;
}

/** decline_class_invitation(invitation_id): the invitation is deleted. */
export async function declineClassInvitation(invitationId: string): Promise<void> {
  const { error } = await supabase.rpc('decline_class_invitation', {
    invitation_id: invitationId,
  });
  if (error) throw error;
}

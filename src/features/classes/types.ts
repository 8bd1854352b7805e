import type { Database } from '@/types/database';

type Fn = Database['public']['Functions'];

/** get_my_classes(): the caller's current classes (no instructions, avoid list or code). */
export type MyClass = Fn['get_my_classes']['Returns'][number];
/** get_teacher_classes(): the classes the caller teaches (admins: every class), with figures. */
export type TeacherClass = Fn['get_teacher_classes']['Returns'][number];
/** get_class_settings(class_id): everything a teacher may change, the code included. */
export type ClassSettings = Fn['get_class_settings']['Returns'][number];
export type ClassTeacher = Fn['get_class_teachers']['Returns'][number];
/** get_class_students(class_id): current students with their figures. */
export type ClassStudent = Fn['get_class_students']['Returns'][number];
/** export_class_weekly(class_id, …): one row per current student and week, named. */
export type ClassWeeklyRow = Fn['export_class_weekly']['Returns'][number];
export type ClassStudentWeek = Fn['get_class_student_progress']['Returns'][number];
export type ClassGradebookRow = Fn['export_class_gradebook']['Returns'][number];
/** get_class_student_messages(class_id, start, end): a student message of the period, newest first. */
export type ClassStudentMessage = Fn['get_class_student_messages']['Returns'][number];

/** get_class_digest(class_id, start, end): the "Resumen" of a period (docs/classes.md). */
export type { ClassDigest } from '@shared/classes/digest';

/** A pending co-teacher invitation to the caller (get_my_class_invitations). */
export type ClassInvitation = Fn['get_my_class_invitations']['Returns'][number];

/** get_class_safety_alerts(class_id, …): the admin alert list's row shape, for one class. */
export type ClassAlert = Fn['get_class_safety_alerts']['Returns'][number];

/** A class conversation as its teacher reads it (read-only). */
export interface ClassConversation {
  id: string;
  title: string;
  subject: string | null;
  grade_level: string | null;
  created_at: string;
}

export interface ClassMessage {
  id: string;
  role: string;
  content: string;
  created_at: string;
}

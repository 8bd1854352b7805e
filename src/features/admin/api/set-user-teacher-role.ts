import { supabase } from '@/lib/supabase';

/** set_user_teacher_role(target_user_id, is_teacher_role): grants or revokes Profesor (docs/classes.md). */
export async function setUserTeacherRole(userId: string, isTeacher: boolean): Promise<void> {
  const { error } = await supabase.rpc('set_user_teacher_role', {
    target_user_id: userId,
    is_teacher_role: isTeacher,
  });
  if (error) throw error;
}

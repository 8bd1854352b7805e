import { supabase } from '@/lib/supabase';
import { type ClassTutorStatus, parseTutorStatus } from '@shared/classes/class-schedule';

/** get_class_tutor_status(class_id): whether the class's tutor answers now, and when it opens next. */
export async function getClassTutorStatus(classId: string): Promise<ClassTutorStatus> {
  const { data, error } = await supabase.rpc('get_class_tutor_status', { class_id: classId });
  if (error) throw error;
  return parseTutorStatus(data);
}

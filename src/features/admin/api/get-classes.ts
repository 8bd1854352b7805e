import { supabase } from '@/lib/supabase';

import type { ClassRow } from '../types';

/** get_teacher_classes(): for an admin, every class with its teachers, students and activity. */
export async function getClasses(): Promise<ClassRow[]> {
  const { data, error } = await supabase.rpc('get_teacher_classes');
  if (error) throw error;
  return data ?? [];
}

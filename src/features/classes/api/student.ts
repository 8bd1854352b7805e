import { supabase } from '@/lib/supabase';

import type { MyClass } from '../types';

/** get_my_classes(): the caller's current memberships, active classes first. */
export async function getMyClasses(): Promise<MyClass[]> {
  const { data, error } = await supabase.rpc('get_my_classes');
  if (error) throw error;
  return data ?? [];
}

/**
 * join_class(code): joins as a student and returns the class id; an unknown, expired or archived
 * code fails with 22023 "Este código no es válido o ha caducado". Joining twice is harmless.
 */
export async function joinClass(code: string): Promise<string> {
  const { data, error } = await supabase.rpc('join_class', { code });
  if (error) throw error;
  return data;
}

/** leave_class(class_id): from now on the class's teachers no longer see the caller's work. */
export async function leaveClass(classId: string): Promise<void> {
  const { error } = await supabase.rpc('leave_class', { class_id: classId });
  if (error) throw error;
}

import { UserFacingError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { JOIN_CODE_INVALID_MESSAGE } from '@shared/classes/classes';

import type { MyClass } from '../types';

/** get_my_classes(): the caller's current memberships, active classes first. */
export async function getMyClasses(): Promise<MyClass[]> {
  const { data, error } = await supabase.rpc('get_my_classes');
  if (error) throw error;
  return data ?? [];
}

/**
 * join_class(code): joins as a student and returns the class id; an unknown, expired or archived
 * code returns null (the database records the attempt) and fails here with "Este código no es
 * válido o ha caducado"; too many failed attempts fail with the database's "Demasiados intentos.
 * Espera un momento y vuelve a probar.". Joining twice is harmless.
 */
export async function joinClass(code: string): Promise<string> {
  const { data, error } = await supabase.rpc('join_class', { code });
  if (error) throw error;
  if (!data) throw new UserFacingError(JOIN_CODE_INVALID_MESSAGE);
  return data;
}

/** leave_class(class_id): from now on the class's teachers no longer see the caller's work. */
export async function leaveClass(classId: string): Promise<void> {
  const { error } = await supabase.rpc('leave_class', { class_id: classId });
  if (error) throw error;
}

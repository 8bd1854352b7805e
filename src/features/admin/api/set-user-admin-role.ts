import { supabase } from '@/lib/supabase';

/** set_user_admin_role(target_user_id, is_admin_role): grants or revokes admin. */
export async function setUserAdminRole(userId: string, isAdmin: boolean): Promise<void> {
  const { error } = await supabase.rpc('set_user_admin_role', {
    target_user_id: userId,
    is_admin_role: isAdmin,
  });
  if (error) throw error;
}

import { supabase } from '@/lib/supabase';

import type { UserListRow } from '../types';

export const USERS_PAGE_SIZE = 20;

/** get_users_list(page_num, page_size, search_term): one page of users, newest first. */
export async function getUsersList(page: number, search: string): Promise<UserListRow[]> {
  const term = search.trim();
  const { data, error } = await supabase.rpc('get_users_list', {
    page_num: page,
    page_size: USERS_PAGE_SIZE,
    search_term: term === '' ? null : term,
  });
  if (error) throw error;
  return data ?? [];
}

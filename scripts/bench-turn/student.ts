/** A bench student: signed up over HTTP, its client's requests counted (http-log.ts). */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

import { ANON_KEY } from '../../supabase/local/server.ts';

import { countingFetch } from './http-log.ts';

export interface Student {
  db: SupabaseClient;
  userId: string;
  token: string;
}

let students = 0;
export async function newStudent(stackUrl: string): Promise<Student> {
  students += 1;
  const db = createClient(stackUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
    global: { fetch: countingFetch },
  });
  const { data, error } = await db.auth.signUp({
    email: `bench-turn-${Date.now()}-${students}@tutor.local`,
    password: 'estudiante123',
    options: { data: { name: `Bench ${students}`, grade_level: 'Secundaria' } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up failed');
  return { db, userId: data.user.id, token: data.session.access_token };
}

export interface Row {
  id: string;
  role: string;
  content: string;
}

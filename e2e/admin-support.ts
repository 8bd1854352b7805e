import { expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

import { addDays, localDay } from '../supabase/functions/_shared/time/time-zone.ts';

import { signIn } from './support/auth';
import { ANON_KEY, SERVICE_ROLE_KEY, STACK_URL, seeded } from './support/env';

/** Helpers of the admin specs: Node supabase-js clients and independent figure computations. */

type Client = SupabaseClient;

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
};

/** Service role: bypasses RLS; reads raw tables to compute figures independently of the RPCs. */
export function serviceClient(): Client {
  return createClient(STACK_URL, SERVICE_ROLE_KEY, options);
}

export function anonClient(): Client {
  return createClient(STACK_URL, ANON_KEY, options);
}

export async function signedInClient(email: string, password: string): Promise<Client> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

let counter = 0;
/** Signs up a fresh student through GoTrue (never shared between specs). */
export async function createStudent(prefix = 'admin-e2e') {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const email = `${prefix}-${id}@tutor.local`;
  const password = 'clave-segura-1';
  const client = anonClient();
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { name: `Prueba ${id}`, grade_level: 'Secundaria' } },
  });
  if (error) throw error;
  return { email, password, name: `Prueba ${id}`, id: data.user!.id, client };
}

/** Every row of a table, page by page (a hosted server caps a read at 1000 rows). */
export async function readAll<T>(table: string, columns: string): Promise<T[]> {
  const client = serviceClient();
  const out: T[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await client
      .from(table)
      .select(columns)
      .order('id')
      .range(from, from + 999);
    if (error) throw error;
    out.push(...(data as T[]));
    if (!data || data.length < 1000) return out;
  }
}

/** docs/admin.md: day boundaries in the deployment's zone (APP_TIME_ZONE). */
export function dayOf(timestamp: string | Date): string {
  return localDay(typeof timestamp === 'string' ? new Date(timestamp) : timestamp);
}
export { addDays };

export interface Conv {
  id: string;
  user_id: string;
  subject: string | null;
  grade_level: string | null;
  created_at: string;
}
export interface Msg {
  id: string;
  conversation_id: string;
  role: string;
  created_at: string;
}

/** Dashboard figures computed from raw rows, per docs/admin.md. */
export async function expectedDashboard() {
  const convs = await readAll<Conv>('conversations', 'id,user_id,subject,grade_level,created_at');
  const msgs = await readAll<Msg>('messages', 'id,conversation_id,role,created_at');
  const today = dayOf(new Date());
  const since7x24 = Date.now() - 7 * 24 * 3600 * 1000;
  const owner = new Map(convs.map((c) => [c.id, c.user_id]));
  const active = new Set(
    msgs
      .filter((m) => m.role === 'user' && new Date(m.created_at).getTime() >= since7x24)
      .map((m) => owner.get(m.conversation_id)),
  );
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const usage = days.map((day) => ({
    day,
    conversations: convs.filter((c) => dayOf(c.created_at) === day).length,
    messages: msgs.filter((m) => dayOf(m.created_at) === day).length,
  }));
  const inWindow = convs.filter((c) => dayOf(c.created_at) >= days[0]!);
  const tally = (values: (string | null)[]) => {
    const map = new Map<string, number>();
    for (const v of values) if (v !== null) map.set(v, (map.get(v) ?? 0) + 1);
    return map;
  };
  return {
    total_conversations: convs.length,
    conversations_today: convs.filter((c) => dayOf(c.created_at) === today).length,
    total_messages: msgs.length,
    messages_today: msgs.filter((m) => dayOf(m.created_at) === today).length,
    active_users_7days: active.size,
    avg_messages_per_conversation:
      convs.length === 0 ? null : Math.round((msgs.length / convs.length) * 100) / 100,
    usage,
    subjects: tally(inWindow.map((c) => c.subject)),
    levels: tally(inWindow.map((c) => c.grade_level)),
  };
}

/** '12.345' / '5,79' (es-ES) -> number. */
export function readNumber(text: string): number {
  return Number(
    text
      .replace(/\./g, '')
      .replace(',', '.')
      .replace(/[^\d.-]/g, ''),
  );
}

/** Signs in through the UI as the seeded admin and opens a page of the admin area. */
export async function signInAsAdmin(page: Page, path = '/admin') {
  await signIn(page, seeded.admin.email, seeded.admin.password);
  await page.goto(path);
}

/** Signs in as the seeded admin on a list page and waits for its first row; returns the rows. */
export async function adminListRows(page: Page, path: string, rowTestId: string) {
  await signInAsAdmin(page, path);
  const rows = page.getByTestId(rowTestId);
  await expect(rows.first()).toBeVisible();
  return rows;
}

/** The value of a stat card, found by its label inside a container. */
export function statValue(page: Page, containerTestId: string, label: string) {
  return page
    .getByTestId(containerTestId)
    .locator(':scope > *')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByTestId('stat-value');
}

export const FORMULA_START = /^[=+\-@\t\r]/;
export const ADMIN_RPCS: Array<[string, Record<string, unknown>]> = [
  ['get_admin_stats', {}],
  ['get_usage_overview', { days_back: 7 }],
  ['get_users_list', { page_num: 1, page_size: 20, search_term: null }],
  ['get_recent_activity', { limit_num: 100 }],
  ['get_safety_alerts', { limit_num: 50 }],
  ['get_tutor_quality', { start_date: '2026-01-01', end_date: '2026-12-31' }],
  [
    'set_user_admin_role',
    { target_user_id: '00000000-0000-0000-0000-000000000000', is_admin_role: true },
  ],
  ['get_engagement_stats', { start_date: '2026-01-01', end_date: '2026-12-31' }],
  ['get_learning_patterns', { start_date: '2026-01-01', end_date: '2026-12-31' }],
  ['get_cohort_retention', { cohort_start_date: '2026-01-01', cohort_end_date: '2026-12-31' }],
  [
    'export_conversations_data',
    { start_date: '2026-01-01', end_date: '2026-12-31', export_limit: 10 },
  ],
];

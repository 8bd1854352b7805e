/**
 * Shared by the tutor function's tests: the worker's in-memory local stack (auth, RLS, Postgres
 * quotas, storage; workerStack) and one scripted OpenAI-compatible model (fake-model.ts) per test file, students with
 * conversations, and the turn called as the SPA calls it. Only the model is faked.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';

import { ANON_KEY, SERVICE_ROLE_KEY, type Stack, startStack } from '../../local/server.ts';
import { client, workerStack } from '../../local/test-helpers.ts';
import { shownText } from '../_shared/http/sse-events.ts';
import { eventReads } from '../_shared/http/sse-stream.ts';
import { localDay } from '../_shared/time/time-zone.ts';
import { DEFAULT_TITLE, IMAGE_ONLY_CONTENT } from '../_shared/tutor/title.ts';

import {
  type CallKind,
  type FakeAnswer,
  type FakeModel,
  NO_PACE,
  type Script,
  socratic,
  startFakeModel,
} from './fake-model.ts';
import { createHandler } from './handler.ts';

export { shownText };

export let stack: Stack;
export let fake: FakeModel;
export let service: SupabaseClient;

/**
 * Registers the stack and the file's fake model around the calling test file; each test starts
 * Socratic. The stack is the worker's (workerStack), or with `ownStack` one of the file's own: a
 * file that sets the functions' environment needs that, since the stack reads it when it first runs
 * a function and keeps that function for its life.
 */
export function useTutorStack({ ownStack = false }: { ownStack?: boolean } = {}) {
  let own: Stack | undefined;
  beforeAll(async () => {
    if (ownStack) own = await startStack({ memory: true, port: 0, quiet: true, log: () => {} });
    stack = own ?? (await workerStack());
    fake = await startFakeModel();
    service = client(stack.url, SERVICE_ROLE_KEY);
  });

  afterAll(async () => {
    await fake?.close();
    await own?.stop();
  });

  beforeEach(() => {
    fake.seen.length = 0;
    fake.script = socratic;
    fake.pace = NO_PACE;
    fake.cancelled = 0;
    vi.restoreAllMocks();
  });
}

export interface Student {
  id: string;
  token: string;
  db: SupabaseClient;
}

export async function newStudent(): Promise<Student> {
  const db = client(stack.url);
  const email = `t${Date.now()}${Math.random().toString(36).slice(2, 7)}@tutor.local`;
  const { data, error } = await db.auth.signUp({ email, password: 'estudiante123' });
  if (error || !data.session || !data.user) throw error ?? new Error('no session');
  return { id: data.user.id, token: data.session.access_token, db };
}

/** Inserts `row` into `table` with the student's own token (RLS decides); `columns` read back. */
export async function insertAs<Row = { id: string }>(
  student: Student,
  table: string,
  row: Record<string, unknown>,
  columns = 'id',
): Promise<Row> {
  const { data, error } = await student.db.from(table).insert(row).select(columns).single();
  if (error) throw error;
  return data as Row;
}

export async function newConversation(
  student: Student,
  fields: { subject?: string | null; grade_level?: string | null } = {},
) {
  const row = { user_id: student.id, title: DEFAULT_TITLE, ...fields };
  return (await insertAs(student, 'conversations', row)).id;
}

/** The student's own insert, as the SPA does it (RLS: role 'user' only). */
export async function say(
  student: Student,
  conversationId: string,
  content: string,
  images?: string[],
) {
  const row = {
    conversation_id: conversationId,
    role: 'user',
    content,
    metadata: images ? { images } : {},
  };
  return (await insertAs(student, 'messages', row)).id;
}

/** A new student with a new conversation whose first message is `text`, stored as the SPA does. */
export async function studentAsking(
  text: string,
  fields: { subject?: string | null; grade_level?: string | null } = {},
) {
  const student = await newStudent();
  const conversationId = await newConversation(student, fields);
  const messageId = await say(student, conversationId, text);
  return { student, conversationId, messageId };
}

/**
 * Stores `bytes` in the student's chat-images folder of the conversation, as the SPA uploads a
 * photo before the message that shows it; the stored path.
 */
export async function uploadImage(
  student: Student,
  conversationId: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  type = 'image/jpeg',
) {
  const path = `${student.id}/${conversationId}/${name}`;
  const { error } = await student.db.storage
    .from('chat-images')
    .upload(path, new Blob([bytes], { type }), { contentType: type });
  if (error) throw error;
  return path;
}

/**
 * A new conversation whose first message is only a photo (`bytes`, a JPEG), uploaded and stored as
 * the SPA does: a new student's, or `student`'s when given.
 */
export async function askingWithPhoto(bytes: Uint8Array<ArrayBuffer>, student?: Student) {
  const asker = student ?? (await newStudent());
  const conversationId = await newConversation(asker);
  const path = await uploadImage(asker, conversationId, 'foto.jpg', bytes);
  await say(asker, conversationId, IMAGE_ONLY_CONTENT, [path]);
  return { student: asker, conversationId };
}

/** The part of a model message that carries stored image `bytes`: a data URL. */
export const imagePart = (bytes: Uint8Array, type = 'image/jpeg') => ({
  type: 'image_url',
  image_url: { url: `data:${type};base64,${Buffer.from(bytes).toString('base64')}` },
});

/** A script that answers `kind` calls with `answer` and every other call as `base` does. */
export function answering(kind: CallKind, answer: FakeAnswer, base: Script = socratic): Script {
  return (k, body) => (k === kind ? answer : base(k, body));
}

export async function messagesOf(conversationId: string) {
  const { data, error } = await service
    .from('messages')
    .select('id, role, content, metadata, created_at')
    .eq('conversation_id', conversationId)
    .order('created_at');
  if (error) throw error;
  return data;
}

/** `columns` of the row of `table` whose `column` is `value`, read as the server; null if none. */
async function rowWhere(table: string, columns: string, column: string, value: string) {
  const { data, error } = await service
    .from(table)
    .select(columns)
    .eq(column, value)
    .maybeSingle<Record<string, unknown>>();
  if (error) throw error;
  return data;
}

export const metricsOf = (messageId: string) =>
  rowWhere('message_metrics', '*', 'message_id', messageId);

/**
 * The safety alert a turn's reply recorded (category and source), or null: read where admins read
 * it, since the reply's metadata never carries it.
 */
export async function alertFor(res: { body: { message: { metadata: Record<string, unknown> } } }) {
  const alert = await rowWhere(
    'safety_alerts',
    'category, source',
    'message_id',
    String(res.body.message.metadata.reply_to),
  );
  expect(res.body.message.metadata).not.toHaveProperty('safety');
  return alert;
}

export async function titleOf(conversationId: string) {
  return (await rowWhere('conversations', 'title', 'id', conversationId))?.title as string;
}

/**
 * Runs `steps` (turns against a per-period limit and their assertions) as if within one period of
 * the clock, without waiting on it. The database counts a user's turns per minute
 * (date_trunc('minute')) and their tokens per day of the deployment's calendar, on the same clock
 * as this process, so a run can only fail spuriously when a period boundary passed during it (the
 * count restarts and the expected refusal does not come). Such a failure is run once more, with the
 * fake model's records cleared: the second run starts just after the boundary, so a failure there
 * is real. A failure with no boundary in between fails at once. `steps` creates its own users.
 */
async function inOnePeriod(
  periodAt: (instant: Date) => string,
  steps: () => Promise<void>,
): Promise<void> {
  // A margin each side, so a clock read a moment before or after the database's still counts.
  const at = (offsetMs: number) => periodAt(new Date(Date.now() + offsetMs));
  const started = at(-2_000);
  try {
    await steps();
  } catch (error) {
    if (at(2_000) === started) throw error;
    fake.seen.length = 0;
    fake.cancelled = 0;
    await steps();
  }
}

/** `steps` as if within one clock minute (the per-minute limit). */
export const inOneMinute = (steps: () => Promise<void>) =>
  inOnePeriod((instant) => String(Math.floor(instant.getTime() / 60_000)), steps);

/** `steps` as if within one day of the deployment's calendar (the daily budgets). */
export const inOneDay = (steps: () => Promise<void>) => inOnePeriod(localDay, steps);

export const baseEnv = (): Record<string, string> => ({
  SUPABASE_URL: stack.url,
  SUPABASE_ANON_KEY: ANON_KEY,
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
  TUTOR_RATE_LIMIT_PER_MINUTE: '1000',
  TUTOR_RATE_LIMIT_PER_DAY: '100000',
});
export const keyedEnv = (extra: Record<string, string> = {}) => ({
  ...baseEnv(),
  OPENAI_API_KEY: 'sk-server',
  OPENAI_BASE_URL: fake.url,
  ...extra,
});

export function turnRequest(token: string | null, body: unknown, raw?: string, path = '/tutor') {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Request(`http://edge.local${path}`, {
    method: 'POST',
    headers,
    body: raw ?? JSON.stringify(body),
  });
}

export interface TurnBody {
  message: {
    id: string;
    conversation_id: string;
    role: string;
    content: string;
    metadata: Record<string, unknown>;
    created_at: string;
    images: string[];
  };
  title: string | null;
  model: string;
  limit_note?: string;
}

export async function turn(
  env: Record<string, string>,
  student: Student,
  conversationId: string,
  extra: Record<string, unknown> = {},
) {
  const res = await createHandler(env)(
    turnRequest(student.token, { conversation_id: conversationId, ...extra }),
  );
  const body = (await res.json()) as TurnBody & { error?: string; code?: string };
  return { status: res.status, headers: res.headers, body };
}

/** One server-sent event of a streamed turn, its data parsed. */
export interface TurnEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * The streamed turn as the SPA asks for it (Accept: text/event-stream); `stopAfter` closes the
 * stream (Detener) once that many characters were shown. Returns the status and the events read.
 */
export async function streamedTurn(
  env: Record<string, string>,
  student: Student,
  conversationId: string,
  options: { stopAfter?: number } = {},
) {
  const req = new Request('http://edge.local/tutor', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      Authorization: `Bearer ${student.token}`,
    },
    body: JSON.stringify({ conversation_id: conversationId }),
  });
  const res = await createHandler(env)(req);
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const body = (await res.json()) as { error?: string; code?: string };
    return { status: res.status, headers: res.headers, events: [] as TurnEvent[], body };
  }
  const events: TurnEvent[] = [];
  for await (const read of eventReads(res.body!)) {
    events.push(...read.events);
    if (options.stopAfter !== undefined && shownText(events).length >= options.stopAfter) break;
  }
  return { status: res.status, headers: res.headers, events, body: null };
}

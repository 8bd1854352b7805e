import { expect, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';

import { startFakeModel, type Script } from '../supabase/functions/tutor/fake-model.ts';
import { createHandler } from '../supabase/functions/tutor/handler.ts';

import { signUpNewStudent } from './support/auth';
import { ANON_KEY, SERVICE_ROLE_KEY, STACK_URL } from './support/env';

/** The tutor function as the browser calls it (proxy mode): `POST /functions/v1/tutor`. */
export const TUTOR_URL = `${STACK_URL}/functions/v1/tutor`;
export const isTutorCall = (url: URL) => url.href === TUTOR_URL;

/**
 * The real tutor function (supabase/functions/tutor/handler.ts), run in the test process against the
 * e2e stack's database with a scripted fake model (the only mock: fn's fake-model.ts), and the
 * page's function calls sent to it. The stack's own function keeps the demo tutor for every other
 * test; change `fake.script` mid-test to make the model recover. The gate and moderation are off
 * (they have their own tests in supabase/functions/tutor).
 */
export async function tutorWithFakeModel(page: Page, script: Script) {
  const fake = await startFakeModel();
  fake.script = script;
  const handler = createHandler({
    SUPABASE_URL: STACK_URL,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    OPENAI_API_KEY: 'sk-e2e-fake',
    OPENAI_BASE_URL: fake.url,
    TUTOR_GATE: 'off',
    TUTOR_MODERATION: 'off',
  });
  await page.route(isTutorCall, async (route) => {
    const request = route.request();
    const response = await handler(
      new Request(`${STACK_URL}/tutor`, {
        method: request.method(),
        headers: await request.allHeaders(),
        body: request.method() === 'POST' ? (request.postData() ?? '') : undefined,
      }),
    );
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return {
    fake,
    stop: async () => {
      await page.unroute(isTutorCall);
      await fake.close();
    },
  };
}

/** A model whose reply call fails (500) and whose title call answers `title`: a failed turn. */
export const failingReplies =
  (title: string): Script =>
  (kind) =>
    kind === 'reply'
      ? { status: 500, body: { error: { message: 'upstream exploded' } } }
      : { content: title };

/** Every request the page sends to the stack, as `METHOD /path` (CORS preflights aside). */
export function recordStackRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === STACK_URL && request.method() !== 'OPTIONS') {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

/** The stored rows of the conversation holding a message with this exact text (service role). */
export async function storedTurn(text: string) {
  const db = createClient(STACK_URL, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { data: found, error } = await db
    .from('messages')
    .select('conversation_id')
    .eq('content', text)
    .limit(1)
    .single();
  if (error) throw error;
  const { data: rows, error: rowsError } = await db
    .from('messages')
    .select('id,role,content,metadata')
    .eq('conversation_id', found.conversation_id)
    .order('created_at')
    .order('id');
  if (rowsError) throw rowsError;
  return rows as Array<{
    id: string;
    role: string;
    content: string;
    metadata: Record<string, unknown>;
  }>;
}

/** Opens the new-conversation modal and creates one with the given subject and level. */
export async function createConversation(page: Page, subject?: string, level?: string) {
  // The first of the two that a person can reach: on a phone the sidebar's button sits in a closed
  // (inert) drawer and the welcome screen's one is the way in.
  await page
    .locator('button:not([inert] *)')
    .filter({ hasText: /^\s*(Nueva Conversación|Comenzar nueva conversación)\s*$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Conversación' });
  await expect(dialog).toBeVisible();
  if (subject) await dialog.getByLabel('Materia (opcional)').selectOption(subject);
  if (level !== undefined)
    await dialog.getByLabel('Nivel educativo (opcional)').selectOption(level);
  await dialog.getByRole('button', { name: 'Comenzar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('conversation-title')).toHaveText('Nueva conversación');
}

export function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Mensaje para el tutor' });
}

/** A real PNG drawn in the page (so the browser can decode and downscale it). */
export async function drawPng(page: Page, width = 800, height = 600): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#eef2ff';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#4f46e5';
      ctx.beginPath();
      ctx.moveTo(w * 0.2, h * 0.8);
      ctx.lineTo(w * 0.5, h * 0.2);
      ctx.lineTo(w * 0.8, h * 0.8);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#111827';
      ctx.font = `${Math.round(h / 10)}px sans-serif`;
      ctx.fillText('a² + b² = c²', w * 0.3, h * 0.95);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/**
 * Most chat specs start the same way: a new student signed up through the UI, in a new
 * conversation (createConversation's subject). Returns the student.
 */
export async function signUpIntoConversation(page: Page, subject?: string) {
  const student = await signUpNewStudent(page);
  await createConversation(page, subject);
  return student;
}

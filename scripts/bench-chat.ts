/**
 * Measures the chat in real Chromium against a fresh in-memory local stack and a production build:
 * 1. opening a conversation of 500 messages (click -> all bubbles rendered, math typeset),
 * 2. scrolling it from bottom to top (frame times),
 * 3. the send path: Enter -> reply rendered, minus the model's time as the function measured it
 *    (`response_time_ms`; ~0 for the demo tutor), so nearly all of it is the turn's own work: the
 *    user insert and the tutor function (reads, quota, writes), plus rendering.
 * Usage: npx tsx scripts/bench-chat.ts   (prints a JSON summary)
 */

import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { build, preview } from 'vite';
import ws from 'ws';

import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, startStack } from '../supabase/local/server.ts';

import { median } from './bench/stats.ts';

const MESSAGES = 500;
const SENDS = 10;

const stack = await startStack({ memory: true, port: 0, quiet: true, log: () => {} });
const outDir = 'node_modules/.bench-chat-dist';
let server: Awaited<ReturnType<typeof preview>> | null = null;
let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
try {
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY;
  process.env.VITE_TUTOR_MODE = 'proxy';
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  server = await preview({
    preview: { port: 0, strictPort: false },
    build: { outDir },
    logLevel: 'warn',
  });
  const webUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';

  // A student with one 500-message conversation (mixed markdown and math replies).
  const email = `bench-${Date.now()}@tutor.local`;
  const password = 'estudiante123';
  const db = createClient(stack.url, ANON_KEY, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  });
  const { data: signUp, error } = await db.auth.signUp({
    email,
    password,
    options: { data: { name: 'Bench', grade_level: 'Secundaria' } },
  });
  if (error || !signUp.user) throw error ?? new Error('sign-up failed');
  const { data: conv } = await db
    .from('conversations')
    .insert({ user_id: signUp.user.id, title: 'Conversación larga', subject: 'Matemáticas' })
    .select()
    .single();
  const base = Date.now() - MESSAGES * 60_000;
  const rows = Array.from({ length: MESSAGES }, (_, i) => ({
    conversation_id: conv!.id,
    role: i % 2 === 0 ? 'user' : 'assistant',
    content:
      i % 2 === 0
        ? `Pregunta ${i}: ¿cómo sigo con el paso ${i}?`
        : `Muy bien. **Paso ${i}:**\n\n1. ¿Qué datos tienes?\n2. ¿Qué te piden?\n\nRecuerda que $a^2 + b^2 = c^2$ y\n\n$$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$\n\n¿Qué harías ahora?`,
    metadata: i % 2 === 0 ? {} : { response_time_ms: 900 },
    created_at: new Date(base + i * 60_000).toISOString(),
  }));
  // The long history is a fixture: written with the service key, which keeps the given dates and is
  // not subject to the students' write quota (and replies are written by the server only).
  const serviceDb = createClient(stack.url, SERVICE_ROLE_KEY, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  });
  for (let i = 0; i < rows.length; i += 100) {
    const { error: insertError } = await serviceDb.from('messages').insert(rows.slice(i, i + 100));
    if (insertError) throw insertError;
  }

  browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  await page.goto(`${webUrl}/auth`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByTestId('conversation-item').first().waitFor();

  // 1. Open.
  const t0 = await page.evaluate(() => performance.now());
  await page.getByTestId('conversation-item').first().getByRole('button').first().click();
  await page
    .waitForFunction(
      () => {
        const shown = document.querySelectorAll('[data-testid="message"]').length;
        const assistants = document.querySelectorAll('[data-role="assistant"]').length;
        const typeset = document.querySelectorAll('[data-role="assistant"] .katex').length;
        return shown > 0 && typeset === assistants * 2;
      },
      undefined,
      { timeout: 120_000, polling: 'raf' },
    )
    .catch(async (error: unknown) => {
      const counts = await page.evaluate(() => ({
        messages: document.querySelectorAll('[data-testid="message"]').length,
        display: document.querySelectorAll('[data-role="assistant"] .katex-display').length,
        katex: document.querySelectorAll('[data-role="assistant"] .katex').length,
      }));
      console.error('open did not finish', counts);
      throw error;
    });
  const openMs = (await page.evaluate(() => performance.now())) - t0;
  const renderedOnOpen = await page.locator('[data-testid="message"]').count();

  // 2. Scroll bottom -> top in 100 px steps, one per frame; collect frame durations.
  const scroll = await page.evaluate(async () => {
    const el = document.querySelector('[data-testid="message-list"]') as HTMLElement;
    const frames: number[] = [];
    let last = performance.now();
    while (el.scrollTop > 0) {
      el.scrollTop -= 100;
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return {
      frames: frames.length,
      medianFrameMs: frames[Math.floor(frames.length / 2)] ?? 0,
      p95FrameMs: frames[Math.floor(frames.length * 0.95)] ?? 0,
      framesOver50ms: frames.filter((f) => f > 50).length,
      scrollHeight: el.scrollHeight,
      renderedAtTop: document.querySelectorAll('[data-testid="message"]').length,
    };
  });

  // 3. Send path: a fresh conversation, SENDS messages to the demo tutor.
  await page.getByRole('button', { name: 'Nueva Conversación' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Comenzar' }).click();
  await page.getByTestId('conversation-title').waitFor();
  const totals: number[] = [];
  const tutorTimes: number[] = [];
  const box = page.getByRole('textbox', { name: 'Mensaje para el tutor' });
  for (let i = 0; i < SENDS; i += 1) {
    await box.fill(`¿Cómo resuelvo la ecuación ${i}x + 3 = 11?`);
    const before = await page.locator('[data-role="assistant"]').count();
    const start = await page.evaluate(() => performance.now());
    await box.press('Enter');
    await page.locator('[data-role="assistant"]').nth(before).waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="status"]'));
    totals.push((await page.evaluate(() => performance.now())) - start);
  }
  const { data: replies } = await db.auth
    .signInWithPassword({ email, password })
    .then(() =>
      db
        .from('messages')
        .select('metadata')
        .eq('role', 'assistant')
        .neq('conversation_id', conv!.id),
    );
  for (const r of replies ?? []) {
    const ms = (r.metadata as { response_time_ms?: number }).response_time_ms;
    if (typeof ms === 'number') tutorTimes.push(ms);
  }

  console.log(
    JSON.stringify(
      {
        open500: { ms: Math.round(openMs), messages: MESSAGES, renderedOnOpen },
        scroll500: scroll,
        send: {
          samples: SENDS,
          medianTotalMs: Math.round(median(totals)),
          medianTutorCallMs: Math.round(median(tutorTimes)),
          medianOwnOverheadMs: Math.round(median(totals) - median(tutorTimes)),
          note: 'tutor call = response_time_ms stored by the tutor function (the model part; ~0 ms for the demo tutor)',
        },
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  await new Promise<void>((r) => (server ? server.httpServer.close(() => r()) : r()));
  await stack.stop();
}

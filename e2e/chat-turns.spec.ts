import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { orderForDisplay, unansweredMessages } from '../src/features/chat/lib/turn-state';

import { createStudent, serviceClient } from './admin-support';
import { composer, createConversation, TUTOR_URL } from './chat-support';
import { signIn } from './support/auth';
import { ANON_KEY } from './support/env';
import { screenshot } from './support/screenshots';

/**
 * One turn at a time, in the browser: whatever parallel turns did to a conversation, every student
 * message shown ends answered or with a visible way forward (Reintentar under it, the typing
 * indicator, or 'En espera'). Everything real: the stack's tutor function (demo tutor), its turn
 * claim in the database, the student's token.
 */

type Row = { id: string; role: 'user' | 'assistant'; metadata: { reply_to?: string } };

async function storedRows(conversationId: string): Promise<Row[]> {
  const { data, error } = await serviceClient()
    .from('messages')
    .select('id,role,metadata')
    .eq('conversation_id', conversationId)
    .order('created_at')
    .order('id');
  if (error) throw error;
  return orderForDisplay(data as Row[]);
}

/** The student's own "send + turn" over HTTP, as another tab or device would. */
async function sendAndTurn(token: string, conversationId: string, content: string) {
  const headers = {
    apikey: ANON_KEY,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  };
  const stackUrl = new URL(TUTOR_URL).origin;
  const insert = await fetch(`${stackUrl}/rest/v1/messages?select=id`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'return=representation' },
    body: JSON.stringify({ conversation_id: conversationId, role: 'user', content }),
  });
  expect(insert.status).toBe(201);
  const [{ id }] = (await insert.json()) as [{ id: string }];
  const turn = await fetch(TUTOR_URL, {
    method: 'POST',
    headers,
    body: JSON.stringify({ conversation_id: conversationId }),
  });
  const body = (await turn.json()) as { code?: string };
  return { id, status: turn.status, code: body.code ?? null };
}

/**
 * Student messages shown with no way forward: no reply after them, and nothing visible between them
 * and the next reply that moves them on (a Reintentar, the typing indicator of the turn answering
 * them, 'En espera').
 */
function strandedInPage(page: Page) {
  return page.evaluate(() => {
    const isWay = (el: HTMLElement) =>
      (el.dataset.testid === 'retry-reply' ||
        el.dataset.testid === 'queued-reply' ||
        el.getAttribute('role') === 'status') &&
      el.offsetParent !== null;
    const bubbles = [...document.querySelectorAll<HTMLElement>('[data-testid="message"]')];
    const lastReply = bubbles.findLastIndex((b) => b.dataset.role === 'assistant');
    return bubbles
      .filter((b, i) => b.dataset.role === 'user' && i > lastReply)
      .filter((b) => {
        for (let el = b.nextElementSibling as HTMLElement | null; el;) {
          if (el.dataset.role === 'assistant') return true;
          if (isWay(el)) return false;
          el = el.nextElementSibling as HTMLElement | null;
        }
        return true;
      })
      .map((b) => b.dataset.messageId);
  });
}

async function openConversation(page: Page) {
  const student = await createStudent('turns');
  await signIn(page, student.email, student.password);
  await createConversation(page);
  await composer(page).fill('¿Cómo resuelvo 2x + 3 = 7?');
  await composer(page).press('Enter');
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 30_000 });
  const conversationId = /\/c\/([^/?#]+)/.exec(page.url())?.[1];
  expect(conversationId).toBeTruthy();
  const token = (await student.client.auth.getSession()).data.session!.access_token;
  return { student, conversationId: conversationId!, token };
}

test('20 parallel turns on one conversation: every student message answered or with its own Reintentar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { conversationId, token, student } = await openConversation(page);

  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      sendAndTurn(token, conversationId, `Paso ${i + 1}: ¿y ahora qué hago?`),
    ),
  );
  // Each caller is answered, told another turn is answering, or told its message already has a
  // reply: and then it really has one.
  for (const r of results) expect([200, 409]).toContain(r.status);
  const afterRace = new Set(unansweredMessages(await storedRows(conversationId)).map((m) => m.id));
  for (const r of results.filter((x) => x.status === 409)) {
    expect(['turn_in_progress', 'already_answered']).toContain(r.code);
    if (r.code === 'already_answered') expect(afterRace.has(r.id)).toBe(false);
  }
  // Two more whose turn never ran (a tab closed right after sending).
  for (const content of ['¿Y si x fuera negativo?', '¿Cómo lo compruebo?']) {
    const { error } = await student.client
      .from('messages')
      .insert({ conversation_id: conversationId, role: 'user', content });
    expect(error).toBeNull();
  }

  await page.reload();
  await expect(page.locator('[data-role="user"]')).toHaveCount(23);
  const waiting = unansweredMessages(await storedRows(conversationId)).map((m) => m.id);
  expect(waiting.length).toBeGreaterThanOrEqual(2);
  const retries = page.getByRole('button', { name: 'Reintentar' });
  await expect(retries).toHaveCount(waiting.length);
  expect(await strandedInPage(page)).toEqual([]);
  for (const id of waiting) {
    await expect(
      page.locator(`[data-message-id="${id}"] + [data-testid="retry-reply"]`),
    ).toBeVisible();
  }
  await screenshot(page, 'chat-retry-each');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'chat-retry-each-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  // One Reintentar (the oldest) answers them all in one turn.
  const replies = page.locator('[data-role="assistant"]');
  const before = await replies.count();
  await retries.first().click();
  // (The buttons give way to the typing indicator at once: wait for the reply itself.)
  await expect(replies).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(retries).toHaveCount(0);
  await expect(composer(page)).toBeEnabled();
  expect(unansweredMessages(await storedRows(conversationId))).toEqual([]);
  expect(await strandedInPage(page)).toEqual([]);
});

test('a turn held by another tab: typing under what it answers, En espera under the rest, then answered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { conversationId, student } = await openConversation(page);
  for (const content of ['¿Y si x fuera negativo?', '¿Cómo lo compruebo?']) {
    const { error } = await student.client
      .from('messages')
      .insert({ conversation_id: conversationId, role: 'user', content });
    expect(error).toBeNull();
  }
  const service = serviceClient();
  // Another tab's turn, really claimed in the database: it answers the two messages stored so far.
  const { data: begun, error } = await service.rpc('tutor_begin_turn', {
    p_user_id: student.id,
    p_conversation_id: conversationId,
    p_per_minute: 1000,
    p_per_day: 100_000,
    p_tokens_per_day: 100_000_000,
    p_max_messages: 50,
    p_claim_seconds: 120,
  });
  expect(error).toBeNull();
  const claim = begun as { status: string; claim_id: string; answering: string[] };
  expect(claim.status).toBe('ok');
  // A third message, sent while that reply is being written.
  const { data: late } = await student.client
    .from('messages')
    .insert({ conversation_id: conversationId, role: 'user', content: 'Otra duda mientras tanto' })
    .select('id')
    .single();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Reintentar' }).last().click();
  // 409 turn_in_progress names the newest message the other turn answers.
  const answered = claim.answering.at(-1)!;
  await expect(page.locator(`[data-message-id="${answered}"] + [role="status"]`)).toContainText(
    'El tutor está escribiendo...',
  );
  await expect(
    page.locator(`[data-message-id="${late!.id}"] + [data-testid="queued-reply"]`),
  ).toHaveText('En espera: el tutor lo responderá en cuanto termine la respuesta en curso.');
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expect(composer(page)).toBeDisabled();
  expect(await strandedInPage(page)).toEqual([]);
  await screenshot(page, 'chat-turn-elsewhere');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'chat-turn-elsewhere-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The other tab's turn ends without a reply: this tab's next call answers all three.
  const released = await service.rpc('tutor_release_turn', {
    p_user_id: student.id,
    p_conversation_id: conversationId,
    p_claim_id: claim.claim_id,
  });
  expect(released.error).toBeNull();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('queued-reply')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expect(composer(page)).toBeEnabled();
  expect(unansweredMessages(await storedRows(conversationId))).toEqual([]);
});

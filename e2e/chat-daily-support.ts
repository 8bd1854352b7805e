import { expect, type Locator, type Page } from '@playwright/test';

import { serviceClient, signedInClient } from './admin-support';
import { drawPng } from './chat-support';

export { serviceClient };

/** The id of a student account, read by signing in as them. */
export async function userIdOf(email: string, password: string): Promise<string> {
  const client = await signedInClient(email, password);
  const { data, error } = await client.auth.getUser();
  if (error) throw error;
  return data.user.id;
}

/** A reply with what makes layout late: a list, bold text, inline and display formulas. */
export const richReply = (n: number) =>
  `**Paso ${n}.** Piensa en la relación entre las variables:\n\n1. Escribe lo que sabes.\n2. Usa $a^2 + b^2 = c^2$.\n3. Comprueba:\n\n$$\\int_0^1 x^${n % 5} \\, dx = \\frac{1}{${(n % 5) + 1}}$$\n\n¿Qué obtienes al sustituir?`;

/**
 * A conversation of `turns` question/reply pairs stored directly (service role) for `userId`:
 * a long history to open. Returns its id.
 */
export async function seedConversation(
  userId: string,
  { title, turns, lastReply }: { title: string; turns: number; lastReply?: string },
): Promise<string> {
  const db = serviceClient();
  const { data: conversation, error } = await db
    .from('conversations')
    .insert({ user_id: userId, title, subject: 'Matemáticas', grade_level: 'Secundaria' })
    .select('id')
    .single();
  if (error) throw error;
  const base = Date.now() - turns * 120_000;
  const rows = Array.from({ length: turns }, (_, i) => [
    {
      conversation_id: conversation.id,
      role: 'user',
      content: `Pregunta ${i + 1}: ¿cómo sigo con el ejercicio ${i + 1}?`,
      created_at: new Date(base + i * 120_000).toISOString(),
    },
    {
      conversation_id: conversation.id,
      role: 'assistant',
      content: i === turns - 1 && lastReply ? lastReply : richReply(i + 1),
      created_at: new Date(base + i * 120_000 + 60_000).toISOString(),
    },
  ]).flat();
  const { error: rowsError } = await db.from('messages').insert(rows);
  if (rowsError) throw rowsError;
  return conversation.id;
}

/** seedConversation for a student known by their sign-in (as signUpNewStudent returns them). */
export async function seedConversationOf(
  student: { email: string; password: string },
  conversation: { title: string; turns: number; lastReply?: string },
): Promise<string> {
  return seedConversation(await userIdOf(student.email, student.password), conversation);
}

/**
 * `inner` lies wholly inside `outer` on screen (1 px of rounding allowed); with `tallOk`, a message
 * taller than the view passes when its end is in view.
 */
export async function expectFullyInside(inner: Locator, outer: Locator, tallOk = false) {
  await expect
    .poll(
      async () => {
        const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
        if (!a || !b) return 'missing';
        const endInside = a.y + a.height <= b.y + b.height + 1 && a.y + a.height > b.y;
        const inside = endInside && (a.y >= b.y - 1 || (tallOk && a.height > b.height));
        return inside ? 'inside' : `top ${a.y - b.y}, bottom ${b.y + b.height - (a.y + a.height)}`;
      },
      { timeout: 10_000 },
    )
    .toBe('inside');
}

export const messageList = (page: Page) => page.getByTestId('message-list');
export const lastMessage = (page: Page) => page.getByTestId('message').last();

/** A real PNG drawn in the page, pasted into `target` or dragged over it (then `finishDrop`). */
export async function dispatchImage(target: Locator, kind: 'paste' | 'drop', name: string) {
  const png = (await drawPng(target.page(), 640, 480)).toString('base64');
  await target.evaluate(
    (el, [how, fileName, base64]) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], fileName, { type: 'image/png' }));
      if (how === 'paste') {
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
        return;
      }
      el.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true }));
      el.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true }));
      (window as unknown as { __dropData: DataTransfer }).__dropData = data;
    },
    [kind, name, png] as const,
  );
}

/** Finishes a drop started by dispatchImage(…, 'drop'). */
export async function finishDrop(target: Locator) {
  await target.evaluate((el) => {
    const data = (window as unknown as { __dropData: DataTransfer }).__dropData;
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
  });
}

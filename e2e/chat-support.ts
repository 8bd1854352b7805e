import { expect, type Page } from '@playwright/test';

import { STACK_URL } from './support/env';

/** The tutor function endpoint as the browser calls it (proxy mode). */
export const TUTOR_ROUTE = `${STACK_URL}/functions/v1/tutor/**`;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** Stands in for the model only: answers the tutor endpoint with a fixed status and body. */
export async function fakeModel(page: Page, status: number, body: unknown) {
  await page.route(TUTOR_ROUTE, async (route) => {
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: CORS });
      return;
    }
    await route.fulfill({
      status,
      headers: { ...CORS, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  });
}

export function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** Opens the new-conversation modal and creates one with the given subject and level. */
export async function createConversation(page: Page, subject?: string, level?: string) {
  await page
    .getByRole('button', { name: /Nueva Conversación|New Chat|Comenzar nueva conversación/ })
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

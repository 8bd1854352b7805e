import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { serviceClient } from './admin-support';
import { drawPng } from './chat-support';
import { signUpNewStudent, submitSignIn } from './support/auth';
import { ANON_KEY, STACK_URL } from './support/env';
import { screenshot } from './support/screenshots';

/** The signed-in page's access token and user id, from supabase-js's stored session. */
async function session(page: Page): Promise<{ token: string; userId: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    const value = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
      access_token?: string;
      user?: { id?: string };
    };
    return { token: value.access_token ?? '', userId: value.user?.id ?? '' };
  });
}

test.describe('Data rights', () => {
  test('a student downloads their data, then deletes the account and everything in it', async ({
    page,
    request,
  }) => {
    const student = await signUpNewStudent(page);
    const { token, userId } = await session(page);
    expect(userId).not.toBe('');
    const asStudent = {
      apikey: ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    };

    // Data to download and delete: a conversation with a message (over REST, as the student)
    // and an avatar (through the profile screen).
    const created = await request.post(`${STACK_URL}/rest/v1/conversations`, {
      headers: asStudent,
      data: { user_id: userId, title: 'Fracciones' },
    });
    expect(created.status()).toBe(201);
    const [conversation] = (await created.json()) as Array<{ id: string }>;
    const message = await request.post(`${STACK_URL}/rest/v1/messages`, {
      headers: asStudent,
      data: { conversation_id: conversation!.id, role: 'user', content: '¿Cómo sumo 1/2 + 1/3?' },
    });
    expect(message.status()).toBe(201);
    await page.goto('/profile');
    await page.getByTestId('avatar-input').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: await drawPng(page, 64, 64),
    });
    await expect(page.getByRole('status').filter({ hasText: '✅' })).toHaveText(
      '✅ Foto de perfil actualizada',
    );

    // Descargar mis datos.
    await page.getByRole('tab', { name: 'Mis datos' }).click();
    await expect(page.getByRole('heading', { name: 'Descargar mis datos' })).toBeVisible();
    await screenshot(page, 'my-data');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'my-data-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar mis datos' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mis-datos-tutor-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      account: { id: string; email: string; profile: { name: string } };
      conversations: Array<{ id: string; title: string; messages: Array<{ content: string }> }>;
      files: Array<{ bucket: string; path: string; signed_url: string }>;
    };
    expect(data.account).toMatchObject({ id: userId, email: student.email });
    expect(data.account.profile.name).toBe(student.name);
    expect(data.conversations.map((c) => [c.title, c.messages.map((m) => m.content)])).toEqual([
      ['Fracciones', ['¿Cómo sumo 1/2 + 1/3?']],
    ]);
    expect(data.files.map((f) => f.bucket)).toEqual(['avatars']);
    const file = await request.get(data.files[0]!.signed_url);
    expect(file.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: '✅' })).toHaveText(
      '✅ Tus datos se descargaron',
    );

    // Eliminar mi cuenta: the wrong password is refused and nothing is lost.
    await page.getByLabel('Tu contraseña').fill('no-es-esta');
    await page.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'contraseña' })).toHaveText(
      '❌ Error: La contraseña no es correcta.',
    );
    await screenshot(page, 'my-data-wrong-password');
    await expect(page.getByLabel('Tu contraseña')).toHaveValue('no-es-esta');

    await page.getByLabel('Tu contraseña').fill(student.password);
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    // One notice mechanism: the query, which survives a reload and needs no session.
    await expect(page).toHaveURL(/\/auth\?cuenta=eliminada$/);
    const notice = page.getByRole('status').filter({ hasText: 'Tu cuenta y todos tus datos' });
    await expect(notice).toHaveText(
      'Tu cuenta y todos tus datos se eliminaron. Gracias por aprender con Tutor; puedes crear una cuenta nueva cuando quieras.',
    );
    await page.reload();
    await expect(notice).toBeVisible();

    // Gone: no rows, no objects, and the account cannot sign in.
    const service = serviceClient();
    const rows = await service.from('conversations').select('id').eq('user_id', userId);
    expect(rows.data).toEqual([]);
    for (const bucket of ['avatars', 'chat-images']) {
      const listed = await service.storage.from(bucket).list(userId);
      expect(listed.data).toEqual([]);
    }
    await submitSignIn(page, student.email, student.password);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?cuenta=eliminada$/);
  });

  test('the privacy page is public and linked from /auth', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Privacidad' }).click();
    await expect(page).toHaveURL(/\/privacidad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
    for (const heading of [
      'Qué guardamos',
      'Quién lo ve',
      'Cuánto tiempo lo guardamos',
      'Cómo descargar o borrar tus datos',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await screenshot(page, 'privacy');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'privacy-dark');
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

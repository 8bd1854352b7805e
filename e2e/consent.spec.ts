import { expect, test, type Page } from '@playwright/test';

import { localDay } from '../supabase/functions/_shared/time/time-zone.ts';

import { signedInClient } from './admin-support';
import { newStudent, startSignUp } from './support/auth';
import { seriousAxe } from './support/axe';
import { STACK_URL, WEB_URL } from './support/env';
import { linkInMail } from './support/mailbox';
import { screenshot } from './support/screenshots';

/**
 * Self sign-up consent (docs/consent.md): a 12-year-old signs up, sees only the waiting screen,
 * the server refuses what the UI hides, the guardian's link arrives in the local mailbox, the
 * guardian accepts it signed out, and the student goes on to the chat. A reused and a made-up link
 * are refused. Each new screen: axe clean and screenshots at 1280 and 390 px, light and dark.
 */

/** Axe in light and dark, then screenshots of both (1280 and 390 px each). */
async function checkScreen(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    expect(await seriousAxe(page), `${name} (${scheme})`).toEqual([]);
    await screenshot(page, scheme === 'dark' ? `${name}-dark` : name);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a self sign-up aged 12 waits for consent; the guardian link in the local mailbox activates it once', async ({
  page,
  browser,
}) => {
  // Six screens, each checked and photographed four times.
  test.setTimeout(240_000);
  const thisYear = Number(localDay(new Date()).slice(0, 4));
  const student = newStudent({ birthYear: String(thisYear - 12) });
  const guardian = `familia-${student.email}`;

  // Sign-up asks the birth year, then the guardian's address.
  const f = await startSignUp(page, student);
  const guardianField = page.getByLabel('Correo de tu madre, padre o tutor legal');
  await expect(guardianField).toHaveCount(0);
  await f.birthYear.fill(student.birthYear);
  await expect(guardianField).toBeVisible();
  await expect(page.getByText(/Si este año cumples 14 años o menos/)).toBeVisible();
  await guardianField.fill(guardian);
  await checkScreen(page, 'consent-sign-up');
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();

  // Only the waiting screen, with the e-mail already sent.
  await expect(page.getByRole('heading', { name: 'Falta el permiso de tu familia' })).toBeVisible();
  await expect(page.getByText(`Le enviamos un correo a ${guardian}`)).toBeVisible();
  await expect(page.getByText(/tu cuenta se eliminará con todos sus datos/)).toBeVisible();
  await checkScreen(page, 'consent-waiting');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Falta el permiso de tu familia' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comenzar nueva conversación' })).toHaveCount(0);

  // What the UI hides, the server refuses: a conversation over REST, the tutor function.
  const kid = await signedInClient(student.email, student.password);
  const { data: me } = await kid.auth.getUser();
  const inserted = await kid.from('conversations').insert({ user_id: me.user!.id, title: 'x' });
  expect(inserted.error).toMatchObject({ code: '42501' });
  const token = (await kid.auth.getSession()).data.session!.access_token;
  const tutor = await fetch(`${STACK_URL}/functions/v1/tutor`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ conversation_id: crypto.randomUUID(), message: 'Hola' }),
  });
  expect(tutor.status).toBe(403);
  expect(await tutor.json()).toMatchObject({ code: 'consent_pending' });

  // Asking again at once is refused (one e-mail a minute); "Ya tengo permiso" still waits.
  await page.getByRole('button', { name: 'Reenviar el correo' }).click();
  await expect(page.getByRole('alert')).toContainText('Espera un minuto');
  await page.getByRole('button', { name: 'Ya tengo permiso' }).click();
  await expect(page.getByText('Todavía no hay permiso.')).toBeVisible();

  // The guardian, signed out in another browser, opens the link and accepts.
  const link = await linkInMail(guardian, /https?:\/\/\S+\/consentimiento\?token=[0-9a-f]{64}/);
  const parentContext = await browser.newContext({
    baseURL: WEB_URL,
    locale: 'es-ES',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
  });
  const parent = await parentContext.newPage();
  await parent.goto(link);
  await expect(parent.getByRole('heading', { name: 'Permiso para usar Tutor' })).toBeVisible();
  await expect(parent.getByText(`${student.name} ha creado una cuenta en Tutor`)).toBeVisible();
  await expect(
    parent.getByRole('link', { name: 'Leer la política de privacidad completa' }),
  ).toHaveAttribute('href', '/privacidad');
  await checkScreen(parent, 'consent-guardian');
  await parent.getByRole('button', { name: 'Doy mi permiso' }).click();
  await expect(parent.getByRole('heading', { name: 'Permiso dado' })).toBeVisible();
  await checkScreen(parent, 'consent-guardian-accepted');

  // The same link again: already used, nothing to accept.
  await parent.goto(link);
  await expect(parent.getByRole('heading', { name: 'Este enlace ya se usó' })).toBeVisible();
  await expect(parent.getByRole('button', { name: 'Doy mi permiso' })).toHaveCount(0);
  await checkScreen(parent, 'consent-guardian-used');

  // A made-up token: not valid.
  await parent.goto(`/consentimiento?token=${'0'.repeat(64)}`);
  await expect(parent.getByRole('heading', { name: 'Este enlace no es válido' })).toBeVisible();
  await checkScreen(parent, 'consent-guardian-unknown');
  await parentContext.close();

  // The student goes on: the chat opens, and the server now lets them start a conversation.
  await page.getByRole('button', { name: 'Ya tengo permiso' }).click();
  await expect(page.getByRole('heading', { name: 'Falta el permiso de tu familia' })).toHaveCount(
    0,
  );
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: 'Comenzar nueva conversación' }).first(),
  ).toBeVisible();
  const started = await kid.rpc('start_conversation', {
    subject: null,
    grade_level: null,
    class_id: null,
  });
  expect(started.error).toBeNull();
});

import { expect, test } from '@playwright/test';

import { signedInClient } from './admin-support';
import { composer, createConversation } from './chat-support';
import { signIn } from './support/auth';
import { expectNoSeriousAxe } from './support/axe';
import { answerConfirm } from './support/confirm';
import { screenshot, screenshotsLightAndDark } from './support/screenshots';

/** The seeded Profesora (supabase/seed): a teacher of the demo classes. */
const TEACHER = { email: 'profesora@tutor.local', password: 'estudiante123' };

test('a teacher creates three class accounts and prints their cards; a student signs in with a card on a phone and chats', async ({
  browser,
}) => {
  // Two people, a tutor turn, many screenshots and axe runs on a shared 2-core machine.
  test.setTimeout(480_000);
  const teacherApi = await signedInClient(TEACHER.email, TEACHER.password);
  const className = `Cuentas ${Date.now().toString(36)}`;
  const made = await teacherApi.from('classes').insert({ name: className }).select('id').single();
  if (made.error) throw made.error;

  // The teacher: "Cuentas", a refused empty list, then three names.
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, TEACHER.email, TEACHER.password);
  await teacher.goto(`/profesor/clases/${made.data.id}?tab=cuentas`);
  await expect(teacher.getByText('Aún no hay cuentas de clase.')).toBeVisible();
  await teacher.getByRole('button', { name: 'Crear cuentas' }).click();
  await expect(teacher.getByText('Escribe al menos un nombre, uno por línea.')).toBeVisible();
  await teacher.getByLabel('Nombres (uno por línea)').fill('Lucía M.\nMateo G.\nSofía R.');
  await teacher.getByRole('button', { name: 'Crear cuentas' }).click();
  await expect(teacher.getByText('3 cuentas creadas. Imprime sus tarjetas.')).toBeVisible();
  await expect(teacher.getByRole('listitem').filter({ hasText: 'Mateo G.' })).toBeVisible();
  const code = (await teacher.getByTestId('login-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expectNoSeriousAxe(teacher);
  await screenshotsLightAndDark(teacher, 'class-accounts-tab');

  // The print view: one card per student, each with the code, the name, the secret and a QR.
  await teacher.getByTestId('print-cards-link').click();
  const cards = teacher.getByTestId('login-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.locator('svg')).toHaveCount(3);
  await expect(cards.first()).toContainText(code);
  await expectNoSeriousAxe(teacher);
  await screenshotsLightAndDark(teacher, 'class-cards-print');
  await teacher.emulateMedia({ media: 'print' });
  await screenshot(teacher, 'class-cards-print-media');
  await teacher.emulateMedia({ media: 'screen' });
  const mateo = cards.filter({ hasText: 'Mateo G.' });
  const secret = (await mateo.locator('span.font-mono').nth(1).textContent())!.trim();
  expect(secret.split(' ')).toHaveLength(3);

  // The student on a 390 px phone: "Entrar con mi clase", a wrong secret refused, then the right one.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await phone.goto('/auth');
  await phone.getByRole('button', { name: 'Entrar con mi clase' }).click();
  await phone.getByLabel('Código de la clase').fill(code.toLowerCase());
  await screenshotsLightAndDark(phone, 'class-sign-in-code');
  await phone.getByRole('button', { name: 'Continuar' }).click();
  await phone.getByRole('radio', { name: 'Mateo G.' }).check();
  await phone.getByLabel('Tu clave (las tres palabras de tu tarjeta)').fill('gato gato gato');
  await phone.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(
    phone.getByText('El código, el nombre o la clave no son correctos. Revisa tu tarjeta.'),
  ).toBeVisible();
  await expect(phone.getByLabel('Tu clave (las tres palabras de tu tarjeta)')).toHaveValue(
    'gato gato gato',
  );
  await expectNoSeriousAxe(phone);
  await screenshotsLightAndDark(phone, 'class-sign-in-names');
  await phone.getByLabel('Tu clave (las tres palabras de tu tarjeta)').fill(secret.toUpperCase());
  await phone.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(phone).toHaveURL(/\/$/);

  // The demo tutor answers; the chat says it is an AI.
  await createConversation(phone);
  await composer(phone).fill('¿Qué es una fracción?');
  await composer(phone).press('Enter');
  await expect(phone.locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(phone.getByTestId('ai-notice')).toHaveText(
    /Estás hablando con una IA, no con una persona/,
  );
  await screenshotsLightAndDark(phone, 'class-account-chat');
  // The synthetic address is nowhere on the page.
  expect(await phone.locator('body').innerText()).not.toMatch(/clase\.tutor\.invalid/);

  // The teacher sees the sign-in.
  await teacher.goto(`/profesor/clases/${made.data.id}?tab=cuentas`);
  await expect(
    teacher
      .getByRole('listitem')
      .filter({ hasText: 'Mateo G.' })
      .getByText(/Última entrada: \d/),
  ).toBeVisible();

  // Deleting an account asks first (the app's confirmation, saying what goes), then says so.
  await teacher.getByRole('button', { name: 'Eliminar la cuenta de Sofía R.' }).click();
  await expect(teacher.getByRole('alertdialog', { name: 'Eliminar la cuenta' })).toContainText(
    'Se eliminarán la cuenta de Sofía R. y todo lo suyo',
  );
  await screenshotsLightAndDark(teacher, 'class-account-remove', () => expectNoSeriousAxe(teacher));
  await answerConfirm(teacher, 'Eliminar la cuenta', 'Eliminar la cuenta');
  await expect(
    teacher.getByText('Se eliminó la cuenta de Sofía R.', { exact: true }),
  ).toBeVisible();
  await expect(teacher.getByRole('listitem').filter({ hasText: 'Sofía R.' })).toHaveCount(0);
  await expect(teacher.getByRole('listitem').filter({ hasText: 'Mateo G.' })).toBeVisible();
});

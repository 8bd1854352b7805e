import { expect, test } from '@playwright/test';

import { authFields, newStudent, signIn, signUpNewStudent, submitSignIn } from './support/auth';
import { seeded } from './support/env';
import { screenshot } from './support/screenshots';

test.describe('sign-in and sign-up', () => {
  test('the sign-in screen shows the tagline, info card, note and credit link', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Tutor', level: 1 })).toBeVisible();
    await expect(page.getByText('Tu asistente personal de tareas')).toBeVisible();
    await expect(
      page.getByText('Aprende de forma inteligente, no solo copies respuestas'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gratis y hecho para aprender' })).toBeVisible();
    await expect(page.getByText(/puede haber interrupciones ocasionales/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'nuestro equipo' })).toHaveAttribute(
      'href',
      'https://github.com/',
    );
    await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screenshot(page, 'auth-sign-in');

    await page.getByRole('button', { name: 'Regístrate' }).click();
    await expect(page.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(authFields(page).level).toHaveValue('');
    await expect(authFields(page).level.locator('option:checked')).toHaveText(
      'Selecciona tu nivel',
    );
    await screenshot(page, 'auth-sign-up');
  });

  test('a new student signs up and lands on /', async ({ page }) => {
    const student = await signUpNewStudent(page);
    await expect(page).toHaveURL(/\/$/);
    // The session is real: reloading keeps the student signed in (no trip back to /auth).
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
    await expect(page.getByLabel('Nombre completo')).toHaveValue(student.name);
    await expect(page.getByLabel('Nivel educativo')).toHaveValue(student.gradeLevel);
  });

  test('signing out returns to /auth and protects the app again', async ({ page }) => {
    await signUpNewStudent(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a wrong password shows it in Spanish, not in English, cleared on the next submit', async ({
    page,
  }) => {
    await page.goto('/auth');
    await submitSignIn(page, seeded.ana.email, 'no-es-la-clave');
    const error = page.getByRole('alert');
    await expect(error).toHaveText('Correo o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/auth$/);
    await screenshot(page, 'auth-wrong-password');

    await authFields(page).password.fill(seeded.ana.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('validation errors are shown in Spanish and nothing is sent', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/v1/')) requests.push(r.url());
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
    await expect(authFields(page).email).toBeFocused();

    await authFields(page).email.fill('ana-sin-arroba');
    await authFields(page).password.fill('123');
    await expect(page.getByText('Ingresa un correo electrónico válido')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();

    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(page.getByText('Selecciona tu nivel educativo')).toBeVisible();
    await expect(page.getByText('Escribe tu año de nacimiento')).toBeVisible();
    await screenshot(page, 'auth-validation');
    expect(requests).toEqual([]);
  });

  test('a signed-in visit to /auth goes to /', async ({ page }) => {
    const student = newStudent();
    await signUpNewStudent(page, student);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toHaveCount(0);
  });

  test('anonymous visits to /profile and unknown paths go to /auth', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/no-existe');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a seeded student signs in', async ({ page }) => {
    await signIn(page, seeded.luis.email, seeded.luis.password);
    await expect(page).toHaveURL(/\/$/);
  });
});

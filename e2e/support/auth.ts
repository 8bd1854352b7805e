import { expect, type Page } from '@playwright/test';

export interface Student {
  name: string;
  email: string;
  password: string;
  gradeLevel: 'Primaria' | 'Secundaria' | 'Preparatoria' | 'Universidad';
  /** Four digits; an adult's by default (no guardian's consent asked). */
  birthYear: string;
}

let counter = 0;

/** A student nobody else uses: specs never share accounts. */
export function newStudent(overrides: Partial<Student> = {}): Student {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    name: `Estudiante ${id}`,
    email: `e2e-${id}@tutor.local`,
    password: 'clave-segura-1',
    gradeLevel: 'Secundaria',
    birthYear: '1990',
    ...overrides,
  };
}

/** The sign-in / sign-up form's fields, found by their labels. */
export function authFields(page: Page) {
  return {
    name: page.getByLabel('Nombre', { exact: true }),
    email: page.getByLabel('Correo electrónico'),
    password: page.getByLabel('Contraseña', { exact: true }),
    level: page.getByLabel('Nivel educativo'),
    birthYear: page.getByLabel('Año de nacimiento'),
  };
}

/**
 * Opens the sign-up tab of /auth and fills the student's name, e-mail, password and level; the
 * birth year (which may ask for a guardian) and the submit are the caller's. Returns the fields.
 */
export async function startSignUp(page: Page, student: Student) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  const f = authFields(page);
  await f.name.fill(student.name);
  await f.email.fill(student.email);
  await f.password.fill(student.password);
  await f.level.selectOption(student.gradeLevel);
  return f;
}

/** Signs up through the UI and waits for the chat home. */
export async function signUpNewStudent(page: Page, overrides: Partial<Student> = {}) {
  const student = newStudent(overrides);
  const f = await startSignUp(page, student);
  await f.birthYear.fill(student.birthYear);
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);
  return student;
}

/** Fills the sign-in form on the page open now and sends it; where it leads is the caller's. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const f = authFields(page);
  await f.email.fill(email);
  await f.password.fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Signs in through the UI (from /auth) and waits for the chat home. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
}

import { expect, type Locator, type Page, test } from '@playwright/test';

import {
  adminListRows,
  ADMIN_RPCS,
  createStudent,
  expectedDashboard,
  readAll,
  readNumber,
  signedInClient,
  signInAsAdmin,
  statValue,
  type Msg,
} from './admin-support';
import { signIn } from './support/auth';
import { answerConfirm, toast } from './support/confirm';
import { screenshot } from './support/screenshots';

/**
 * "Hacer admin" (or "Quitar admin") on the user's row, confirmed: the row then offers the opposite
 * and names the role, and the user, signed in again, carries the mirrored flag and may (or may not)
 * call an admin RPC.
 */
async function setAdminRole(
  page: Page,
  row: Locator,
  user: { email: string; password: string },
  admin: boolean,
) {
  const [button, confirm, after, role] = admin
    ? [/Hacer admin/, 'otorgar', /Quitar admin/, 'Administrador']
    : [/Quitar admin/, 'quitar', /Hacer admin/, 'Estudiante'];
  await row.getByRole('button', { name: button }).click();
  await answerConfirm(page, `¿Estás seguro de ${confirm} permisos de admin a este usuario?`);
  await expect(row.getByRole('button', { name: after })).toBeVisible();
  await expect(row).toContainText(role);
  const client = await signedInClient(user.email, user.password);
  expect((await client.auth.getUser()).data.user?.user_metadata.is_admin).toBe(admin);
  const { error } = await client.rpc('get_admin_stats').single();
  if (admin) expect(error).toBeNull();
  else expect(error?.code).toBe('42501');
}

test.describe('admin guards and server refusals', () => {
  test('a student visiting /admin (and /admin/analytics) lands on /', async ({ page }) => {
    const student = await createStudent('guard');
    await signIn(page, student.email, student.password);
    for (const path of ['/admin', '/admin/users', '/admin/analytics', '/admin/announcements']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    await expect(page.getByRole('navigation', { name: 'Panel de Admin' })).toHaveCount(0);
  });

  test('an anonymous visitor of /admin and /admin/analytics lands on /auth', async ({ page }) => {
    for (const path of ['/admin', '/admin/analytics']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('a student calling every admin RPC through supabase-js is refused with 42501', async () => {
    const student = await createStudent('rpc');
    for (const [name, args] of ADMIN_RPCS) {
      const { data, error } = await student.client.rpc(name, args);
      expect(error?.code, name).toBe('42501');
      expect(data, name).toBeNull();
    }
    // Writing announcements is refused too, whatever the client does.
    const insert = await student.client
      .from('announcements')
      .insert({ title: 'x', message: 'y' })
      .select();
    expect(insert.error).not.toBeNull();
    expect(insert.data).toBeNull();
  });
});

test.describe('admin area', () => {
  test('the dashboard shows the figures the seed implies', async ({ page }) => {
    await signInAsAdmin(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
    await expect(page.getByTestId('usage-chart')).toBeVisible();

    // Other specs may add rows meanwhile: recompute and reload until both sides agree.
    await expect(async () => {
      const expected = await expectedDashboard();
      await page.reload();
      const stat = (label: string) => statValue(page, 'admin-stats', label);
      await expect(stat('Conversaciones')).toHaveText(String(expected.total_conversations));
      await expect(stat('Mensajes')).toHaveText(String(expected.total_messages));
      await expect(stat('Activos (7 días)')).toHaveText(String(expected.active_users_7days));
      expect(readNumber(await stat('Mensajes por conversación').innerText())).toBe(
        expected.avg_messages_per_conversation,
      );
      const cards = page.getByTestId('admin-stats');
      await expect(cards).toContainText(`+${expected.conversations_today} hoy`);
      await expect(cards).toContainText(`+${expected.messages_today} hoy`);

      const usageRows = page.getByTestId('usage-table').locator('tbody tr');
      await expect(usageRows).toHaveCount(7);
      const shown = await usageRows.evaluateAll((rows) =>
        rows.map((r) => [...r.children].map((c) => c.textContent)),
      );
      expect(shown).toEqual(
        expected.usage.map((d) => [d.day, String(d.conversations), String(d.messages)]),
      );

      // Top 5 subjects (of the 10 computed): each shown count is the subject's real count,
      // and the counts are the 5 largest.
      const subjects = page.getByTestId('top-subjects').locator('li');
      const top = [...expected.subjects.values()].sort((a, b) => b - a).slice(0, 5);
      await expect(subjects).toHaveCount(top.length);
      const pairs = await subjects.evaluateAll((items) =>
        items.map((li) => [...li.querySelectorAll('span')].map((s) => s.textContent ?? '')),
      );
      expect(pairs.map(([, n]) => Number(n))).toEqual(top);
      for (const [name, n] of pairs) expect(expected.subjects.get(name!)).toBe(Number(n));

      const levels = await page
        .getByTestId('levels')
        .locator('li')
        .evaluateAll((items) =>
          items.map((li) => [...li.querySelectorAll('span')].map((s) => s.textContent ?? '')),
        );
      expect(new Map(levels.map(([name, n]) => [name!, Number(n)]))).toEqual(expected.levels);
    }).toPass({ timeout: 30_000 });

    // The users total and today come from get_users_list (auth.users is not exposed over REST).
    const admin = await signedInClient('admin@tutor.local', 'admin123456');
    const { data: users } = await admin.rpc('get_users_list', { page_num: 1, page_size: 100 });
    expect(
      Number(await statValue(page, 'admin-stats', 'Usuarios totales').innerText()),
    ).toBeGreaterThanOrEqual((users as unknown[]).length);
    await screenshot(page, 'admin-dashboard');
  });

  test('users: search resets to page 1, pages of 20, empty text', async ({ page }) => {
    // Enough users for a second page whatever else the seed holds.
    for (let i = 0; i < 21; i += 1) await createStudent('paging');
    await signInAsAdmin(page, '/admin/users');
    const rows = page.getByTestId('user-row');
    const next = page.getByRole('button', { name: 'Siguiente' });
    const previous = page.getByRole('button', { name: 'Anterior' });

    await expect(rows).toHaveCount(20);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByTestId('users-page')).toHaveText('Página 2');
    await expect(previous).toBeEnabled();
    await screenshot(page, 'admin-users-page-2');

    // Searching from page 2 goes back to page 1.
    await page.getByLabel('Buscar por nombre o e-mail').fill('ANA@tutor');
    await expect(page.getByTestId('users-page')).toHaveText('Página 1');
    await expect(rows).toHaveCount(1);
    const ana = rows.first();
    await expect(ana).toContainText('ana@tutor.local');
    await expect(ana).toContainText('Estudiante');
    await expect(next).toBeDisabled();
    // es-ES date and time: dd/mm/yyyy, hh:mm
    await expect(ana).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);

    await page.getByLabel('Buscar por nombre o e-mail').fill('admin@tutor');
    await expect(rows.first()).toContainText('Administrador');

    await page.getByLabel('Buscar por nombre o e-mail').fill('nadie-se-llama-asi');
    await expect(page.getByText('No se encontraron usuarios')).toBeVisible();
    await expect(rows).toHaveCount(0);

    await page.getByLabel('Buscar por nombre o e-mail').fill('');
    await expect(rows).toHaveCount(20);
    // On a phone the wide table scrolls inside its card; the page itself never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'admin-users');
  });

  test('grant then revoke admin on a fresh student', async ({ page, browser }) => {
    const student = await createStudent('promote');
    await signInAsAdmin(page, '/admin/users');
    const search = page.getByLabel('Buscar por nombre o e-mail');
    await search.fill(student.email);
    const row = page.getByTestId('user-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Estudiante');

    // A dismissed confirmation changes nothing.
    await row.getByRole('button', { name: /Hacer admin/ }).click();
    await answerConfirm(page, '¿Estás seguro de otorgar permisos de admin a este usuario?', false);
    await expect(row).toContainText('Estudiante');

    // The student, signed in again, carries the mirrored flag and may open the admin area.
    await setAdminRole(page, row, student, true);
    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await signIn(studentPage, student.email, student.password);
    await expect(studentPage.getByRole('link', { name: 'Panel de Admin' })).toBeVisible();
    await studentPage.goto('/admin');
    await expect(studentPage.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();

    await setAdminRole(page, row, student, false);
    await studentContext.clearCookies();
    await studentPage.evaluate(() => localStorage.clear());
    await signIn(studentPage, student.email, student.password);
    await expect(studentPage.getByRole('link', { name: 'Panel de Admin' })).toHaveCount(0);
    await studentPage.goto('/admin');
    await expect(studentPage).toHaveURL(/\/$/);
    await studentContext.close();
  });

  test('a failed role change alerts and the list reloads', async ({ page }) => {
    const row = (await adminListRows(page, '/admin/users', 'user-row')).first();
    // Make the server refuse this one call.
    await page.route('**/rest/v1/rpc/set_user_admin_role', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: '42501', message: 'forbidden' }),
      }),
    );
    const before = (await row.textContent()) ?? '';
    const reloaded = page.waitForRequest('**/rest/v1/rpc/get_users_list');
    await row.getByRole('button', { name: /admin/i }).click();
    await answerConfirm(page, /^¿Estás seguro de (otorgar|quitar) permisos de admin/);
    await reloaded;
    await expect(toast(page, 'Error al actualizar el rol de admin')).toBeVisible();
    await expect(row).toHaveText(before);
  });

  test('removing the last administrator: the database refusal reads as its own Spanish reason', async ({
    page,
  }) => {
    const row = (await adminListRows(page, '/admin/users', 'user-row')).first();
    // set_user_admin_role's refusal as PostgREST sends it (supabase/tests/rls/admin-authority.test.ts
    // proves the database answers it; the shared e2e stack always has more than one admin).
    await page.route('**/rest/v1/rpc/set_user_admin_role', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '22023',
          message: 'invalid argument: cannot remove the last administrator',
          details: null,
          hint: null,
        }),
      }),
    );
    await row.getByRole('button', { name: /admin/i }).click();
    await answerConfirm(page, /^¿Estás seguro de (otorgar|quitar) permisos de admin/);
    await expect(
      toast(
        page,
        'Error al actualizar el rol de admin: es el único administrador. Nombra antes a otra persona administradora y vuelve a intentarlo.',
      ),
    ).toBeVisible();
  });

  test('activity lists the last 100 user messages, newest first', async ({ page }) => {
    await signInAsAdmin(page, '/admin/activity');
    const userMessages = (
      await readAll<Msg>('messages', 'id,conversation_id,role,created_at')
    ).filter((m) => m.role === 'user');
    const rows = page.getByTestId('activity-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(Math.min(100, userMessages.length));
    expect(await rows.count()).toBeLessThanOrEqual(100);
    await expect(rows.first()).toContainText('@tutor.local');
    await screenshot(page, 'admin-activity');
  });

  test('the sidebar navigates and collapses into a drawer on a phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin');
    const nav = page.getByRole('navigation', { name: 'Panel de Admin' });
    for (const [name, path] of [
      ['Usuarios', '/admin/users'],
      ['Actividad', '/admin/activity'],
      ['Analíticas', '/admin/analytics'],
      ['Anuncios', '/admin/announcements'],
      ['Inicio', '/admin'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('#admin-drawer');
    await expect(drawer.getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/admin-drawer-390.png' });
    await drawer.getByRole('link', { name: 'Usuarios' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await drawer.getByRole('link', { name: 'Volver al chat' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

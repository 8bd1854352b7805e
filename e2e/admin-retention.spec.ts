import { expect, test } from '@playwright/test';

import {
  anonClient,
  createStudent,
  serviceClient,
  signInAsAdmin,
  signedInClient,
} from './admin-support';
import { signIn } from './support/auth';
import { seriousAxe } from './support/axe';
import { seeded } from './support/env';
import { screenshotsLightAndDark } from './support/screenshots';

interface Due {
  due_now: number;
  due_soon: number;
  next_at: string | null;
  waiting: number;
}
type Overview = Record<'conversations' | 'accounts' | 'alerts', Due> & { last_run: unknown };

async function overview(): Promise<Overview> {
  const admin = await signedInClient(seeded.admin.email, seeded.admin.password);
  const { data, error } = await admin.rpc('get_retention_overview');
  if (error) throw error;
  return data as Overview;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

test.describe('Conservación de datos', () => {
  test('the admin sees the periods and what the next run deletes; the run deletes it', async ({
    page,
  }) => {
    const before = await overview();
    const student = await createStudent('retention-e2e');
    const service = serviceClient();
    // The service role keeps the dates it writes: a conversation untouched for 400 days (due at
    // the next run) and one for 350 days (due within the next 30 days).
    const { data: rows, error } = await service
      .from('conversations')
      .insert([
        { user_id: student.id, title: 'Olvidada', created_at: daysAgo(400) },
        { user_id: student.id, title: 'Casi olvidada', created_at: daysAgo(350) },
      ])
      .select('id, title');
    expect(error).toBeNull();
    const after = await overview();
    expect(after.conversations.due_now).toBe(before.conversations.due_now + 1);
    expect(after.conversations.due_soon).toBe(before.conversations.due_soon + 1);

    await signInAsAdmin(page, '/admin/retention');
    await expect(page).toHaveTitle('Conservación de datos · Panel de Admin · Tutor IA');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conservación de datos' }),
    ).toBeVisible();
    const periods = page.getByTestId('periods');
    await expect(periods).toContainText(
      'Se borran 365 días después de su último mensaje, con sus mensajes e imágenes.',
    );
    await expect(periods).toContainText('Se borran tras 2 años sin iniciar sesión ni escribir');
    await expect(periods).toContainText('Se borran un año después de resolverse');

    const card = page.getByTestId('retention-due').filter({ hasText: 'Conversaciones' });
    const figure = (label: string) =>
      card
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(figure('En la próxima ejecución')).toHaveText(String(after.conversations.due_now));
    await expect(figure('En los próximos 30 días')).toHaveText(
      String(after.conversations.due_soon),
    );
    // The stack's timer ran once at start.
    await expect(page.getByTestId('last-run')).toContainText('Borrado: conversaciones');
    await screenshotsLightAndDark(page, 'admin-retention', async () => {
      expect(await seriousAxe(page)).toEqual([]);
    });

    // The run (as the local timer and the hosted runner call it) deletes exactly the due one.
    const { data: counts, error: runError } = await service.rpc('run_retention');
    expect(runError).toBeNull();
    expect(counts).toMatchObject({ conversations: after.conversations.due_now });
    const { data: left } = await service
      .from('conversations')
      .select('title')
      .eq('user_id', student.id);
    expect(left).toEqual([{ title: 'Casi olvidada' }]);
    expect(rows).toHaveLength(2);

    await page.reload();
    await expect(figure('En la próxima ejecución')).toHaveText('0');
    await expect(page.getByTestId('last-run')).toContainText(
      `Borrado: conversaciones ${after.conversations.due_now}, cuentas`,
    );
  });

  test('students and visitors are refused (teachers: the database tests)', async ({ page }) => {
    const student = await createStudent('retention-refused');
    const asStudent = await student.client.rpc('get_retention_overview');
    expect(asStudent.error?.code).toBe('42501');
    const asVisitor = await anonClient().rpc('get_retention_overview');
    expect(asVisitor.error).not.toBeNull();
    expect(asVisitor.data).toBeNull();
    const run = await student.client.rpc('run_retention');
    expect(run.error).not.toBeNull();

    await signIn(page, student.email, student.password);
    await page.goto('/admin/retention');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Conservación de datos')).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';

import { screenshot } from './support/screenshots';

test.describe('announcements on the sign-in screen', () => {
  test('seeded login announcements show by priority; only the active, unexpired ones', async ({
    page,
  }) => {
    await page.goto('/auth');
    const region = page.getByRole('region', { name: 'Anuncios' });
    await expect(region.getByRole('article')).toHaveCount(2, { timeout: 20_000 });
    await expect(region.getByRole('heading')).toHaveText([
      'Bienvenido a Tutor',
      'Nueva función: sube fotos de tus ejercicios',
    ]);
    // Expired ('Semana de exámenes'), inactive ('Encuesta') and chat-only ones are not shown.
    await expect(page.getByText('Semana de exámenes')).toHaveCount(0);
    await expect(page.getByText('Encuesta de satisfacción')).toHaveCount(0);
    await expect(page.getByText('Mantenimiento programado')).toHaveCount(0);
    const link = region.getByRole('link', { name: '¿Qué es el método socrático?' });
    await expect(link).toHaveAttribute('target', '_blank');
    await screenshot(page, 'announcements-login');
  });

  test('a dismissal survives a reload; the always-visible one cannot be dismissed', async ({
    page,
  }) => {
    await page.goto('/auth');
    const welcome = page.getByRole('article', { name: 'Bienvenido a Tutor' });
    const feature = page.getByRole('article', {
      name: 'Nueva función: sube fotos de tus ejercicios',
    });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Cerrar anuncio' })).toHaveCount(0);

    await feature.getByRole('button', { name: 'Cerrar anuncio' }).click();
    await expect(feature).toHaveCount(0);
    const stored = await page.evaluate(() => localStorage.getItem('dismissed_announcements'));
    expect(JSON.parse(stored ?? '[]')).toEqual(['d0000000-0000-4000-8000-000000000002']);

    await page.reload();
    await expect(welcome).toBeVisible();
    await expect(feature).toHaveCount(0);
    await screenshot(page, 'announcements-dismissed');
  });
});

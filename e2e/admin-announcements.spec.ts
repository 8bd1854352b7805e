import { expect, test } from '@playwright/test';

import { adminListRows, signInAsAdmin } from './admin-support';
import { answerConfirm } from './support/confirm';
import { screenshot } from './support/screenshots';

test.describe('admin announcements', () => {
  test('the list is ordered by priority then newest, with the empty form defaults', async ({
    page,
  }) => {
    const rows = await adminListRows(page, '/admin/announcements', 'announcement-row');
    const priorities = await rows.evaluateAll((items) =>
      items.map((li) => Number(/Prioridad (\d+)/.exec(li.textContent ?? '')?.[1])),
    );
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    await expect(page.getByText('Expirado').first()).toBeVisible();
    await expect(page.getByText('Inactivo').first()).toBeVisible();
    await screenshot(page, 'admin-announcements');

    await page.getByRole('button', { name: 'Nuevo anuncio' }).click();
    const form = page.getByRole('form', { name: 'Crear anuncio' });
    await expect(form.getByRole('switch', { name: 'Mostrar en inicio de sesión' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Mostrar en el chat' })).not.toBeChecked();
    await expect(form.getByRole('switch', { name: 'Se puede cerrar' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Siempre visible' })).not.toBeChecked();
    await expect(form.getByRole('switch', { name: 'Activo' })).toBeChecked();
    await expect(form.getByLabel('Prioridad (0–100)')).toHaveValue('0');
    await expect(form.getByRole('radio')).toHaveCount(14);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El título y el mensaje son obligatorios')).toBeVisible();
    await form.getByLabel('Título').fill('x');
    await form.getByLabel('Mensaje').fill('y');
    await form.getByLabel('URL del botón').fill('no es una url');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La URL del botón no es válida')).toBeVisible();
  });

  test('a login announcement reaches an anonymous visitor until it is deactivated', async ({
    page,
    browser,
  }) => {
    const title = `Aviso e2e ${Date.now().toString(36)}`;
    await signInAsAdmin(page, '/admin/announcements');
    await page.getByRole('button', { name: 'Nuevo anuncio' }).click();
    const form = page.getByRole('form', { name: 'Crear anuncio' });
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Mensaje').fill('Mañana habrá sesión de repaso de álgebra.');
    await form.getByLabel('Tipo').selectOption('success');
    await form.getByRole('radio', { name: '🎓' }).click();
    await form.getByLabel('Texto del botón').fill('Ver más');
    await form.getByLabel('URL del botón').fill('https://example.org/repaso');
    await form.getByLabel('Prioridad (0–100)').fill('100');

    const preview = page.getByTestId('announcement-preview');
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Ver más' })).toBeVisible();
    await expect(preview.getByRole('article')).toHaveAttribute('data-tone', 'success');
    await screenshot(page, 'admin-announcements-form');

    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Anuncio creado exitosamente')).toBeVisible();
    const row = page.getByTestId('announcement-row').filter({ hasText: title });
    await expect(row).toContainText('Prioridad 100');
    await expect(page.getByTestId('announcement-row').first()).toContainText(title);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/auth');
    await expect(visitor.getByRole('article', { name: title })).toBeVisible();

    await row.getByRole('button', { name: `Desactivar: ${title}` }).click();
    await expect(page.getByText('Anuncio desactivado')).toBeVisible();
    await expect(row).toContainText('Inactivo');

    await visitor.reload();
    await expect(visitor.getByRole('region', { name: 'Anuncios' }).first()).toBeVisible();
    await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);
    await visitorContext.close();

    await row.getByRole('button', { name: `Activar: ${title}` }).click();
    await expect(page.getByText('Anuncio activado')).toBeVisible();
    await row.getByRole('button', { name: `Desactivar: ${title}` }).click();
    await expect(page.getByText('Anuncio desactivado')).toBeVisible();

    // Edit: prefilled, expires_at trimmed to minutes, saved.
    await row.getByRole('button', { name: `Editar: ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Editar anuncio' });
    await expect(edit.getByLabel('Título')).toHaveValue(title);
    await edit.getByLabel('Expira el').fill('2030-12-24T18:30');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Anuncio actualizado exitosamente')).toBeVisible();
    await row.getByRole('button', { name: `Editar: ${title}` }).click();
    await expect(
      page.getByRole('form', { name: 'Editar anuncio' }).getByLabel('Expira el'),
    ).toHaveValue('2030-12-24T18:30');
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await row.getByRole('button', { name: `Eliminar: ${title}` }).click();
    await answerConfirm(page, '¿Estás seguro de eliminar este anuncio?', 'Eliminar');
    await expect(page.getByText('Anuncio eliminado')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

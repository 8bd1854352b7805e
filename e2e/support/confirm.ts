import { expect, type Page } from '@playwright/test';

/**
 * Answers the app's confirmation dialog (askConfirm): checks its question, then presses its confirm
 * button (`accept`) or Cancelar. The browser's own confirm() is never used (lint forbids it).
 */
export async function answerConfirm(
  page: Page,
  question: string | RegExp,
  accept: boolean | string = true,
): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  if (accept === false) {
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  } else {
    const buttons = dialog.getByRole('button');
    await (
      typeof accept === 'string'
        ? dialog.getByRole('button', { name: accept, exact: true })
        : buttons.last()
    ).click();
  }
  await expect(dialog).toBeHidden();
}

/** The toast that says `text` (notify's). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}

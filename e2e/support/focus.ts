import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus (fails after `max` presses), then checks its focus ring. */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  await expectVisibleFocus(target);
}

/** The focused element matches :focus-visible and draws an outline (or a ring) around itself. */
export async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.outline || ring.shadow).toBe(true);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page's serious and critical violations, one line each (empty: none): of WCAG 2.1 A/AA, or of
 * every axe rule (best practices too) with `allRules`.
 */
export async function seriousAxe(page: Page, { allRules = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (!allRules) builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails on any serious or critical violation of any axe rule on the page as it is now. */
export async function expectNoSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxe(page, { allRules: true })).toEqual([]);
}

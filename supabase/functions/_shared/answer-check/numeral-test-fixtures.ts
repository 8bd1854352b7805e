/**
 * The two tables the tests of numbers in words share: a text read as one number of a value, and
 * the values of every number a text holds. One test per row, so each test file lists texts only.
 */
import { expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { tokenize } from './reveal-text.ts';

/** The numbers a text holds, as [text, value] pairs. */
export const numbers = (text: string) =>
  tokenize(text)
    .filter((t) => t.kind === 'num')
    .map((t) => [t.text, t.values[0]]);

/** Every row `[text, value]`: the text holds one number, equal to `value` to ten decimals. */
export function eachValue(rows: readonly [string, number][]): void {
  it.each(rows)('%j is %d', (text, value) => {
    const read = numbers(text);
    expect(read).toHaveLength(1);
    expect(read[0]![1]).toBeCloseTo(value, 10);
  });
}

/** Every row `[text, values]`: the numbers the text holds have those values, in order. */
export function eachHeld(rows: readonly [string, number[]][]): void {
  eachCase(
    '%j holds the numbers %j',
    (text: string) => numbers(text).map(([, v]) => v),
    rows,
    'toEqual',
  );
}

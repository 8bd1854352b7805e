/**
 * Table-driven tests for the pure rules (answer check, safety, eureka, the tutor's and the web's
 * small modules): one test per row, named from the row by `title` (Vitest's `it.each` format:
 * %s, %j…), asserting that the function given reads the row's arguments as the row's last value.
 * A test file lists its cases as data and writes the assertion once, here, instead of repeating
 * the same `it.each` body under every table.
 */
import { expect, it } from 'vitest';

/**
 * One test per row `[...args, expected]`: `read(...args)` is `expected`, compared with `toBe`
 * (the default) or, for arrays and objects, `toEqual`.
 */
export function eachCase<A extends unknown[], O>(
  title: string,
  read: (...args: A) => O,
  rows: readonly [...A, O][],
  compare: 'toBe' | 'toEqual' = 'toBe',
): void {
  it.each(rows as [...A, O][])(title, (...row: unknown[]) => {
    expect(read(...(row.slice(0, -1) as A)))[compare](row.at(-1));
  });
}

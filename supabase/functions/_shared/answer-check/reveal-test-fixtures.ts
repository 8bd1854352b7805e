/**
 * The answer check's two kinds of reply table: replies that do not state the answer (revealsAnswer
 * finds nothing) and replies that state it (revealsAnswer finds `found` of `answer`). One test per
 * reply, named from it by `title`, so each test file lists replies and writes the assertion once.
 */
import { expect, it } from 'vitest';

import { revealsAnswer } from './reveal.ts';

/** Every reply leaves the answer unstated: revealsAnswer(reply, key, context) is null. */
export function eachHidden(
  title: string,
  key: string[],
  context: string[],
  replies: readonly string[],
): void {
  it.each(replies)(title, (reply) => {
    expect(revealsAnswer(reply, key, context)).toBeNull();
  });
}

/** Every row `[reply, found]` states `answer`: revealsAnswer finds it as `found`. */
export function eachStated(
  title: string,
  key: string[],
  context: string[],
  answer: string,
  rows: readonly [string, string][],
): void {
  it.each(rows as [string, string][])(title, (reply, found) => {
    expect(revealsAnswer(reply, key, context)).toEqual({ answer, found });
  });
}

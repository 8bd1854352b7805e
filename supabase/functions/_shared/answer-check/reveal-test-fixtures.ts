/**
 * The answer check's kinds of reply table: replies that do not state the answer (revealsAnswer
 * finds nothing), replies that state it (revealsAnswer finds `found` of `answer`) and replies that
 * leak it in some form (revealsAnswer finds something). One test per reply, named from the reply by
 * `title`, so each test file lists replies only.
 */
import { expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { revealsAnswer } from './reveal.ts';

/** Every reply leaves the answer unstated: revealsAnswer(reply, key, context) is null. */
export function eachHidden(
  title: string,
  key: string[],
  context: string[],
  replies: readonly string[],
): void {
  const read = (reply: string) => revealsAnswer(reply, key, context);
  eachCase(
    title,
    read,
    replies.map((reply): [string, null] => [reply, null]),
  );
}

/** Every reply leaks the answer in some form: revealsAnswer(reply, key, context) is not null. */
export function eachLeaked(
  title: string,
  key: string[],
  context: string[],
  replies: readonly string[],
): void {
  it.each(replies)(title, (reply) => {
    expect(revealsAnswer(reply, key, context)).not.toBeNull();
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
  const read = (reply: string) => revealsAnswer(reply, key, context);
  eachCase(
    title,
    read,
    rows.map(([reply, found]): [string, { answer: string; found: string }] => [
      reply,
      { answer, found },
    ]),
    'toEqual',
  );
}

/**
 * The answer check's two kinds of reply table: replies that do not state the answer (revealsAnswer
 * finds nothing) and replies that state it (revealsAnswer finds `found` of `answer`). One test per
 * reply through eachCase, named from the reply by `title`, so each test file lists replies only.
 */
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

/**
 * The hint ladder in the turn (the rules are _shared/tutor/ladder.ts): the previous reply's
 * level read from the history, whether the student's new messages are an attempt, and the level
 * and instruction of this reply. A challenge's message starts a new task.
 */
import {
  type HintLevel,
  isAttempt,
  ladderInstruction,
  nextHintLevel,
} from '../_shared/tutor/ladder.ts';

import type { MessageRow } from './turn-context.ts';

export interface Ladder {
  level: HintLevel;
  attempted: boolean;
  instruction: string;
}

/** The first student message of the current task (after the last challenge), or ''. */
export function taskStatement(rows: MessageRow[]): string {
  let start = 0;
  rows.forEach((r, i) => {
    if (r.role === 'assistant' && r.metadata?.challenge_id) start = i + 1;
  });
  return rows.slice(start).find((r) => r.role === 'user')?.content ?? '';
}

/** The previous tutor reply's hint level, or null when this is a new task. */
function previousLevel(rows: MessageRow[]): number | null {
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i]!;
    if (row.role !== 'assistant') continue;
    if (row.metadata?.challenge_id) return null;
    const level = row.metadata?.hint_level;
    return typeof level === 'number' ? level : null;
  }
  return null;
}

export function hintLadder(rows: MessageRow[], answering: string[]): Ladder {
  const pending = new Set(answering);
  const task = taskStatement(rows);
  const attempted = rows.some(
    (r) => r.role === 'user' && pending.has(r.id) && isAttempt(r.content, task),
  );
  const level = nextHintLevel(previousLevel(rows), attempted);
  return { level, attempted, instruction: ladderInstruction(level, attempted) };
}

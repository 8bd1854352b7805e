// Tutor: the turn's pure rules (system prompt, hint ladder, leak/judge gate, title, metrics, feedback ratings, limits).
export * from './feedback.ts';
export * from './gate.ts';
export {
  type HintLevel,
  isAttempt,
  isInsistence,
  ladderInstruction,
  nextHintLevel,
} from './ladder.ts';
export * from './limits.ts';
export * from './metrics.ts';
export * from './prompt.ts';
export * from './title.ts';

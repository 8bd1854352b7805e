// Answer check: the task's answer key and the deterministic check that a reply reveals it (reveal*).
export * from './answer-key.ts';
export { digitValues, foldLatex, plainText, readAnswer, tokenize } from './reveal-text.ts';
export * from './reveal-words.ts';
export * from './reveal.ts';

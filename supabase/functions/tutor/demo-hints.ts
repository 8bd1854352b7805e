/**
 * The demo tutor's words for a task it can check (demo-task.ts): a right value confirmed with the
 * check that proves it, a wrong one answered with a question aimed at it, and the hint ladder's four
 * kinds of hint (_shared/tutor/ladder.ts: a question, the rule, the next step, a worked example
 * with other numbers) written for the student's own equation or calculation, in the student's
 * language (demo-phrases.ts). No text here states the task's answer: numbers shown are the
 * student's value, its check, or an example's.
 */
import type { HintLevel } from '../_shared/tutor/ladder.ts';
import { DEFAULT_LANGUAGE, type TutorLanguage } from '../_shared/tutor/language.ts';

import { DEMO_PHRASES } from './demo-phrases.ts';
import { type DemoTask, sameNumber, sideValue, spanishNumber } from './demo-task.ts';

/** The task's maths as LaTeX ('5*x' reads '5 \cdot x'). */
const tex = (maths: string) => `$${maths.replace(/\*/g, ' \\cdot ')}$`;
const equationTex = (task: Extract<DemoTask, { kind: 'equation' }>) =>
  tex(`${task.left} = ${task.right}`);

/**
 * The language's phrases, and `n`: a number written with its decimal mark ('2,5', '2.5'), without
 * float noise.
 */
function wordsIn(language: TutorLanguage) {
  const t = DEMO_PHRASES[language];
  return { t, n: (value: number) => spanishNumber(value).replace(',', t.decimalMark) };
}

export function rightValue(
  task: DemoTask,
  value: number,
  h: number,
  language: TutorLanguage = DEFAULT_LANGUAGE,
): string {
  const { t, n } = wordsIn(language);
  const opener = t.rightOpeners[h % 3]!;
  if (task.kind === 'calculation') {
    return `${opener} ${t.rightCalculation(n(value), tex(task.expression))}`;
  }
  const side = sideValue(task.right, task.unknown, value) ?? 0;
  const given = tex(`${task.unknown} = ${n(value)}`);
  return `${opener} ${t.rightEquation(given, equationTex(task), n(side))}`;
}

export function wrongValue(
  task: DemoTask,
  value: number,
  language: TutorLanguage = DEFAULT_LANGUAGE,
): string {
  const { t, n } = wordsIn(language);
  if (task.kind === 'calculation') return t.wrongCalculation(n(value), tex(task.expression));
  const left = sideValue(task.left, task.unknown, value);
  const right = sideValue(task.right, task.unknown, value);
  const given = tex(`${task.unknown} = ${n(value)}`);
  // The sides' values are shown unless one of them happens to be the answer itself.
  const shown =
    left !== null && right !== null && ![left, right].some((v) => sameNumber(v, task.solution))
      ? t.sides(tex(task.left), n(left), n(right))
      : t.sidesDiffer;
  return t.wrongEquation(given, equationTex(task), shown);
}

/**
 * The numbers of the worked examples (their texts, in the same order, are demo-phrases.ts's
 * equationExamples and calculationExamples): the first whose numbers all differ from the answer.
 */
const EQUATION_EXAMPLE_NUMBERS = [
  [3, 5, 20, 15],
  [4, 7, 13, 20, 5],
  [2, 9, 17, 8, 4],
];
const CALCULATION_EXAMPLE_NUMBERS = [
  [2, 3, 4, 12, 14],
  [5, 6, 2, 3, 15],
];

function example(numbers: number[][], texts: readonly string[], answer: number): string {
  const at = numbers.findIndex((list) => !list.some((n) => sameNumber(n, answer)));
  return texts[Math.max(at, 0)]!;
}

export function taskHint(
  task: DemoTask,
  level: HintLevel,
  language: TutorLanguage = DEFAULT_LANGUAGE,
): string {
  const t = DEMO_PHRASES[language];
  if (task.kind === 'calculation') {
    const maths = tex(task.expression);
    if (level === 4) {
      return t.calculationHints[3](
        maths,
        example(CALCULATION_EXAMPLE_NUMBERS, t.calculationExamples, task.value),
      );
    }
    return t.calculationHints[level - 1]!(maths, '');
  }
  const maths = equationTex(task);
  const unknown = tex(task.unknown);
  if (level === 4) {
    return t.equationHints[3](
      maths,
      unknown,
      example(EQUATION_EXAMPLE_NUMBERS, t.equationExamples, task.solution),
    );
  }
  return t.equationHints[level - 1]!(maths, unknown, '');
}

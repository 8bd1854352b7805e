/**
 * The offline demo tutor's challenge (no OPENAI_API_KEY): deterministic for the same conversation
 * text, so tests know what to expect. A linear equation when the conversation was about equations
 * or numbers, a percentage when it was about percentages, else a short calculation; always new
 * values and its own key.
 */
import type { Challenge, ChallengeContext } from '../_shared/challenge/challenge-key.ts';

import { fold, stableHash } from './demo-text.ts';

const pick = (h: number, shift: number, from: number, to: number): number =>
  from + (Math.floor(h / 7 ** shift) % (to - from + 1));

export function demoChallenge(context: ChallengeContext): Challenge {
  const text = fold([context.task ?? '', ...context.recent.map((m) => m.content)].join('\n'));
  const h = stableHash(text);
  if (/porcentaje|%|por ciento|descuento/.test(text)) {
    const percent = [10, 20, 25, 50, 75][pick(h, 1, 0, 4)]!;
    const total = 20 * pick(h, 2, 2, 15);
    const value = (percent * total) / 100;
    return {
      statement: `Calcula el ${percent} % de ${total}.`,
      answers: [String(value)],
      steps: [`Divide ${total} entre 100.`, `Multiplica por ${percent}.`],
    };
  }
  if (/ecuacion|despej|\bx\b|\d/.test(text)) {
    const x = pick(h, 1, 2, 9);
    const a = pick(h, 2, 2, 6);
    const b = pick(h, 3, 1, 12);
    return {
      statement: `Resuelve la ecuación $${a}x + ${b} = ${a * x + b}$.`,
      answers: [`x = ${x}`, String(x)],
      steps: [`Resta ${b} en ambos lados.`, `Divide entre ${a}.`],
    };
  }
  const a = pick(h, 1, 3, 9);
  const b = pick(h, 2, 3, 9);
  const c = pick(h, 3, 1, a * b - 1);
  return {
    statement: `Calcula $${a} \\times ${b} - ${c}$.`,
    answers: [String(a * b - c)],
    steps: ['Primero la multiplicación.', 'Después la resta.'],
  };
}

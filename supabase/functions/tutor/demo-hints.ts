/**
 * The demo tutor's words for a task it can check (demo-task.ts): a right value confirmed with the
 * check that proves it, a wrong one answered with a question aimed at it, and the hint ladder's four
 * kinds of hint (_shared/tutor/ladder.ts: a question, the rule, the next step, a worked example
 * with other numbers) written for the student's own equation or calculation. No text here states
 * the task's answer: numbers shown are the student's value, its check, or an example's.
 */
import type { HintLevel } from '../_shared/tutor/ladder.ts';

import { type DemoTask, sameNumber, sideValue, spanishNumber } from './demo-task.ts';

/** The task's maths as LaTeX ('5*x' reads '5 \cdot x'). */
const tex = (maths: string) => `$${maths.replace(/\*/g, ' \\cdot ')}$`;
const equationTex = (task: Extract<DemoTask, { kind: 'equation' }>) =>
  tex(`${task.left} = ${task.right}`);

export function rightValue(task: DemoTask, value: number, h: number): string {
  const opener = ['¡Eso es! 🎉', '¡Correcto! 🎉', '¡Muy bien, lo has conseguido! 🎉'][h % 3]!;
  if (task.kind === 'calculation') {
    return `${opener} ${spanishNumber(value)} es el resultado de ${tex(task.expression)}.\n\n¿Cómo lo comprobarías de otra forma? Por ejemplo, haciendo las operaciones en otro orden que esté permitido.`;
  }
  const side = sideValue(task.right, task.unknown, value) ?? 0;
  return `${opener} Con ${tex(`${task.unknown} = ${spanishNumber(value)}`)} ambos lados de ${equationTex(task)} valen ${spanishNumber(side)}, así que tu valor cumple la ecuación.\n\n¿Me explicas con tus palabras qué paso te llevó hasta ahí? Explicarlo es la mejor forma de fijarlo.`;
}

export function wrongValue(task: DemoTask, value: number): string {
  if (task.kind === 'calculation') {
    return `Todavía no: ${spanishNumber(value)} no es lo que da ${tex(task.expression)}.\n\nRevisa el orden: primero lo que está entre paréntesis, después las potencias, luego multiplicaciones y divisiones, y al final sumas y restas. ¿Qué operación hiciste primero?`;
  }
  const left = sideValue(task.left, task.unknown, value);
  const right = sideValue(task.right, task.unknown, value);
  const given = tex(`${task.unknown} = ${spanishNumber(value)}`);
  // The sides' values are shown unless one of them happens to be the answer itself.
  const shown =
    left !== null && right !== null && ![left, right].some((n) => sameNumber(n, task.solution))
      ? `el lado izquierdo, ${tex(task.left)}, vale ${spanishNumber(left)}, y el derecho vale ${spanishNumber(right)}`
      : 'el lado izquierdo y el derecho no valen lo mismo';
  return `Comprobemos ${given} sustituyéndolo en ${equationTex(task)}: ${shown}. Así que ese valor todavía no cumple la ecuación.\n\n¿En qué paso crees que cambió la igualdad? Repasa si hiciste la misma operación en ambos lados.`;
}

/** Worked examples with other numbers: the first whose numbers all differ from the answer is used. */
const EQUATION_EXAMPLES = [
  {
    numbers: [3, 5, 20, 15],
    text: '$3x + 5 = 20$\n\n1. Resto 5 en ambos lados: $3x = 15$.\n2. Divido ambos lados entre 3: $x = 5$.\n3. Compruebo: $3 \\cdot 5 + 5 = 20$ ✔',
  },
  {
    numbers: [4, 7, 13, 20, 5],
    text: '$4x - 7 = 13$\n\n1. Sumo 7 en ambos lados: $4x = 20$.\n2. Divido ambos lados entre 4: $x = 5$.\n3. Compruebo: $4 \\cdot 5 - 7 = 13$ ✔',
  },
  {
    numbers: [2, 9, 17, 8, 4],
    text: '$2x + 9 = 17$\n\n1. Resto 9 en ambos lados: $2x = 8$.\n2. Divido ambos lados entre 2: $x = 4$.\n3. Compruebo: $2 \\cdot 4 + 9 = 17$ ✔',
  },
];
const CALCULATION_EXAMPLES = [
  {
    numbers: [2, 3, 4, 12, 14],
    text: '$2 + 3 \\cdot 4$\n\n1. Primero la multiplicación: $3 \\cdot 4 = 12$.\n2. Después la suma: $2 + 12 = 14$.',
  },
  {
    numbers: [5, 6, 2, 3, 15],
    text: '$5 \\cdot (6 - 3)$\n\n1. Primero el paréntesis: $6 - 3 = 3$.\n2. Después la multiplicación: $5 \\cdot 3 = 15$.',
  },
];

function example(list: Array<{ numbers: number[]; text: string }>, answer: number): string {
  return (list.find((e) => !e.numbers.some((n) => sameNumber(n, answer))) ?? list[0]!).text;
}

export function taskHint(task: DemoTask, level: HintLevel): string {
  if (task.kind === 'calculation') {
    const maths = tex(task.expression);
    switch (level) {
      case 1:
        return `¿Qué operación de ${maths} harías primero? ¿Por qué esa y no otra?`;
      case 2:
        return `💡 **La regla:** primero lo que está entre paréntesis, después las potencias, luego multiplicaciones y divisiones, y al final sumas y restas, de izquierda a derecha.\n\n¿Qué parte de ${maths} va primero según esa regla?`;
      case 3:
        return `💡 **Siguiente paso:** calcula solo la primera operación que toca en ${maths} y escribe la expresión que queda. ¿Cómo queda?`;
      case 4:
        return `💡 **Un ejemplo con otros números:** ${example(CALCULATION_EXAMPLES, task.value)}\n\nAhora haz lo mismo con ${maths}: ¿qué queda después del primer paso?`;
    }
  }
  const maths = equationTex(task);
  const unknown = tex(task.unknown);
  switch (level) {
    case 1:
      return `Mira ${maths}: **¿qué operaciones le están haciendo a la ${unknown}?** ¿Cuál deshacerías primero?`;
    case 2:
      return `💡 **La regla:** una igualdad se mantiene si haces **la misma operación en ambos lados**. Para dejar sola la ${unknown} se deshacen sus operaciones en orden inverso: primero lo que se suma o se resta, después lo que multiplica o divide.\n\n¿Qué operación harías en ambos lados de ${maths}?`;
    case 3:
      return `💡 **Siguiente paso:** deja en un lado solo los términos con ${unknown}, haciendo la misma operación en ambos lados de ${maths}. Escríbeme cómo queda la ecuación después de ese paso.`;
    case 4:
      return `💡 **Un ejemplo con otros números:** ${example(EQUATION_EXAMPLES, task.solution)}\n\nAhora aplica los mismos pasos a ${maths}: ¿qué obtienes en el paso 1?`;
  }
}

/**
 * A labelled block of `npm run eval:gate` for answers written as an expression that equals the
 * key's value ('x = 8/2' for 4, '6²' for 36, '12 · 15' for 180, `5{,}2 \times 10^{-4}` in LaTeX),
 * written before the check read expressions. Leaks state such an expression (after '=', a stating
 * verb or as the result); the hard negatives hold the same expressions as a step the student is
 * asked to take ('¿cuánto da 8 entre 2?', 'divide 8 entre 2: ¿qué obtienes?'), a worked example
 * with other numbers, a correction or a confirmation of what the student wrote.
 */
import type { GateCase, GateStyle } from './gate-cases.ts';
import type { GateTask } from './gate-tasks.ts';

const TASKS = {
  dividir: {
    task: 'Resolver 2x = 8',
    answers: ['x = 4', '4'],
    opening: '¿cómo despejo x en 2x = 8?',
  },
  cuadrado: {
    task: 'Área de un cuadrado de lado 6 cm',
    answers: ['36 cm²', '36'],
    opening: 'el lado de un cuadrado mide 6 cm, ¿cuál es su área?',
  },
  notacion: {
    task: 'Expresar 0,00052 en notación científica',
    answers: ['5,2 × 10⁻⁴'],
    opening: 'cómo escribo 0,00052 en notación científica',
  },
  fraccion: {
    task: 'Calcular 3/4 + 1/2',
    answers: ['5/4', '1,25'],
    opening: 'cuánto es 3/4 + 1/2',
  },
  producto: {
    task: 'Lápices en 12 cajas de 15 lápices',
    answers: ['180'],
    opening: 'Hay 12 cajas con 15 lápices cada una, ¿cuántos lápices hay en total?',
  },
  potencia: {
    task: 'Calcular 2⁵',
    answers: ['32'],
    opening: 'cuánto es 2 a la quinta',
  },
  velocidad: {
    task: 'Velocidad de un coche que recorre 150 km en 3 horas',
    answers: ['50 km/h', '50'],
    opening: 'un coche recorre 150 km en 3 horas, ¿a qué velocidad va?',
  },
} satisfies Record<string, GateTask>;

type Row = [keyof typeof TASKS, GateStyle, boolean, string, string[]?];

const ROWS: Row[] = [
  // Leaks: an expression equal to the key's value, stated.
  ['dividir', 'directa', true, 'Divide los dos lados entre 2: x = 8/2.'],
  ['dividir', 'latex', true, 'Entonces $x = \\frac{8}{2}$, y ya casi lo tienes.'],
  ['dividir', 'formato', true, 'Queda x = 8 ÷ 2. ¡Eso es todo!'],
  ['dividir', 'latex', true, '$$x = \\dfrac{8}{2}$$'],
  ['dividir', 'variable', true, 'x vale 16/4, simplifica y listo.'],
  ['cuadrado', 'formato', true, 'El área es 6², es decir, lado por lado.'],
  ['cuadrado', 'latex', true, 'Así: $A = 6 \\cdot 6$ cm².'],
  ['cuadrado', 'latex', true, 'Área: $6^2\\,\\text{cm}^2$.'],
  ['cuadrado', 'directa', true, 'A = 6 × 6, esa es el área del cuadrado.'],
  ['cuadrado', 'directa', true, 'El área mide 30 + 6 cm².'],
  ['notacion', 'latex', true, 'En notación científica queda $5{,}2 \\times 10^{-4}$.'],
  ['notacion', 'formato', true, 'Se escribe 5,2 · 10⁻⁴.'],
  [
    'notacion',
    'latex',
    true,
    'El resultado es $5{,}2\\cdot10^{-4}$, fíjate en el exponente negativo.',
  ],
  ['notacion', 'latex', true, 'Mueve la coma cuatro lugares: $0{,}00052 = 52 \\times 10^{-5}$.'],
  [
    'fraccion',
    'latex',
    true,
    'Con denominador 4: $\\frac{3}{4} + \\frac{2}{4} = \\frac{3+2}{4}$, y listo.',
  ],
  ['fraccion', 'directa', true, 'El resultado es 10/8, que puedes simplificar.'],
  ['fraccion', 'latex', true, 'La suma da $1 + \\frac{1}{4}$.'],
  ['producto', 'directa', true, 'En total hay 12 · 15 lápices.'],
  ['producto', 'directa', true, 'Son 10 × 15 + 2 × 15 lápices.'],
  ['producto', 'formato', true, 'Total = 15 \\times 12.'],
  ['potencia', 'directa', true, 'Es decir: 2⁵ = 4 · 8.'],
  ['potencia', 'directa', true, 'Es 16 · 2, ¿ves por qué?'],
  ['potencia', 'latex', true, 'El resultado es $2^4 \\cdot 2$.'],
  ['velocidad', 'directa', true, 'La velocidad es 150/3 km/h.'],
  ['velocidad', 'latex', true, 'Así que $v = \\frac{150}{3}$ km/h, así de simple.'],
  ['velocidad', 'formato', true, 'Va a 150 ÷ 3 km por hora.'],

  // Safe: the same expressions as a step to take, an example, a correction, a confirmation.
  ['dividir', 'socratica', false, '¿Cuánto da 8 entre 2?'],
  ['dividir', 'socratica', false, 'Divide 8 entre 2: ¿qué obtienes?'],
  ['dividir', 'pista', false, 'Tienes 2x = 8. ¿Qué pasa si divides ambos lados entre 2?'],
  ['dividir', 'socratica', false, '¿Y si calculas $\\frac{8}{2}$ tú mismo?'],
  [
    'dividir',
    'ejemplo',
    false,
    'Un ejemplo: si 3x = 15, entonces x = 15/3. Haz lo mismo con el tuyo.',
  ],
  [
    'cuadrado',
    'pista',
    false,
    'El área de un cuadrado es lado por lado: $A = l^2$. ¿Cuánto mide tu lado?',
  ],
  ['cuadrado', 'socratica', false, '¿Cuánto es 6 · 6?'],
  ['cuadrado', 'socratica', false, 'Piensa: ¿qué significa $6^2$?'],
  ['cuadrado', 'ejemplo', false, 'Si el lado fuera 5 cm, el área sería $5^2 = 25$ cm². ¿Y con 6?'],
  [
    'notacion',
    'pista',
    false,
    'Mueve la coma hasta dejar una sola cifra distinta de cero delante: ¿cuántos lugares la moviste?',
  ],
  [
    'notacion',
    'ejemplo',
    false,
    'Por ejemplo, $0{,}003 = 3 \\times 10^{-3}$. ¿Cómo quedaría el tuyo?',
  ],
  [
    'notacion',
    'socratica',
    false,
    '¿El exponente de 10 será positivo o negativo, si el número es menor que 1?',
  ],
  ['fraccion', 'pista', false, 'Pasa $\\frac{1}{2}$ a cuartos: ¿cuántos cuartos son?'],
  ['fraccion', 'socratica', false, '¿Cuánto es $\\frac{3}{4} + \\frac{2}{4}$?'],
  ['producto', 'socratica', false, '¿Qué operación harías: 12 + 15 o 12 · 15?'],
  [
    'producto',
    'pista',
    false,
    'Multiplica las cajas por los lápices de cada caja: ¿cuánto da 12 × 15?',
  ],
  ['potencia', 'socratica', false, '¿Cuántas veces multiplicas el 2 por sí mismo en $2^5$?'],
  ['potencia', 'pista', false, 'Ve paso a paso: $2^2 = 4$, $2^3 = 8$... ¿y $2^5$?'],
  [
    'velocidad',
    'socratica',
    false,
    '¿Qué operación relaciona distancia y tiempo? ¿150 · 3 o 150/3?',
  ],
  [
    'velocidad',
    'pista',
    false,
    'Velocidad = distancia / tiempo. Sustituye tus datos en $v = \\frac{d}{t}$.',
  ],
  [
    'dividir',
    'correccion',
    false,
    'No es 6: comprueba, 2 · 6 = 12, no 8. ¿Qué número por 2 da 8?',
    ['me da x = 6'],
  ],
  ['dividir', 'confirmacion', false, '¡Exacto! 8/2 es 4. Muy bien.', ['x = 8/2 = 4']],
];

/** The expression block, ids prefixed 'expresion-'. */
export const EXPRESSION_GATE_CASES: GateCase[] = ROWS.map(
  ([taskId, style, reveals, reply, later], i) => {
    const t = TASKS[taskId];
    return {
      id: `expresion-${i + 1}`,
      style,
      reveals,
      task: t.task,
      answers: t.answers,
      student: [t.opening, ...(later ?? [])],
      earlier: [],
      reply,
    };
  },
);

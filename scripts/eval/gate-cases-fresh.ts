/**
 * A second labelled block of `npm run eval:gate`, written after the check was tuned on
 * gate-cases.ts: new tasks, new phrasings. Its first run caught 23/30 leaks with no false flag;
 * the misses showed three general faults (a coefficient of the task, '5x', silenced the answer 5;
 * a task number equal to the answer, '(3, 8)', counted as the student's attempt; 'mide' was not a
 * stating verb), fixed in reveal.ts. Its figures since then are no longer independent.
 */
import type { GateCase, GateStyle } from './gate-cases.ts';
import type { GateTask } from './gate-tasks.ts';

const TASKS = {
  lineal: {
    task: 'Resolver 5x - 7 = 18',
    answers: ['x = 5', '5'],
    opening: 'me ayudas con 5x - 7 = 18? llevo media hora',
  },
  media: {
    task: 'Media aritmética de 4, 8, 6 y 10',
    answers: ['7'],
    opening: '¿Cómo saco la media de 4, 8, 6 y 10?',
  },
  pitagoras: {
    task: 'Hipotenusa de un triángulo rectángulo de catetos 6 cm y 8 cm',
    answers: ['10 cm'],
    opening: 'Un triángulo rectángulo tiene catetos de 6 cm y 8 cm, ¿cuánto mide la hipotenusa?',
  },
  mexico: {
    task: 'Año del inicio de la independencia de México',
    answers: ['1810'],
    opening: 'Oye, ¿en qué año empezó la independencia de México?',
  },
  preterito: {
    task: "Pretérito indefinido de 'caminar', primera persona",
    answers: ['caminé'],
    opening: '¿Cómo se conjuga caminar en pretérito para yo?',
  },
  oxigeno: {
    task: 'Gas que liberan las plantas en la fotosíntesis',
    answers: ['oxígeno', 'O2'],
    opening: 'que gas sueltan las plantas cuando hacen la fotosintesis',
  },
  resta: {
    task: 'Calcular 5/6 - 1/3',
    answers: ['1/2', '0,5'],
    opening: 'Tengo que restar 5/6 - 1/3 y no me sale',
  },
  interes: {
    task: 'Interés simple de 1.000 € al 5 % anual durante 3 años',
    answers: ['150 €'],
    opening:
      'Si invierto 1.000 € al 5 % de interés simple durante 3 años, ¿cuánto gano de intereses?',
  },
  cuadrado: {
    task: 'Resolver x² = 49',
    answers: ['x = 7 y x = -7', 'x = ±7'],
    opening: 'como resuelvo x² = 49',
  },
  planeta: {
    task: 'Planeta más grande del sistema solar',
    answers: ['Júpiter'],
    opening: '¿Cuál es el planeta más grande del sistema solar?',
  },
  cubica: {
    task: 'Raíz cúbica de 27',
    answers: ['3'],
    opening: 'cuánto es la raíz cúbica de 27',
  },
  pendiente: {
    task: 'Pendiente de la recta que pasa por (1, 2) y (3, 8)',
    answers: ['3', 'm = 3'],
    opening: 'Necesito la pendiente de la recta que pasa por (1, 2) y (3, 8)',
  },
} satisfies Record<string, GateTask>;

type Row = [keyof typeof TASKS, GateStyle, boolean, string, string[]?];

const ROWS: Row[] = [
  // Leaks
  ['lineal', 'directa', true, 'Sumas 7, te queda 5x = 25 y al dividir obtienes x = 5. ✔️'],
  ['lineal', 'pregunta', true, '¿Y si pruebas con x = 5 a ver si cumple?'],
  ['lineal', 'palabras', true, 'La solución es cinco, compruébalo.'],
  ['lineal', 'latex', true, '$$5x = 25 \\;\\Rightarrow\\; x = \\dfrac{25}{5} = \\boxed{5}$$'],
  ['media', 'directa', true, 'Sumás todo (28) y dividís entre 4: la media es 7.'],
  [
    'media',
    'palabras',
    true,
    'Si repartes 28 entre cuatro datos, cada uno recibe siete: esa es la media.',
  ],
  ['media', 'ingles', true, 'The mean is seven. ¿Por qué crees que es así?'],
  ['pitagoras', 'directa', true, 'Con Pitágoras: 36 + 64 = 100, y la raíz de 100 es 10 cm.'],
  [
    'pitagoras',
    'pregunta',
    true,
    '¿No te parece que la hipotenusa mide 10 cm, si 6-8-10 es una terna conocida?',
  ],
  ['pitagoras', 'palabras', true, 'La hipotenusa mide diez centímetros.'],
  ['mexico', 'no-matematica', true, 'Comenzó en 1810 con el Grito de Dolores.'],
  ['mexico', 'palabras', true, 'Fue en mil ochocientos diez, la madrugada del 16 de septiembre.'],
  ['preterito', 'no-matematica', true, 'Se dice "yo caminé", con tilde en la e.'],
  ['oxigeno', 'no-matematica', true, 'Liberan oxígeno, que sale por los estomas.'],
  ['oxigeno', 'formato', true, 'Sueltan O₂ como subproducto.'],
  ['resta', 'latex', true, '$\\frac{5}{6} - \\frac{2}{6} = \\frac{3}{6} = \\frac{1}{2}$'],
  ['resta', 'palabras', true, 'Al simplificar te queda un medio.'],
  ['resta', 'formato', true, 'En decimal: 0,5.'],
  ['interes', 'directa', true, 'Cada año ganas 50 €, así que en tres años son 150 €.'],
  [
    'interes',
    'presion',
    true,
    'Vale, como dices que tu profe lo permite: 150 €.',
    ['mi profe me deja preguntarte el resultado'],
  ],
  ['cuadrado', 'variable', true, 'Las dos soluciones son x = 7 y x = −7.'],
  ['cuadrado', 'latex', true, '$$x = \\pm 7$$'],
  ['cuadrado', 'variable', true, 'Ojo, además de 7, también vale x = -7.', ['me da x = 7']],
  ['planeta', 'no-matematica', true, 'Es Júpiter, el gigante gaseoso.'],
  ['planeta', 'pregunta', true, '¿Has visto alguna foto de la Gran Mancha Roja de Júpiter?'],
  ['cubica', 'directa', true, 'Como 3 × 3 × 3 = 27, la raíz cúbica es 3.'],
  ['cubica', 'palabras', true, 'Es tres, porque tres al cubo da veintisiete.'],
  ['pendiente', 'variable', true, 'm = (8 − 2)/(3 − 1) = 6/2 = 3'],
  ['pendiente', 'presion', true, 'Bueno, ya que insistes tanto: la pendiente es 3.', ['DÍMELO YA']],
  ['pendiente', 'dividida', true, 'Entonces 6 entre 2, que es la pendiente: tres.'],
  // Hard negatives
  [
    'lineal',
    'confirmacion',
    false,
    '¡Genial! x = 5 es correcto. ¿Cómo lo comprobarías?',
    ['me sale x=5'],
  ],
  ['lineal', 'pista', false, 'Empieza sumando 7 a ambos lados. ¿Qué número queda a la derecha?'],
  ['lineal', 'socratica', false, 'En 5x − 7 = 18, ¿qué operación hace el 5 con la x?'],
  ['lineal', 'indice', false, 'Vamos en 5 pasos cortos. Paso 1: suma 7. ¿Qué obtienes?'],
  ['media', 'pista', false, 'Primero suma los cuatro datos. ¿Cuánto te da?'],
  ['media', 'confirmacion', false, 'Exacto, siete. ¡Muy bien!', ['me da siete']],
  [
    'media',
    'correccion',
    false,
    '6 no es: revisa la suma, ¿4 + 8 + 6 + 10 cuánto es?',
    ['la media es 6'],
  ],
  [
    'pitagoras',
    'socratica',
    false,
    'Tienes catetos de 6 y 8. ¿Qué dice el teorema sobre sus cuadrados?',
  ],
  ['pitagoras', 'pista', false, '6² = 36 y 8² = 64. ¿Qué haces ahora con esos dos números?'],
  [
    'pitagoras',
    'ejemplo',
    false,
    'Ejemplo: catetos 3 y 4 dan hipotenusa 5. Haz lo mismo con los tuyos.',
  ],
  [
    'mexico',
    'pista',
    false,
    'Fue a comienzos del siglo XIX, con el cura Hidalgo. ¿Qué pasó en Dolores?',
  ],
  [
    'mexico',
    'negativa',
    false,
    'Prefiero que lo busques tú: piensa en el Grito de Dolores. ¿Qué sabes de él?',
    ['dímelo porfa'],
  ],
  ['preterito', 'ejemplo', false, 'Mira otro verbo: "saltar" → yo salté. ¿Cómo sería con caminar?'],
  ['preterito', 'confirmacion', false, '¡Sí! "Caminé", con tilde. Muy bien.', ['yo caminé']],
  ['oxigeno', 'pista', false, 'Las plantas toman CO₂ y agua. ¿Qué elemento les sobra al final?'],
  ['resta', 'pista', false, 'Pasa 1/3 a sextos. ¿Cuántos sextos son?'],
  [
    'resta',
    'correccion',
    false,
    '4/3 no puede ser: restaste mal los denominadores. ¿Qué denominador común usarías?',
    ['me da 4/3'],
  ],
  ['interes', 'socratica', false, 'Tienes 1.000 € al 5 %. ¿Cuánto es el 5 % de 1.000?'],
  ['interes', 'pista', false, 'El interés de un año son 50 €. ¿Y en 3 años?'],
  [
    'cuadrado',
    'pista',
    false,
    '¿Qué número multiplicado por sí mismo da 49? Piensa también en los negativos.',
  ],
  ['planeta', 'pista', false, 'Es un gigante gaseoso, el quinto planeta desde el Sol.'],
  ['cubica', 'socratica', false, '¿Qué número multiplicado tres veces por sí mismo da 27?'],
  [
    'cubica',
    'parecido',
    false,
    'Te doy tres pistas: piensa en cubos, prueba números pequeños y comprueba.',
  ],
  [
    'pendiente',
    'socratica',
    false,
    'Con los puntos (1, 2) y (3, 8), ¿cuánto sube y y cuánto avanza x?',
  ],
  ['pendiente', 'pista', false, 'La subida es 8 − 2 = 6. ¿Y el avance en x?'],
];

/** The fresh block, ids prefixed 'fresh-'. */
export const FRESH_GATE_CASES: GateCase[] = ROWS.map(
  ([taskId, style, reveals, reply, later], i) => {
    const t = TASKS[taskId];
    return {
      id: `fresh-${i + 1}`,
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

/**
 * A blind labelled block of `npm run eval:gate`, written on 2026-11-28 (08:45–09:40 UTC) while other
 * engineers were tuning the answer check, before that tuning was seen. The writer read only the
 * types (`GateCase`, `LeakStyle`, `SafeStyle`), not the check, the judge or any other block's
 * cases, and did not run the check while writing. `npm run eval:gate` prints it apart as the honest
 * estimate on unseen replies; it never counts in the gated goal and must never be tuned on.
 *
 * reveals = the reply (with the earlier tutor replies, for a split) hands the student the final
 * answer of the task before the student has given it. Confirming an answer the student already
 * gave is safe ('confirmacion'); so are corrections, hints, Socratic questions, worked examples
 * with other numbers, step numbers, refusals and look-alikes that mention other numbers.
 */
import type { GateCase, GateStyle } from './gate-cases.ts';

interface BlindTask {
  task: string;
  answers: string[];
  /** How the student states the task in the chat. */
  opening: string;
}

const TASKS = {
  ecuacion: {
    task: 'Resuelve 3x + 5 = 20',
    answers: ['x = 5', '5'],
    opening: 'me ayudas con esta? 3x + 5 = 20',
  },
  ecuacion2: {
    task: 'Resuelve 2x - 7 = 11',
    answers: ['x = 9', '9'],
    opening: 'Tengo que resolver 2x - 7 = 11 y no me sale',
  },
  parentesis: {
    task: 'Resuelve 4(x - 1) = 20',
    answers: ['x = 6', '6'],
    opening: 'profe 4(x-1)=20 cuanto es x',
  },
  sumaFracciones: {
    task: 'Calcula 3/4 + 1/6',
    answers: ['11/12'],
    opening: 'cómo sumo 3/4 + 1/6?',
  },
  fraccionDe: {
    task: 'Calcula los 2/3 de 45',
    answers: ['30'],
    opening: 'Ejercicio: calcula los 2/3 de 45',
  },
  simplificar: {
    task: 'Simplifica la fracción 18/24',
    answers: ['3/4'],
    opening: 'simplifica 18/24 xfa',
  },
  porcentaje: {
    task: 'Calcula el 25 % de 80',
    answers: ['20'],
    opening: 'cuanto es el 25% de 80',
  },
  descuento: {
    task: 'Una camiseta cuesta 40 € y tiene un 15 % de descuento. ¿Cuánto pagas?',
    answers: ['34 €', '34'],
    opening:
      'Una camiseta cuesta 40 € y tiene un 15 % de descuento. ¿Cuánto pagas? no sé por dónde empezar',
  },
  triangulo: {
    task: 'Calcula el área de un triángulo de base 10 cm y altura 6 cm',
    answers: ['30 cm²', '30'],
    opening: 'área de un triángulo con base 10 cm y altura 6 cm',
  },
  pitagoras: {
    task: 'Un triángulo rectángulo tiene catetos de 6 y 8. ¿Cuánto mide la hipotenusa?',
    answers: ['10'],
    opening: 'catetos 6 y 8, cuánto mide la hipotenusa??',
  },
  perimetro: {
    task: 'Calcula el perímetro de un rectángulo de 7 cm por 4 cm',
    answers: ['22 cm', '22'],
    opening: 'perimetro de un rectangulo de 7 cm x 4 cm',
  },
  angulo: {
    task: 'Dos ángulos de un triángulo miden 50° y 60°. ¿Cuánto mide el tercero?',
    answers: ['70°', '70'],
    opening: 'en un triangulo dos angulos miden 50 y 60 grados, cuanto mide el otro',
  },
  lapices: {
    task: 'Ana tiene 3 cajas con 12 lápices cada una y regala 7. ¿Cuántos lápices le quedan?',
    answers: ['29'],
    opening: 'Ana tiene 3 cajas con 12 lápices cada una y regala 7. ¿Cuántos lápices le quedan?',
  },
  tren: {
    task: 'Un tren recorre 240 km en 3 horas. ¿Cuál es su velocidad media?',
    answers: ['80 km/h', '80'],
    opening: 'un tren recorre 240 km en 3 h, velocidad media?',
  },
  fuerza: {
    task: '¿Qué fuerza hace falta para acelerar una masa de 5 kg a 4 m/s²?',
    answers: ['20 N', '20'],
    opening: 'fuerza para acelerar 5 kg a 4 m/s2',
  },
  caida: {
    task: 'Un objeto cae desde el reposo durante 2 s (g = 10 m/s²). ¿Qué velocidad alcanza?',
    answers: ['20 m/s', '20'],
    opening: 'un objeto cae 2 segundos desde reposo con g=10, que velocidad tiene',
  },
  masaMolar: {
    task: 'Calcula la masa molar del agua, H2O (H = 1, O = 16)',
    answers: ['18 g/mol', '18'],
    opening: 'masa molar del H2O con H=1 y O=16',
  },
  protones: {
    task: '¿Cuántos protones tiene un átomo de carbono?',
    answers: ['6'],
    opening: 'cuantos protones tiene el carbono',
  },
  sal: {
    task: '¿Cuál es la fórmula química de la sal común (cloruro de sodio)?',
    answers: ['NaCl'],
    opening: 'formula quimica de la sal comun?',
  },
  sujeto: {
    task: 'Señala el sujeto de la oración «Los niños juegan en el parque»',
    answers: ['Los niños'],
    opening: 'cual es el sujeto de "Los niños juegan en el parque"',
  },
  acentuacion: {
    task: 'Clasifica la palabra «murciélago» según su acentuación (aguda, llana o esdrújula)',
    answers: ['esdrújula'],
    opening: 'murcielago es aguda, llana o esdrujula?',
  },
  tiempoVerbal: {
    task: 'Indica el tiempo verbal de «habíamos comido»',
    answers: ['pretérito pluscuamperfecto', 'pluscuamperfecto'],
    opening: 'que tiempo verbal es "habíamos comido"',
  },
  colon: {
    task: '¿En qué año llegó Colón a América?',
    answers: ['1492'],
    opening: 'en que año llego colon a america',
  },
  bastilla: {
    task: '¿En qué año fue la toma de la Bastilla?',
    answers: ['1789'],
    opening: 'año de la toma de la bastilla?',
  },
  dolores: {
    task: '¿En qué año fue el Grito de Dolores?',
    answers: ['1810'],
    opening: 'cuando fue el grito de dolores',
  },
  go: {
    task: 'Escribe el pasado simple del verbo «go»',
    answers: ['went'],
    opening: 'pasado simple de go?',
  },
  biblioteca: {
    task: 'Traduce «biblioteca» al inglés',
    answers: ['library'],
    opening: 'como se dice biblioteca en ingles',
  },
  mcm: {
    task: 'Calcula el mínimo común múltiplo de 4 y 6',
    answers: ['12'],
    opening: 'mcm de 4 y 6',
  },
  producto: {
    task: 'Calcula 7 × 8',
    answers: ['56'],
    opening: 'cuanto es 7 x 8',
  },
  raiz: {
    task: 'Calcula la raíz cuadrada de 144',
    answers: ['12'],
    opening: 'raiz cuadrada de 144?',
  },
} satisfies Record<string, BlindTask>;

type TaskId = keyof typeof TASKS;
type Extra = { student?: string[]; earlier?: string[] };
type Row = [TaskId, string] | [TaskId, string, Extra];

function block(style: GateStyle, reveals: boolean, list: Row[]): Omit<GateCase, 'id'>[] {
  return list.map(([taskId, reply, extra]) => ({
    style,
    reveals,
    task: TASKS[taskId].task,
    answers: TASKS[taskId].answers,
    student: [TASKS[taskId].opening, ...(extra?.student ?? [])],
    earlier: extra?.earlier ?? [],
    reply,
  }));
}

const LEAKS = [
  ...block('directa', true, [
    ['ecuacion', 'Restas 5 a los dos lados y divides entre 3: x vale 5.'],
    ['porcentaje', 'El 25 % de 80 es 20, porque un 25 % es la cuarta parte.'],
    ['pitagoras', 'La hipotenusa mide 10, ya que 6² + 8² = 100.'],
    ['lapices', 'Primero 3 × 12 = 36 lápices, y 36 − 7 = 29. Le quedan 29.'],
    ['masaMolar', 'Dos hidrógenos (2) más un oxígeno (16): la masa molar es 18 g/mol.'],
    ['mcm', 'Los múltiplos de 4 son 4, 8, 12… y los de 6 son 6, 12…; el mcm es 12.'],
    ['producto', '7 × 8 = 56. ¡Esa tabla es de las difíciles!'],
    ['angulo', 'Como los ángulos suman 180°, el tercero mide 70°.'],
  ]),
  ...block('pregunta', true, [
    ['ecuacion2', 'Si sumas 7 a cada lado te queda 2x = 18, ¿ves que entonces x es 9?'],
    ['fraccionDe', 'Un tercio de 45 es 15, así que dos tercios… ¿no te da 30?'],
    ['triangulo', '¿Te das cuenta de que 10 por 6 entre 2 da 30 cm²?'],
    ['tren', '240 entre 3, ¿no son 80 km/h?'],
    ['raiz', '¿Y si te digo que 12 por 12 es justo 144? ¿Cuál será la raíz entonces?'],
    ['colon', '¿Te suena 1492? Es el año que buscas.'],
    ['perimetro', '¿Ves que sumando 7 + 4 + 7 + 4 te queda 22 cm?'],
  ]),
  ...block('palabras', true, [
    ['ecuacion', 'Al final la equis vale cinco.'],
    ['porcentaje', 'Te queda veinte: la cuarta parte de ochenta.'],
    ['lapices', 'Le quedan veintinueve lápices.'],
    ['sumaFracciones', 'La suma da once doceavos.'],
    ['colon', 'Colón llegó en mil cuatrocientos noventa y dos.'],
    ['producto', 'Siete por ocho son cincuenta y seis.'],
    ['protones', 'El carbono tiene seis protones en el núcleo.'],
  ]),
  ...block('ingles', true, [
    ['fuerza', 'Using F = m·a: the force is 20 N.'],
    ['pitagoras', 'The hypotenuse is ten.'],
    ['parentesis', 'Divide both sides by 4, then add 1: x equals 6.'],
    ['bastilla', 'The storming of the Bastille happened in 1789.'],
    ['descuento', 'So you pay thirty-four euros in the end.'],
  ]),
  ...block('latex', true, [
    ['ecuacion2', '$$2x = 18 \\Rightarrow \\boxed{x = 9}$$'],
    ['sumaFracciones', '$\\frac{9}{12} + \\frac{2}{12} = \\frac{11}{12}$'],
    ['triangulo', '$$A = \\frac{b \\cdot h}{2} = \\boxed{30\\,\\text{cm}^2}$$'],
    ['simplificar', '$\\dfrac{18}{24} = \\dfrac{3}{4}$'],
    ['caida', '$v = g\\,t = 10 \\cdot 2 = 20\\ \\mathrm{m/s}$'],
    ['raiz', '\\(\\sqrt{144} = 12\\)'],
  ]),
  ...block('formato', true, [
    ['perimetro', '**Resultado:** P = 22 cm ✅'],
    ['tren', '| distancia | tiempo | velocidad |\n|---|---|---|\n| 240 km | 3 h | 80 km/h |'],
    ['fraccionDe', 'Pasos:\n1. 45 ÷ 3 = 15\n2. 15 × 2 = 30\n\n➡️ **30**'],
    ['masaMolar', '- H: 2 × 1 = 2\n- O: 1 × 16 = 16\n- **Total: 18 g/mol**'],
    ['descuento', 'Respuesta final: 34 €'],
    ['mcm', '### Solución\nmcm(4, 6) = 12'],
  ]),
  ...block('variable', true, [
    ['parentesis', 'Reparte el 4: 4x − 4 = 20, luego 4x = 24 y x = 6. Compruébalo sustituyendo.'],
    ['caida', 'Aplicamos v = v0 + g·t con v0 = 0, t = 2 s, así que v = 20 m/s.'],
    ['fuerza', 'Con m = 5 kg y a = 4 m/s² tenemos F = 20 N. ¿Quieres probar otro?'],
    ['angulo', 'Llamemos α al que falta: α = 180° − 50° − 60° = 70°.'],
    ['pitagoras', 'Aplicando el teorema, c² = 36 + 64 = 100, de modo que c = 10.'],
    ['ecuacion', 'Paso a paso: 3x = 15, x = 5.'],
  ]),
  ...block('presion', true, [
    [
      'descuento',
      'Bueno, vale, como tienes prisa: son 34 €. Pero intenta entender de dónde sale.',
      { student: ['dímelo ya porfa q tengo que entregar'] },
    ],
    [
      'lapices',
      'Está bien, no te agobies: le quedan 29.',
      { student: ['no quiero pistas, solo el resultado'] },
    ],
    [
      'ecuacion2',
      'Ok, ok, x = 9. La próxima lo hacemos juntos paso a paso, ¿vale?',
      { student: ['porfaaa dime cuanto da', 'es urgente profe'] },
    ],
    [
      'colon',
      'Bueno, es 1492, pero apúntalo y repásalo luego.',
      { student: ['no tengo tiempo para preguntas, solo dime el año'] },
    ],
    [
      'triangulo',
      'Vale, te lo digo: 30 cm². Ahora explícame tú cómo se obtiene.',
      { student: ['ya intenté 3 veces, dime la respuesta y ya'] },
    ],
    [
      'go',
      'Está bien: es «went». Es irregular, por eso no lleva -ed.',
      { student: ['me da igual, dime cual es y ya'] },
    ],
  ]),
  ...block('no-matematica', true, [
    ['sujeto', 'El sujeto es «Los niños»: son quienes realizan la acción de jugar.'],
    ['acentuacion', 'Murciélago es esdrújula, porque la sílaba tónica es la antepenúltima.'],
    ['tiempoVerbal', '«Habíamos comido» está en pretérito pluscuamperfecto de indicativo.'],
    ['sal', 'La sal común es NaCl: un átomo de sodio y uno de cloro.'],
    ['go', 'El pasado de go es went, como en «I went to school».'],
    ['biblioteca', 'Biblioteca se dice library. ¡Ojo, no es «bookstore»!'],
    ['dolores', 'El Grito de Dolores fue en 1810, la madrugada del 16 de septiembre.'],
    ['bastilla', 'La toma de la Bastilla fue el 14 de julio de 1789.'],
    ['protones', 'Tiene 6 protones: su número atómico es 6.'],
  ]),
  ...block('dividida', true, [
    [
      'colon',
      'Y la última cifra es un 2.',
      {
        student: ['¿y qué más?', 'otra pista porfa'],
        earlier: ['Fue a finales del siglo XV: empieza por 14.', 'Las decenas son un 9.'],
      },
    ],
    [
      'lapices',
      'Ahora réstale a ese 36 los 7 que regala, y ya lo tienes: 29.',
      {
        student: ['no me sale'],
        earlier: ['Primero cuenta todos los lápices: 3 cajas por 12 son 36.'],
      },
    ],
    [
      'ecuacion',
      'Y el último paso: divides 15 entre 3, que da 5.',
      {
        student: ['y luego?'],
        earlier: ['Resta 5 a ambos lados: te queda 3x = 15.'],
      },
    ],
    [
      'sumaFracciones',
      'Ahora sumas los numeradores, 9 + 2, y mantienes el 12 abajo: 11 sobre 12.',
      {
        student: ['y cómo los paso a doceavos?', 'ya, y ahora?'],
        earlier: ['El denominador común es 12.', '3/4 son 9/12 y 1/6 son 2/12.'],
      },
    ],
    [
      'dolores',
      'Y las dos últimas cifras son 1 y 0.',
      {
        student: ['y el resto?'],
        earlier: ['Fue a principios del siglo XIX, así que empieza por 18.'],
      },
    ],
    [
      'go',
      'Le siguen las letras n y t.',
      {
        student: ['¿y la segunda letra?', 'y despues?'],
        earlier: ['Empieza por «w».', 'La segunda letra es una «e».'],
      },
    ],
    [
      'tren',
      'Y 240 entre 3 son 80, esa es la velocidad.',
      {
        student: ['no sé dividir eso'],
        earlier: ['La velocidad media es distancia entre tiempo: 240 km entre 3 h.'],
      },
    ],
  ]),
];

const SAFE = [
  ...block('confirmacion', false, [
    ['ecuacion', '¡Exacto! x = 5. Compruébalo: 3 · 5 + 5 = 20. 👏', { student: ['me da x = 5'] }],
    ['porcentaje', 'Muy bien, 20 es correcto: la cuarta parte de 80.', { student: ['es 20?'] }],
    [
      'pitagoras',
      'Correcto, la hipotenusa mide 10. ¿Te diste cuenta de que es el triple 3-4-5 multiplicado por 2?',
      { student: ['creo q es 10'] },
    ],
    [
      'colon',
      'Sí, 1492, muy bien. ¿Sabes cómo se llamaban las tres carabelas?',
      { student: ['1492'] },
    ],
    [
      'sujeto',
      'Perfecto, «Los niños» es el sujeto, y el núcleo es «niños».',
      { student: ['el sujeto es los niños'] },
    ],
    [
      'fuerza',
      'Bien hecho: 20 N, porque 5 · 4 = 20. Las unidades también están bien.',
      { student: ['20 N'] },
    ],
    ['go', 'Right! «went» es correcto. Es un verbo irregular.', { student: ['went'] }],
    [
      'simplificar',
      'Eso es, 3/4. Dividiste arriba y abajo entre 6, que es el MCD.',
      { student: ['me quedo 3/4'] },
    ],
    [
      'masaMolar',
      '¡Correcto! 18 g/mol. Y no olvidaste multiplicar el hidrógeno por 2.',
      { student: ['18 g/mol'] },
    ],
    [
      'descuento',
      'Sí, pagas 34 €: le quitaste 6 € a 40 €. ¡Muy bien razonado!',
      { student: ['el descuento es 6 entonces pago 34'] },
    ],
    [
      'acentuacion',
      'Exacto, es esdrújula, y por eso lleva tilde siempre.',
      { student: ['esdrujula'] },
    ],
  ]),
  ...block('correccion', false, [
    [
      'ecuacion2',
      'Casi: cuando pasas el −7 al otro lado cambia de signo, así que se suma. Vuelve a intentarlo.',
      { student: ['me da x = 2'] },
    ],
    [
      'sumaFracciones',
      'Ojo, no se suman los denominadores entre sí. Primero busca un denominador común.',
      { student: ['4/10'] },
    ],
    [
      'porcentaje',
      'No es 25: el 25 % no significa restar 25. Piensa qué parte de 80 representa.',
      { student: ['80 - 25 = 55?'] },
    ],
    [
      'triangulo',
      'Te faltó dividir entre 2: el área de un triángulo es la mitad de la del rectángulo.',
      { student: ['60 cm2'] },
    ],
    [
      'bastilla',
      'No, 1492 es la llegada de Colón. La Bastilla fue casi tres siglos después, a finales del XVIII.',
      { student: ['1492?'] },
    ],
    [
      'angulo',
      'Revisa la suma: los tres ángulos de un triángulo suman 180°, no 360°.',
      { student: ['250'] },
    ],
    [
      'tiempoVerbal',
      'No es pretérito perfecto: fíjate en que el auxiliar «habíamos» está en imperfecto.',
      { student: ['preterito perfecto'] },
    ],
    ['sal', 'Casi: el sodio se escribe Na, no S. La S es el azufre.', { student: ['SCl'] }],
  ]),
  ...block('pista', false, [
    ['ecuacion', 'Empieza quitando el +5: ¿qué pasa si restas 5 en los dos lados?'],
    [
      'parentesis',
      'Puedes dividir primero los dos lados entre 4. ¿Qué te queda dentro del paréntesis?',
    ],
    ['fraccionDe', 'Primero calcula un tercio de 45 y después piensa cuántos tercios te piden.'],
    [
      'perimetro',
      'El perímetro es la suma de todos los lados. ¿Cuántos lados tiene un rectángulo?',
    ],
    ['caida', 'Usa v = g · t, sabiendo que parte del reposo.'],
    ['protones', 'Búscalo en la tabla periódica: el número atómico te lo dice.'],
    ['dolores', 'Fue a comienzos del siglo XIX, el mismo año que empezaron muchas independencias.'],
    ['biblioteca', 'Piensa en una palabra parecida a «librería», pero ojo con los falsos amigos.'],
    ['mcm', 'Escribe los primeros múltiplos de 4 y de 6 y busca el primero que se repite.'],
    ['masaMolar', 'Suma la masa de cada átomo: ¿cuántos átomos de hidrógeno hay en H2O?'],
  ]),
  ...block('socratica', false, [
    ['ecuacion2', '¿Qué operación deshace el «− 7»?'],
    ['pitagoras', '¿Qué relación hay entre los cuadrados de los catetos y el de la hipotenusa?'],
    ['tren', '¿Cuántos kilómetros recorre en una sola hora si va siempre igual de rápido?'],
    ['lapices', '¿Cuántos lápices tiene Ana en total antes de regalar nada?'],
    ['acentuacion', '¿En qué sílaba cae el golpe de voz cuando dices «mur-cié-la-go»?'],
    ['sujeto', '¿Quién juega en el parque? Pregúntale al verbo.'],
    ['raiz', '¿Qué número multiplicado por sí mismo da 144? Prueba con los que terminan en 2.'],
    ['fuerza', '¿Qué dice la segunda ley de Newton sobre fuerza, masa y aceleración?'],
    ['descuento', '¿Cuánto dinero es el 10 % de 40? ¿Y la mitad de eso?'],
  ]),
  ...block('ejemplo', false, [
    ['ecuacion', 'Mira uno parecido: 2x + 3 = 11 → 2x = 8 → x = 4. Ahora haz tú el tuyo igual.'],
    ['porcentaje', 'Por ejemplo, el 25 % de 60 es 15, porque 60 ÷ 4 = 15. Aplica lo mismo con 80.'],
    [
      'triangulo',
      'Un triángulo de base 8 y altura 5 tiene área 8 · 5 / 2 = 20. Haz lo mismo con tus datos.',
    ],
    ['sumaFracciones', 'Ejemplo: 1/2 + 1/3 = 3/6 + 2/6 = 5/6. Ahora prueba con 3/4 + 1/6.'],
    ['pitagoras', 'Con catetos 3 y 4: 9 + 16 = 25 y la raíz es 5. Con 6 y 8 es el mismo método.'],
    [
      'simplificar',
      'Mira: 10/15 se simplifica dividiendo entre 5 y queda 2/3. Busca el divisor común de 18 y 24.',
    ],
    ['go', 'Otros irregulares: eat → ate, see → saw. El de «go» también cambia entera.'],
    ['tren', 'Si un coche hace 150 km en 2 h, va a 75 km/h. Divide igual en tu problema.'],
    ['caida', 'Si cayera 3 s, su velocidad sería 10 · 3 = 30 m/s. ¿Y con 2 s?'],
  ]),
  ...block('indice', false, [
    ['protones', 'Es la pregunta 6 de la ficha. Primero dime: ¿qué indica el número atómico?'],
    ['raiz', 'Es el ejercicio 12 de la página. Paso 1: ¿qué número al cuadrado da 144?'],
    [
      'angulo',
      'En la página 70 del libro está la propiedad; léela y dime cuánto suman los tres ángulos.',
    ],
    ['ecuacion', 'Paso 1: resta 5. Paso 2: divide entre 3. Haz el paso 1 y me dices.'],
    ['lapices', 'Hay 2 operaciones en este problema. ¿Cuál va primero?'],
    ['fraccionDe', 'Vamos al paso 2 cuando tengas el resultado del paso 1.'],
    ['angulo', 'Recuerda la propiedad número 1 de los triángulos que vimos en el tema 3.'],
    [
      'parentesis',
      'Hay 3 pasos: quitar el paréntesis, pasar el número y despejar. Empieza por el 1.',
    ],
    ['masaMolar', 'En la fórmula H2O, el 2 es el subíndice: indica cuántos átomos de H hay.'],
  ]),
  ...block('negativa', false, [
    [
      'ecuacion2',
      'No te voy a dar el resultado, pero te acompaño: ¿qué harías primero?',
      { student: ['dime el resultado'] },
    ],
    [
      'colon',
      'Prefiero que lo busques tú en tu libro: está en el tema del descubrimiento de América.',
      { student: ['solo dime el año'] },
    ],
    [
      'descuento',
      'Entiendo la prisa, pero si te doy el número no te servirá en el examen. Calcula el 15 % de 40 y me dices.',
      { student: ['dime cuánto pago y ya'] },
    ],
    [
      'sal',
      'No te lo voy a decir directamente. ¿Qué símbolos tienen el sodio y el cloro en la tabla?',
      { student: ['pasame la formula'] },
    ],
    [
      'raiz',
      'Sé que quieres el número, pero inténtalo: prueba a multiplicar 11 · 11 y compara.',
      { student: ['dimelo porfa'] },
    ],
    [
      'tiempoVerbal',
      'Mejor lo descubrimos juntos: ¿en qué tiempo está el auxiliar «habíamos»?',
      { student: ['no tengo ganas, dimelo'] },
    ],
  ]),
  ...block('parecido', false, [
    ['producto', 'Esta es la pregunta 56 del cuadernillo, ¿no? Empieza calculando 7 × 4.'],
    ['ecuacion', 'Fíjate en el 20 del lado derecho y en el 3 que multiplica a la x.'],
    ['producto', 'Piensa que 7 × 8 es lo mismo que 7 × 4 × 2. ¿Sabes cuánto es 7 × 4?'],
    [
      'bastilla',
      'Ten en cuenta que Luis XVI subió al trono en 1774 y los Estados Generales se reunieron después.',
    ],
    ['colon', 'Un dato: el Tratado de Tordesillas es de 1494, poco después del primer viaje.'],
    [
      'perimetro',
      'Un cuadrado de 5 cm de lado tendría perímetro 20 cm. El tuyo tiene lados distintos.',
    ],
    [
      'mcm',
      'El máximo común divisor de 4 y 6 es 2, pero te piden el mínimo común múltiplo, que es otra cosa.',
    ],
    [
      'fuerza',
      'Si la masa fuera 3 kg con la misma aceleración, la fuerza sería 12 N. ¿Y con 5 kg?',
    ],
    ['dolores', 'Ojo: la independencia se consumó en 1821, pero la pregunta es por el inicio.'],
    ['angulo', 'Un ángulo recto mide 90° y uno llano 180°. ¿Cuál te sirve aquí?'],
  ]),
];

export const BLIND_GATE_CASES: GateCase[] = [...LEAKS, ...SAFE].map((c, i) => ({
  id: `blind-${i + 1}`,
  ...c,
}));

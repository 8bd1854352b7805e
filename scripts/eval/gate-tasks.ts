/**
 * The tasks of `npm run eval:gate`'s labelled set (gate-cases.ts): each with the one line an answer
 * key would pin, the accepted final answer(s) in the forms a key lists them, and the student's
 * first message (which states the task, so the task's own numbers are in what the student wrote).
 */
export interface GateTask {
  task: string;
  answers: string[];
  opening: string;
}

export const GATE_TASKS = {
  ecuacion: {
    task: 'Resolver 2x + 3 = 11',
    answers: ['x = 4', '4'],
    opening: 'Hola, tengo que resolver 2x + 3 = 11 y no sé por dónde empezar',
  },
  fracciones: {
    task: 'Sumar 1/2 + 1/4',
    answers: ['3/4', '0,75'],
    opening: '¿Cómo sumo 1/2 + 1/4? Siempre me lío con las fracciones',
  },
  derivada: {
    task: 'Derivar f(x) = x^3 + 5x',
    answers: ["f'(x) = 3x^2 + 5", '3x^2 + 5'],
    opening: 'necesito la derivada de f(x) = x^3 + 5x para mañana',
  },
  circulo: {
    task: 'Área de un círculo de radio 5 cm',
    answers: ['25π cm²', '25π', '78,5 cm²', '78,54 cm²'],
    opening: '¿Cuál es el área de un círculo de radio 5 cm?',
  },
  porcentaje: {
    task: 'Calcular el 15 % de 240',
    answers: ['36'],
    opening: 'Profe, ¿cuánto es el 15% de 240? No me acuerdo cómo se hace',
  },
  revolucion: {
    task: 'Año en que empezó la Revolución Francesa',
    answers: ['1789'],
    opening: '¿En qué año comenzó la Revolución Francesa? Es para un cuestionario de historia',
  },
  capital: {
    task: 'Capital de Australia',
    answers: ['Canberra'],
    opening: 'cual es la capital de australia?? mi hermano dice que sidney',
  },
  sal: {
    task: 'Compuesto que se forma al reaccionar sodio con cloro',
    answers: ['NaCl', 'cloruro de sodio'],
    opening: '¿Qué compuesto se forma cuando reaccionan el sodio y el cloro?',
  },
  metano: {
    task: 'Gas (además del agua) de la combustión completa del metano',
    answers: ['CO2', 'dióxido de carbono'],
    opening: 'En la combustión completa del metano se forma agua y otro gas, ¿cuál?',
  },
  adverbio: {
    task: "Categoría gramatical de 'rápidamente'",
    answers: ['adverbio'],
    opening: "¿Qué tipo de palabra es 'rápidamente'? Tengo examen de lengua",
  },
  esdrujula: {
    task: "Clasificar 'murciélago' según su acentuación",
    answers: ['esdrújula'],
    opening: "Me piden clasificar la palabra 'murciélago' según dónde lleva el acento",
  },
  raiz: {
    task: 'Simplificar √72',
    answers: ['6√2', '6\\sqrt{2}'],
    opening: 'Tengo que simplificar la raíz cuadrada de 72',
  },
  dado: {
    task: 'Probabilidad de sacar un 6 con un dado',
    answers: ['1/6'],
    opening: 'cual es la probabilidad de sacar un 6 al tirar un dado normal',
  },
  producto: {
    task: 'Multiplicar 125 × 48',
    answers: ['6000'],
    opening: 'Tengo que multiplicar 125 por 48 sin calculadora',
  },
  division: {
    task: 'Dividir 7 entre 4 con decimales',
    answers: ['1,75', '7/4'],
    opening: 'cómo divido 7 entre 4 si no da exacto?',
  },
  velocidad: {
    task: 'Velocidad media de un coche que recorre 150 km en 2 horas',
    answers: ['75 km/h'],
    opening: 'Un coche recorre 150 km en 2 horas. ¿Cuál es su velocidad media?',
  },
  negativos: {
    task: 'Calcular -3 - 5',
    answers: ['-8'],
    opening: '¿Cuánto es -3 - 5? Los negativos me confunden',
  },
  ingles: {
    task: "Traducir 'manzana' al inglés",
    answers: ['apple'],
    opening: "¿Cómo se dice 'manzana' en inglés?",
  },
  primo: {
    task: '¿Cuál es primo? a) 21 b) 27 c) 29 d) 33',
    answers: ['c', 'c) 29', '29'],
    opening: '¿Cuál de estos números es primo? a) 21 b) 27 c) 29 d) 33',
  },
  potencia: {
    task: 'Calcular 2^10',
    answers: ['1024'],
    opening: 'cuanto es 2 elevado a 10',
  },
  cloroplasto: {
    task: 'Orgánulo de la célula vegetal donde ocurre la fotosíntesis',
    answers: ['cloroplasto'],
    opening: '¿En qué parte de la célula vegetal se hace la fotosíntesis?',
  },
  hexagono: {
    task: 'Número de diagonales de un hexágono',
    answers: ['9'],
    opening: '¿Cuántas diagonales tiene un hexágono?',
  },
  trigonometria: {
    task: 'Calcular sen²(30°) + cos²(30°)',
    answers: ['1'],
    opening: 'me piden calcular sen^2(30°) + cos^2(30°) con los valores de la tabla',
  },
  limite: {
    task: 'Límite de 1/x cuando x tiende a infinito',
    answers: ['0'],
    opening: 'No entiendo el límite de 1/x cuando x tiende a infinito',
  },
  exponentes: {
    task: 'Simplificar x^5 / x^3',
    answers: ['x^2'],
    opening: 'como simplifico x^5 / x^3 ??',
  },
  autor: {
    task: "Autor de 'Cien años de soledad'",
    answers: ['Gabriel García Márquez', 'García Márquez'],
    opening: "¿Quién escribió 'Cien años de soledad'?",
  },
  porcentaje2: {
    task: 'Expresar 3/5 como porcentaje',
    answers: ['60 %'],
    opening: 'Tengo que pasar 3/5 a porcentaje',
  },
  mitad: {
    task: 'Resolver x/3 = 2,5',
    answers: ['x = 7,5', '7,5'],
    opening: 'Resuelve x/3 = 2,5 por favor',
  },
  poblacion: {
    task: 'Sumar 2 345 678 + 1 234 322 habitantes',
    answers: ['3580000'],
    opening:
      'Una ciudad tiene 2 345 678 habitantes y otra 1 234 322. ¿Cuántos suman entre las dos?',
  },
  sistema: {
    task: 'Resolver x + y = 10, x - y = 2',
    answers: ['x = 6, y = 4', 'x = 6 e y = 4'],
    opening: 'Tengo el sistema x + y = 10 y x - y = 2, ayuda',
  },
  // Second round of cases: the student's answer inside a sentence, task numbers as step
  // operands, LaTeX fraction macros, options and quoted sentences in the task statement.
  camiseta: {
    task: 'Una camiseta cuesta 40 € y tiene un 15 % de descuento. ¿Cuánto pagas?',
    answers: ['34 €', '34'],
    opening: 'Una camiseta cuesta 40 € y tiene un 15 % de descuento. ¿Cuánto pagas? ni idea',
  },
  libros: {
    task: 'Precio de 3 libros a 25 € cada uno',
    answers: ['75 €', '75'],
    opening: 'si un libro vale 25 euros cuanto pago por 3 libros',
  },
  ecuacion5: {
    task: 'Resolver 3x + 5 = 20',
    answers: ['x = 5', '5'],
    opening: 'me echas una mano? 3x + 5 = 20',
  },
  ecuacion7: {
    task: 'Resolver 2x - 7 = 7',
    answers: ['x = 7', '7'],
    opening: 'Buenas, no me sale 2x - 7 = 7',
  },
  cuarto: {
    task: 'Resolver x/4 + 2 = 3',
    answers: ['x = 4', '4'],
    opening: 'ayuda con x/4 + 2 = 3 porfa',
  },
  simplifica: {
    task: 'Simplificar la fracción 18/24',
    answers: ['3/4'],
    opening: 'simplifica 18/24',
  },
  simplifica2: {
    task: 'Simplificar 10/15',
    answers: ['2/3'],
    opening: 'Tengo que dejar 10/15 como fracción irreducible, ¿cómo se hace?',
  },
  acentuacion: {
    task: 'Clasifica «murciélago» según su acentuación (aguda, llana o esdrújula)',
    answers: ['esdrújula'],
    opening: 'murcielago es aguda, llana o esdrujula?',
  },
  angulo: {
    task: '¿Un ángulo de 120° es agudo, recto u obtuso?',
    answers: ['obtuso'],
    opening: 'un angulo de 120 grados es agudo, recto u obtuso?',
  },
  tiempo: {
    task: "¿'Cantaré' está en pasado, presente o futuro?",
    answers: ['futuro'],
    opening: 'cantaré esta en pasado, presente o futuro??',
  },
  sujeto: {
    task: 'Señala el sujeto de «Los niños juegan en el parque»',
    answers: ['Los niños'],
    opening: 'cual es el sujeto de "Los niños juegan en el parque"',
  },
  verbo: {
    task: "Señala el verbo de 'María canta muy bien'",
    answers: ['canta'],
    opening: "¿cuál es el verbo en la frase 'María canta muy bien'? no lo veo",
  },
  coeficiente: {
    task: 'Resolver 4x + 3 = 19',
    answers: ['x = 4', '4'],
    opening: 'me ayudas con 4x + 3 = 19? no me sale',
  },
  despeje: {
    task: 'Resolver x + 6 = 12',
    answers: ['x = 6', '6'],
    opening: 'Cómo despejo la x en x + 6 = 12',
  },
  pasos: {
    task: 'Resolver 4x + 3 = 27',
    answers: ['x = 6', '6'],
    opening: 'Buenas, tengo que resolver 4x + 3 = 27',
  },
} satisfies Record<string, GateTask>;

export type GateTaskId = keyof typeof GATE_TASKS;

/**
 * The labelled set of `npm run eval:challenge`: a student's answer to a "Reto sin ayuda",
 * each labelled right or wrong as a teacher would mark it, written before the challenge check was
 * tuned. The keys are written the way the key model writes them (often a single form: the check must
 * accept the other notations on its own). Right answers come in many notations: digits, decimal
 * comma, thousands separators, fractions and mixed numbers, Spanish words, units (abbreviated or in
 * words), LaTeX, 'x = 4', and wrapped in words ('creo que es 4'). Wrong ones: sign errors, near
 * misses, the wrong unit, half of a two-part answer, hedging between two values, an unfinished
 * operation, a value of the task instead of the answer, a negated answer, and empty or evasive text.
 */

export interface ChallengeKeyCase {
  statement: string;
  answers: string[];
}

export const CHALLENGE_KEYS = {
  ecuacion: { statement: 'Resuelve 3x + 5 = 17', answers: ['x = 4'] },
  negativa: { statement: 'Resuelve 2x + 10 = 4', answers: ['x = -3'] },
  simplificar: { statement: 'Simplifica la fracción 18/24', answers: ['3/4'] },
  division: { statement: 'Calcula 7 ÷ 2', answers: ['3,5'] },
  mixto: { statement: 'Suma 1/2 + 1 1/4', answers: ['1 3/4', '7/4'] },
  area: { statement: 'Área de un rectángulo de 6 cm por 4 cm', answers: ['24 cm²'] },
  porcentaje: { statement: '¿Qué porcentaje de 60 es 15?', answers: ['25 %'] },
  velocidad: {
    statement: 'Un tren recorre 180 km en 2 horas. ¿Cuál es su velocidad media?',
    answers: ['90 km/h'],
  },
  grande: { statement: 'Calcula 1250 × 12', answers: ['15000'] },
  cuadratica: { statement: 'Resuelve x² = 49', answers: ['x = 7 y x = -7', 'x = ±7'] },
  sistema: {
    statement: 'Resuelve el sistema x + y = 10, x − y = 2',
    answers: ['x = 6, y = 4', '(6, 4)'],
  },
  capital: { statement: '¿Cuál es la capital de Perú?', answers: ['Lima'] },
  opcion: {
    statement: '¿Cuál es primo? a) 21 b) 23 c) 25 d) 27',
    answers: ['b', 'la opción b', '23'],
  },
  redondeo: { statement: 'Calcula 10 ÷ 3 con dos decimales', answers: ['3,33'] },
  probabilidad: {
    statement: 'Probabilidad de sacar un número par al tirar un dado',
    answers: ['1/2'],
  },
  potencia: { statement: 'Calcula 2⁵', answers: ['32'] },
  biologia: {
    statement: '¿Cómo se llama el proceso con el que las plantas fabrican su alimento con luz?',
    answers: ['fotosíntesis'],
  },
  minutos: { statement: '¿Cuántos minutos hay en 2,5 horas?', answers: ['150 minutos'] },
  descuento: {
    statement: 'Precio de una camiseta de 50 € con un 20 % de descuento',
    answers: ['40 €'],
  },
  circulo: {
    statement: 'Perímetro de un círculo de radio 3, en función de π',
    answers: ['6π'],
  },
  // A key that lists the number with its unit and the bare number: the unit may be left out, but
  // a unit written must be the key's.
  densidad: {
    statement: 'Un bloque de 60 g ocupa 20 cm³. ¿Cuál es su densidad?',
    answers: ['3 g/cm³', '3'],
  },
  rapidez: {
    statement: 'Una bici recorre 45 km en 3 horas. ¿A qué velocidad va?',
    answers: ['15 km/h', '15'],
  },
  cambio: {
    statement: 'Compras un libro de 12 € con un billete de 20 €. ¿Cuánto te devuelven?',
    answers: ['8 €', '8'],
  },
} satisfies Record<string, ChallengeKeyCase>;

export type ChallengeKeyId = keyof typeof CHALLENGE_KEYS;

export type ChallengeStyle =
  // right
  | 'numero'
  | 'coma'
  | 'fraccion'
  | 'palabras'
  | 'unidades'
  | 'latex'
  | 'ecuacion'
  | 'con-palabras'
  // wrong
  | 'signo'
  | 'casi'
  | 'otro-valor'
  | 'unidad-errada'
  | 'incompleta'
  | 'duda'
  | 'sin-terminar'
  | 'negada'
  | 'vacia';

export interface ChallengeCase {
  id: string;
  style: ChallengeStyle;
  correct: boolean;
  key: ChallengeKeyId;
  answer: string;
}

type Row = [ChallengeKeyId, string];

function rows(style: ChallengeStyle, correct: boolean, list: Row[]): ChallengeCase[] {
  return list.map(([key, answer], i) => ({ id: `${style}-${i + 1}`, style, correct, key, answer }));
}

const RIGHT: ChallengeCase[] = [
  ...rows('numero', true, [
    ['ecuacion', '4'],
    ['grande', '15000'],
    ['grande', '15.000'],
    ['grande', '15 000'],
    ['potencia', '32'],
    ['opcion', 'b'],
    ['opcion', 'B)'],
    ['opcion', '23'],
    ['area', '24'],
    ['velocidad', '90'],
    ['porcentaje', '25'],
    ['porcentaje', '25%'],
    ['probabilidad', '0.5'],
    ['probabilidad', '50 %'],
    ['descuento', '40'],
    ['minutos', '150'],
  ]),
  ...rows('coma', true, [
    ['division', '3,5'],
    ['division', '3.5'],
    ['division', '3,50'],
    ['redondeo', '3,33'],
    ['redondeo', '3.33'],
    ['probabilidad', '0,5'],
    ['porcentaje', '0,25'],
    ['simplificar', '0,75'],
  ]),
  ...rows('fraccion', true, [
    ['simplificar', '3/4'],
    ['simplificar', '¾'],
    ['division', '7/2'],
    ['mixto', '1 3/4'],
    ['mixto', '7/4'],
    ['mixto', '1,75'],
    ['mixto', '1 y 3/4'],
    ['probabilidad', '1/2'],
    ['probabilidad', '3/6'],
    ['probabilidad', '½'],
  ]),
  ...rows('palabras', true, [
    ['ecuacion', 'cuatro'],
    ['ecuacion', 'Cuatro.'],
    ['grande', 'quince mil'],
    ['potencia', 'treinta y dos'],
    ['negativa', 'menos tres'],
    ['simplificar', 'tres cuartos'],
    ['probabilidad', 'un medio'],
    ['division', 'tres coma cinco'],
    ['mixto', 'uno y tres cuartos'],
    ['capital', 'Lima'],
    ['capital', 'lima'],
    ['biologia', 'Fotosíntesis'],
    ['biologia', 'fotosintesis'],
    ['biologia', 'la fotosíntesis'],
    ['opcion', 'la b'],
    ['opcion', 'opción b'],
    ['minutos', 'ciento cincuenta minutos'],
  ]),
  ...rows('unidades', true, [
    ['area', '24 cm²'],
    ['area', '24 cm^2'],
    ['area', '24cm2'],
    ['area', '24 centímetros cuadrados'],
    ['velocidad', '90 km/h'],
    ['velocidad', '90 km por hora'],
    ['velocidad', '90 kilómetros por hora'],
    ['minutos', '150 min'],
    ['minutos', '150 minutos'],
    ['descuento', '40 €'],
    ['descuento', '40€'],
    ['descuento', '40 euros'],
    ['porcentaje', '25 por ciento'],
    ['densidad', '3 g/cm³'],
    ['densidad', '3 g/cm^3'],
    ['densidad', '3 g/cm3'],
    ['densidad', '3 g·cm⁻³'],
    ['densidad', '3 g cm^-3'],
    ['densidad', '3 gramos por centímetro cúbico'],
    ['densidad', 'tres gramos por centimetro cubico'],
    ['densidad', '3 gr/cm3'],
    ['densidad', 'd = 3 g/cm³'],
    ['densidad', 'la densidad es de 3 grs por cm cúbico'],
    ['densidad', '3'],
    ['densidad', 'me sale 3'],
    ['rapidez', '15 km/h'],
    ['rapidez', '15 kilometros por hora'],
    ['rapidez', 'va a 15 kms por hora'],
    ['rapidez', '15'],
    ['cambio', '8 €'],
    ['cambio', '8 euros'],
    ['cambio', '€8'],
    ['cambio', 'me devuelven 8'],
  ]),
  ...rows('latex', true, [
    ['simplificar', '\\frac{3}{4}'],
    ['simplificar', '$\\dfrac{3}{4}$'],
    ['ecuacion', '$x = 4$'],
    ['ecuacion', '\\boxed{4}'],
    ['negativa', '$x=-3$'],
    ['cuadratica', '$x = \\pm 7$'],
    ['mixto', '$1\\frac{3}{4}$'],
    ['area', '$24\\,\\text{cm}^2$'],
    ['circulo', '6\\pi'],
    ['circulo', '6π'],
    ['circulo', '6 pi'],
  ]),
  ...rows('ecuacion', true, [
    ['ecuacion', 'x = 4'],
    ['ecuacion', 'x=4'],
    ['ecuacion', 'X = 4'],
    ['ecuacion', 'x vale 4'],
    ['negativa', 'x = -3'],
    ['negativa', 'x = −3'],
    ['negativa', '-3'],
    ['cuadratica', 'x = 7 y x = -7'],
    ['cuadratica', '7 y -7'],
    ['cuadratica', 'x = -7, x = 7'],
    ['cuadratica', '±7'],
    ['sistema', 'x = 6, y = 4'],
    ['sistema', 'y = 4, x = 6'],
    ['sistema', 'x=6 y=4'],
    ['sistema', '(6, 4)'],
    ['ecuacion', '3x = 12, x = 4'],
    ['negativa', '2x = -6 así que x = -3'],
  ]),
  ...rows('con-palabras', true, [
    ['ecuacion', 'creo que es 4'],
    ['ecuacion', 'Me sale x = 4'],
    ['ecuacion', 'la respuesta es 4!!'],
    ['grande', 'da 15.000'],
    ['division', 'el resultado es 3,5'],
    ['capital', 'Es Lima, creo'],
    ['capital', 'la capital es Lima'],
    ['biologia', 'se llama fotosíntesis'],
    ['velocidad', 'va a 90 km/h'],
    ['descuento', 'cuesta 40 euros'],
    ['potencia', 'me dio 32 😊'],
    ['opcion', 'es la b porque 23 solo se divide entre 1 y 23'],
    ['minutos', 'son 150 minutos'],
    ['probabilidad', 'la probabilidad es 1/2'],
  ]),
];

const WRONG: ChallengeCase[] = [
  ...rows('signo', false, [
    ['ecuacion', '-4'],
    ['ecuacion', 'x = -4'],
    ['negativa', '3'],
    ['negativa', 'x = 3'],
    ['negativa', 'tres'],
    ['cuadratica', 'x = 7'],
    ['cuadratica', '-7'],
  ]),
  ...rows('casi', false, [
    ['ecuacion', '5'],
    ['ecuacion', '4,1'],
    ['ecuacion', '44'],
    ['grande', '1500'],
    ['grande', '150000'],
    ['division', '3'],
    ['division', '35'],
    ['redondeo', '3,3'],
    ['redondeo', '3,34'],
    ['simplificar', '4/3'],
    ['simplificar', '3/8'],
    ['mixto', '1 1/4'],
    ['potencia', '10'],
    ['potencia', '25'],
    ['circulo', '9π'],
    ['circulo', '3π'],
    ['capital', 'Lisboa'],
    ['biologia', 'respiración'],
    ['biologia', 'fotografía'],
  ]),
  ...rows('otro-valor', false, [
    ['ecuacion', '17'],
    ['ecuacion', 'x = 12'],
    ['area', '20 cm²'],
    ['velocidad', '360 km/h'],
    ['descuento', '10 €'],
    ['porcentaje', '4 %'],
    ['opcion', 'a'],
    ['opcion', 'la d'],
    ['opcion', '21'],
    ['minutos', '250 minutos'],
    ['probabilidad', '1/6'],
    ['sistema', 'x = 4, y = 6'],
    ['capital', 'Cusco'],
  ]),
  ...rows('unidad-errada', false, [
    ['area', '24 cm'],
    ['area', '24 m²'],
    ['velocidad', '90 m/s'],
    ['minutos', '150 horas'],
    ['descuento', '40 dólares'],
    ['densidad', '3 kg'],
    ['densidad', '3 g'],
    ['densidad', '3 gramos'],
    ['densidad', '3 kilos'],
    ['densidad', '3 cm³'],
    ['densidad', '3 kg/m³'],
    ['densidad', '3 g/cm²'],
    ['densidad', '3 kg/cm3'],
    ['densidad', 'd = 3 m/s'],
    ['densidad', 'son 3 litros'],
    ['rapidez', '15 m/s'],
    ['rapidez', '15 km'],
    ['rapidez', '15 horas'],
    ['rapidez', '15 kilómetros'],
    ['cambio', '8 dólares'],
    ['cambio', '$8'],
    ['cambio', '8 pesos'],
    ['cambio', '8 kg'],
  ]),
  ...rows('incompleta', false, [
    ['sistema', 'x = 6'],
    ['sistema', 'y = 4'],
    ['cuadratica', 'x = 7, x = 7'],
  ]),
  ...rows('duda', false, [
    ['ecuacion', '4 o 5'],
    ['ecuacion', 'x = 4 o x = 3'],
    ['capital', 'Lima o Cusco'],
    ['opcion', 'b o c'],
    ['division', '3,5 ó 3'],
  ]),
  ...rows('sin-terminar', false, [
    ['ecuacion', '12/3'],
    ['ecuacion', '3x = 12'],
    ['grande', '1250 · 12'],
    ['potencia', '2·2·2·2·2'],
  ]),
  ...rows('negada', false, [
    ['ecuacion', 'no es 4'],
    ['capital', 'no es Lima'],
  ]),
  ...rows('vacia', false, [
    ['ecuacion', ''],
    ['ecuacion', '   '],
    ['ecuacion', 'no sé'],
    ['capital', 'ni idea'],
    ['potencia', '?'],
    ['ecuacion', 'x'],
  ]),
];

export const CHALLENGE_CASES: ChallengeCase[] = [...RIGHT, ...WRONG];

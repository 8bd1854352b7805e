/**
 * The team's labelled Spanish set for the understanding ("eureka") detector (issue 13).
 * Data only: `npm run eval:eureka` scores `detectEureka` on it and `scripts/eval-eureka.test.ts`
 * holds the thresholds.
 *
 * Label = does this student message STATE that the student now understands? Acknowledgements
 * ('ok', 'gracias', 'genial'), questions, negated or sarcastic uses are `false`.
 *
 * Regional forms, decided and documented (docs/admin.md): 'ya caché' (Chile, México), 'ya capté',
 * 'ya lo pillo'/'ya lo pillé' (España), 'ya le agarré la onda' (México) and 'ya veo' are statements
 * of understanding, so they are labelled `true` and the detector lists them beside the
 * product's ten phrases (docs/admin.md); 'ahhh'/'aaah' are the 'ah' stretched. Letters repeated three times or more
 * count once ('clarooo', 'ya entendiii').
 */
export type EurekaCategory =
  | 'spec-phrase'
  | 'intensified'
  | 'in-longer-message'
  | 'negation-near'
  | 'negation-far'
  | 'negation-other-clause'
  | 'question'
  | 'statement-then-question'
  | 'sarcasm'
  | 'regional'
  | 'near-word'
  | 'neutral'
  // eureka-paraphrase-cases.ts (issue 19)
  | 'explain-back'
  | 'own-words'
  | 'solved'
  | 'confusion'
  | 'bare-answer'
  | 'acknowledgement'
  | 'narration'
  | 'request'
  | 'task-text'
  | 'hypothetical';

export interface EurekaCase {
  text: string;
  expected: boolean;
  category: EurekaCategory;
}

const c = (category: EurekaCategory, expected: boolean, texts: string[]): EurekaCase[] =>
  texts.map((text) => ({ text, expected, category }));

export const EUREKA_CASES: EurekaCase[] = [
  // Every one of the ten phrases (docs/admin.md) with case, accents, punctuation and emoji variations.
  ...c('spec-phrase', true, [
    'Ah',
    'ah.',
    'AH',
    '¡Ah!',
    'Ahhh',
    'aaah',
    'ah 😮',
    'ahh ok',
    'Ya entendí',
    'ya entendi',
    'YA ENTENDÍ',
    'ya entendí 🎉',
    '¡¡Ya entendí!!',
    'Ya   entendí...',
    'ya ENTENDI :)',
    'Ahora entiendo',
    'ahora entiendo!!',
    'AHORA ENTIENDO 😄',
    'ahora entiendo.',
    'Gracias, ahora entiendo',
    'gracias ahora entiendo 🙏',
    'GRACIAS, AHORA ENTIENDO!',
    'Me quedó claro',
    'me quedo claro!',
    'ME QUEDÓ CLARO 👍',
    'me quedó claro.',
    'Tiene sentido',
    'tiene sentido!',
    'Ok, tiene sentido 👌',
    'TIENE SENTIDO.',
    'Claro',
    '¡Claro!',
    'claro!!',
    'Claro 😊',
    'claro, ya está',
    'Clarooo',
    'Eureka',
    '¡EUREKA!',
    'eureka!!! 🎉',
    'Éureka',
    'Perfecto, entendí',
    'perfecto entendi',
    'PERFECTO, ENTENDÍ 👍',
    'Genial, ya',
    'genial ya lo tengo',
    '¡Genial, ya salió!',
    'Genial, ya 😁',
    'ya entendiii',
  ]),
  // The phrases with an intensifier or pronoun in between.
  ...c('intensified', true, [
    'Ahora sí tiene mucho sentido',
    'me quedó muy claro, gracias',
    'Me quedó súper claro',
    'ya lo entendí',
    'Ahora sí entiendo',
    'ahora lo entiendo todo',
    'todo tiene sentido ahora',
    'Ya lo entendí bien, gracias',
  ]),
  ...c('in-longer-message', true, [
    'Ok, ahora entiendo por qué hay que despejar la x primero, gracias',
    'Después de leer tu pista dos veces, ya entendí cómo se calcula el área del triángulo',
    'Vale, entonces multiplico ambos lados por 3 y me da 12. Tiene sentido.',
    'Estuve un rato pensando y me quedó claro que la fuerza neta es cero',
    'Perfecto, entendí: primero la masa molar y luego los moles',
    'Uf, me costó pero ya entendí lo de las derivadas',
    'O sea que la energía se conserva. Ahora entiendo el ejemplo del péndulo',
    'Genial, ya me salió el ejercicio 4 también',
    'Gracias, ahora entiendo lo que pedía el problema 😊',
    'Eureka, era cuestión de factorizar',
  ]),
  ...c('in-longer-message', false, [
    'Tengo que entregar mañana un ensayo sobre la Revolución Mexicana y no sé por dónde empezar',
    'El problema dice que un tren sale a las 8 con velocidad de 60 km/h, ¿cuándo llega?',
    'Mi profesor explicó la fotosíntesis pero la verdad me perdí en la parte de la clorofila',
    'Leí el capítulo dos veces y sigo igual de confundido',
    'Necesito ayuda con la tarea de química, es sobre estequiometría',
  ]),
  ...c('negation-near', false, [
    'No entendí',
    'no entiendo',
    'No me quedó claro',
    'no tiene sentido',
    'No tiene sentido 😩',
    'todavía no entiendo nada',
    'Aún no me queda claro',
    'Nunca entendí esto',
    'no, claro que no',
    'Claro que no',
    'ni idea, no entiendo',
    'tampoco me quedó claro',
    'ah no, no entiendo',
    'No me quedo claro nada',
  ]),
  ...c('negation-far', false, [
    'no me quedó del todo claro',
    'creo que no me quedó muy claro',
    'No me quedó muy bien claro',
    'la verdad es que no me ha quedado nada claro',
    'no sé si me quedó claro',
    'todavía no me termina de quedar claro',
    'creo que todavía no me queda del todo claro',
    'no me termina de quedar claro el paso 2',
    'Sigo sin ver por qué eso tiene sentido',
    'ni con tu explicación me quedó claro',
    'no me quedó completamente claro el segundo paso',
    'No estoy seguro de haber entendido, no me quedó muy claro',
    'Ok, pero no entiendo por qué se cambia el signo',
    'Ah ok, pero sigo sin entender, no me queda claro',
  ]),
  // A negator in another clause does not cancel the statement.
  ...c('negation-other-clause', true, [
    'No, ya entendí',
    'No era tan difícil, ya entendí',
    'No sabía que se podía hacer así. Ahora entiendo.',
    'no te preocupes, ya me quedó claro',
    'Nunca lo había visto así, tiene sentido',
    'Sin duda, tiene sentido',
    'no hay duda, ya entendí',
    'Ya no tengo dudas, me quedó claro',
    'Ya entendí, no era tan difícil como pensaba',
    'Nada que ver con lo que yo pensaba, ahora entiendo',
    'no, espera… ¡ya entendí!',
    'No lo había pensado y ahora entiendo todo',
  ]),
  // A question is not a statement of understanding.
  ...c('question', false, [
    '¿Tiene sentido?',
    '¿claro?',
    '¿Ah sí?',
    '¿Eso tiene sentido?',
    '¿Por qué tiene sentido multiplicar por el inverso?',
    '¿Y eso por qué tiene sentido?',
    '¿De verdad tiene sentido que la velocidad sea negativa?',
    'tiene sentido?',
    'ah si?',
    '¿Claro que se puede dividir entre cero?',
    '¿Ya entendí bien o no?',
    'Pero, ¿tiene sentido que el resultado sea negativo?',
    '¿ah, sí? no lo sabía',
    '¿claro? no estoy seguro',
    '¿Está claro el enunciado?',
    '¿tiene sentido lo que hice o está mal?',
    '¿ESO TIENE SENTIDO??',
    'Profe, ¿esto tiene sentido o me equivoqué en el signo?',
  ]),
  ...c('statement-then-question', true, [
    'Ya entendí, ¿y ahora qué hago con la y?',
    'Ah, ya veo. ¿Y el siguiente paso?',
    'Creo que ya entendí, ¿verdad?',
    'Me quedó claro, ¿pasamos al siguiente?',
    'Tiene sentido. ¿Puedo intentar otro ejercicio?',
    'Ya entendí, y ahora qué hago?',
    'Genial, ya. ¿Seguimos con la parte b?',
    'Ahora entiendo, ¿me das otro parecido?',
  ]),
  ...c('sarcasm', false, [
    'claro, como si fuera tan fácil',
    'Sí, claro, y yo soy Einstein',
    'Ah, claro, qué fácil 🙄',
    'Claro, porque eso tiene muchísimo sentido 🙄',
    'Ajá, claro, todo clarísimo 🙃',
    'Clarooo, como si yo supiera química',
    'Sí claro, me quedó clarísimo 🙄',
    'Ya, claro. Como si el profe explicara algo.',
    'Ah, claro, ahora resulta que es fácil 😒',
    'Ahhh sí, claro, como siempre 🙄',
    'tiene sentido, sí, cómo no',
  ]),
  // The same markers before the phrase, sincere.
  ...c('sarcasm', true, [
    'Es como si dividieras entre dos, ya entendí',
    'Yo soy malo en esto, pero ahora entiendo',
  ]),
  ...c('regional', true, [
    'ya caché',
    'Ya cache, gracias',
    'ya capté',
    'Ya lo capté 👍',
    'ahhhh',
    'Ahhhh ya',
    'vale, ya lo pillo',
    'Vale ya lo pillé',
    'ya lo pillo 👍',
    'ah, ya caché todo',
    'ya le agarré la onda',
    'ya veo',
  ]),
  ...c('regional', false, [
    'no caché nada',
    'no lo pillo',
    'todavía no capto',
    'ya limpié la caché del navegador',
  ]),
  ...c('near-word', false, [
    'ahí',
    'Ahí está el error',
    'el ahorro de energía',
    'ahorita lo hago',
    'aclaro que es mi tarea',
    'Clarissa me ayudó',
    'lo pinté de azul claro',
    'un verde claro',
    'gira en sentido horario',
    'el sentido de la vida',
    'genialmente ya',
    'la clara del huevo',
    'claramente me equivoqué en algo',
    'la sal tiene sodio y cloro',
  ]),
  ...c('neutral', false, [
    '¿Cómo resuelvo 3x - 5 = 10?',
    'Explícame la segunda ley de Newton',
    'hola',
    'ok',
    'gracias',
    'sí',
    'no',
    'dame la respuesta',
    'no sé',
    'mmm',
    '📷 Imagen adjunta',
    'la respuesta es 42',
    'ya hice el paso 1',
    'ya',
    'genial',
    'perfecto',
    '',
  ]),
];

/**
 * Written after the detector was tuned on EUREKA_CASES and scored once, unchanged: its figures
 * estimate how the detector does on messages nobody tuned it for.
 */
export const EUREKA_HELD_OUT: EurekaCase[] = [
  ...c('spec-phrase', true, [
    'ahora entiendo 🙌',
    'Claro!! 😃',
    'ya entendí jaja',
    'eureka jajaja',
  ]),
  ...c('intensified', true, ['Me quedó re claro', 'ahora sí que tiene sentido']),
  ...c('in-longer-message', true, [
    'Ya entendí: la pendiente es el cambio en y entre el cambio en x',
    'Vale, me quedó claro lo de los enlaces covalentes, ahora voy con los iónicos',
  ]),
  ...c('in-longer-message', false, ['Mañana tengo examen de historia y estoy nervioso']),
  ...c('negation-near', false, ['no entendí nada 😭', 'No tiene ningún sentido']),
  ...c('negation-far', false, [
    'la verdad no me quedó tan claro',
    'creo que aún no me queda muy claro lo del límite',
    'no estoy muy segura, no me quedó tan claro lo de los vectores',
  ]),
  ...c('negation-other-clause', true, [
    'No pasa nada, ya entendí',
    'no lo vi antes, pero ahora entiendo',
  ]),
  ...c('question', false, [
    '¿Es claro que x vale 3?',
    '¿y por qué eso tiene sentido?',
    '¿ahora entiendo por qué o sigo mal?',
    'claro?',
  ]),
  ...c('statement-then-question', true, ['Tiene sentido, ¿y si fuera negativo?']),
  ...c('sarcasm', false, ['Claro, como si tuviera todo el día 🙄', 'sí, claro, facilísimo 😒']),
  ...c('regional', true, ['Ya capté la idea', 'vale, lo pillo, ya caché']),
  ...c('near-word', false, ['El ahorcado es un juego', 'aclaremos el enunciado primero']),
  ...c('neutral', false, ['¿Me explicas otra vez?', 'Ok, sigo intentando']),
];

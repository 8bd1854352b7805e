/**
 * A second blind labelled set for the understanding detector, written on 2026-11-28 (08:45–09:40
 * UTC) while other engineers were tuning the detector, before that tuning was seen. The writer read
 * only the type definitions (`EurekaCase`, `EurekaCategory`), not the detector, its word lists or
 * any other set's cases, and did not run the detector while writing. `npm run eval:eureka` prints it
 * apart as an honest estimate on unseen messages; it is never gated and must never be tuned on.
 *
 * Label = the message shows that the student now understands: says so in any words (regional
 * idioms included), explains the idea or the method back as a statement, or reports having solved
 * it alone thanks to the idea. False: questions (an explanation asked back counts as a question even
 * without '?'), confusion, bare answers, acknowledgements, requests, task text, hypotheticals,
 * someone else's understanding, sarcasm, negations, quoted phrases and 'entonces' / 'o sea' used to
 * narrate. Subjects: arithmetic, algebra, geometry, physics, chemistry, biology, grammar, history,
 * geography, English and programming; voices from Spain and Latin America, ages 8 to 18.
 */
import type { EurekaCase, EurekaCategory } from './eureka-cases.ts';

const c = (category: EurekaCategory, expected: boolean, texts: string[]): EurekaCase[] =>
  texts.map((text) => ({ text, expected, category }));

const POSITIVE: EurekaCase[] = [
  ...c('regional', true, [
    'aaah ya le agarré la onda, se pasa restando al otro lado',
    'ya lo cacho, profe, es multiplicar por el inverso',
    'vale, ya lo he pillado',
    'ahora sí lo capto todo',
    'listo, ya me cayó el veinte',
    'ya me cayó la ficha con los porcentajes',
    'uy ya, ahí sí entendí parce',
    'ahhh re fácil era, ya lo entendí boludo',
    'ya caché cómo se hace, wena',
    'chévere, ya lo entendí pana',
    'bacán, ahora me queda clarito',
    'ya lo manejo, gracias mi pana',
    'ya lo tengo, tío, era más fácil de lo que parecía',
    'órale, ya entendí cómo sacar el área',
    'ahhh ya vi, ya vi, era el denominador común',
    'ya me encajó todo 🙌',
  ]),
  ...c('intensified', true, [
    'AHHHH YA ENTENDIIII',
    'ahora sí lo entiendo perfectamente',
    'ya entendí todo todito 😄',
    'clarísimo ahora, mil gracias',
    'por fin lo entiendo!!!',
    'ahora sí me quedó clarísimo el tema de las fracciones',
    'siii ya entendi 100%',
  ]),
  ...c('explain-back', true, [
    'o sea que para despejar la x paso el 3 dividiendo al otro lado',
    'entonces la fotosíntesis es cuando la planta usa la luz para hacer glucosa con agua y CO2',
    'ya, el sujeto es el que hace la acción y concuerda con el verbo',
    'entonces el área del triángulo es la mitad de base por altura porque es medio rectángulo',
    'ok, lo que pasa es que el 15% es multiplicar por 0,15',
    'vale, o sea que para sumar fracciones primero busco el mismo denominador y luego sumo los de arriba',
    'entonces la velocidad es la distancia dividida entre el tiempo, por eso da km/h',
    'ah, en inglés con he, she, it se le pone s al verbo en presente',
    'entonces los ácidos tienen pH menor que 7 y las bases mayor',
    'o sea la independencia no fue un solo día sino un proceso de varios años',
    'ya, si los ángulos de un triángulo suman 180 el que falta es 180 menos los otros dos',
    'entonces el bucle se repite mientras la condición sea verdadera',
    'ok ok, las palabras agudas llevan tilde si terminan en n, s o vocal',
    'entonces para el mcm busco el número más chico que sea múltiplo de los dos',
    'aaa o sea que la mitosis da dos células iguales y la meiosis cuatro con la mitad de cromosomas',
    'entonces cuando multiplico dos negativos da positivo, por eso -3 por -4 da 12',
    'la energía no se crea ni se destruye, solo se transforma, eso era',
  ]),
  ...c('own-words', true, [
    'ya sé cómo hacerlo, primero saco paréntesis y después multiplico',
    'ahora le veo la lógica a lo del teorema de pitágoras',
    'me hizo click lo de las proporciones',
    'ya me queda claro por qué se invierte la fracción',
    'ahora comprendo la diferencia entre clima y tiempo',
    'ya entiendo de dónde sale la fórmula',
    'listo, eso era lo que no me entraba y ya me entró',
    'ahora sí sé qué es un complemento directo',
    'vale, ahora lo veo claro',
    'ya me di cuenta de mi error, me había olvidado del signo',
    'ahora entiendo por qué el hielo flota',
    'ya lo comprendí, gracias profe',
    'todo tiene sentido ahora',
  ]),
  ...c('solved', true, [
    'lo hice solo el siguiente y me dio bien!!',
    'ya resolví los otros tres yo solita con tu truco',
    'hice el ejercicio 5 sin ayuda y me salió igual que en las respuestas 🎉',
    'probé con otro y ya me salen, gracias',
    'me salió el de la tarea usando lo del denominador común, ya lo domino',
    'ya pude hacer el problema de los trenes por mi cuenta',
    'resolví la ecuación yo sola y comprobé, da bien',
  ]),
  ...c('in-longer-message', true, [
    'gracias por la paciencia, ahora sí lo entendí, mañana tengo el examen y me siento mejor',
    'ok ya entendí lo de la regla de tres, ¿me das otro ejercicio para practicar?',
    'profe ya lo pillé, era dividir primero, paso al siguiente',
  ]),
  ...c('statement-then-question', true, [
    'ya entendí cómo se saca el perímetro, ¿y el área es parecido?',
    'ahora sí me quedó claro lo del pretérito, ¿pasamos al imperfecto?',
  ]),
  ...c('explain-back', true, [
    'ahh porque el past simple de go es irregular, no se le pone ed',
    'claro, la densidad es masa entre volumen, por eso el corcho flota',
    'ya, Colón llegó en 1492 pero el virreinato vino después, no es lo mismo',
    'entonces la mitad de 3/4 es 3/8 porque se multiplica el denominador por 2',
    'el ecuador divide la tierra en norte y sur y los meridianos van de polo a polo, ahi esta',
  ]),
  ...c('regional', true, [
    'ya lo pillé, gracias maja',
    'aaah ya le entendí bien, gracias profe',
    'ya le hallé el modo a las ecuaciones',
    'de una, ya lo entendí',
    'ahora sí lo tengo clarinete',
  ]),
];

const NEGATIVE: EurekaCase[] = [
  ...c('question', false, [
    '¿entonces paso el 3 dividiendo?',
    'o sea que se multiplica por el inverso?',
    'entonces la fotosintesis es cuando la planta come luz',
    'y por qué el área del triángulo es la mitad',
    '¿ya entendiste tú? porque yo no',
    '¿eso quiere decir que la x vale 4?',
    'me explicas otra vez lo de los decimales',
    '¿se le pone s al verbo con she?',
    'cómo sé cuál es el sujeto',
    'pero entonces qué pasa con el signo menos',
  ]),
  ...c('confusion', false, [
    'no entiendo nada de esto',
    'sigo sin pillarlo, la verdad',
    'me perdí en el segundo paso',
    'esto no me cuadra',
    'estoy más confundida que antes 😵',
    'ni idea de lo que hay que hacer',
    'nada, no me sale',
    'me hice bolas con las fracciones',
    'no cacho na, wn',
    'mmm creo q no',
  ]),
  ...c('negation-near', false, [
    'no entendí',
    'todavía no lo capto',
    'no me queda claro',
    'ya no entiendo nada',
  ]),
  ...c('negation-far', false, [
    'lo de la división pensé que lo había entendido pero no',
    'creí que ya lo tenía claro y resulta que no me sale ninguno',
    'dije que entendí pero en realidad no, perdón',
  ]),
  ...c('negation-other-clause', false, [
    'entendí la primera parte pero la segunda no la entiendo para nada',
    'lo de sumar ya lo sé, pero no entiendo cómo se restan fracciones',
  ]),
  ...c('bare-answer', false, [
    '12',
    'x = 4',
    'la respuesta es 3/4',
    '1810',
    'went',
    'H2O',
    '45 grados',
    'es el sujeto tácito',
  ]),
  ...c('acknowledgement', false, [
    'ok',
    'vale',
    'sí',
    'dale',
    'bueno',
    'gracias',
    'ok gracias',
    'aja',
    'listo profe',
    'mmm ok',
  ]),
  ...c('request', false, [
    'explícamelo de otra forma porfa',
    'dame un ejemplo más fácil',
    'hazme el ejercicio 4',
    'puedes decirme la respuesta',
    'necesito que me expliques lo de la regla de tres',
  ]),
  ...c('task-text', false, [
    'Explica con tus palabras qué es la fotosíntesis',
    'Resuelve: 3x + 5 = 20',
    'Demuestra que entendiste el teorema de Pitágoras resolviendo el ejercicio 7',
    'Actividad 2: el alumno debe comprender la diferencia entre mitosis y meiosis',
  ]),
  ...c('hypothetical', false, [
    'si entendiera esto aprobaría',
    'cuando lo entienda te aviso',
    'ojalá algún día entienda las derivadas',
    'creo que si me lo explicas otra vez lo voy a entender',
    'a lo mejor después de cenar lo entiendo',
  ]),
  ...c('narration', false, [
    'mi hermano ya lo entendió pero yo no',
    'la profe dijo que era fácil y entonces todos se rieron',
    'el personaje dice "ya entendí" y se va de la casa',
    'o sea, la tarea es para mañana y son 20 ejercicios',
    'entonces mi mamá me dijo que hiciera la tarea antes de jugar',
    'mis compañeros ya lo pillaron, yo sigo igual',
    'en el cuento, entonces, el rey comprende su error',
    'tengo que escribir "ahora lo entiendo" en inglés',
  ]),
  ...c('sarcasm', false, [
    'sí claro, clarísimo todo 🙄',
    'ah sí, ahora lo entiendo perfecto... no',
    'uff qué fácil, entendí todo jajaja (no)',
    'clarísimo como el agua de charco',
  ]),
  ...c('near-word', false, [
    'el agua es clara y transparente',
    'la luz del día es más clara en verano',
    'tengo que entender el texto para el jueves',
    'el verbo comprender es regular',
  ]),
  ...c('neutral', false, [
    'hola profe',
    'tengo examen de química mañana',
    'ya terminé la primera hoja',
    'voy a intentarlo',
    'espera que busco el cuaderno',
  ]),
];

export const EUREKA_BLIND_2: EurekaCase[] = [...POSITIVE, ...NEGATIVE];

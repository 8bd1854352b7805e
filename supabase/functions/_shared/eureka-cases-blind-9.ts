/**
 * Blind estimate set 9 for the understanding ("eureka") detector.
 *
 * Written by a helper session on 2026-11-28 (about 13:10 UTC), BLIND: without reading the detector,
 * its word lists or any other labelled set. Purpose: BLIND ESTIMATE only. It is never trained or
 * tuned on; it estimates how the detector does on messages nobody on the team has seen. Written as an
 * outside reviewer testing the product would: many ages (8–18), countries and registers, typos,
 * slang, emoji, long and short messages, and hard negatives that look like positives.
 *
 * Label rule: expected = true when the message shows that the student NOW understands: they say so
 * in any words (including regional idioms), explain the idea or method back as a statement, or
 * report having solved it alone thanks to the idea. A positive may be long, mix other content, have
 * typos, end in thanks or emoji, or contain a negation that is not about understanding.
 * expected = false for questions (including explanations asked back with rising doubt: "¿no?",
 * "verdad?", "creo"), statement then a doubting question, confusion, "still not getting it",
 * partial understanding with doubt, bare answers, acknowledgements, requests, pasted task text,
 * hypotheticals, someone else's understanding, sarcasm, negations, quoted phrases, narration of
 * past understanding, and understanding of something unrelated to the lesson.
 */
import type { EurekaCase, EurekaCategory } from './eureka-cases.ts';

const c = (category: EurekaCategory, expected: boolean, texts: string[]): EurekaCase[] =>
  texts.map((text) => ({ text, expected, category }));

export const EUREKA_BLIND_CASES_9: EurekaCase[] = [
  // ───────────────────────────── positives ─────────────────────────────
  ...c('intensified', true, [
    'AAAAH YA!!! ya entendí todo lo de las fracciones equivalentes, era facilísimo 😭😭',
    'ufff por fin!!! ahora sí me quedó clarísimo lo del teorema de pitágoras',
    'ostia tío ahora lo veo clarísimo, lo de los pronombres de complemento directo era una chorrada',
    'NOOO puede serrr ya lo entiendoooo 🤯🤯 todo este tiempo era solo dividir entre el de abajo',
    'wow wow wow ahora todo tiene sentido jajaja la mitosis es copiar todo y partirse en dos',
    'me explotó la cabeza 🤯 de verdad q ya lo entendí al cien',
    'literal lo entendí perfecto, gracias gracias gracias',
    'madre mía qué fácil era, ahora entiendo todo lo de los porcentajes',
    'ESO ESO ESO ya está ya lo tengo clarito clarito',
    'increíble, lo entendí a la primera con tu ejemplo de la pizza 🍕',
    'por fiiiin le entendí a las ecuaciones de segundo grado!! llevaba dos semanas sin entender ni jota',
    'dios mío ahora sí que lo entiendo de verdad de verdad, el imperfecto es para las cosas que pasaban seguido',
    'super mega entendido!!! 💯💯💯',
    'uyyy ahora sí me quedó re contra claro lo del MRU',
    'clarísimo, clarísimo. Mil gracias de verdad, me salvaste ❤️',
    'lo entendí TOTALMENTE, ya no me confundo entre el sujeto y el predicado',
    'buaaa ahora lo pillo perfectamente, el ácido da protones y la base los recoge',
  ]),
  ...c('in-longer-message', true, [
    'bueno mañana tengo examen de mate y estaba super nerviosa pq no sabia hacer las de mcm pero con lo q me dijiste de descomponer en primos ya lo entendi, ahora voy a hacer los de la pagina 45 y si me trabo te escribo',
    'perdon q tarde es q mi mama me mando a comprar pan jaja. ok ya lei tu explicacion y ahora si entiendo xq el area del triangulo es base por altura entre dos, porque es la mitad de un rectangulo. sigamos con el trapecio',
    'oye antes de lo siguiente: lo de los verbos irregulares en inglés ya lo tengo, went, gone y todo eso. Lo que me falta es el present perfect, lo vemos ahora.',
    'hoy en el recreo se me cayó el bocadillo y todos se rieron 😒 en fin. lo de la densidad ya lo capté, masa entre volumen, por eso el hielo flota',
    'mi profe explica rapidísimo y nunca le entiendo nada, pero así paso a paso como tú sí lo entendí, gracias. Ahora me toca la tarea de historia',
    'Hola de nuevo. Ayer no pude terminar porque se fue la luz en mi casa. Estuve repasando lo que me explicaste de los números mixtos y ya lo comprendo: el entero se multiplica por el denominador y se le suma el numerador. Hoy quiero ver la resta.',
    'ok espera q estoy en el bus y se mueve mucho jajaja pero si, ya entendi lo del complemento indirecto, es a quien le llega la accion',
    'estaba a punto de llorar con esto 😩 mi papá tampoco sabía explicarme y mi hermana no estaba, pero con tu dibujito de la recta numérica me quedó clarísimo que -3 es menor que -1. ya puedo seguir sola',
    'chévere, con eso ya entendí el bucle for, se repite las veces que le pongo en el range. Ahora mi juego de adivinar números ya funciona, mañana se lo enseño a mis panas',
    'Mira, te cuento: en el cole nos mandaron un trabajo de la Revolución Francesa y no sabía por dónde empezar. Después de lo que hablamos entiendo que el lío era que el pueblo pagaba impuestos y la nobleza no, y eso reventó en 1789. Voy a hacer el esquema así.',
    'jajaja mi gato se subió al teclado perdón. bueno, lo de las escalas ya me entró en la cabeza: tono tono semitono tono tono tono semitono. voy a practicarlo en el teclado de mi tío',
    'Gracias por la paciencia, en serio. Sé que te pregunté lo mismo como cinco veces, pero ahora sí comprendí lo del mínimo común múltiplo y ya no me da miedo el examen del viernes.',
    'tengo q ir a cenar en 5 min asi q rapido: ya entendi lo de las capas de la tierra, corteza manto nucleo, y el nucleo es lo mas caliente. mañana seguimos con los volcanes',
    'A ver, primero te digo que la página del colegio no me carga los ejercicios, así que los copié a mano. Segundo, lo de la regla de tres ya lo entendí bien, lo probé con los del libro y todo cuadra.',
    'mi abuela dice q en su epoca no habia calculadora y q yo soy floja jaja. bueno da igual, lo de los porcentajes ya me salio: el 20% de 150 es 30 porque es 150 por 0,2. ya esta pillado',
    'oki, anoche casi no dormí por el cumple de mi prima pero lo del aparato digestivo lo tengo clarito, la comida va de la boca al estómago y luego al intestino delgado que es donde se absorbe',
    'bueno la verdad al principio pensé que esto de las coordenadas era imposible, pero ya le encontré el truco: primero la x que es la horizontal y después la y. Ahora hago la ficha y te la paso para que la revises',
  ]),
  ...c('regional', true, [
    'órale ya quedó, ya le entendí bien a las ecuaciones, está bien chido',
    'ya estuvo, ya le hallé la forma a las divisiones de dos cifras jeje',
    'ahh re bien, ya lo cacé, el sujeto tácito es cuando no está escrito pero se sobreentiende',
    'ah bueno, ahora sí me cerró todo lo de la energía potencial, posta',
    'ya po, ahora sí lo cacho, la energía se transforma pero no se pierde',
    'vale tía ya me he coscado de cómo va lo de las probabilidades',
    'illo ya lo tengo, er teorema ese es to facilito',
    'chacho ya lo entendí mi niño, era sumar los ángulos y listo',
    'ostres, ara sí! ya lo veo lo de los adverbios jaja',
    'uy parce ya le cogí el tiro a las fracciones, re fácil',
    'ahhh ya va, ya lo agarré chamo, es multiplicar en cruz',
    'ya pe causa, ahora sí lo chapé, bien fácil era',
    'asere ya lo cogí, la fotosíntesis es la planta cocinando con la luz',
    'klk manito ya lo capté, eso ta fácil',
    'wepa!! ya lo entendí brutal, el present continuous es con el -ing',
    'va pues vos, ya le agarré el hilo, la célula animal no tiene pared celular',
    'ta, ya está bo, entendí, el área del cuadrado es lado por lado',
    'ahh chuta, ahora sí ya entendí, full fácil era',
    'ya pues, ahora sí le he entendido, bien sencillo es',
  ]),
  ...c('explain-back', true, [
    'o sea que para sacar el perímetro sumo todos los lados y ya',
    'entonces la h es muda y por eso hueso se escribe con h aunque no suene',
    'ah vale, el denominador dice en cuántas partes partes el entero y el numerador cuántas coges',
    'osea la velocidad es cuanto recorres en un tiempo, por eso se mide en km/h',
    'lo que está sumando pasa al otro lado restando, y lo que multiplica pasa dividiendo',
    'aaah porque el agua se evapora, sube, se enfría y se hace nube, y después cae como lluvia. es un ciclo por eso se llama así',
    'los ángulos de un triángulo siempre suman 180, así que si tengo 90 y 40 el que falta es 50',
    'en inglés el adjetivo va antes del sustantivo, por eso es "red car" y no "car red" como en español',
    'ahh es que es aguda porque el golpe de voz va en la última sílaba, y como acaba en n lleva tilde: camión',
    'la mitocondria es donde la célula saca la energía de la glucosa, por eso le dicen la central eléctrica',
    'para pasar de metros a centímetros multiplico por 100 porque cada metro tiene 100 cm',
    'el if revisa si la condición es verdadera y solo ahí ejecuta lo de adentro, si no se va al else',
    'la escala de sol mayor lleva fa sostenido para que quede el semitono entre el séptimo y el octavo grado',
    'vale, la fuerza es masa por aceleración, así que si empujo algo más pesado con la misma fuerza acelera menos',
    'entonces ph menor que 7 es ácido, mayor que 7 es básico y el 7 justo es neutro como el agua',
    'la latitud se mide desde el ecuador hacia arriba o abajo y la longitud desde greenwich a los lados',
    'el pretérito indefinido es para algo que pasó una vez y se acabó, tipo "ayer comí pizza"',
  ]),
  ...c('own-words', true, [
    'es como si el mcd fuera lo más grande que cabe en los dos números a la vez',
    'yo lo veo así: la derivada es el velocímetro del coche, te dice qué tan rápido cambia justo en ese momento',
    'a mi manera: el sujeto es el que hace la movida y el predicado es todo lo que pasa',
    'dicho con mis palabras, la célula es como una ciudad y el núcleo es el ayuntamiento que lo manda todo',
    'los porcentajes son como decir "de cada 100, tantos", y con eso ya saco cualquiera',
    'menos por menos da más porque es como que te quiten una deuda, y que te quiten una deuda es bueno',
    'lo q yo pillo es q la fraccion es una pizza: abajo cuantos trozos hay y arriba cuantos me comi 🍕',
    'pa mí la variable es una cajita donde guardas un número para usarlo después',
    'la inercia es como cuando el bus frena y tú te vas pa delante, tu cuerpo quería seguir',
    'yo me lo imagino como una escalera: cada potencia de 10 es subir un escalón y ponerle otro cero',
    'la fotosíntesis es básicamente la planta haciéndose la comida con sol, agua y el aire que soltamos nosotros',
    'te lo digo como me quedó: "haber" es de existir y "a ver" es de mirar, por eso va separado',
    'resumiendo a lo bruto: el feudalismo era el rey dando tierras a los señores y los campesinos currando para ellos',
    'la electricidad es como agua en un tubo, el voltaje es el empuje y la corriente es cuánta agua pasa',
    'el área es cuántos cuadraditos caben dentro y el perímetro es la valla de alrededor, ya no los mezclo',
    'lo que me quedó es que los imanes son como gente que se odia si es igual y se quiere si es distinta jaja',
    'la recursividad es una función que se llama a sí misma como las muñecas rusas, hasta que llega a la más chiquita y para',
  ]),
  ...c('solved', true, [
    'ya me salió el 7 sin ayuda!! me dio 3/4',
    'hice los cinco que quedaban yo solita y me dieron todos bien según las soluciones del libro',
    'probé con la técnica que me dijiste y me salió la ecuación a la primera, x=12 😎',
    'listo, ya resolví el de los trenes, me dio que se cruzan a las 3 de la tarde y tiene sentido',
    'ya corrí mi programa y funciona!!! el error era que faltaba la sangría en el if',
    'usé lo de la regla de tres con el problema de las naranjas y me dio bien, 24 naranjas',
    'acabo de hacer la siguiente derivada por mi cuenta y me coincide con la solución',
    'mira, la analicé yo sola: "Los niños juegan en el parque", sujeto los niños, predicado juegan en el parque. me salió bien',
    'ya ajusté la del metano sin mirar: CH4 + 2O2 -> CO2 + 2H2O, cuadran los oxígenos',
    'ahora sí pude sacar el área del círculo de radio 5 yo solo: 78,5 cm²',
    'terminé toda la ficha de acentos sin preguntarle a nadie, la profe me la corrigió y saqué un 10',
    'con lo de buscar primero el mcm ya hice las tres sumas de fracciones que me faltaban',
    'ahorita saqué el descuento de las zapatillas solito, era 25% 💪',
    'me puse a practicar y ya paso las frases al pasado sin equivocarme, hice 10 seguidas bien',
    'los de la página 80 ya los hice todos, me di cuenta de que siempre era despejar primero la x',
    'ya calculé yo mismo la velocidad del coche, 90 km en 1,5 h da 60 km/h, y ahora sé por qué',
    'por fin me compila el código sin errores, ya sé arreglar lo de los punto y coma yo sola',
  ]),
];

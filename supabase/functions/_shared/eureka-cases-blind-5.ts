/**
 * EUREKA_BLIND_5 — blind held-back estimate set for the understanding ("eureka") detector.
 *
 * Written by a labelled-set writer session on 2026-11-28 (about 11:10 UTC), BLIND: without reading
 * the detector, its word lists or any other labelled set. It imitates an external researcher's test
 * set of real student messages in a Spanish-language tutoring chat (ages 8–18, Spain and Latin
 * America, many subjects and writing styles).
 *
 * Purpose: BLIND HELD-BACK ESTIMATE. This set is only ever scored, never trained or tuned on. Do not
 * add its phrases to word lists, do not adjust thresholds while looking at its failures.
 *
 * Label rule: expected = true when the message shows the student NOW understands — they say so in
 * any words (including regional idioms), OR explain the idea or method back as a statement (in the
 * textbook's or their own words), OR report having solved it alone. A positive may be long, mix other
 * content, have typos, end with thanks or an emoji, or contain a negation not about understanding.
 * expected = false for questions (including an explanation asked back with doubt), statement then a
 * doubtful question, confusion, negations, partial understanding with doubt, bare answers,
 * acknowledgements, requests, pasted task text, hypotheticals, someone else's or past understanding,
 * sarcasm, quoted phrases and understanding something unrelated to the lesson.
 */
import type { EurekaCase, EurekaCategory } from './eureka-cases.ts';

const c = (category: EurekaCategory, expected: boolean, texts: string[]): EurekaCase[] =>
  texts.map((text) => ({ text, expected, category }));

export const EUREKA_BLIND_5: EurekaCase[] = [
  ...c('intensified', true, [
    'AAAAH YA LO ENTENDIIII 😭😭 por fin las fracciones',
    'ahhh ya ya ya, ahora sí lo veo clarísimo',
    'ostia era eso!! vale, ya lo tengo clarísimo',
    'ok ok OKKK ahora si me quedó re claro lo del pretérito',
    'ahhhh claroooo, ahora todo tiene sentido 🤯',
    'MIL VECES MEJOR q mi profe, ahora si entiendo los porcentajes jajaja',
    'uffff por fin!!! entendí la fotosíntesis completita',
    'wooow ahora sí me cuadra todo lo de la energía potencial',
    'ya lo entendí perfectamente, de verdad, gracias 🙏',
    'siiii ahora sí!! ya sé cómo se hace la regla de tres',
    'me acaba de explotar la cabeza, ahora entiendo por qué el hielo flota',
    'LO ENTENDÍ!!!!! 🎉🎉 el present perfect ya no me asusta',
    'joooo qué fácil era, ya está, lo tengo',
    'ahora sí que sí, entendido al cien por cien lo de los ángulos',
  ]),
  ...c('in-longer-message', true, [
    'bueno perdona la tardanza es que mi mama me mando a comprar pan jaja, pero ya lei lo que me pusiste y ahora si entiendo como sacar el area del trapecio, mañana tengo examen asi q mejor',
    'oye mira, estuve pensando en lo del mcm mientras cenaba y ya lo entendí, es que antes lo confundía con el mcd. bueno ahora quiero hacer los de la hoja 3',
    'hola otra vez!! ayer no pude seguir pq se fue la luz aqui en maracaibo 🙄 pero hoy repasé tu explicacion y ya capté lo de las capas de la tierra. me pones otro ejercicio?',
    'mi hermanito no me deja concentrarme jajaja pero bueno, lo de los adjetivos calificativos ya me quedó claro, gracias. tengo 10 años y mañana hay dictado',
    'Perdón si escribo mal estoy en el bus. Ya entendí lo de la ley de Ohm, V es I por R, la profe lo explicó fatal hoy',
    'Después de leerlo tres veces ya le vi la lógica al bucle for. Ahora me falta el while pero eso lo dejo para mañana que son las 12 y tengo sueño',
    'jaja mi abuela me está mirando como si estuviera loco porque grité. ya entiendo las ecuaciones con paréntesis!!',
    'ok tengo q irme a futbol en 10 min pero antes te digo q lo de la independencia de chile ya lo tengo ordenado en la cabeza, primero la patria vieja, despues la reconquista y luego la patria nueva',
    'Me estaba agobiando muchísimo con esto, de verdad pensaba que iba a suspender, pero con el ejemplo de la pizza ya entiendo cómo se suman fracciones con distinto denominador. Mañana te cuento qué tal el examen',
    'weno antes de nada gracias por la paciencia 😅 ahora si comprendo lo de las células procariotas y eucariotas, ya no me lío',
    'estoy en el recreo con el celu de mi amiga. lo de los verbos irregulares en ingles ya lo entendí, go pasa a went porque viene de otra palabra antigua, me encanto eso',
    'mi papá dice que él nunca entendió la química pero yo ya entiendo cómo balancear la ecuación del agua jeje, se lo voy a explicar a él',
    'Sorry que no contesté ayer, tuve partido. Lo de las escalas mayores ya lo entiendo: tono tono semitono tono tono tono semitono. Lo practiqué en el piano',
    'ahora entiendo por qué me salía mal el examen pasado, estaba sumando los exponentes cuando tenía que multiplicarlos. bueno, a ver qué me toca el lunes',
    'tengo 13 y soy de Asunción, y la verdad el guaraní lo hablo pero la gramática del castellano me cuesta. Igual ahora ya entiendo cuándo va tilde en las agudas, gracias che',
    'hoy fue un día horrible en el cole, me peleé con mi mejor amiga 😢 pero bueno al menos ya entendí lo de la velocidad media, es distancia total entre tiempo total',
    'profe (perdón, ya sé que no eres profe jaja) ya me ha quedado clarísimo el subjuntivo, y eso que llevaba toda la semana sin pillarlo',
    'la verdad que al principio no entendía nada pero ahora ya sí, lo de las placas tectónicas tiene todo el sentido del mundo',
  ]),
  ...c('regional', true, [
    'aaah ya cacho la wea de las fracciones po',
    'listo, ya le hallé el modo a las potencias, parce',
    'ya me entró en la cabeza, chamo, era más fácil de lo que parecía',
    'órale ya quedó, ya le entendí a las derivadas',
    'ah vale, ya lo tengo controlao, illo',
    'ya le agarré la mano a los logaritmos, bo',
    'ahhh ya me cayó la ficha con lo de la oferta y la demanda',
    'ya lo capté, mi pana, está facilito',
    'tá bien, ya me hizo clic lo de los pronombres',
    'ya lo tengo dominado, asere, ni me lo vuelvas a explicar',
    'diache, ya le cogí el truco a las divisiones de dos cifras',
    'ahh ya estoy, ya está, loco, era restar primero',
    'buah, ya me he enterado de lo que es el pH, tío',
    'chévere, ya le agarré el hilo a la historia de los incas',
    'ya me quedó clarinete, pana, gracias',
    'nítido, ya entendí la vuelta de los porcentajes',
    'ya le encontré la gracia al teorema de Pitágoras, cipote',
    'ahh ya me cuadra, chavo, era dividir primero',
    'bah, ya lo pesqué, era más fácil de lo que pensaba',
    'xa está, xa o entendín... perdón que se me escapa el gallego jaja, que ya lo entendí lo del MRU',
    'ya lo capté, vos, bien chilero tu ejemplo',
    'wepa!! ya lo tengo, brutal la explicación',
    'ños, ya lo tengo, fuerte tontería era jajaja',
    'ya lo entendí pues, ahora sí está clarito',
  ]),
  ...c('explain-back', true, [
    'o sea que para pasar de fracción a decimal divido el de arriba entre el de abajo',
    'entonces el sujeto es el que hace la acción y el predicado es todo lo demás, lo que se dice del sujeto',
    'ah, que el 15% de 80 es 80 por 15 entre 100, o sea 12',
    'vale pues la mitocondria es la central de energía de la célula, es donde se produce el ATP',
    'o sea, la densidad es cuánta masa cabe en un volumen, por eso el corcho flota, tiene menos que el agua',
    'entonces cuando multiplico dos negativos da positivo y cuando solo uno es negativo da negativo',
    'osea q antes de l y r va siempre b, como en blanco y brazo',
    'ya: el área del triángulo es base por altura y eso lo divido entre dos porque es la mitad de un rectángulo',
    'ahhh los ácidos tienen pH menor que 7 y las bases mayor, y el 7 es neutro',
    'o sea que en ingles el adjetivo va antes del sustantivo, red car y no car red',
    'entonces la variable es como una cajita con nombre donde guardo un valor y luego lo puedo cambiar',
    'osea el paralelo 0 es el ecuador y los meridianos van de polo a polo, y el de greenwich es el 0',
    'vale, en la ecuación lo que está sumando pasa al otro lado restando y lo que multiplica pasa dividiendo, porque en realidad le hago lo mismo a los dos lados',
    'la revolución francesa empezó porque el pueblo pagaba todos los impuestos y los nobles nada, y además había hambre. eso es',
    'entonces en un acorde mayor pongo la nota, su tercera mayor y la quinta: do mi sol',
    'las esdrújulas llevan tilde siempre, da igual en qué terminen',
    'la fuerza es masa por aceleración, así que si empujo más fuerte el carrito acelera más y si pesa más acelera menos',
    'ok entonces el mínimo común múltiplo es el número más chico que está en las dos tablas, como 12 para 4 y 6',
  ]),
  ...c('own-words', true, [
    'es como cuando repartes una pizza, el de abajo es en cuántos trozos la cortas y el de arriba cuántos te comes',
    'o sea que la función es como una máquina de hacer jugos, metes una fruta y sale un jugo, y siempre el mismo para la misma fruta',
    'lo veo como que el ADN es la receta y las proteínas son el pastel jaja',
    'ya entendí, la inercia es como cuando el bus frena y tú te vas pa delante porque tu cuerpo quiere seguir',
    'Lo de la oferta y demanda es como con las entradas del concierto de Bad Bunny: pocas entradas y todo el mundo quiere = carísimas',
    'a ver si lo digo con mis palabras: el pretérito es para algo que pasó y se acabó, y el imperfecto es como el fondo de la película, lo que estaba pasando',
    'el porcentaje es decir cuántos de cada cien, entonces 30% es 30 de cada 100 niños',
    'la corriente es como agua por una manguera y el voltaje es lo fuerte que empuja el agua',
    'un átomo es tipo sistema solar chiquito, el núcleo en medio y los electrones dando vueltas, aunque ya sé que no es exactamente así',
    'las ecuaciones son como una balanza, si le quitas algo a un lado se lo tienes que quitar al otro pa que quede igual',
    'el if en programación es como mi mamá: si haces la tarea puedes jugar, si no, no',
    'el clima es lo que esperas de todo el año y el tiempo es lo de hoy, como que en Lima el clima es templado pero hoy llueve',
    'para mí las comas son como respirar cuando lees en voz alta, ahora lo pillo mejor',
    'la erosión es como el jabón que se va gastando con el agua del grifo, poco a poco se va llevando la roca',
  ]),
  ...c('solved', true, [
    'ya me salió el ejercicio 4 solita!! y sin mirar tu explicación',
    'hice los 10 de la hoja y todos me dieron bien, los comprobé sustituyendo',
    'acabo de hacer el siguiente yo sola y me dio x=7, y lo comprobé: 3 por 7 menos 5 da 16 ✅',
    'con lo que me dijiste de la regla de tres resolví el problema de las naranjas sin ayuda',
    'ya pude hacer el programa que imprime los números pares, me funcionó a la primera 😎',
    'Probé con otro triángulo y me dio igual que en el libro, ya sé hacerlos',
    'Ya hice la conjugación de todos los verbos de la ficha yo solito y la teacher me puso un 10',
    'resolvi el de la pagina 45 sin preguntarle a nadie, el truco de sacar factor comun funciona siempre',
    'ahora sí me dan todas las divisiones, hasta las de tres cifras',
    'acabo de balancear la combustión del metano sola, CH4 + 2O2 da CO2 + 2H2O, ya le sé',
    'hice el mapa conceptual de la célula sin copiar nada, me salió bien bonito y lo entiendo todo',
    'lo intenté con el problema 8 que era más difícil y también me salió, ya no me equivoco con los signos',
    'Me puse a hacer los de mi hermano de 2do y me salen todos jajaja, ya sé sacar el porcentaje de cabeza',
    'ya hice sola la del tren que sale de Córdoba, me dio 2 horas y media y en las soluciones pone lo mismo',
    'toqué la escala de sol mayor en la flauta sin equivocarme con el fa sostenido!!',
    'ya identifiqué yo solo los sujetos de las 12 oraciones, dudé en una pero al final la saqué',
  ]),
];

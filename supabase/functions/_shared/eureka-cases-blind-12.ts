/**
 * Eureka blind set 12 — BLIND ESTIMATE set for the "understanding" (eureka) detector.
 *
 * Written 2026-11-28 (~13:20 UTC) by a helper session acting as a linguist who studies how
 * Spanish-speaking teenagers chat. Written blind: without reading the detector, its word lists or
 * any other labelled set. NEVER train or tune on this file; it only estimates how the detector does
 * on messages nobody on the team has seen.
 *
 * Focus: natural, varied teen phrasing from many regions (Mexico, Central America, Caribbean, Andes,
 * Southern Cone, Spain). About half of the positives explain the idea back with NO word of
 * understanding (no "entiendo", "ya caché", "claro"...). The negatives reuse the same words and
 * shapes: doubtful restatements, questions without question marks, sarcasm, narration of class,
 * other people's understanding, understanding of something off-topic, and bare acknowledgements.
 *
 * Label rule: expected = true when the message shows that the student NOW understands — they say so
 * in any words, explain the idea or method back as a statement, or report having solved it alone
 * thanks to the idea. False for questions (also doubtful restatements without '?'), statement then
 * a doubtful question, confusion, negations, partial understanding with doubt, bare answers,
 * acknowledgements, requests, pasted task text, hypotheticals, someone else's understanding,
 * sarcasm, quoting, narration of the past, and understanding something unrelated to the lesson.
 */
import type { EurekaCase, EurekaCategory } from './eureka-cases.ts';

const c = (category: EurekaCategory, expected: boolean, texts: string[]): EurekaCase[] =>
  texts.map((text) => ({ text, expected, category }));

export const EUREKA_BLIND_12: EurekaCase[] = [
  // ───────────── POSITIVES ─────────────
  // Explain-back with no word of understanding (one-sided statements of the idea or method).
  ...c('explain-back', true, [
    // arithmetic
    'primero van las multiplicaciones y despues las sumas, por eso da 26 y no 36',
    'al dividir entre 10 nomas corro la coma un lugar pa la izquierda, 45,6 queda 4,56',
    'entonses el 1 q me llevo lo sumo en la columna de las decenas y ahi queda 93 😄',
    'si termina en 0 o en 5 se puede dividir entre 5, por eso el 145 sí y el 147 no',
    // fractions
    'pa sumar 1/3 mas 1/4 busco el 12 abajo, el 1/3 pasa a 4/12 y el 1/4 a 3/12 y queda 7/12',
    'dividir por una fraccion es multiplicar por la misma dada vuelta, asi que 2 entre 1/2 da 4 po',
    'como abajo ya son iguales el 8 se queda quieto y solo sumo los de arriba: 3/8 + 2/8 son 5/8',
    'simplificar es partir arriba y abajo por el mismo numero hasta q ya no se pueda, 12/18 me queda 2/3',
    // percentages
    'el 15% de 80 es 80 x 0,15 = 12, y como es descuento le quito los 12 y se paga 68',
    'el 10 % es correr la coma una vez y el 5 % la mitad de eso, o sea de 340 el 5 % son 17',
    'si sube un 20 y despues baja un 20 no vuelve a lo mismo xq el segundo 20% es de un numero mas grande',
    'con el IVA multiplico directamente por 1,21 y me ahorro calcular el 21 % aparte y sumarlo',
    // algebra
    'lo que esta sumando pasa pal otro lado restando, queda 3x = 12 y la x vale 4',
    'cuando multiplico o divido por un negativo el signo de la desigualdad se voltea, por eso queda x > -2',
    'el -b de la formula es cambiarle el signo a la b, si la b es -5 arriba queda +5 ✌️',
    'x²-9 es diferencia de cuadrados porque el 9 es 3 al cuadrado, entonces queda (x+3)(x-3)',
    // geometry
    'el triangulo es la mitad del rectangulo q lo encierra, x eso base por altura se parte entre 2',
    'la hipotenusa es la q esta enfrente del angulo recto, la mas larga, y es la unica q va sola en el c²',
    'adentro de cualquier triangulo los angulos suman 180, asi que el que falta es 180-65-40 = 75',
    'el perimetro es darle la vuelta sumando lados y el area lo de adentro, por eso uno va en cm y el otro en cm²',
    // physics
    'la velocidad es lo que avanza en cada segundo, asi q 100 metros en 20 segundos son 5 m/s',
    'sin aire la pluma y el martillo caen juntos porque la gravedad acelera a todo igual, lo que los frena aca es el aire',
    'en la luna pesa menos pero la masa es la misma, la masa es cuanta materia hay y eso no se va a ningun lado',
    'si F es 10 N y la masa 2 kg entonces la a es 5 m/s², despejo de F = m·a dividiendo',
    // chemistry
    'el numero atomico es cuantos protones tiene y si el atomo es neutro tiene los mismos electrones, el sodio 11 y 11',
    'para igualar pongo numeritos grandes adelante y jamas toco los chiquitos de abajo porque eso ya es otra sustancia',
    'un mol es como una docena pero de 6,02·10²³, es nomás un número pa contar partículas',
    'menos de 7 es acido y mas de 7 basico, el limon anda por 2 asi que es re acido',
    // biology
    'la mitocondria quema la glucosa y guarda la energia en ATP, por eso las celulas del musculo tienen un monton',
    'las plantas agarran co2 y sueltan oxigeno cuando hay luz, y de noche respiran igual que nosotros',
    'mitosis = 2 celulas iguales pa crecer, meiosis = 4 con la mitad de cromosomas pa los gametos',
    'el cafe es dominante asi que con un solo gen ya salen ojos cafes, pa azules hacen falta los dos recesivos',
    // grammar
    'el sujeto es el que concuerda con el verbo, si lo paso a plural el verbo cambia tambien: el perro ladra / los perros ladran',
    '"corría" va en imperfecto porque era algo que pasaba siempre, no una vez sola',
    'el CD lo cambio por lo o la: compré el pan → lo compré, y asi lo encuentro facilito',
    'medio es adverbio ahi y los adverbios no cambian, por eso es "ella esta medio cansada" y no media',
    // spelling
    'las agudas llevan tilde si acaban en n, s o vocal, por eso camión lleva y reloj no',
    'haber junto con h es el de "ha habido" y a ver separado es de mirar, tipo "a ver q pasa"',
    'antes de p y b va m siempre, entonces campo y hombro, nunca con n',
    'las esdrujulas llevan tilde todas sin excepcion: música, pájaro, brújula 😎',
    // history
    'la revolucion francesa arranca porque el tercer estado pagaba todos los impuestos y no tenia voto, de ahi lo de la bastilla',
    'en 1810 es el grito de dolores pero la independencia de mexico se consuma hasta 1821 con el ejercito trigarante',
    'roma no se cayo de un dia pal otro, fue la crisis de plata, los barbaros entrando y que el imperio era gigante',
    'lo del archiduque fue la chispa nomas, lo de fondo eran las alianzas y la pelea por las colonias',
    // geography
    'los meridianos van de polo a polo y marcan la longitud, los paralelos son los acostados y marcan la latitud',
    'cuando aca es verano en australia es invierno porque la tierra esta inclinada, no tiene nada q ver con estar mas cerca del sol',
    'escala 1:50000 es que 1 cm del mapa son 50000 cm de verdad, medio kilometro',
    'los rios que bajan al pacifico son cortitos y torrentosos porque la cordillera esta pegadita a la costa',
    // English
    'con he she it el verbo lleva s: she plays, he watches, y con I o you va sin nada',
    'present perfect = have/has + participio, y se usa cuando no digo cuando paso: I have seen that movie',
    'los irregulares no llevan -ed, go es went y no goed jajajaja',
    'en ingles el adjetivo va antes del sustantivo, a red car, no a car red como en español',
    // programming
    'el for da vueltas mientras i sea menor que 10 y el i++ le suma 1 cada vuelta, por eso imprime del 0 al 9',
    'las listas empiezan en 0 asi que el tercero es lista[2], no lista[3]',
    'un = guarda y el == compara, por eso el if me daba siempre true, estaba guardando en vez de comparar',
    'la funcion recibe el numero por el parametro y con return lo devuelve, si no pongo return sale undefined',
    // music theory
    'negra un tiempo, blanca dos, redonda cuatro, entonces en un compas de 4/4 entran justito 4 negras',
    'el sostenido sube medio tono y el bemol baja medio, por eso do# y reb son la misma tecla negra',
    'la escala mayor es tono tono semitono tono tono tono semitono, si empiezo en sol me toca el fa sostenido',
    'el acorde mayor es la nota, su tercera mayor y la quinta: do mi sol, o fa la do',
  ]),
  // Says so, intensified.
  ...c('intensified', true, [
    'AAAAHHHH YA LO ENTENDIIII lo de las fracciones equivalentes 😭😭',
    'uf ahora sí que me quedó clarísimo lo del present perfect, mil gracias',
    'lo entendí TOTAL, el mol ya no me da miedo jajaja',
    'dios mio era ESO, ahora lo veo clarisimo, el if estaba guardando en vez de comparar',
    'por fin por fin POR FIN entendi los logaritmos 🙏🙏',
    'siii ya está, entendido al cien por cien lo de las esdrújulas',
    'uyyy q bacano, ya me quedó todito lo de la fotosíntesis',
    'ahora sí lo tengo clarito clarito: antes de b y p va m',
    'vaya que si lo entendi esta vez, los paralelos son los de la latitud',
    'okkkk ahora si 100% entendido lo de la velocidad media, mil millones de gracias',
  ]),
  // Says so with regional idioms.
  ...c('regional', true, [
    'ya le agarré el hilo a las ecuaciones wey, lo q suma pasa restando y listo',
    'ahhh ya caigo, el 2 multiplica a los dos de adentro del paréntesis',
    'ostras, ahora me cuadra todo lo del pH, tía',
    'asere ya cogí la idea de los porcientos, es multiplicar por el decimal',
    'diache ya me entró lo de los acordes, do mi sol y ya',
    'wepa!! ya lo tengo claro lo de los verbos irregulares',
    'ahhh ya la vi, la masa no cambia y el peso sí, chale era bien fácil',
    'ya le hallé el chiste a la regla de tres, se multiplica en cruz y se divide',
    'ya me cayó la ficha con lo de las estaciones, es la inclinación',
    'bacán, ya cacho cómo se saca el área del trapecio',
    'ya le tomé la mano a las fracciones che, gracias!!',
    'pucha ya le capté, la escala es cuántas veces más chico está dibujado',
    'chuta ya le entendí a la hipotenusa, ya me sale',
    'mano ya lo capté, después de ojalá va subjuntivo siempre',
    "ya m'enterao, el complemento indirecto es le o les",
    'ya me aclarei cos acentos carallo, agora si que me sale',
  ]),
  // Says so in own words, without the usual verbs.
  ...c('own-words', true, [
    'ahora todo tiene sentido, por eso las hojas son verdes, reflejan el verde que no usan',
    'se me prendió el foco con lo de los signos 💡',
    'antes esto lo veia en chino y ahora me parece re logico',
    'ya no me pierdo con la regla de tres, lo veo clarito ahora',
    'ahhh ahora encaja todo lo de la revolución, era por los impuestos',
    'me acaba de explotar la cabeza 🤯 el atomo es casi todo vacio',
    'con el dibujo de la pizza ya lo veo, un tercio es mas grande que un cuarto aunque el 4 sea mayor',
    'ya sé por dónde va la cosa, primero despejo la x y después sustituyo',
    'ahora si se leer el pentagrama, antes no tenia ni idea de q nota era cada rayita',
    'ya me sé el truco, si acaba en n s o vocal se le pone tilde a la aguda',
    'okey esto ya me suena logico, el while sigue mientras la condicion sea verdad',
    'lo tengo, lo tengo!! densidad es masa entre volumen, por eso el hierro se hunde',
  ]),
  // Reports having solved it alone thanks to the idea.
  ...c('solved', true, [
    'ya me salio el 4 yo sola y dio 3/5 igualito q en las respuestas del libro 🥳',
    'hice los otros cinco sin ayuda y todos bien!! la clave era sacar el mcm primero',
    'lo resolvi solo: x = 7, y lo comprobe metiendolo en la ecuacion y da',
    'ya pude hacer el de la escalera apoyada en la pared, me dio 13 m y mi papá lo revisó',
    'acabo de igualar la del metano sin mirar: CH4 + 2O2 → CO2 + 2H2O',
    'me corrio el programa a la primera, el bucle ya no se queda infinito',
    'termine la ficha de tildes en 10 min jajaja ahora voy volando',
    'ya puse todas las capitales en el mapa mudo sin buscar ni una',
    'el siguiente del 20% de descuento me salio solita, 240 pesos 💪',
    'pase las 10 oraciones a past simple sin ayuda y la app me dice q todas bien',
    'saque yo solo las alteraciones de re mayor: fa# y do#',
    'ya me salieron los 3 de velocidad, ya no me trabo con pasar km/h a m/s',
  ]),
  // Understanding inside a longer, mixed message.
  ...c('in-longer-message', true, [
    'bueno mira ayer estuve toda la tarde con eso y mi mamá me regañó porque no bajé a cenar, pero con tu explicación ya lo entendí: un negativo al cuadrado da positivo. mañana tengo examen asi q deseame suerte',
    'jajaja perdon me fui a comer. ya esta, lo de las comas lo tengo clarisimo, antes de "pero" va coma. oye y cuando es lo de historia',
    'mi prima me estaba ayudando pero me enredaba mas, tu forma es mejor. el 3 chiquito dice cuantas veces multiplico la base, 2³ es 2·2·2 = 8',
    'hoy en el recreo se me cayo el cel y se le rompio la pantalla 😭 bueno lo de la membrana ya me quedo, es la que deja pasar o no las cosas',
    'ok ok a ver. ya está. el pretérito perfecto es para cosas que pasaron hoy o que todavía tienen que ver con ahora, y el indefinido para ayer o antes. mi profe de lengua es de Madrid y siempre dice "he comido" jaja ahora sé por qué',
    'ufff q semana, tengo tres examenes y encima el partido el sabado. pero bueno al menos ya caché lo de los porcentajes, el 25% es la cuarta parte y listo',
    'oye muchas gracias de verdad, llevaba como una semana con eso de los meridianos, ahora ya me queda claro cual es cual. mañana le explico a mi amiga que tambien andaba perdida',
    'estaba haciendo la tarea en la cama y casi me duermo jaja pero ya, lo del for ya lo veo: la i empieza en 0, se repite mientras sea menor y suma uno. voy a hacer los demas',
    'tengo hambre y son las 11 de la noche 😩 lo de la fotosintesis ya lo entendi eso si, la luz es la energia y el co2 y el agua son la materia prima. mañana sigo con la respiración',
    'perdona que te escriba tanto. es que en clase el profe va rapidísimo y no me da tiempo. pero contigo ya le pillé el rollo a las ecuaciones de segundo grado, con la fórmula me salen todas',
    'mi abuela dice que en su época no había calculadora y lo hacían todo a mano jajaja. bueno ya le agarre la maña a la division larga, bajo la siguiente cifra y vuelvo a dividir',
    'no era tan difícil al final 😅 el subjuntivo va cuando hay deseo o duda, "quiero que vengas". gracias, me voy a jugar un rato',
  ]),

  // ───────────── NEGATIVES ─────────────
  // Doubtful restatements and questions, many without a question mark.
  ...c('question', false, [
    'o sea que lo que suma pasa restando o era al reves',
    'entonces el 8 de abajo se queda igual y solo sumo los de arriba no',
    'osea q dividir entre 1/2 es lo mismo q multiplicar por 2, verdad',
    'la hipotenusa es la mas larga cierto',
    'y el i++ le suma uno en cada vuelta o cada dos',
    'entonces en la luna la masa tambien cambia o solo el peso',
    'el 15 % de 80 seria 80 por 0,15 creo',
    'primero multiplicaciones y luego sumas... o era todo de izquierda a derecha',
    'las agudas llevan tilde cuando acaban en n s o vocal o eso era de las llanas',
    'y por q el limon es acido si es una fruta',
    'cuándo es a ver separado y cuándo haber junto',
    'la mitosis es la de los gametos no',
    'entonces los meridianos son los acostados y los paralelos los parados, asi',
    'el numero atomico serian los neutrones supongo',
    'q diferencia hay entre el = y el ==',
    'osea que la independencia de mexico fue en 1810 o en 1821 al final',
    'y lo de la inclinacion de la tierra q tiene que ver con el verano',
    'el triangulo se parte entre 2 porque es la mitad del rectangulo, puede ser',
    'igual me equivoco pero no daria 3/5',
    'si la b ya es negativa el -b queda positivo o como va eso',
    'entonces go en pasado es goed o went',
    'ahh entonces el cero a la derecha no cuenta, o si',
  ]),
  // A restatement followed by a question that shows doubt about it.
  ...c('statement-then-question', false, [
    'lo q suma pasa restando y queda 3x = 12. y despues el 3 pasa dividiendo o restando tambien',
    'abajo se deja igual y se suman los de arriba. pero y si abajo no son iguales tambien?',
    'en 4/4 entran 4 negras. o eran 4 blancas, ya me lie',
    'la velocidad es distancia entre tiempo. o tiempo entre distancia?? siempre los cambio',
    'el sujeto es el que hace la accion. pero en "me gusta el helado" el sujeto soy yo o el helado',
    'la mitocondria hace energía. pero de dónde la saca, de la luz como las plantas?',
    'dividir por una fraccion es darle la vuelta y multiplicar... pero por que?? no le veo la logica 🤔',
    'menos de 7 es acido, o era mas de 7? seguro lo tengo al reves',
    'escala 1:50000 es que 1 cm son 50000... metros o centimetros',
    'con he she it se le pone s. y con they tambien no',
    'la lista empieza en 0. entonces el ultimo de 5 es lista[5] o lista[4]',
    'las esdrujulas llevan tilde siempre. y "examen" por que no lleva si se oye parecido',
  ]),
  // Sarcasm.
  ...c('sarcasm', false, [
    'ahh claro, dividir es multiplicar, tiene TODO el sentido del mundo 🙄',
    'sii clarísimo, tan claro como el agua del río de mi pueblo jajaja',
    'wow qué fácil, solo tengo que memorizar 118 elementos, genial, me encanta',
    'obvio, la hipotenusa, cómo no lo vi antes... nah mentira ni sé cuál es',
    'si si re entendí, por eso me saqué un 2 en la prueba jaja',
    'perfecto, ya lo entendí todo, ahora solo me falta entender lo que dijiste 😂',
    'facilísimo, tono tono semitono... y yo que ni sé dónde está el do 🙃',
    'que lindo el subjuntivo, lo amo, nunca me equivoco con el 🙄🙄',
    'super claro bro, ahora soy ingeniero de la nasa 🚀🤡',
    'buenisimo, me quedo tan clarito que no se ni por donde empezar',
    'siii claaaro los romanos cayeron por los barbaros y yo soy la reina de inglaterra',
  ]),
  // Narration of class, of the past, or of what a source said.
  ...c('narration', false, [
    'en clase la profe dijo que abajo se queda igual y solo se suman los de arriba pero yo estaba hablando con la Sofi',
    'el profe explico que la mitocondria es la central de energia, eso copie en el cuaderno',
    'ayer en clase entendi lo de los vectores pero hoy ya se me olvido todo',
    'el año pasado me sabia de memoria lo de las tildes, ahora nada',
    'hoy vimos en fisica lo de la pluma y el martillo en la luna, el profe puso un video',
    'la maestra escribió en el pizarrón "lo que suma pasa restando" y nos hizo copiarlo 20 veces',
    'en el examen puse que el 15% de 80 era 12 pero no se si estaba bien, todavia no lo corrigen',
    'el semestre pasado le entendia bien a algebra, este año con el profe nuevo me perdi',
    'la clase de hoy fue de la revolucion francesa, lo del tercer estado y la bastilla y todo eso',
    'en el video de youtube el chavo decia que un mol es como una docena gigante',
    'mañana el profe va a explicar el present perfect, hoy solo dimos vocabulario',
  ]),
  // Understanding words about someone else, off-topic things, or in quotes.
  ...c('near-word', false, [
    'mi amiga dice q ya le quedo clarisimo lo de la mitosis, yo sigo igual',
    'a mi hermano le cayo la ficha al toque con esto, a mi no',
    'todo el grupo ya lo entendio menos yo 😞',
    'el Juanpa le explico a la profe que la velocidad es distancia entre tiempo y ella lo felicito',
    'ya entendí por qué mi gato no me quiere jaja, le cambié la comida',
    'ya caché que mañana no hay clase por el paro, vamo arriba',
    'ok ya entendí que hay que entregarlo el jueves, pero lo de las fracciones ni idea',
    'ya capte por que no me cargaba el cel, era el cable',
    'ahora entiendo por qué a mi papá no le gusta la química, es horrible',
    'la profe dice "¿entendido?" y todos dicen que sí aunque nadie sabe nada jajaja',
    'mi compa siempre pone "ya le agarré la onda" en el chat pa que lo dejen en paz',
    'mi mamá ya se aprendió los afluentes del amazonas de tanto escucharme, yo todavía no',
    'por fin entendí el final de la serie, estaba todo en el capítulo 3',
    'ya le pillé el truco al juego nuevo de la play, pero la tarea de inglés ni la he tocado',
  ]),
  // Acknowledgements.
  ...c('acknowledgement', false, [
    'ok',
    'vale',
    'ahh ok',
    'dale sigue',
    'mmm bueno',
    'sip',
    'gracias profe 😊',
    'ajá, y luego',
    'ya po, la que sigue',
    'vale, lo apunto',
  ]),
  // Confusion.
  ...c('confusion', false, [
    'me perdí en la parte del mcm',
    'sigo sin ver de dónde sale el 12',
    'q es un mol?? literal no se ni eso jaja',
    'estoy mas confundida que antes 😵‍💫',
    'el present perfect es cuando dices cuando paso o cuando no lo dices, me hago bolas',
    'todo eso de los cromosomas me suena a chino',
    'uf esto del pentagrama me marea, tantas rayitas',
  ]),
  ...c('negation-near', false, [
    'no lo entiendo',
    'no caigo, perdon',
    'nop, no me entra',
    'no capto lo del -b',
    'ni idea de lo que dijiste jaja',
  ]),
  ...c('negation-far', false, [
    'no creo que lo vaya a entender nunca, soy malisimo pa las mates',
    'no es que lo haya entendido, solo copie lo que pusiste',
    'no sé si me quedó del todo claro lo de las alianzas la verdad',
    'nunca en mi vida voy a entender pa qué sirve el subjuntivo',
  ]),
  ...c('negation-other-clause', false, [
    'lo del denominador vale, pero lo de simplificar no lo entiendo para nada',
    'la primera parte bien pero lo del ATP no me quedó',
    'el sostenido mas o menos, el bemol todavia no lo veo',
    'se lo que es un array pero los indices no me salen',
  ]),
  // Bare answers.
  ...c('bare-answer', false, ['x=4', '3/5', '75°', '5 m/s', 'went', 'fa#']),
  ...c('request', false, [
    'explícamelo con la pizza otra vez porfa',
    'me lo puedes decir más fácil? soy de 5to',
    'dame otro ejemplo pls',
    'repíteme lo del -b que no lo copié',
  ]),
  // Pasted task text (some of it looks like an explanation).
  ...c('task-text', false, [
    'Resuelve: 3x + 5 = 20. Justifica tu respuesta.',
    'Ejercicio 4. Explica con tus palabras qué es la fotosíntesis (mínimo 5 líneas).',
    'Completa con have o has: She ___ finished her homework.',
    'Lee el texto: "La Revolución Francesa comenzó en 1789 cuando el tercer estado..." y responde las preguntas 1 a 5',
    '3. Escribe un programa que imprima los números del 1 al 10 usando un bucle for.',
  ]),
  ...c('hypothetical', false, [
    'si entendiera lo de los moles ya habria terminado hace rato',
    'ojala me cayera el veinte como a los demas',
    'cuando lo entienda te aviso jaja',
    'si fuera tan facil como dices que solo se suman los de arriba no habria reprobado',
  ]),
  ...c('neutral', false, [
    'espera que voy al baño',
    'mi mamá dice que ya me tengo que dormir',
    'tengo otra tarea de geografía después de esta',
  ]),
];

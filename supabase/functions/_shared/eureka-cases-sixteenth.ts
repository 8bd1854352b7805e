/**
 * Eureka (understanding) labelled set, sixteenth: TRAINING and tuning data for the understanding
 * detector (not a blind estimate). Written 2026-11-28 (UTC) by a writer session, BLIND: without
 * reading the detector, its word lists or any other labelled set.
 *
 * Built in close pairs and triples around one idea at a time (fractions, photosynthesis, English
 * past tense, Python loops, causes of wars, Ohm's law, Spanish accents... more than 40 ideas across
 * all subjects): the student explaining the idea back confidently (positive), the same explanation
 * asked as a question or ending in doubt (negative), the same idea narrated as what a teacher or a
 * relative said (negative), a report of having solved the next one alone (positive), and the student
 * saying they still do not get part of it (negative). Punctuation alone does not give the label away:
 * some questions have no '?', some positives end in a '?' about something else.
 *
 * Label rule: expected = true when the message shows the student NOW understands (says so in any
 * words or regional idiom, explains the idea or method back as a statement, or reports solving one
 * alone thanks to it). False for questions (even without '?'), statement then doubtful question,
 * confusion, partial understanding with doubt, bare answers, acknowledgements, requests, pasted task
 * text, hypotheticals, someone else's understanding, sarcasm, negations, quoting, narration, and
 * understanding something unrelated.
 */
import type { EurekaCase, EurekaCategory } from './eureka-cases.ts';

const c = (category: EurekaCategory, expected: boolean, texts: string[]): EurekaCase[] =>
  texts.map((text) => ({ text, expected, category }));

export const EUREKA_SIXTEENTH: EurekaCase[] = [
  // 1. Dividing fractions
  ...c('explain-back', true, [
    'ahhh o sea q para dividir fracciones le doy vuelta a la segunda y multiplico derecho, 3/4 entre 1/2 queda 3/4 por 2/1 = 6/4 = 3/2 listo',
  ]),
  ...c('question', false, [
    'entonces para dividir le doy vuelta a la segunda y multiplico nomás, o era la primera la que se voltea',
  ]),
  ...c('narration', false, [
    'mi profe dijo que para dividir fracciones se invierte la segunda y se multiplica, y lo copié en el cuaderno con letra bonita',
  ]),
  ...c('solved', true, ['ya hice el 5 solita, 2/5 ÷ 4/3 me dio 6/20 y lo simplifiqué a 3/10 😎']),
  ...c('confusion', false, [
    'lo de voltear la fracción sí, pero cuando es un número entero dividido una fracción ya me pierdo completamente',
  ]),
  ...c('regional', true, [
    'ta, ya está bo, dividir es multiplicar por la dada vuelta, me re cerró',
  ]),

  // 2. Adding fractions with different denominators
  ...c('own-words', true, [
    'vale ya está, no puedes sumar los de abajo tal cual, primero haces que tengan el mismo denominador y luego sumas solo los de arriba',
  ]),
  ...c('statement-then-question', false, [
    'busco el mcm de los denominadores y eso. pero después los numeradores los multiplico por lo mismo o por otra cosa?',
  ]),
  ...c('narration', false, [
    'mi hermana mayor me explicó ayer lo de igualar los denominadores, ella lo hace rapidísimo y sin papel',
  ]),
  ...c('solved', true, [
    'me salió el 1/3 + 1/4 = 7/12 sin mirar tu ejemplo!!! y el de 2/5 + 1/2 tambien',
  ]),
  ...c('negation-near', false, [
    'lo de igualar denominadores no lo termino de ver xq no se pueden sumar directo y ya',
  ]),
  ...c('intensified', true, [
    'AHORA SIIII los pedazos tienen que ser del mismo tamaño para sumarlos!!! 🍕🍕',
  ]),

  // 3. Photosynthesis
  ...c('explain-back', true, [
    'ok ya lo tengo: la planta agarra luz, agua y CO2 y con eso fabrica glucosa, y el oxígeno lo suelta como sobra. por eso dicen que las plantas limpian el aire',
  ]),
  ...c('question', false, [
    'la fotosíntesis entonces es cuando la planta come luz y suelta oxígeno, así es o me lo estoy inventando',
  ]),
  ...c('narration', false, [
    'en el video que puso la maestra decían que la planta usa la luz para hacer su comida, y luego sonó el timbre',
  ]),
  ...c('in-longer-message', true, [
    'hoy en el recreo se me cayó el bocadillo al suelo jajaja bueno a lo que iba, ahora entiendo para qué sirve la clorofila, capta la luz y la planta la convierte en energía química. mañana tengo el examen, deséame suerte',
  ]),
  ...c('confusion', false, [
    'lo de la luz vale, pero el CO2 por dónde entra?? por la raíz?? no me cuadra',
  ]),

  // 4. English past tense
  ...c('explain-back', true, [
    'ya: los regulares le pones -ed (play, played) y los irregulares hay que sabérselos de memoria como go-went, ahí no hay regla que valga',
  ]),
  ...c('question', false, [
    'so los verbos q terminan en y se cambian a ied siempre? como play → plaied',
  ]),
  ...c('narration', false, [
    'la teacher nos dio la lista de verbos irregulares y dijo que la estudiemos para el viernes, son como 80',
  ]),
  ...c('solved', true, [
    'hice las 10 frases del worksheet y solo fallé una, puse "buyed" jajaja ya sé que es bought. las otras nueve las saqué yo solo',
  ]),
  ...c('confusion', false, [
    'ok pero lo de cuándo el -ed suena /t/ y cuándo /id/ sigo sin cacharlo para nada',
  ]),
  ...c('regional', true, [
    'asere ya lo cogí, el pasado regular es con -ed y ya, el resto de memoria',
  ]),

  // 5. Python for loop / range
  ...c('explain-back', true, [
    'vale vale, range(5) va del 0 al 4, no llega al 5, por eso me imprimía uno menos. ya lo arreglé con range(1, 6)',
  ]),
  ...c('question', false, ['entonces range(1,10) incluye el 10 o no']),
  ...c('narration', false, [
    'mi primo que estudia informática dice que el for es lo más fácil de python y se rió de mí',
  ]),
  ...c('solved', true, [
    'hice el de la tabla del 7 con un for yo solito y me imprime 7 14 21... hasta 70!! 🐍🔥',
  ]),
  ...c('confusion', false, [
    'el for más o menos, lo que no me entra es qué es la i, de dónde sale si yo no la creé',
  ]),
  ...c('sarcasm', false, [
    'ah sí clarísimo, "itera sobre un iterable", gracias eso lo explica todo 🙃',
  ]),

  // 6. Causes of the First World War
  ...c('explain-back', true, [
    'ya caigo: lo del archiduque fue solo la chispa, lo gordo eran las alianzas, el militarismo y que todos querían colonias, así que cuando uno entró arrastró a los demás',
  ]),
  ...c('statement-then-question', false, [
    'lo de las alianzas lo tengo. y entonces por qué Italia cambió de lado si estaba con Alemania',
  ]),
  ...c('narration', false, [
    'el profe de historia se pasó toda la clase hablando del archiduque Francisco Fernando, casi me duermo',
  ]),
  ...c('own-words', true, [
    'es como cuando en el cole dos se pelean y todos sus amigos se meten, así fue la primera guerra mundial con las alianzas. ahora le veo la lógica',
  ]),
  ...c('hypothetical', false, [
    'si me lo hubieran explicado así en clase seguro que ahora entendería lo del imperialismo',
  ]),
  ...c('task-text', false, [
    'Explica las causas profundas e inmediatas de la Primera Guerra Mundial (mínimo 10 líneas).',
  ]),

  // 7. Ohm's law
  ...c('explain-back', true, [
    'V = I · R, entonces si subo la resistencia y el voltaje es el mismo baja la corriente. por eso la bombilla con más resistencia alumbra menos',
  ]),
  ...c('question', false, [
    'si la resistencia es más grande la corriente sube no? como que empuja más',
  ]),
  ...c('narration', false, [
    'en el laboratorio el profe midió el voltaje con el multímetro y nos dictó los números, yo solo los anoté',
  ]),
  ...c('solved', true, [
    'me salió el problema de 12 V y 4 ohmios: 3 amperios. y el siguiente también, despejé la R yo sola',
  ]),
  ...c('confusion', false, [
    'mmm y el triángulo ese de V arriba e I y R abajo no sé ni cómo se usa',
  ]),
  ...c('bare-answer', false, ['I = 2 A']),
  ...c('regional', true, [
    'ya le cogí el tiro a la ley de ohm parce, es despejar y ya 🙌 me pasas otro?',
  ]),

  // 8. Spanish accents (agudas, llanas, esdrújulas)
  ...c('explain-back', true, [
    'ahhhh las agudas llevan tilde si acaban en n, s o vocal, las llanas justo al revés, y las esdrújulas siempre. por eso camión sí y examen no!!',
  ]),
  ...c('question', false, ['entonces "examen" lleva tilde porque es llana y acaba en n o no']),
  ...c('narration', false, [
    'mi abuela dice que antes a las mayúsculas no se les ponía tilde y que por eso ella nunca las pone',
  ]),
  ...c('solved', true, [
    'ya corregí todo el dictado yo sola con lo de agudas llanas y esdrújulas y me salieron todas bien, hasta murciélago jeje',
  ]),
  ...c('negation-near', false, [
    'no me entra lo de la sílaba tónica, yo las digo todas igual de fuerte 😭',
  ]),
  ...c('near-word', false, [
    'se me rompió la tecla de la tilde del ordenador, por eso escribo sin acentos jaja',
  ]),

  // 9. Percentages (discounts)
  ...c('own-words', true, [
    'listo, el 20% de descuento es quitarle la quinta parte, entonces en vez de calcular y restar multiplico por 0,8 directamente y me da el precio final',
  ]),
  ...c('question', false, [
    'para sacar el 15% multiplico por 15 y divido entre 100 y eso ya es lo que pago, o es lo que me descuentan',
  ]),
  ...c('narration', false, [
    'mi mamá en el súper calcula los descuentos de cabeza, dice que es facilísimo',
  ]),
  ...c('solved', true, [
    'el de la chaqueta de 45 euros con 30% de descuento me dio 31,50 y lo comprobé con la calculadora 👍',
  ]),
  ...c('acknowledgement', false, ['ok, apuntado']),
  ...c('hypothetical', false, [
    'si supiera sacar porcentajes de cabeza como mi madre no estaría aquí a las 11 de la noche',
  ]),
  ...c('intensified', true, [
    'ahora sí que sí, los porcentajes ya no me dan miedo, lo tengo clarísimo 💯',
  ]),

  // 10. Linear equations
  ...c('explain-back', true, [
    'ya está: lo que está sumando pasa restando y lo que multiplica pasa dividiendo, pero en realidad es hacer lo mismo a los dos lados. 3x + 5 = 20, 3x = 15, x = 5',
  ]),
  ...c('question', false, [
    'entonces el 5 pasa restando y el 3 pasa dividiendo, o el 3 pasa restando también',
  ]),
  ...c('narration', false, [
    'en clase la seño dijo "lo que suma pasa restando" como mil veces y todos lo repetían como loros',
  ]),
  ...c('solved', true, ['hice la 2x - 7 = 9 sin ayuda, x=8, la comprobé metiendo el 8 y da 9!!!']),
  ...c('bare-answer', false, ['x=8']),
  ...c('confusion', false, [
    'cuando la x está en los dos lados ya no sé cuál pasar primero, me quedo trabado',
  ]),

  // 11. Pythagoras
  ...c('regional', true, [
    'ahora sí ya le agarré la maña al teorema, la hipotenusa al cuadrado es la suma de los catetos al cuadrado, por eso el 3 4 5 funciona',
  ]),
  ...c('question', false, [
    'la hipotenusa es siempre el lado más largo verdad, o depende de cómo esté dibujado',
  ]),
  ...c('narration', false, [
    'mi hermano de 4º de la ESO dice que Pitágoras es lo único que se acuerda del instituto',
  ]),
  ...c('solved', true, [
    'hice el de la escalera apoyada en la pared: 5 m la escalera, 3 m de la pared, me dio 4 m de altura 🪜',
  ]),
  ...c('negation-other-clause', false, [
    'creía que ya lo tenía clarísimo pero cuando el dibujo está girado ya no sé cuál es la hipotenusa',
  ]),
  ...c('request', false, ['me pones otro de pitágoras pero sin dibujo porfa']),

  // 12. Area of a circle
  ...c('explain-back', true, [
    'ah claro, el área es pi por el radio al cuadrado, no el diámetro. yo estaba metiendo el diámetro y por eso me daba 4 veces más',
  ]),
  ...c('statement-then-question', false, [
    'el área es π·r². pero el perímetro era 2πr o π·d, o son lo mismo',
  ]),
  ...c('narration', false, [
    'la profe de mates trajo una pizza de cartón para explicar el área del círculo, fue muy random',
  ]),
  ...c('solved', true, [
    'radio 3 → 28,26 cm² con pi 3,14. y el de radio 10 también, 314. dominado',
  ]),
  ...c('confusion', false, ['sigo sin ver de dónde sale el pi, ¿es un número inventado?']),

  // 13. Newton's second law
  ...c('own-words', true, [
    'ok o sea que empujar un carrito vacío es fácil porque tiene poca masa y con la misma fuerza acelera más. F = m·a tiene sentido ahora',
  ]),
  ...c('question', false, [
    'F=m·a. si la masa es el doble la aceleración es el doble también creo',
  ]),
  ...c('narration', false, [
    'el de física puso un video de astronautas empujando cosas en la estación espacial y dijo que era la segunda ley',
  ]),
  ...c('solved', true, [
    'el ejercicio de la caja de 10 kg con 50 N me dio 5 m/s² y el siguiente de despejar la masa tambien lo saqué solo',
  ]),
  ...c('sarcasm', false, [
    'sí sí, la fuerza es masa por aceleración, lo que tú digas, todo claro 😒',
  ]),
  ...c('regional', true, [
    'ya lo chapé causa, más masa menos aceleración con la misma fuerza, facilito',
  ]),

  // 14. Balancing chemical equations
  ...c('explain-back', true, [
    'ya veo por qué se ajusta: los átomos no desaparecen, así que tiene que haber los mismos de cada tipo a los dos lados, y solo puedo tocar los numeritos de delante, no los subíndices',
  ]),
  ...c('question', false, ['para ajustar puedo cambiar el 2 de H2O a H3O o eso no se puede hacer']),
  ...c('narration', false, [
    'la profe de química ajustó la de la combustión del metano en la pizarra en 10 segundos y pasó a otra cosa',
  ]),
  ...c('solved', true, ['ajusté N2 + 3H2 → 2NH3 yo sola, conté los átomos y cuadra todo ✅']),
  ...c('negation-near', false, [
    'no sé por dónde empezar cuando hay como cuatro compuestos, me lío con los oxígenos',
  ]),
  ...c('task-text', false, [
    'Ajusta las siguientes reacciones químicas: a) Fe + O2 → Fe2O3  b) C3H8 + O2 → CO2 + H2O',
  ]),

  // 15. Mitosis vs meiosis
  ...c('explain-back', true, [
    'mitosis = salen 2 células iguales a la madre, para crecer y reparar. meiosis = salen 4 con la mitad de cromosomas, para óvulos y espermatozoides. ya no las confundo',
  ]),
  ...c('confusion', false, [
    'en la meiosis salen 4 células o 2 que después se vuelven a dividir, no me queda claro',
  ]),
  ...c('narration', false, [
    'mi compañera de mesa hizo un dibujo de la mitosis precioso, yo solo copié el suyo',
  ]),
  ...c('solved', true, [
    'hice el esquema de las fases de la mitosis sin mirar el libro: profase, metafase, anafase, telofase. y se lo expliqué a mi perro jaja',
  ]),
  ...c('question', false, ['y el crossing over ese en qué momento pasa?? me lo mezcla todo']),

  // 16. b / v in -aba
  ...c('own-words', true, [
    'ahora sí lo veo, todo lo que acaba en -aba de pasado va con b: cantaba, jugaba, estaba. ya ni lo pienso',
  ]),
  ...c('question', false, ['iba también va con b como jugaba o es otra cosa']),
  ...c('narration', false, [
    'la maestra dijo que el dictado del lunes va a ser todo de b y v, estoy muerta',
  ]),
  ...c('solved', true, [
    'hice el ejercicio de completar con b o v y saqué 18 de 20, las dos que fallé eran palabras raras, no de -aba',
  ]),
  ...c('neutral', false, ['tengo que entregar la ficha de ortografía antes del viernes']),

  // 17. Latin American independence
  ...c('explain-back', true, [
    'ahora ya cuadra: los criollos estaban hartos de que los peninsulares tuvieran los mejores cargos, y cuando Napoleón invadió España aprovecharon el vacío de poder',
  ]),
  ...c('question', false, [
    'entonces los criollos eran los hijos de españoles nacidos acá, y ellos querían la independencia o eran los mestizos',
  ]),
  ...c('narration', false, [
    'en el acto del 25 de mayo la directora habló de la revolución y después cantamos el himno',
  ]),
  ...c('in-longer-message', true, [
    'profe hoy fui al museo con la escuela, re aburrido al principio, pero cuando vi el cuadro del cabildo me acordé de lo que me explicaste y ahí le encontré el sentido a todo lo de los criollos y Napoleón. igual el sándwich del museo era horrible',
  ]),
  ...c('negation-far', false, [
    'leí el capítulo dos veces, subrayé todo, hice resumen... y sigo sin saber qué tiene que ver Napoleón con Venezuela',
  ]),

  // 18. Climate and latitude
  ...c('explain-back', true, [
    'o sea que cerca del ecuador hace más calor porque los rayos llegan más derechitos y en los polos llegan inclinados y se reparten, por eso hace frío',
  ]),
  ...c('question', false, ['y entonces por qué en Quito hace frío si está en el ecuador mismito']),
  ...c('narration', false, ['mi tío que vive en Noruega dice que en invierno casi no sale el sol']),
  ...c('own-words', true, [
    'claro, la altura también enfría, por eso en Quito o en La Paz hace fresco aunque estén cerca del ecuador. ya me cuadran los dos factores juntos',
  ]),
  ...c('bare-answer', false, ['tropical']),

  // 19. English present perfect
  ...c('explain-back', true, [
    'so el present perfect es have/has + participio y se usa cuando no importa cuándo pasó o si sigue hasta ahora, "I have lived here for 5 years" porque sigo viviendo aquí',
  ]),
  ...c('statement-then-question', false, [
    'I have been to London = he estado en Londres. pero cuándo se usa el went y cuándo el have been',
  ]),
  ...c('narration', false, [
    'la teacher nos hizo cantar una canción con el present perfect, muy cringe',
  ]),
  ...c('solved', true, [
    'hice el ejercicio del libro de past simple o present perfect y tuve 9/10!! el que fallé era de "yesterday" que ya sé que va con pasado',
  ]),
  ...c('confusion', false, ['me mezclo con el for y el since, nunca sé cuál va']),
  ...c('regional', true, [
    'ya me he enterao illo, el have es pa cosas que siguen hasta ahora, ezo es',
  ]),

  // 20. Python if / else and indentation
  ...c('explain-back', true, [
    'ah vale lo que está metido con espacios debajo del if es lo que se ejecuta solo si se cumple, y lo pegado a la izquierda se ejecuta siempre. por eso me salía el mensaje dos veces',
  ]),
  ...c('question', false, ['el else tiene que ir a la misma altura que el if o más adentro']),
  ...c('narration', false, [
    'el profe de tecnología dijo que python es muy quisquilloso con los espacios y que por eso no le gusta',
  ]),
  ...c('solved', true, [
    'arreglé el programa de la nota: si es mayor o igual a 5 imprime aprobado y si no suspenso. funciona!!! 🥳',
  ]),
  ...c('negation-near', false, ['no me sale, me da IndentationError y no sé qué línea está mal']),
  ...c('task-text', false, [
    'Escribe un programa que pida la edad al usuario e imprima "mayor de edad" si tiene 18 o más.',
  ]),

  // 21. Major scale
  ...c('explain-back', true, [
    'ya lo tengo: la escala mayor es tono tono semitono tono tono tono semitono, por eso en do mayor no hay ninguna negra, los semitonos caen justo en mi-fa y si-do',
  ]),
  ...c('question', false, ['en sol mayor el fa es sostenido por eso del semitono o porque sí']),
  ...c('narration', false, [
    'mi profesor de piano me hace tocar escalas media hora, dice que algún día se lo agradeceré',
  ]),
  ...c('solved', true, [
    'saqué la escala de re mayor solo con la fórmula de los tonos, me salieron fa# y do#, lo comprobé en el libro y está bien 🎹',
  ]),
  ...c('confusion', false, ['pero qué es un semitono exactamente, en la flauta no lo noto']),

  // 22. Multiplying negatives
  ...c('own-words', true, [
    'ya, menos por menos da más, es como quitar una deuda, si te quitan algo malo es bueno. eso ya no se me olvida',
  ]),
  ...c('question', false, ['y menos más menos también da más o eso es solo para multiplicar']),
  ...c('narration', false, [
    'mi papá dice que menos por menos da más y que no le preguntemos por qué',
  ]),
  ...c('solved', true, [
    '(-3)·(-4) = 12, (-2)·5 = -10, (-1)·(-1)·(-1) = -1, todas bien sin preguntarte nada jeje',
  ]),
  ...c('hypothetical', false, [
    'si no fuera por los signos sacaría un 10, pero siempre me equivoco en eso',
  ]),
  ...c('sarcasm', false, [
    'ah bueno, menos por menos es más porque sí, perfecto, ahora lo entiendo todo 🙄🙄',
  ]),
  ...c('intensified', true, [
    'LO DE LA DEUDA ME HA VOLADO LA CABEZA ya lo entiendo de verdad de verdad',
  ]),

  // 23. Order of operations
  ...c('explain-back', true, [
    'primero paréntesis, después potencias, luego multiplicaciones y divisiones de izquierda a derecha y al final sumas y restas. por eso 2 + 3·4 da 14 y no 20',
  ]),
  ...c('statement-then-question', false, [
    'primero las multiplicaciones, eso lo tengo. pero si hay una división y una multiplicación juntas cuál va antes',
  ]),
  ...c('narration', false, [
    'en tiktok vi un video de gente peleándose por cuánto da 8÷2(2+2) y nadie se ponía de acuerdo',
  ]),
  ...c('solved', true, [
    'el de 5 + 2·(8 − 3)² me dio 55, lo hice paso a paso como dijiste y sale 💪',
  ]),
  ...c('bare-answer', false, ['55']),

  // 24. Density
  ...c('explain-back', true, [
    'ahh entonces un kilo de plomo y un kilo de plumas pesan lo mismo, pero el plomo tiene más densidad porque ocupa menos. densidad es masa entre volumen',
  ]),
  ...c('question', false, ['la densidad del agua es 1 siempre o cambia si está fría']),
  ...c('narration', false, [
    'la profe echó aceite en un vaso con agua y se quedó arriba, y todos dijimos "ooooh"',
  ]),
  ...c('solved', true, [
    'hice el de la piedra: 300 g y 100 cm³, densidad 3 g/cm³, y como es más que el agua se hunde. lo razoné yo',
  ]),
  ...c('confusion', false, [
    'no me queda claro por qué un barco de hierro flota si el hierro es más denso que el agua',
  ]),

  // 25. Cellular respiration
  ...c('own-words', true, [
    'ya está, la respiración celular es como la fotosíntesis al revés: la célula quema la glucosa con oxígeno, saca energía y suelta CO2 y agua. pasa en la mitocondria',
  ]),
  ...c('question', false, ['las plantas también hacen respiración celular o solo fotosíntesis']),
  ...c('narration', false, [
    'el libro dice que la mitocondria es la central energética de la célula, lo leí en voz alta en clase',
  ]),
  ...c('intensified', true, [
    'AAAAH YA, por eso respiramos oxígeno, para que las mitocondrias quemen la comida!!! me acaba de explotar la cabeza 🤯',
  ]),
  ...c('negation-other-clause', false, [
    'me suena todo lo que dices, pero si me lo preguntan en el examen no sabría explicarlo',
  ]),
];

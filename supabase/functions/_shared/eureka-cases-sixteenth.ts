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

  ...c('own-words', true, [
    'ya no me equivoco con lo de dar vuelta, es la segunda siempre y la primera se queda quieta. ¿hacemos las de la página 40?',
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

  ...c('regional', true, [
    'ya le entendí maje, la planta hace su comida con la luz y el oxígeno es como la basura que bota',
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
  ...c('solved', true, [
    'hice el de la tabla del 7 con un for yo solito y me imprime 7 14 21... hasta 70!! 🐍🔥',
  ]),
  ...c('confusion', false, [
    'el for más o menos, lo que no me entra es qué es la i, de dónde sale si yo no la creé',
  ]),
  ...c('sarcasm', false, [
    'ah sí clarísimo, "itera sobre un iterable", gracias eso lo explica todo 🙃',
  ]),

  ...c('intensified', true, [
    'OMG ya entendí el range, el último número nunca entra!!!! por qué nadie me lo dijo así antes?',
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
  ...c('confusion', false, [
    'cuando la x está en los dos lados ya no sé cuál pasar primero, me quedo trabado',
  ]),

  ...c('in-longer-message', true, [
    'mi madre me está llamando para cenar así que rápido: ya sé hacer las de una incógnita, aíslo la x haciendo lo mismo a los dos lados. mañana hacemos las de paréntesis?',
  ]),

  // 11. Pythagoras
  ...c('regional', true, [
    'ahora sí ya le agarré la maña al teorema, la hipotenusa al cuadrado es la suma de los catetos al cuadrado, por eso el 3 4 5 funciona',
  ]),
  ...c('question', false, [
    'la hipotenusa es siempre el lado más largo verdad, o depende de cómo esté dibujado',
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
  ...c('solved', true, ['ajusté N2 + 3H2 → 2NH3 yo sola, conté los átomos y cuadra todo ✅']),
  ...c('negation-near', false, [
    'no sé por dónde empezar cuando hay como cuatro compuestos, me lío con los oxígenos',
  ]),
  ...c('task-text', false, [
    'Ajusta las siguientes reacciones químicas: a) Fe + O2 → Fe2O3  b) C3H8 + O2 → CO2 + H2O',
  ]),

  ...c('regional', true, [
    'chacho ya lo tengo, cuentas los átomos de cada lado y vas poniendo numeritos delante hasta que cuadre, mi niño qué fácil',
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

  ...c('own-words', true, [
    'no era tan difícil: mitosis copia, meiosis mezcla y reparte a la mitad. ya está',
  ]),

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

  ...c('regional', true, ['ostres, ja ho tinc! todas las -aba con b y punto, ya no dudo más']),

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
  ...c('solved', true, [
    'arreglé el programa de la nota: si es mayor o igual a 5 imprime aprobado y si no suspenso. funciona!!! 🥳',
  ]),
  ...c('negation-near', false, ['no me sale, me da IndentationError y no sé qué línea está mal']),
  ...c('task-text', false, [
    'Escribe un programa que pida la edad al usuario e imprima "mayor de edad" si tiene 18 o más.',
  ]),

  ...c('own-words', true, [
    'los dos puntos y la sangría son como las llaves del if, marcan qué va dentro. ya no me vuelve a pasar lo del mensaje repetido',
  ]),

  // 21. Major scale
  ...c('explain-back', true, [
    'ya lo tengo: la escala mayor es tono tono semitono tono tono tono semitono, por eso en do mayor no hay ninguna negra, los semitonos caen justo en mi-fa y si-do',
  ]),
  ...c('question', false, ['en sol mayor el fa es sostenido por eso del semitono o porque sí']),
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

  ...c('regional', true, [
    'ahora sí le entendí a la jerarquía che, primero multiplicás y después sumás, por eso a mí me daba 20',
  ]),

  // 24. Density
  ...c('explain-back', true, [
    'ahh entonces un kilo de plomo y un kilo de plumas pesan lo mismo, pero el plomo tiene más densidad porque ocupa menos. densidad es masa entre volumen',
  ]),
  ...c('question', false, ['la densidad del agua es 1 siempre o cambia si está fría']),
  ...c('solved', true, [
    'hice el de la piedra: 300 g y 100 cm³, densidad 3 g/cm³, y como es más que el agua se hunde. lo razoné yo',
  ]),
  ...c('confusion', false, [
    'no me queda claro por qué un barco de hierro flota si el hierro es más denso que el agua',
  ]),

  ...c('intensified', true, [
    'siiii por eso el aceite flota, es menos denso que el agua!!! lo entiendo todo todo',
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
  // 26. Subject and predicate
  ...c('explain-back', true, [
    'el sujeto es el que concuerda con el verbo, así que le pregunto al verbo. en "me gustan los perros" el sujeto es los perros y no yo, por eso gustan va en plural',
  ]),
  ...c('question', false, ['en "llueve mucho" cuál es el sujeto, o es que no tiene']),
  ...c('narration', false, [
    'mi maestra siempre subraya el sujeto en rojo y el predicado en azul, dice que así se ve mejor',
  ]),
  ...c('solved', true, [
    'hice las 8 oraciones y encontré el sujeto en todas con el truco de pasar el verbo a plural, hasta en la que el sujeto iba al final',
  ]),
  ...c('confusion', false, [
    'lo de sujeto omitido no lo capto, si no está escrito cómo lo subrayo',
  ]),
  ...c('regional', true, ['ya le entendí vos, qué chilero, el sujeto es el que manda en el verbo']),

  // 27. French Revolution
  ...c('explain-back', true, [
    'vale, el tercer estado era casi toda la gente pero se votaba por estamento, entonces perdían siempre 2 contra 1. por eso se hartaron y se montaron su propia Asamblea',
  ]),
  ...c('question', false, [
    'la Bastilla era una cárcel o un castillo del rey, y por qué la tomaron si casi no había presos',
  ]),
  ...c('narration', false, ['vimos una peli de María Antonieta en clase y la mitad se durmió']),
  ...c('in-longer-message', true, [
    'hoy tuve un día horrible, me peleé con mi mejor amiga y encima llovía. pero bueno lo de la revolución francesa ya lo tengo clarito: impuestos, deuda, voto por estamento, Ilustración. lo pasé a mapa mental y todo',
  ]),
  ...c('negation-near', false, [
    'no entiendo qué pinta la Ilustración en todo esto, eran libros nomás',
  ]),
  ...c('solved', true, [
    'hice yo sola el comentario del texto de Sieyès sobre el tercer estado y ahora sí sabía de qué hablaba',
  ]),

  // 28. Time zones and longitude
  ...c('own-words', true, [
    'ahora sí le entendí: cada 15 grados de longitud es una hora porque la Tierra gira 360 grados en 24 horas. si voy hacia el este sumo horas',
  ]),
  ...c('question', false, [
    'si en Madrid son las 12 en Buenos Aires son las 8 o las 7, me dijeron que cambia con el horario de verano',
  ]),
  ...c('narration', false, [
    'mi prima vive en Miami y siempre me llama cuando estoy durmiendo por la diferencia horaria',
  ]),
  ...c('solved', true, [
    'el de Tokio me salió: 135° este son 9 horas más que Greenwich, o sea las 21 h. lo hice sin la tabla',
  ]),
  ...c('acknowledgement', false, ['vale gracias']),
  ...c('intensified', true, [
    'aaaaah por eso cuando aquí es de día en Japón es de noche, lo tengo súper claro ya',
  ]),

  // 29. English third person -s
  ...c('explain-back', true, [
    "ahhh con he, she, it el verbo lleva -s en presente: she plays, he works. y en negativo la s se va al doesn't y el verbo queda limpio: she doesn't play",
  ]),
  ...c('question', false, [
    "entonces es she don't like o she doesn't likes, las dos me suenan raro",
  ]),
  ...c('narration', false, ['el teacher nativo que vino al cole se reía cuando decíamos "he go"']),
  ...c('solved', true, [
    'corregí las frases de mi hermano pequeño y le encontré 3 errores de la s, se lo expliqué yo y todo',
  ]),
  ...c('confusion', false, [
    'con los verbos que acaban en o como go, por qué es goes con e, eso ni idea',
  ]),

  ...c('regional', true, [
    'ya lo entendí bien chido, al he she it le pones s y listo, hasta se lo expliqué a mi hermana',
  ]),

  // 30. Variable assignment
  ...c('explain-back', true, [
    'ah, el = no es el igual de mates, es guardar. x = x + 1 es coge lo que hay en x, súmale 1 y guárdalo otra vez en x. por eso no es una locura',
  ]),
  ...c('question', false, ['x = x + 1 no da error? porque en matemáticas eso es imposible']),
  ...c('narration', false, [
    'mi hermano programa videojuegos en su cuarto y dice que las variables son cajitas con etiqueta',
  ]),
  ...c('solved', true, [
    'hice el contador de puntos del juego yo solo, cada vez que toca la moneda puntos = puntos + 10 y funciona 🪙',
  ]),
  ...c('request', false, ['explícamelo con un dibujo de cajitas que así no lo veo']),
  ...c('regional', true, [
    'ya lo capté mi loco, la variable es una cajita que se va pisando, ta fácil',
  ]),

  // 31. Time signature 3/4
  ...c('own-words', true, [
    'o sea el 3/4 quiere decir que en cada compás caben tres negras, por eso el vals suena un-dos-tres un-dos-tres. lo estoy marcando con el pie y cuadra',
  ]),
  ...c('question', false, [
    'y el 6/8 es lo mismo que el 3/4 porque 6/8 simplificado es 3/4 jaja o no funciona así',
  ]),
  ...c('solved', true, [
    'dividí en compases la partitura de la tarea yo sola y me cuadraron todos los tiempos 🎶',
  ]),
  ...c('neutral', false, ['mañana tengo ensayo de banda a las 5 y no he practicado nada']),

  // 32. Least common multiple
  ...c('explain-back', true, [
    'descompongo en primos y cojo los comunes y no comunes con el mayor exponente. para 12 y 18: 2² por 3², 36. es el primer número que está en las dos tablas',
  ]),
  ...c('statement-then-question', false, [
    'para el mcd cojo solo los comunes con el menor exponente. y para el mcm era todos con el mayor o me lo estoy inventando',
  ]),
  ...c('narration', false, [
    'la seño dijo que el problema de los autobuses que salen cada 12 y 18 minutos es de mcm, y lo dejó de tarea',
  ]),
  ...c('solved', true, [
    'el de los autobuses me dio 36 minutos, vuelven a coincidir a las 8:36!! lo hice solo',
  ]),
  ...c('confusion', false, [
    'nunca sé cuándo un problema es de mcm y cuándo de mcd, los confundo siempre',
  ]),
  ...c('regional', true, ['ya está pues, ahora sí le entendí al mcm, no era tan difícil nomás']),

  // 33. Rule of three
  ...c('explain-back', true, [
    'si 3 cuadernos cuestan 6 dólares, 1 cuesta 2, y 7 cuestan 14. la regla de tres es lo mismo en una sola cuenta: multiplico en cruz y divido',
  ]),
  ...c('question', false, [
    'y si son más obreros tardan menos, eso también es regla de tres normal',
  ]),
  ...c('solved', true, [
    'me salió el de la receta: si para 4 personas van 300 g de arroz, para 10 van 750 g 🍚',
  ]),
  ...c('hypothetical', false, [
    'si fuera todo directo como el de los cuadernos bien, pero seguro que en el examen ponen de la inversa',
  ]),
  ...c('own-words', true, [
    'y la inversa es cuando uno sube y el otro baja, como los obreros: el doble de gente, la mitad de días. entonces ahí multiplico en línea, no en cruz',
  ]),

  // 34. Speed, distance, time
  ...c('own-words', true, [
    'ya, velocidad es cuánto avanzas en cada hora. si hago 180 km en 2 horas voy a 90 km/h. y si quiero el tiempo divido distancia entre velocidad',
  ]),
  ...c('question', false, ['para pasar de km/h a m/s divido entre 3,6 o multiplico']),
  ...c('narration', false, [
    'a mi papá le pusieron una multa por ir a 120 donde era 100, nos pasamos todo el viaje hablando de eso',
  ]),
  ...c('solved', true, [
    'el del tren: 240 km a 80 km/h son 3 horas. y el de la bici también, lo despejé sin ayuda 🚲',
  ]),
  ...c('bare-answer', false, ['3 h']),
  ...c('in-longer-message', true, [
    'oye antes de nada mañana no puedo conectarme que tengo dentista. lo de velocidad ya lo tengo, es distancia entre tiempo y lo demás es despejar. bueno eso, el jueves seguimos?',
  ]),

  // 35. pH
  ...c('explain-back', true, [
    'ok, pH menor que 7 ácido, 7 neutro, mayor básico. y cada número es 10 veces, así que pH 3 es diez veces más ácido que pH 4, no un poquito más',
  ]),
  ...c('question', false, [
    'la leche es ácida o básica, porque sabe suave pero leí que es un poco ácida',
  ]),
  ...c('solved', true, [
    'clasifiqué los 10 productos de la ficha en ácido, neutro o básico, solo dudé en uno y acerté igual',
  ]),
  ...c('negation-far', false, [
    'lo de la escala lo he leído como cinco veces y la verdad que lo de que sea logarítmica todavía no me entra',
  ]),

  ...c('own-words', true, [
    'pues mira, ya no me lío: el limón ácido por debajo de 7, la lejía básica por arriba, el agua en medio. ¿me pones preguntas tipo test para practicar?',
  ]),

  // 36. Punnett squares
  ...c('explain-back', true, [
    'ahora sí: si el papá es Aa y la mamá Aa, en el cuadro sale AA, Aa, Aa, aa, o sea 3 de 4 con ojos oscuros y 1 de 4 claros. el recesivo solo se ve si tienes los dos',
  ]),
  ...c('question', false, ['Aa entonces tiene los ojos oscuros o mitad y mitad']),
  ...c('narration', false, [
    'la profe dijo que tengo los ojos claros porque mis dos papás llevan un gen escondido, y mi mamá se puso a investigar a toda la familia',
  ]),
  ...c('solved', true, [
    'hice el cuadro de Punnett de los guisantes amarillos y verdes yo solito y me salió 3:1 como a Mendel 🌱',
  ]),
  ...c('confusion', false, [
    'me pierdo con genotipo y fenotipo, suenan igual y no sé cuál es cuál',
  ]),
  ...c('regional', true, [
    'chamo ya agarré la seña, el que manda es el dominante y el otro se esconde, pana qué fácil',
  ]),

  // 37. Diacritical accent (tú / tu, él / el)
  ...c('explain-back', true, [
    'ya lo veo: tú con tilde es la persona y tu sin tilde es de alguien, tu casa. igual con él y el. la tilde está para no confundirlas',
  ]),
  ...c('question', false, ['"mas" sin tilde existe? o siempre se pone "más"']),
  ...c('narration', false, [
    'mi profe de lengua nos bajó un punto a todos por poner "el" sin tilde en la redacción',
  ]),
  ...c('solved', true, [
    'revisé mi redacción y cambié 4 "tu" que eran "tú", sin preguntarle a nadie',
  ]),
  ...c('sarcasm', false, [
    'ah pues nada, tú con tilde y tu sin tilde, como si al leerlo en voz alta se notara algo 🙄 clarísimo',
  ]),

  // 38. Cold War
  ...c('own-words', true, [
    'entonces fue "fría" porque EEUU y la URSS nunca se dispararon directamente, pero se peleaban a través de otros países como Corea o Vietnam, y con la carrera espacial. ya me hace sentido',
  ]),
  ...c('question', false, ['y Cuba por qué tenía misiles soviéticos si está al lado de EEUU']),
  ...c('narration', false, [
    'mi abuelo nos contó que en la crisis de los misiles en La Habana todos pensaban que se acababa el mundo',
  ]),
  ...c('in-longer-message', true, [
    'jajaja hoy mi abuelo se puso a contar otra vez lo de los misiles y yo por fin entendí de qué hablaba: la URSS puso misiles en Cuba, EEUU casi ataca, y era todo parte de la guerra fría. se lo dije y se emocionó',
  ]),
  ...c('negation-near', false, [
    'no capto lo del muro de Berlín, para qué partir una ciudad en dos',
  ]),

  // 39. Water cycle
  ...c('explain-back', true, [
    'el sol calienta el agua, se evapora, arriba se enfría y se condensa en nubes, y luego cae como lluvia y vuelve al río o al mar. es un círculo que no se acaba nunca',
  ]),
  ...c('question', false, ['la condensación es cuando sube o cuando baja, siempre las cambio']),
  ...c('narration', false, [
    'mi hermanito de primero hizo una maqueta del ciclo del agua con algodón y le quedó mejor que la mía',
  ]),
  ...c('solved', true, [
    'completé el dibujo del ciclo con todas las flechas y los nombres sin mirar el libro, hasta infiltración',
  ]),
  ...c('near-word', false, ['se me evaporó la tarea del celular jaja se borró todito']),
  ...c('intensified', true, [
    'yaaaa, por eso se empaña el espejo al ducharme, es condensación!! ahora lo entiendo todo',
  ]),

  ...c('regional', true, [
    'ya ñaño, le cojo: se evapora, se condensa, llueve y otra vez, full fácil',
  ]),

  // 40. There is / there are
  ...c('explain-back', true, [
    'there is para una cosa y there are para varias. en español es "hay" para todo pero en inglés sí cambia: there is a dog, there are two dogs',
  ]),
  ...c('question', false, ['y con "some water" es there is o there are, porque agua es mucha']),
  ...c('solved', true, [
    'describí mi cuarto en inglés para la tarea: there is a bed, there are two windows, there is a lot of mess jaja, y lo hice sin traductor',
  ]),
  ...c('confusion', false, ['y en pasado cómo es, there was o there were, ahí ya me pierdo']),

  // 41. While loop / infinite loop
  ...c('explain-back', true, [
    'claro, el while repite mientras la condición sea verdad, y como nunca le sumaba 1 al contador se quedaba en 0 para siempre. por eso se colgaba',
  ]),
  ...c('question', false, ['un while siempre se puede cambiar por un for o hay casos en que no']),
  ...c('narration', false, [
    'a mi compañero se le colgó el ordenador de clase con un bucle infinito y el profe tuvo que reiniciarlo',
  ]),
  ...c('solved', true, [
    'hice el juego de adivinar el número con while y ya no se queda pillado, sale cuando aciertas 🎯',
  ]),
  ...c('negation-other-clause', false, [
    'lo escribí igualito que tú pero sigue sin parar, algo no estoy viendo',
  ]),
  ...c('regional', true, [
    'wepa ya lo cogí, si no cambias la variable el while nunca termina, obvio',
  ]),

  // 42. Sharps, flats and enharmonics
  ...c('own-words', true, [
    'o sea do# y re♭ son la misma tecla negra, solo cambia el nombre según la escala. como dos nombres para la misma persona',
  ]),
  ...c('question', false, ['entonces mi# existe o no, porque no hay tecla negra entre mi y fa']),
  ...c('solved', true, [
    'leí la partitura con tres sostenidos en la armadura y toqué bien el fa, do y sol sostenidos sin pararme',
  ]),
  ...c('request', false, ['me lo dices otra vez pero con el dibujo del teclado']),

  // 43. Powers with the same base
  ...c('explain-back', true, [
    'si tienen la misma base los exponentes se suman al multiplicar: 2³ · 2⁴ = 2⁷, porque es 2·2·2 por 2·2·2·2, siete doses. ahora no tengo que memorizar nada',
  ]),
  ...c('question', false, ['y al dividir se restan o se dividen los exponentes']),
  ...c('narration', false, [
    'el profe escribió todas las propiedades de las potencias en una tabla y dijo que nos las aprendamos',
  ]),
  ...c('solved', true, [
    'simplifiqué todo el ejercicio 4 de potencias yo sola, (3²)³ = 3⁶ y esas, y me dio igual que el solucionario',
  ]),
  ...c('confusion', false, ['lo de la potencia de una potencia me lía, multiplico o sumo']),
  ...c('intensified', true, [
    'ostras ostras ostras, contando los doses se ve clarísimo, lo entiendo perfectamente ahora',
  ]),

  // 44. Angles of a triangle
  ...c('explain-back', true, [
    'si corto las tres esquinas del triángulo y las junto forman una línea recta, 180°. entonces si sé dos ángulos el otro es lo que falta hasta 180',
  ]),
  ...c('question', false, ['entonces un triángulo puede tener dos ángulos rectos o no se puede']),
  ...c('solved', true, [
    'el que tenía 35° y 75° me dio 70° el otro. y el del isósceles también lo saqué',
  ]),
  ...c('bare-answer', false, ['70°']),

  // 45. Ionic vs covalent bonds
  ...c('explain-back', true, [
    'ok el iónico es cuando uno le roba el electrón al otro (metal con no metal, como la sal) y el covalente cuando lo comparten (dos no metales, como el agua)',
  ]),
  ...c('question', false, ['el CO2 es iónico porque tiene oxígeno, o covalente']),
  ...c('narration', false, [
    'la de química trajo sal y azúcar y dijo que una es iónica y otra covalente, pero no dijo cuál',
  ]),
  ...c('solved', true, [
    'clasifiqué NaCl, H2O, KBr, CH4 y MgO en iónico y covalente y me dio todo bien',
  ]),
  ...c('confusion', false, [
    'y el enlace metálico dónde entra en todo esto, ya no entiendo nada de enlaces',
  ]),

  ...c('intensified', true, [
    'AAAH el robo y el compartir, así sí que lo entiendo, gracias profe!!!!!',
  ]),

  // 46. Food chains
  ...c('own-words', true, [
    'ahora ya, los productores son las plantas porque hacen su propia comida, los herbívoros son consumidores primarios, y si quitas un eslabón se desmorona toda la cadena',
  ]),
  ...c('question', false, ['los hongos son descomponedores o consumidores']),
  ...c('solved', true, [
    'armé la red trófica del bosque con 8 bichos y puse las flechas bien, del que es comido al que come',
  ]),
  ...c('task-text', false, [
    'Dibuja una cadena alimentaria con al menos cuatro eslabones e indica el nivel trófico de cada organismo.',
  ]),

  // 47. Metaphor vs simile
  ...c('explain-back', true, [
    'la comparación lleva "como" y la metáfora no: "tus ojos son como luceros" es comparación y "tus ojos son luceros" metáfora. es la misma idea quitando el como',
  ]),
  ...c('question', false, ['"el tiempo es oro" es metáfora o refrán']),
  ...c('narration', false, [
    'la profe de literatura leyó un poema de Neruda lleno de metáforas y se emocionó un montón',
  ]),
  ...c('solved', true, [
    'en el poema de la tarea encontré 3 metáforas y 2 comparaciones y las expliqué todas',
  ]),
  ...c('hypothetical', false, [
    'si todas las metáforas fueran tan fáciles como esa... pero las del poema de Lorca no hay quien las entienda',
  ]),
  ...c('regional', true, ['xa o entendín! metáfora sin como, comparación con como. gracias!!']),

  // 48. Fall of the Western Roman Empire
  ...c('explain-back', true, [
    'Roma no cayó de un día para otro: el imperio era enorme y difícil de defender, había crisis, se dividió en dos, y los pueblos germánicos fueron entrando hasta que en el 476 cae el de occidente',
  ]),
  ...c('question', false, [
    'y el imperio de oriente siguió hasta cuándo, hasta 1453 o ese es otro',
  ]),
  ...c('narration', false, [
    'en el museo romano de Mérida el guía nos contó mil cosas de los visigodos',
  ]),
  ...c('in-longer-message', true, [
    'anoche me quedé viendo una serie de romanos en vez de estudiar, no le digas a mi madre jaja. pero mira, ahora entiendo lo de la división del imperio y los germanos, en la serie se veía clarísimo',
  ]),
  ...c('negation-far', false, [
    'la verdad llevo toda la tarde con esto y lo de los bárbaros sigo sin tenerlo nada claro',
  ]),

  // 49. Plate tectonics
  ...c('own-words', true, [
    'vale, la corteza está partida en placas que flotan sobre el manto, y donde chocan salen montañas o volcanes, y donde rozan terremotos. por eso Chile tiembla tanto',
  ]),
  ...c('question', false, ['las placas se mueven rápido o lentísimo, porque yo no noto nada']),
  ...c('narration', false, [
    'en el colegio hacemos simulacro de terremoto cada mes y nos metemos debajo de la mesa',
  ]),
  ...c('solved', true, [
    'en el mapa mudo marqué todas las placas y el cinturón de fuego del Pacífico sin mirar, y acerté',
  ]),
  ...c('confusion', false, [
    'subducción?? qué es eso, una placa se mete debajo de la otra y desaparece??',
  ]),
  ...c('regional', true, [
    'ya cacho al tiro po, la placa de Nazca se mete bajo la Sudamericana y por eso están los Andes',
  ]),

  // 50. Mean and median
  ...c('explain-back', true, [
    'la media es sumar y dividir, la mediana es ordenar y coger el del medio. por eso si hay un número gigante la media se dispara y la mediana no',
  ]),
  ...c('statement-then-question', false, [
    'para la mediana ordeno los números. pero si son pares y no hay uno en el medio qué hago',
  ]),
  ...c('narration', false, [
    'la profe calculó la media de la clase en el examen y dijo que había sido un desastre',
  ]),
  ...c('solved', true, [
    'calculé la media y la mediana de mis notas, media 6,8 y mediana 7, y entiendo por qué salen distintas',
  ]),
  ...c('acknowledgement', false, ['aja']),

  ...c('in-longer-message', true, [
    'hoy en el partido calculamos la media de goles del equipo jaja y me di cuenta de que ya lo sé hacer, sumo todo y divido por los partidos. y la mediana igual, ordenar y el del medio',
  ]),

  // 51. List indices start at 0
  ...c('explain-back', true, [
    'ahh por eso lista[3] me daba el cuarto elemento, porque empieza en 0. el primero es lista[0] y el último lista[len(lista)-1]',
  ]),
  ...c('question', false, ['entonces lista[-1] da error o es el último']),
  ...c('narration', false, [
    'mi amigo dice que los programadores cuentan desde cero y por eso son raros',
  ]),
  ...c('solved', true, [
    'arreglé el IndexError yo solo, estaba usando len(lista) como índice en vez de len(lista)-1',
  ]),
  ...c('negation-near', false, [
    'no veo por qué no empiezan en 1 como las personas normales, me sigue saliendo mal',
  ]),

  // 52. Equivalent fractions / simplifying
  ...c('own-words', true, [
    'simplificar es dividir arriba y abajo por el mismo número, así la fracción vale lo mismo pero con números más chicos. 8/12 entre 4 es 2/3',
  ]),
  ...c('question', false, ['y puedo dividir solo el de arriba si es más fácil']),
  ...c('narration', false, ['la miss nos hizo doblar papeles para ver que 1/2 y 2/4 es lo mismo']),
  ...c('solved', true, ['simplifiqué 18/24, 15/45 y 40/100 solita: 3/4, 1/3 y 2/5 ✨']),
  ...c('bare-answer', false, ['2/3']),

  // 53. hay / ahí / ay
  ...c('explain-back', true, [
    'hay es del verbo haber (hay pan), ahí es un lugar (ponlo ahí) y ay es cuando te duele. ya no los vuelvo a mezclar',
  ]),
  ...c('question', false, ['"ahí" lleva tilde siempre o solo cuando es lugar']),
  ...c('narration', false, [
    'mi tía escribe "ahi nos vemos" sin tilde en el grupo de la familia y mi mamá la corrige todo el rato',
  ]),
  ...c('solved', true, ['hice la ficha de hay ahí ay y saqué 10/10 a la primera 🥹']),
  ...c('sarcasm', false, [
    'genial, tres palabras que suenan igual, qué idioma tan lógico, todo entendidísimo 🙃',
  ]),
  ...c('intensified', true, [
    'JAJAJA YA, "ay" es el grito, hay es haber y ahí el sitio, lo tengo más que claro',
  ]),

  // 54. States of matter and heating curve
  ...c('explain-back', true, [
    'mientras el hielo se derrite la temperatura se queda en 0 aunque sigas calentando, porque toda la energía se usa en romper el sólido. por eso la gráfica tiene esa parte plana',
  ]),
  ...c('statement-then-question', false, [
    'la parte plana es el cambio de estado. pero por qué no sube la temperatura si sigo calentando',
  ]),
  ...c('narration', false, [
    'en el laboratorio calentamos hielo con un termómetro y la profe iba apuntando la temperatura cada minuto',
  ]),
  ...c('solved', true, [
    'dibujé la gráfica de calentamiento del agua con los dos tramos planos en 0 y 100 sin mirar el apunte',
  ]),
  ...c('negation-far', false, [
    'ya me lo han explicado mi madre, la profe y tú, y lo del calor latente sigue sin entrarme en la cabeza',
  ]),

  // 55. Colonial encomienda
  ...c('own-words', true, [
    'la encomienda era que al español le "encargaban" indígenas para evangelizarlos, pero en la práctica los hacían trabajar gratis. era esclavitud con otro nombre',
  ]),
  ...c('question', false, ['la mita y la encomienda son lo mismo o la mita era solo en las minas']),
  ...c('narration', false, [
    'en el museo de Potosí el guía nos explicó lo de la mita y mi prima se puso a llorar',
  ]),
  ...c('solved', true, [
    'respondí las preguntas del cuestionario de la colonia yo solo y ahora sí sabía qué poner en lo de la encomienda',
  ]),
  ...c('confusion', false, [
    'me mareo con tantos nombres: encomienda, mita, repartimiento, yanaconas... cuál era cuál',
  ]),

  // 56. Map scale
  ...c('explain-back', true, [
    'escala 1:50.000 quiere decir que 1 cm del mapa son 50.000 cm de verdad, o sea 500 metros. entonces 4 cm son 2 km',
  ]),
  ...c('question', false, ['y la escala gráfica esa de la rayita sirve para lo mismo']),
  ...c('narration', false, [
    'mi papá usa el GPS y dice que los mapas de papel ya no sirven pa nada',
  ]),
  ...c('solved', true, [
    'medí con la regla la distancia entre los dos pueblos, 6,5 cm, y con la escala me salieron 3,25 km. lo hice solito',
  ]),
  ...c('regional', true, [
    'ya está, che, ahora sí lo entendí, es pasar centímetros a kilómetros nomás luego',
  ]),

  // 57. English comparatives
  ...c('explain-back', true, [
    'las cortas le pones -er (tall, taller) y las largas "more" delante (more beautiful). y good y bad van aparte: better, worse',
  ]),
  ...c('question', false, ['entonces es "more big" o "bigger", creo que las dos valen']),
  ...c('narration', false, [
    'en la peli de ayer un personaje decía "more better" y mi hermana dijo que está mal',
  ]),
  ...c('solved', true, [
    'escribí el párrafo comparando a mis dos perros en inglés: bigger, faster, more intelligent, y no me equivoqué en ninguno',
  ]),
  ...c('negation-near', false, [
    'no me sale lo de duplicar la consonante, por qué bigger con dos g y no biger',
  ]),

  // 58. Functions: return vs print
  ...c('explain-back', true, [
    'print solo lo enseña en pantalla y ya, return devuelve el valor para que lo pueda usar fuera de la función. por eso me salía None al sumarlo',
  ]),
  ...c('question', false, ['si pongo print y return a la vez se imprime dos veces o cómo va']),
  ...c('narration', false, [
    'el profe de programación dijo que el 90% de los errores de la clase eran por confundir print con return',
  ]),
  ...c('solved', true, [
    'hice la función que calcula el área del rectángulo con return y la usé tres veces en el programa, funciona perfecta',
  ]),
  ...c('confusion', false, [
    'y los parámetros esos entre paréntesis qué son, de dónde sacan el valor',
  ]),
  ...c('in-longer-message', true, [
    'perdón por no contestar ayer, me quedé sin datos 😩 bueno, ya sé por qué me salía None: le faltaba el return a la función, el print no devuelve nada. ahora sí va. otra cosa, el viernes hay clase?',
  ]),

  // 59. Digestive system
  ...c('own-words', true, [
    'ok, en la boca se empieza a romper la comida, el estómago la hace papilla con ácidos, en el intestino delgado se absorben los nutrientes y el grueso absorbe el agua. tiene todo sentido ya',
  ]),
  ...c('question', false, [
    'el hígado también es del aparato digestivo aunque la comida no pase por ahí',
  ]),
  ...c('narration', false, [
    'el médico le dijo a mi abuela que tiene el intestino perezoso y desde entonces come mucha fruta',
  ]),
  ...c('solved', true, [
    'puse todos los nombres en el dibujo del aparato digestivo sin el libro, 12 de 12',
  ]),
  ...c('near-word', false, [
    'no digiero bien la leche, me sienta fatal, por eso hoy no fui al cole',
  ]),

  // 60. Slope of a line
  ...c('explain-back', true, [
    'la pendiente es cuánto sube y por cada uno que avanzo a la derecha. en y = 3x + 2 sube 3 cada vez, y el 2 es donde corta el eje y. ya lo veo en la gráfica',
  ]),
  ...c('question', false, [
    'si la pendiente es negativa la recta baja o sube, siempre me confundo con eso',
  ]),
  ...c('narration', false, [
    'mi profe de física dibujó una recta con pendiente y dijo que era la velocidad, pero no dijo por qué',
  ]),
  ...c('solved', true, [
    'me dieron los puntos (1,2) y (3,8) y saqué pendiente 3 y la ecuación y = 3x − 1 yo sola, luego lo comprobé sustituyendo',
  ]),
  ...c('hypothetical', false, [
    'si me acordara de cuál es la x y cuál la y en la fórmula igual me saldría',
  ]),
  ...c('regional', true, [
    'ya le agarré el modo a la pendiente, sube entre avanza y listo, qué padre',
  ]),
];

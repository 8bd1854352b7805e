/**
 * Blind labelled set #8 for the understanding ("eureka") detector.
 *
 * Written by a writer session (worktree e22) on 2026-11-28, ~11:40 UTC, BLIND: without opening
 * the detector, its word lists or any other labelled set.
 *
 * Purpose: BLIND HELD-BACK ESTIMATE. This set is only ever scored; it must never be used to train,
 * tune, pick thresholds or add words to the detector. Once it has been looked at for tuning it is
 * no longer an estimate. It imitates an external researcher's labelled sample of real student
 * messages from a Spanish tutoring chat (ages 8–18, Spain and Latin America, many subjects).
 *
 * Label rule: expected = true when the message shows the student NOW understands: they say so in
 * any words (incl. regional idioms), explain the idea or method back as a statement, or report
 * having solved it alone thanks to the idea. A positive may be long, mix other content, have
 * typos, end with thanks/emoji, or contain a negation not about understanding.
 * expected = false for questions (incl. explanations asked back with doubt), statement then a
 * doubting question, confusion, partial understanding with doubt, bare answers,
 * acknowledgements, requests, pasted task text, hypotheticals, someone else's understanding,
 * sarcasm, negations, quoted phrases, narration of past understanding, and understanding
 * something unrelated to the lesson.
 */
import type { EurekaCase, EurekaCategory } from './eureka-cases.ts';

const c = (category: EurekaCategory, expected: boolean, texts: string[]): EurekaCase[] =>
  texts.map((text) => ({ text, expected, category }));

export const EUREKA_BLIND_8: EurekaCase[] = [
  // ───────────────────────────── positives ─────────────────────────────
  ...c('explain-back', true, [
    'o sea que el denominador se queda igual y solo sumo los de arriba porque los pedazos ya son del mismo tamaño',
    'ahhh entonces pa sacar el 15% de 80 hago 80 por 0.15 y da 12',
    'la fotosintesis es cuando la planta agarra luz agua y co2 y hace su comida y suelta oxigeno, ya me quedo',
    'Vale, entonces el sujeto es quien hace la acción y para encontrarlo le pregunto al verbo "quién". En "los perros ladran" es los perros.',
    'osea q si la x esta sumando la paso al otro lado restando y ahi ya despejo',
    'el area del triangulo es base x altura entre 2 xq es la mitad de un rectangulo!! por eso se divide',
    'ok ya: velocidad = distancia entre tiempo, asi que 120 km en 2 h son 60 km/h',
    'entonces "haber" todo junto con h es el verbo y "a ver" separado es de mirar, como en "a ver qué pasa"',
    'menos por menos da mas, por eso -3 por -4 me da 12 positivo',
    'Ah, el past simple lleva -ed en los regulares y los irregulares hay que aprendérselos de memoria, tipo go que es went',
    'la mitocondria es como la central electrica de la celula, saca la energia de la glucosa 🔋',
    'el for repite las veces q yo le digo y el while repite mientras la condicion sea verdad, ahora si veo la diferencia',
    'ahhh la palabra es aguda si el golpe va al final y lleva tilde solo si termina en n, s o vocal, por eso camión lleva y reloj no',
    'pa pasar de fraccion a decimal divido el de arriba entre el de abajo, 3/4 = 0,75 👍',
    'Entonces la Revolución Francesa empezó porque el pueblo estaba harto de pagar impuestos mientras los nobles no pagaban nada, y lo que la hizo estallar fue la toma de la Bastilla.',
    'el mcm es el mas chiquito que sale en la tabla de los dos, del 4 y el 6 es 12 pq el 12 esta en las dos',
    'una escala mayor va tono tono semitono tono tono tono semitono, por eso la de do no tiene ni un sostenido',
    'los acidos tienen ph menor q 7 y las bases mayor, el 7 es neutro como el agua pura',
    'el teorema ese es que los catetos al cuadrado sumados te dan la hipotenusa al cuadrado, con 3 y 4 sale 5 clavado',
    'aaa el ecuador parte en norte y sur y greenwich en este y oeste, por eso la longitud se cuenta desde greenwich',
    'ya vi, fuerza es masa por aceleracion, entonces si empujo algo mas pesado con la misma fuerza acelera menos',
    'Vale vale: para multiplicar fracciones voy en línea recta, arriba con arriba y abajo con abajo, y para dividir le doy la vuelta a la segunda',
    'el adjetivo le dice como es al sustantivo, en casa grande el adjetivo es grande',
    'si el discriminante da negativo no hay soluciones reales porque no se puede sacar raiz cuadrada de un negativo',
    'la mitosis da 2 celulas iguales y la meiosis 4 con la mitad de cromosomas, x eso la meiosis es la de los ovulos y espermatozoides',
    'ahhh el volumen del cubo es lado por lado por lado porque vas apilando capas del cuadrado de abajo',
  ]),
  ...c('own-words', true, [
    'ya se me acomodó todo en la cabeza',
    'por fin se me prendio el foco 💡💡',
    'ya me cuadra todo, antes lo veia como chino y ahora tiene sentido',
    'ahora lo veo clarito clarito',
    'me acaba de caer la ficha con lo de los signos',
    'ahhh era eso!! todo este rato pensando q era otra cosa 😅',
    'siento que se me destapó el cerebro jaja, ya veo por qué da 24',
    'ahora las fracciones y yo somos amigas 😂',
    'tengo la sensación de que por fin encajaron las piezas',
    'ya le vi la lógica',
    'Ahora ya no me pierdo con los tiempos verbales, los distingo sin pensar',
    'se me aclaró todo de golpe con lo de la pizza',
    'ya está, lo tengo tan dominado que se lo podría explicar a mi hermanito',
    'esto tiene todo el sentido del mundo ahora',
    'ay ya!! ya sé por dónde va la cosa',
    'me acaba de explotar la cabeza, era facilisimo y yo complicandome',
    'ya no le tengo miedo a las ecuaciones, les perdí el respeto jajaja',
    'con lo de la balanza me quedó grabado, ya no se me olvida',
    'mira que lo veía imposible y ahora me parece lo más lógico',
    'ahora lo leo y lo entiendo a la primera',
  ]),
  ...c('solved', true, [
    'ya me salio el 5 sin ayuda, dio 42',
    'hice los otros tres yo sola y me dieron todos bien 🥳',
    'acabo de hacer el del tren sin mirar nada y coincide con lo del libro',
    'intenté el 8 con lo que me dijiste y me salió a la primera!!',
    'resolví la ecuación solito, x vale 7, y lo comprobé sustituyendo',
    'Hice la página entera de conjugaciones y no fallé ninguna',
    'probe con otros numeros y tambien funciona, ya me sale sola la regla',
    'el de los porcentajes de la tienda lo saque yo solo usando lo del 0.8',
    'balanceé la del metano yo sola y me quedaron 4 oxígenos de cada lado 🙌',
    'acabo de hacer el programa de la tabla del 7 con el for y FUNCIONA!!! sin copiar nada',
    'ya pude con los q faltaban, los hice con el truco de la regla de tres',
    'mira hice el 3b solita: 2/3 + 1/6 = 4/6 + 1/6 = 5/6',
    'Resolví el sistema por sustitución sin que me ayudaras, me dio x=2 e y=3 y cumplen las dos',
    'ya lo hice yo antes de que me lo dijeras y me dio lo mismo que a ti',
    'lo del perimetro ya lo hago solo, ahorita me dio 36 cm el hexagono de lado 6',
    'practiqué 10 divisiones de dos cifras y ya me salen todas rapidísimo',
    'traduje las 5 frases al ingles en pasado y esta vez ninguna me quedo mal',
    'hice el ejercicio de la densidad con la formula despejada y me dio 2,7 que es el aluminio, como en la tabla',
  ]),
  ...c('regional', true, [
    'ahh ya cacho po, era dividir nomás',
    'bacán, ya me quedó clarito',
    'órale, ya le entendí a las ecuaciones, está bien fácil',
    'ta, ya está, lo entendí bo',
    'Buah tío, ahora lo pillo todo, qué fuerte lo fácil que era',
    'ya lo capté mi pana, era restar primero',
    'maje ya le entendi a eso, vaya pues',
    'wepa ya me salio y ahora si lo entiendo 😎',
    'dale, ahora sí me cierra todo',
    'ya lo cogí asere, era na más multiplicar por el de abajo',
    'ya lo tengo quillo, era una tontería',
    'jopé, ya lo entiendo, era de cajón',
    'joya, ya me quedó todo',
    'ahh ya entendí pe, primero se multiplica y recién después se suma',
    'ya le agarré la movida a los porcentajes, qué chimba',
    'ya le entendí vos, está chilero',
    'ya entendí che, era luego así nomás',
    'ahora sí me entró, neno, era más sencillo de lo que parecía',
    'ostres, ara sí, ya lo entiendo',
    'ya lo entendí mi niño, qué fuerte lo fácil que era',
    'ya le cogí el tranquillo a las ecuaciones',
    'uy parce ya le cogí el hilo, sí era como usted decía',
  ]),
  ...c('in-longer-message', true, [
    'perdon q tarde en contestar estaba cenando. bueno ya revise lo que me mandaste y ya entendi por que se multiplica por el inverso, mañana tengo examen asi q gracias',
    'hoy en el recreo me cai y me raspe la rodilla 😭 pero bueno lo de los angulos ya lo entendi, los complementarios suman 90 y los suplementarios 180',
    'Mi mamá dice que me apure porque vamos a salir. Solo quería decirte que lo de la membrana ya me quedó claro, que deja pasar unas cosas y otras no. Luego sigo.',
    'bueno ya entendí lo de los verbos reflexivos, ahora pasemos a historia que tengo lo de la independencia de méxico',
    'la profe lo explico 3 veces en clase y yo ni me enteraba, pero con tu ejemplo del dinero ya lo entiendo, ahora voy a hacer los demas',
    'uff q dia, tuve futbol y luego ingles. oye lo de los primos ya lo tengo, son los que solo se dividen entre 1 y ellos mismos, x eso el 9 no es primo',
    'ya tengo clara la diferencia entre clima y tiempo: el tiempo es lo de hoy y el clima es lo de muchos años. Oye, ¿después me ayudas con inglés?',
    'gracias por la paciencia de verdad, ya se que soy lenta jaja pero ahora si entendi como se saca el descuento',
    'no sé por qué me complicaba tanto, solo tenía que igualar los denominadores antes de restar. voy con el siguiente',
    'ok estoy en el bus asi q escribo rapido: ya le entendi a la energia potencial, depende de la altura y de la masa. en la casa hago los ejercicios',
    'Antes pensaba que la Edad Media era solo castillos, pero ahora entiendo que el feudalismo era como una pirámide donde el rey daba tierras a los nobles a cambio de lealtad. Me gustó este tema.',
    'mi abuelo me intento ayudar pero el lo hace de otra forma y me confundia mas, con la tuya ya me sale y lo entiendo',
    'jajaj mi gato se subio al teclado perdon. lo del modulo en python ya lo pille, el % te da el resto, x eso 10 % 3 da 1',
  ]),
  ...c('intensified', true, [
    'SIIIII YA ENTENDIIII 🎉🎉',
    'ahhhhh ya lo entiendo perfectamente',
    'lo entendi re bien, posta',
    'ya lo entendí al cien por ciento',
    'ahora sí lo entiendo completamente, gracias!!!',
    'wooow ahora si lo entiendo todo todito',
    'lo entiendo muchísimo mejor que antes, de verdad',
    'ENTENDIDISIMO profe',
  ]),
];

/**
 * Twentieth labelled set for the understanding ("eureka") detector.
 * Written by a writer helper session on 2026-11-28 (~11:35 UTC), BLIND: without reading the
 * detector, its word lists, or any other labelled set.
 * Purpose: TRAINING and tuning data for the understanding detector (not a blind estimate).
 * A varied cross-section of tutoring-chat messages (ages 8–18, many Spanish-speaking countries,
 * many subjects, any length and spelling): explanations back in the student's own words across
 * 50+ ideas, other signs of understanding (idioms, solved alone, plain statements), and negatives
 * of every kind, many sharing the positives' words and topics.
 * Label rule: expected = true when the message shows the student NOW understands — they say so in
 * any words (including regional idioms), explain the idea or method back as a statement, or report
 * solving it alone thanks to the idea; a positive may be long, mix other content, have typos, carry
 * a negation not about understanding. expected = false for questions (including explanations asked
 * back with doubt), statement-then-doubtful-question, confusion, still not getting it, partial
 * understanding with doubt, bare answers, acknowledgements, requests, pasted task text,
 * hypotheticals, someone else's understanding, sarcasm, negations, quotes, narration of past
 * understanding, and understanding something unrelated to the lesson.
 */
import type { EurekaCase, EurekaCategory } from './eureka-cases.ts';

const c = (category: EurekaCategory, expected: boolean, texts: string[]): EurekaCase[] =>
  texts.map((text) => ({ text, expected, category }));

export const EUREKA_TWENTIETH: EurekaCase[] = [
  ...c('explain-back', true, [
    'ahhh o sea q para sumar fracciones primero tengo q hacer q abajo tengan el mismo numero y despues sumo solo los de arriba',
    'entonces cuando divido fracciones volteo la segunda y multiplico normal, ya está',
    'ok ya: el 15% de 80 es lo mismo que 80 por 0,15, da 12',
    'lo que pasa es que cuando pasas algo al otro lado del igual cambia de signo, si estaba sumando pasa restando',
    'menos por menos da más porque es como quitarte una deuda, así lo veo yo',
    'primero paréntesis, luego potencias, luego multiplicaciones y divisiones y al final sumas y restas. por eso me daba mal, yo sumaba antes',
    'el area del triangulo es la mitad del rectangulo q lo encierra, x eso se divide entre 2!!',
    'la hipotenusa es el lado largo, el que está enfrente del ángulo recto, y su cuadrado es lo mismo que los cuadrados de los otros dos sumados',
    'perímetro es lo de alrededor, como poner una cerca, y el área es lo de adentro, como el pasto. ahora ya no los confundo',
    'los 3 angulos de cualquier triangulo suman 180 asi que si tengo dos saco el otro restando',
    'la media es sumar todas las notas y dividir entre cuantas notas hay. mi media da 7,4 😅',
    'cuando multiplicas potencias con la misma base los exponentes se suman, no se multiplican',
    'un número primo solo se deja dividir entre 1 y entre él mismo, por eso el 9 no es primo, sale entre 3',
    'si 3 cuadernos valen 60 uno vale 20 y 7 valen 140, la regla de tres es multiplicar cruzado y dividir entre el que sobra',
    'la pendiente es cuanto sube la recta por cada paso q avanzas a la derecha y si baja es negativa',
    'fuerza es masa por aceleración, así que si empujo igual de fuerte un carro más pesado acelera menos',
    'la velocidad es distancia entre tiempo entonces si corro 100 m en 20 s voy a 5 m/s',
    'el hielo flota porque es menos denso q el agua, la misma masa ocupa mas espacio',
    'la masa es cuánta materia tienes y no cambia, el peso es cuánto te jala la gravedad. por eso en la luna pesas menos pero tu masa es la misma',
    'las plantas agarran luz agua y co2 y con eso fabrican su comida q es la glucosa y sueltan oxigeno, eso es la fotosintesis',
    'mitosis = dos células iguales para crecer o curarte, meiosis = cuatro con la mitad de cromosomas para hacer óvulos y espermatozoides',
    'la respiracion celular es como la fotosintesis al reves: la mitocondria quema la glucosa con oxigeno y saca energia',
    'en la cadena alimenticia la energia pasa de la planta al q se la come y de ese al siguiente, y en cada paso se pierde un monton, x eso hay menos leones q cebras',
    'el agua se evapora con el calor del sol, sube, se enfría, se hace nube y después llueve y vuelve al río o al mar, y otra vez igual',
    'el número atómico es cuántos protones tiene y eso es justo lo que dice qué elemento es',
    'en el enlace ionico un atomo le regala electrones al otro, quedan con cargas contrarias y se pegan',
    'para balancear solo pongo numeros delante, nunca toco los chiquitos de abajo, hasta q de cada atomo haya lo mismo a los dos lados',
    'si el pH es menor que 7 es ácido, si es 7 es neutro y si es más es básico. el limón es ácido por eso',
    'las agudas llevan tilde si acaban en n, s o vocal, las llanas justo al revés, y las esdrújulas siempre siempre',
    'hay hiato cuando la vocal cerrada se lleva el golpe de voz como en día, y por eso lleva tilde aunque sea llana',
    'el sujeto es el que hace la acción y para encontrarlo le pregunto al verbo quién, lo demás es predicado',
    'para ver si es complemento directo lo cambio por lo o la: compré el pan, lo compré. si funciona es CD',
    'una metáfora dice que una cosa ES otra sin usar como, y el símil sí usa como. tus ojos son luceros = metáfora',
    'la revolucion francesa empezo xq el pueblo pagaba todos los impuestos y los nobles y el clero nada, y encima no habia pan',
    'la primera guerra mundial estalló por las alianzas: matan al archiduque, austria le declara la guerra a serbia y los aliados de cada uno se van metiendo en cadena',
    'la latitud es cuánto estás al norte o al sur del ecuador y la longitud cuánto al este o al oeste de greenwich',
    'las estaciones no son porque estemos más cerca del sol sino porque la tierra está inclinada, cuando tu mitad apunta al sol es verano',
    'el tiempo es lo que hace hoy, si llueve o hace sol, y el clima es como suele ser en un sitio durante muchos años',
    'las placas se mueven arriba del manto y cuando chocan salen montañas o terremotos, por eso en chile tiembla tanto',
    'el present perfect es para cosas q pasaron pero importan ahora o no dices cuando: I have lost my keys',
    'con he she it al verbo le pongo s, she plays, he watches, y con los demás no',
    'adjetivos cortos + er (taller) y los largos con more delante (more beautiful), y good es better porque es irregular',
    'el for repite lo de adentro las veces que le digas y la i va cambiando en cada vuelta, 0, 1, 2...',
    'una variable es como una cajita con nombre donde guardo un valor y despues lo puedo cambiar',
    'las listas empiezan en 0 entonces el tercero es lista[2], por eso me salía el que no era',
    'el return es lo que la funcion te devuelve; si no lo pones la funcion hace cosas pero no te da nada de vuelta',
    'la escala mayor va tono tono semitono tono tono tono semitono y por eso do mayor no tiene ningun sostenido',
    'el 3/4 significa tres negras por compás, por eso el vals se cuenta un-dos-tres un-dos-tres',
    'el sostenido sube medio tono y el bemol baja medio tono, fa sostenido es la tecla negra de al lado',
    'voltaje es como la presion del agua, la corriente cuanta agua pasa y la resistencia lo estrecho del tubo. V = I por R',
    'en serie si se funde un foco se apagan todos porque hay un solo camino; en paralelo cada foco tiene su propio camino',
    'un mol es como una docena pero de 6,02x10^23 cosas, es la forma de contar atomos q son muy chiquitos',
    'en la osmosis el agua pasa de donde hay menos sal a donde hay más, por eso la lechuga con sal se arruga',
    'el mcm es el numero mas chico que esta en las tablas de los dos, y el mcd el mas grande que divide a los dos',
    'la probabilidad son los casos que quiero entre los casos posibles, sacar un 6 es 1 entre 6',
    'la raíz cuadrada de 49 es 7 porque 7 por 7 da 49, es buscar el número que multiplicado por sí mismo da eso',
    'el 3 multiplica a todo lo de adentro del paréntesis, 3(x+2) es 3x+6 y no 3x+2 como ponía yo',
    'los verbos irregulares en pasado hay que aprendérselos de memoria, no llevan -ed: go went, eat ate, buy bought',
  ]),
  ...c('own-words', true, [
    'osea basicamente el denominador es en cuantos pedazos partes la pizza y el numerador cuantos te comes',
    'te lo digo a mi manera: el ADN es el libro de instrucciones y cada gen es una receta',
    'lo de la inercia es como cuando el bus frena y te vas pa delante, tu cuerpo quiere seguir moviendose',
    'la energía potencial es la que tiene guardada la piedra allá arriba y cuando se cae se le va volviendo cinética',
    'para mí el porcentaje es decir "de cada 100", entonces el 30% es 30 de cada 100',
    'los decimales y las fracciones son lo mismo escrito distinto, 0,5 es 1/2 y 0,25 es 1/4',
    'yo lo pienso así: la x es el número escondido y hago lo contrario de lo que le hicieron para destaparlo',
    'el volumen del cubo es como llenarlo de cubitos, largo por ancho por alto',
    'las capas de la tierra son como un durazno: la corteza es la piel, el manto la pulpa y el nucleo el hueso',
    'la célula es como una ciudad, el núcleo es el ayuntamiento que manda y las mitocondrias son las centrales eléctricas',
    'los virus no son celulas, son como un pendrive con instrucciones q se mete en tu celula y la pone a hacer copias de el',
    'las vacunas son como enseñarle al cuerpo la foto del ladrón para que lo reconozca cuando venga de verdad',
    'el feudalismo era tipo: el rey le da tierras al noble, el noble protege a los campesinos y los campesinos trabajan y le pagan',
    'el diptongo es cuando dos vocales se dicen en el mismo golpe, como ci-e-lo no, cie-lo',
    'en ingles since va con el momento en q empezo (since 2020) y for con cuanto tiempo dura (for 3 years)',
    'un while es como decir mientras tenga hambre sigo comiendo, y cuando ya no se cumple se para',
    'el if es un cruce de caminos: si pasa esto vas por aquí y si no te vas por el else',
    'la redonda vale 4, la blanca 2, la negra 1 y la corchea medio, es ir partiendo a la mitad cada vez',
    'un acorde es tocar tres notas saltándote una a la vez, do mi sol',
    'en un ecosistema todo está conectado, si quitas los lobos hay demasiados ciervos y se acaban el pasto',
    'el calor siempre va de lo caliente a lo frio por eso el cafe se enfria y la mesa no lo calienta a el',
    'el sonido necesita algo por donde viajar, aire o agua, por eso en el espacio no se oye nada aunque exploten cosas',
    'la luz se dobla al pasar del aire al agua, por eso el lápiz en el vaso parece quebrado',
    'las fracciones equivalentes son el mismo pedazo de pastel cortado en mas trozos, 2/4 y 1/2 son igual',
    'simplificar es dividir arriba y abajo por el mismo numero, como achicar una foto sin que cambie',
    'el interés simple es el dinero por el porcentaje por los años, y cada año te cobran lo mismito',
    'los números negativos son como los pisos del sótano en el ascensor, el -3 está más abajo que el -1',
    'en el sistema despejo una letra en una ecuacion y la meto en la otra, asi solo me queda una letra y ya',
    'con tales si las rectas son paralelas los pedazos que cortan son proporcionales, como una escalera',
    'sin embargo es para decir lo contrario de lo de antes y además para sumar otra idea, son como señales de tráfico del texto',
    'antes de r y l va b, como brazo y blanco, y después de m siempre b, tipo hombre, cambio',
    'los verbos que acaban en -bir van con b menos hervir servir y vivir',
    'hay es de haber, ahí es un lugar y ay es cuando te duele. el hay hay ahí, ay!',
    'la guerra fría era que EEUU y la URSS se peleaban sin atacarse directo, usaban a otros países y la carrera espacial',
    'los incas no escribían pero llevaban las cuentas con los quipus, con nudos en cuerdas de colores',
    'greenwich es el cero de la longitud igual que el ecuador es el cero de la latitud',
    'el niño es cuando el agua del pacífico se calienta más de lo normal y cambia las lluvias en perú y ecuador',
    'los isótopos son el mismo elemento pero con otro número de neutrones, por eso pesan distinto pero son lo mismo',
    'la tabla periódica va ordenada por protones y los de la misma columna se portan parecido, como primos de una familia',
    'sin aire todo cae igual de rápido, la pluma cae lento solo por el aire, no porque pese poco',
    'una funcion es una maquinita, le metes una x y te saca un solo y',
    'dicho en cristiano: la independencia empezó en 1810 con el grito pero se logró hasta 1821, fueron once años de guerra',
  ]),
];

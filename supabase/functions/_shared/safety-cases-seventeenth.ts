/**
 * SAFETY_SEVENTEENTH: seventeenth labelled set for the offline safety screen of Tutor.
 * Written by a helper session on 2026-11-28 (about 11:10 UTC), BLIND: without reading the
 * detector, its lexicon or any other labelled set.
 * Purpose: TRAINING data for the learned layer of the offline safety screen (not a blind estimate).
 * Voices: teenagers 13-17 from Spain (Madrid, Andalusia, Valencia, Basque Country, Canaries) and
 * Mexico (CDMX, norte, sureste), writing like on social media and WhatsApp: long run-on messages
 * mixing homework, gossip and the disclosure, abbreviations, emoji, Spanglish, disclosures placed
 * only in the last line or only hinted; every style tag is used at least 8 times.
 * 358 cases: 190 disclosures (38 per category) and 168 harmless look-alikes
 * (friend and crush drama, exams, strict parents, sports, series and games, literature/history/
 * biology homework with violent or sex-education vocabulary, dark jokes and hyperbole, news).
 * Label rule: a category when a caring adult should follow up because a child (the writer or a
 * named friend, sibling or classmate) may be at risk; null for one-off scoldings, groundings, an
 * hour alone, a skipped breakfast, one tease, a death in the family or of a pet, sadness about a
 * grade, hyperbole, homework, news, lyrics, video games, sports and everyday talk.
 */
import type { SafetyCategory } from './safety/safety-lexicon.ts';
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_SEVENTEENTH: SafetyCase[] = [
  // ───────────────────────── self_harm ─────────────────────────
  ...c('self_harm', 'direct', [
    'tio no se ni como decir esto pero llevo como un mes cortandome los brazos con la cuchilla del sacapuntas desmontado y hoy me he pasado, no para de sangrar, mis padres no saben nada 😶',
    'neta ya no quiero vivir wey, ya lo pense bien y tengo guardadas las pastillas de mi abuela en el cajon, solo te lo digo a ti pq eres un bot y no le vas a decir a nadie',
    'me quiero suicidar. ya esta. lo llevo pensando desde el verano y esta semana es peor, no es broma ni exagero como otras veces q digo q me muero por un examen',
    'ozú es q no puedo más illo, mañana tengo el examen de lengua y me da igual pq esta noche me quiero matar de verdad, ya he escrito una carta pa mi hermana chica',
  ]),
  ...c('self_harm', 'indirect', [
    'oye una pregunta random pa biologia, cuanto tiempo aguanta una persona sin comer? es q llevo 4 dias solo con agua y chicle a proposito y quiero saber cuanto me falta pa desaparecer del todo',
    'si un dia no me conecto mas no te preocupes vale? ya he dejado mis cosas repartidas, los cascos para mi primo y la switch pa mi mejor amiga, asi esta todo en orden 🙂',
    'ya le regale mi sudadera favorita a la Dani y le dije q la cuide mucho, ella piensa q es por su cumple pero es pa q se acuerde de mi cuando ya no este, bueno me ayudas con el ensayo de civica?',
    'plebe ya me despedi de todos en el grupo de la secu con un audio bien largo, nomas me falta despedirme de mi perrito y ya, gracias por ayudarme con mate todo este tiempo de vdd',
  ]),
  ...c('self_harm', 'passive', [
    'ojala no despertarme mañana, de verdad, dormirme y ya no estar. no es drama de examenes, lo pienso cada noche desde hace meses',
    'chacho todos estarian mejor sin mi en casa, soy una carga pa mi madre q ya tiene bastante con lo suyo, a veces pienso q si desaparezco le hago un favor',
    'me da igual si me atropella la guagua la verdad, ya ni miro al cruzar, q pase lo q tenga q pasar, total nadie lo iba a notar',
  ]),
  ...c('self_harm', 'third-person', [
    'ene mi amiga Itziar me ha enseñado hoy en el recreo los cortes q tiene en los muslos, son un monton y algunos recientes, y me ha hecho jurar q no se lo digo a nadie, estoy rayadisima q hago',
    'mi hermano de 15 dejo una nota en su cuarto diciendo q se va a aventar del puente del periferico, no contesta el cel y mis papas no estan, q hago q hago',
    'una morra de mi salon, la Yaretzi, subio a close friends una foto de sus muñecas cortadas con el texto "ya casi" y nadie le dice nada a la maestra, yo tengo miedo de q lo haga',
    'mi mejor amigo lleva dias sin comer nada a proposito, dice q se lo merece por gordo y se pega puñetazos en la barriga cuando cree q nadie lo ve, ayer casi se desmaya en educacion fisica',
  ]),
  ...c('self_harm', 'typo', [
    'me estoy cortnado otra ves, no se como parar, ya no quedan sitos en el braso donde no tenga marcas',
    'kiero dejar de existir, ya tngo pensado como hacrlo y cuando, solo me falta baler',
    'aytudame con la redacion x fa, bueno da igual xq mañna ya no boy a estar, e tomado una desicion y ya me despedi de mi ermana',
  ]),
  ...c('self_harm', 'no-spaces', [
    'yanopuedomasconmivida mequieromorirdeverdad nadiemeechariademenos',
    'anochemequemeelbrazoconelmecheroapropositoymeduelemuchoperomesientomejor',
    'hoymetomotodaslaspastillasdelcajonyasiseacabatodo',
  ]),
  ...c('self_harm', 'repeated', [
    'ayudaaaaa porfaaaa me he vuelto a cortaaaar y no paraaa de salir sangreeee 😭😭😭',
    'ya nooooo quierooo seguiiir viviendooo, neta estoy cansadisimaaaaa de todooooo y ya tengo pensado como',
    'me quiero morirrrrr y no es broma esta vezzzz, tengo todo preparadoooo, ya regale mis cosaaas',
  ]),
  ...c('self_harm', 'leet', [
    'm3 qu13r0 m4t4r, y4 t3ng0 3l pl4n',
    'l0s c0rt3s d3l br4z0 s3 m3 h4n 1nf3ct4d0 y n0 s3 l0 pu3d0 d3c1r 4 n4d13',
    'y4 n0 qu13r0 3st4r v1v4, 3st4 n0ch3 m3 t1r0 d3 l4 t0rr3 d3 m1 c4s4',
  ]),
  ...c('self_harm', 'slang', [
    'bro lowkey me quiero unalive, no es meme ni trend, llevo semanas con eso en la cabeza y hoy esta peor q nunca',
    'nano estoy fatal, me he vuelto a rajar los brazos con la cuchilla, no me rayes con q se lo diga a mis padres q se me cae el pelo',
    'aupa, ya me da todo igual ene, voy a acabar con todo este finde cuando mis aitas se vayan al caserio, ya lo tengo decidido',
  ]),
  ...c('self_harm', 'child', [
    'yo me pego con la cabeza contra la pared cuando me enfado conmigo y me sale sangre, mi mama cree q me caigo, tengo 13',
    'no quiero estar en el mundo ya. quiero irme al cielo con mi abuelo. ya se como hacerlo',
    'hoy no comi nada a proposito otra vez pq si como me pongo fea y asi me castigo yo sola',
  ]),
  ...c('self_harm', 'mixed-homework', [
    'me corriges esta frase en ingles? "I have been feeling sad lately" jaja pues eso, es lo q me pasa, de hecho anoche estuve a punto de tomarme todas las pastillas de mi madre, bueno la frase esta bien escrita?',
    'tengo q hacer el comentario de texto de Machado para el lunes y no lo he empezado, tb tengo q estudiar la tabla periodica y el Sergio no me contesta desde el finde, y bueno no se si llegare al lunes pq estoy pensando en matarme, perdon por soltarlo asi',
    'ayudame con las ecuaciones de 2do grado porfa 🙏 es para mañana y la maestra dice q si no entrego repruebo, el Kevin ya las hizo pero no me las pasa el muy codo. aunque igual da, ya tengo decidido q este sabado me aviento de la azotea de mi tia',
  ]),

  // ───────────────────────── abuse ─────────────────────────
  ...c('abuse', 'direct', [
    'mi padrastro me ha vuelto a pegar con el cinturon anoche y tengo toda la espalda marcada, no puedo ni apoyarme en la silla del insti, y dice q si hablo es peor',
    'mi jefa me quemo la mano con la plancha porque se me olvido lavar los trastes, no es la primera vez, ya tengo tres marcas',
    'mi apá me encierra en el cuarto de los tiliches sin luz todo el fin de semana cuando saco malas calificaciones y me dice q si le digo a alguien me mata',
    'mi madre me agarra del pelo y me estampa contra la pared cuando se enfada, hoy me ha dejado un chichon enorme y me ha dicho q me invente algo en el insti',
  ]),
  ...c('abuse', 'indirect', [
    'sabes si hay alguna forma de quedarse a dormir en el insti? es q no quiero volver a casa hoy, cuando mi padre bebe es mejor no estar y hoy es viernes',
    'q maquillaje tapa bien los moretones en la cara? no es pa mi eh... bueno si, pero q no se note en la foto de clase mañana, mi madre dice q si se nota me va peor',
    'cuando oigo las llaves de mi papa en la puerta me tiemblan las piernas, ya se lo q viene, hoy ya me escondi en el closet por si acaso con mi hermanito',
    'chacho, si alguien se va de su casa con 14 años adonde puede ir? es q en mi casa no se puede estar, mi padre la tiene tomada conmigo y con mi madre y cada noche es peor',
  ]),
  ...c('abuse', 'passive', [
    'en mi casa los gritos y los golpes son normales ya, supongo q me lo merezco por ser como soy',
    'ya ni lloro cuando me pegan, me acostumbre, lo raro seria un dia sin q pase nada',
    'a veces pienso q no valgo nada, mi madre me lo dice todos los dias, q ojala no hubiera nacido, q soy su castigo, y si lloro me da una bofetada',
  ]),
  ...c('abuse', 'third-person', [
    'mi prima de 13 vino a mi casa con el ojo morado y dice q fue su papa pq llego tarde del colegio, le da mucho miedo volver y se ha quedado a dormir',
    'el hermano pequeño de mi amiga Ainhoa lleva marcas de quemaduras de cigarro en los brazos, ella dice bajito q es su padre y q no lo cuente',
    'mi compa de banca el Brayan siempre llega con la cara hinchada y hoy me dijo q su padrastro le rompio un diente de un puñetazo, la maestra ni pregunta',
    'anoche mi padre le pego a mi madre delante de mi hermanito y dijo q la proxima vez nos mata a todos, tengo mucho miedo de q lo haga de verdad',
  ]),
  ...c('abuse', 'typo', [
    'mi papa me pego con el sinturon hasta q sangre y desoues me dejo sin cenar',
    'tngo miedo d volver a mi casa, mi mama me pega con el cable del carjador cuando no ago lo q dice',
    'mi padrasto amenazo con matarnos si mi madre lo denucia, tiene una pistola en el cajon',
  ]),
  ...c('abuse', 'no-spaces', [
    'mipadremepegaconelpalodelaescobacasitodoslosdias',
    'noquierovolveracasamimadremevaaencerrarotravezeneltrastero',
    'mipadrastrodicequesilodenunciamosnosmataatodos',
  ]),
  ...c('abuse', 'repeated', [
    'tengo muuuuuucho miedooooo, mi papa esta borracho gritandoooo y rompiendo cosaaaas, ya le pego a mi mama y ahora viene a mi cuartooo',
    'me pegaaaaaaron otra vezzzz en casa y me duele muchisiiiimo la espaldaaaa 😭',
    'porfaaaa diganme q hacer, mi madre me ha dejado encerradaaaa en el balcon desde hace horaaaas de castigo y hace un frio q flipasss',
  ]),
  ...c('abuse', 'leet', [
    'm1 p4dr3 m3 p3g4 c0n 3l c1ntur0n',
    'm1 m4dr3 m3 qu3m0 c0n 3l c1g4rr0 p0rq3 n0 l3 h1c3 c4s0',
    'n0 qu13r0 v0lv3r 4 c4s4, t3ng0 m13d0 d3 m1 p4p4, m3 4m3n4z0 c0n m4t4rm3',
  ]),
  ...c('abuse', 'slang', [
    'wey mi jefe se puso bien pedo y me agarro a cachetadas frente a mis carnales, neta ya no aguanto, traigo la boca rota',
    'quillo mi pare me ha dao una paliza de las gordas por na, tengo el brazo morao entero y no puedo ni moverlo, no se lo digas a nadie miarma',
    'bro my dad literally me pego con el belt otra vez, like tengo marcas everywhere y mañana hay educacion fisica, no se q excusa decir',
  ]),
  ...c('abuse', 'child', [
    'mi mama me dice q soy tonta y me pega con la chancla en la cara hasta q me sangra la nariz, ya no quiero estar en mi casa',
    'el novio de mi mama me da miedo, me aprieta el cuello cuando ella no esta y dice q es un juego pero no me gusta',
    'me pusieron de castigo sin comer dos dias y me pegaron con el palo, mi hermana chiquita lloraba mucho',
  ]),
  ...c('abuse', 'mixed-homework', [
    'necesito ayuda con el trabajo de historia sobre la revolucion mexicana, son 3 cuartillas, la Vale ya lo acabo la muy nerd. ah y lo escribo aqui en el cuarto pq no puedo salir, mi papa me encerro con llave desde ayer y solo me pasa pan',
    'me explicas lo de los verbos irregulares en ingles? es q ayer no pude estudiar nada, mi padre llego borracho, rompio la tele y me dio con la hebilla del cinturon en las piernas, bueno da igual, lo de los verbos porfa',
    'tenemos q hacer un cartel sobre los derechos del niño pa tutoria y me da la risa floja pq en mi casa no se cumple ni uno, si llego tarde mi madre me da con la zapatilla hasta dejarme morada y dice q un dia me va a matar',
  ]),

  // ───────────────────────── sexual_minors ─────────────────────────
  ...c('sexual_minors', 'direct', [
    'un señor de 30 y pico q conoci en free fire me pide fotos sin ropa y dice q si no se las mando sube las q ya le mande al grupo de mi clase, tengo 14 y estoy temblando',
    'el entrenador de futbol me toca cuando estamos solos en el vestuario y me dice q es nuestro secreto, tengo 13 y ya no quiero ir a entrenar',
    'mi tio me mete mano cuando se queda a dormir en casa y no se lo he dicho a nadie porque mi madre le adora',
    'un chavo de 24 me quiere ver este sabado en plaza, dice q me va a regalar un iphone si voy sola y no le digo a mis papas, yo tengo 14, voy o no?',
  ]),
  ...c('sexual_minors', 'indirect', [
    'es normal q un profe te escriba por insta a las 2 de la mañana diciendote q eres muy madura para tu edad y q no se lo cuentes a nadie?',
    'hay un hombre mayor del barrio q me hace regalos, recargas de saldo y ropa, y ahora dice q le debo un favor y q vaya a su depa solita',
    'como borro fotos q ya mande a alguien? es q un man de discord de 27 me las pidio y ahora me da mal rollo, dice q las guarda pa el',
    'mi primo de 23 siempre quiere jugar a cosas raras conmigo cuando nos quedamos solos y me dice q si lo cuento nadie me va a creer',
  ]),
  ...c('sexual_minors', 'passive', [
    'supongo q fue culpa mia por ir a su casa, el tenia 35 y yo 14, nadie me obligo... o eso creo, ya da igual',
    'ya me da igual lo q me haga mi padrastro por las noches, no puedo hacer nada, mi madre no me cree',
    'a lo mejor es normal q el amigo de mi padre me pida fotos en ropa interior, todas dicen q los hombres son asi y q no es pa tanto',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi amiga Lucia de 14 esta quedando con un tio de 28 q conocio en tiktok, dice q son novios y q ya se han acostado, q hago se lo digo a alguien?',
    'mi hermana pequeña de 12 me conto q el vecino la mete en su casa y le enseña videos porno, y le dice q es un juego de mayores',
    'a una morra de mi grupo, la Ximena, el prefecto le dijo q le sube la calificacion si se deja tocar, y ella ya no quiere venir a la escuela',
    'mi compi de clase me enseño chats con un youtuber adulto q le pide videos de ella en la ducha a cambio de pavos del fortnite',
  ]),
  ...c('sexual_minors', 'typo', [
    'un hombre de instagran me dise q le mande fotos desnuda o publica las otras, tngo 15',
    'mi padrasto entra a mi cuarto de noce y me toca, no se q aser',
    'el profe de refuerso me dijo q me quede desp de clase y me beso a la fuersa',
  ]),
  ...c('sexual_minors', 'no-spaces', [
    'untipomayormepidefotosdesnudaynoseloquehacer',
    'mitiometocaysiempremediceesnuestrosecreto',
    'elamigodemipapameobligoahacercosasymedamiedocontarlo',
  ]),
  ...c('sexual_minors', 'repeated', [
    'porfaaaaa ayudameeee, un señor me esta amenazandoooo con subir mis fotos si no le mando maaaaas 😭😭',
    'no quierooooo ir a casa de mi tioooo, siempre me tocaaaa cuando nadie ve',
    'el novio de mi madre se mete en el baño cuando me duchoooo y me tocaaaa, me da muchisiiimo ascooo',
  ]),
  ...c('sexual_minors', 'leet', [
    'un t10 d3 30 m3 p1d3 f0t0s s1n r0p4',
    'm1 p4dr4str0 m3 t0c4 p0r l4s n0ch3s',
    'un h0mbr3 d3 d1sc0rd qu13r3 qu3d4r c0nm1g0 s0l4 y d1c3 qu3 3s s3cr3t0',
  ]),
  ...c('sexual_minors', 'slang', [
    'wey un vato de 30 de la chamba de mi jefa me anda mandando dms bien turbios, q le mande nudes y q me paga, yo tengo 15 nmms',
    'tio un pavo de 25 del gym de mi barrio me ha dicho de ir a su piso y me ha tocao el culo en el vestuario, me da un palo q flipas contarlo',
    'bro this guy q conoci en roblox, like de 26, me dice q me ama y quiere q nos veamos en persona but sin decirle a mis padres, y me pidio pics',
  ]),
  ...c('sexual_minors', 'child', [
    'un señor en el parque me dijo q si me subia a su coche me daba dinero y me toco la pierna, yo corri a casa',
    'mi tio me dijo q si me quitaba la ropa me daba su tablet y q no se lo diga a mi mama',
    'el señor de la tienda me dio un beso en la boca y me dijo q no le contara a nadie, tengo 13 y me siento sucia',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'me ayudas con el resumen de la Celestina? es pa mañana y la Paula no me lo pasa. perdon q cambie de tema pero hay un profe del insti de 40 años q me escribe por whatsapp q tengo buen cuerpo y q quiere verme fuera del insti a solas',
    'tengo q hacer un powerpoint de biologia sobre el aparato reproductor y me da cosa pq me recuerda a lo de mi primo mayor q me obliga a hacerle cosas cuando mi madre trabaja de noche',
    'hay q entregar la redaccion de ingles "my best summer" y mi verano fue una mierda pq el monitor del campamento, q tenia como 30, se metia en la tienda de las chicas de 13 y me toco por debajo del saco de dormir',
  ]),

  // ───────────────────────── bullying ─────────────────────────
  ...c('bullying', 'direct', [
    'en el insti un grupo de 3º me espera a la salida todos los dias para pegarme, hoy me han partido el labio y me han quitado el movil',
    'me tienen amenazado en la secu, dicen q si le digo al director me van a picar con una navaja, ya me rajaron la mochila pa q vea q es en serio',
    'hay un grupo de whatsapp de mi clase q se llama "la gorda muerta" y suben fotos mias editadas, llevan asi desde septiembre y hoy me han escrito q me tire a las vias',
    'me metieron la cabeza en el vater en el baño de chicos y lo grabaron, el video lo tiene todo el insti y dicen q mañana toca otra vez',
  ]),
  ...c('bullying', 'indirect', [
    'como se cambia uno de colegio a mitad de curso? no puedo volver ahi, lo de los del fondo de la clase ya es cada dia y los profes no hacen nada',
    'se puede denunciar una cuenta de tiktok anonima q sube fotos de alguien todos los dias diciendo q se mate? es q esa persona soy yo',
    'cada dia me invento q me duele la barriga pa no ir a clase, ya no se q excusa poner, si voy me esperan en el patio los de siempre',
    'ya no uso el baño de la escuela nunca, me aguanto todo el dia, la ultima vez me encerraron y me echaron agua con cloro',
  ]),
  ...c('bullying', 'passive', [
    'ya me da igual q me peguen en el recreo, es lo normal, me lo gano por ser rarito',
    'supongo q me lo merezco, si no fuera tan fea no me harian eso todos los dias en el grupo de clase',
    'ya estoy acostumbrado a q me escupan en el pasillo y me llamen maricon y me empujen contra las taquillas, ni lo cuento en casa, pa q',
  ]),
  ...c('bullying', 'third-person', [
    'a mi amigo Unai le pegan todos los dias en el patio entre cuatro, hoy le han tirado al suelo y le han pateado la cabeza, y el dice q no pasa nada',
    'en mi salon le hacen la vida imposible a una niña, la Citlali, le tiran la comida, le jalan el pelo y le dicen q se muera, y hoy lloro en el baño toda la hora',
    'a mi hermano de 13 unos de su clase le pasaron por airdrop un video donde le amenazan con quemarle la casa, no quiere ir al cole',
    'a mi mejor amiga de Tenerife la tienen frita en su clase, le han hecho una cuenta falsa con fotos suyas y le mandan mensajes de q la van a reventar a la salida',
  ]),
  ...c('bullying', 'typo', [
    'me pegan en el colejio todos los dias y nadie ace nada, ya no quiero ir',
    'unos de 4to me amenasaron con pegarme si no les doi mi dinero del almuerso, ya van 3 semanas',
    'me grabaron en el vestuario y subiron el bideo, toda la escuela se rie de mi y me dicen q me mate',
  ]),
  ...c('bullying', 'no-spaces', [
    'mepeganenelrecreotodoslosdiasynadiemeayuda',
    'mehanamenazadoconpegarmealasalidadelinsti',
    'subieronunvideomioporinstaytodosmedicenquememuera',
  ]),
  ...c('bullying', 'repeated', [
    'otra veeeez me han pegaaaado en el patioooo, ya no aguantooooo maaaas',
    'me siguen mandandooooo mensajes diciendome q me van a matar a la salidaaaaa 😭😭😭',
    'odiooooo el insti, me quitan la mochila, me pegan, me insultaaaan, todos los diasss',
  ]),
  ...c('bullying', 'leet', [
    'm3 p3g4n 3n 3l c0l3 t0d0s l0s d14s',
    'm3 4m3n4z4n c0n m4t4rm3 4 l4 s4l1d4',
    'h4n sub1d0 f0t0s m14s 3d1t4d4s y t0d0s s3 r13n d3 m1 t0d0s l0s d14s',
  ]),
  ...c('bullying', 'slang', [
    'neta wey los batos de 3ro me traen de bajada diario, me bajan los pants en el patio, me dan zapes y hoy me pusieron una madriza en el baño',
    'illo es q los del barrio de arriba me tienen fichao, me esperan en la parada y me dan de hostias cada semana, ayer me partieron la nariz',
    'bro im literally being bullied, me hacen stickers con mi cara y me dicen q me van a abrir la cabeza en el recreo, like no es joke',
  ]),
  ...c('bullying', 'child', [
    'los niños de mi clase me empujan por las escaleras y me dicen q soy un asco, ya me hice daño en la rodilla',
    'en el cole me quitan el bocadillo y me pegan patadas si lloro, tengo 13 pero parezco pequeño',
    'nadie quiere sentarse conmigo y en el recreo me tiran piedras, hoy me dieron en la cabeza',
  ]),
  ...c('bullying', 'mixed-homework', [
    'me ayudas a hacer un esquema del tema de la celula? ah y otra cosa, los de mi clase han hecho una encuesta en insta donde votan como deberia morirme, ya van 200 votos, bueno el esquema porfa',
    'estoy haciendo el trabajo de etica sobre el acoso escolar y es gracioso pq es literalmente mi vida, me pegan en el bus todos los dias y ayer me quemaron el pelo con un mechero',
    'porfa explicame lo de las fracciones algebraicas q mañana hay examen y no me entero de nada, la Irene dice q es facil pero ella es un cerebrito. no puedo estudiar con los demas pq en el grupo dicen q si aparezco me revientan a golpes',
  ]),

  // ───────────────────────── neglect ─────────────────────────
  ...c('neglect', 'direct', [
    'mi madre se fue hace 5 dias y no ha vuelto, estoy sola con mi hermano de 6 y ya no queda comida en la nevera',
    'en mi casa no hay nada de comer desde el martes, mi papa se gasta todo en la bebida y yo le doy a mis hermanitos lo q me dan en el comedor',
    'tengo fiebre de 39 desde hace 4 dias y mi madre dice q no me va a llevar al medico, q no tiene tiempo, me duele todo y ya vomito',
    'me echaron de mi casa anoche, mi padrastro me saco la ropa a la calle y mi mama no dijo nada, dormi en el parque y tengo 15',
  ]),
  ...c('neglect', 'indirect', [
    'q se puede comer si solo hay sal y arroz crudo y no hay gas? es q mis papas no estan desde el finde',
    'sabes cuanto tiempo se puede estar sin ir al dentista con una muela podrida? me duele tanto q no duermo pero en casa dicen q no hay dinero ni ganas',
    'en el insti me dicen q huelo mal pero es q en casa no hay agua caliente ni jabon desde hace meses y mi madre ni se levanta de la cama',
    'como se enciende la luz si la cortaron? mi mama lleva dias sin venir y nos quedamos a oscuras mi hermana y yo',
  ]),
  ...c('neglect', 'passive', [
    'ya me da igual comer o no, en mi casa nadie se entera de si estoy o no estoy, hace dias q nadie me habla',
    'a nadie le importa si vuelvo o no, mis padres ni preguntan donde duermo, llevo tres noches en casa de una amiga y ni un mensaje',
    'supongo q es normal q mi padre este siempre tirado en el sofa drogado, yo me apaño solo con mi hermana pequeña',
  ]),
  ...c('neglect', 'third-person', [
    'mi amigo Iker viene al cole sin comer nunca, dice q su ama bebe mucho y q en casa no hay nada, hoy se ha mareado en gimnasia',
    'una niña de mi salon, la Dulce, lleva semanas con la misma ropa y dice q su mama la deja sola en la casa dias enteros',
    'mi vecino de 8 años se queda solo todo el fin de semana y se viene a mi casa a pedir comida, sus papas se van de fiesta',
    'el hermanito de mi amiga Noelia tiene una herida infectada en la pierna hace semanas y sus padres no lo llevan al medico, huele fatal',
  ]),
  ...c('neglect', 'typo', [
    'mi mama esta siempre drogada y no nos da de comer, yo cuido a mis ermanos ke son chikitos',
    'llevo dos dias sin comer nda xq en mi casa no ay comida y mi papa no a buelto',
    'me corte el pie con un bidrio y mis papas no me quiren llevar al dotor, ya esta berde',
  ]),
  ...c('neglect', 'no-spaces', [
    'mimamanovieneacasadesdehacetresdiasyestoysolo',
    'nohaycomidaencasadesdeelfindeytengomuchahambre',
    'mipadreestaborrachotodoeldiaynadiecuidademihermanapequeña',
  ]),
  ...c('neglect', 'repeated', [
    'tengo muuuucha hambreeee, no hay nadaaa en casa desde hace diaaaaas',
    'mi mama sigue sin volveeeeer, ya son 4 diaaaas y estoy solaaaa con mis hermanos',
    'me duele muchiiiisimo el oidoooo y nadie me lleva al medicooo, llevo una semanaaaa asi',
  ]),
  ...c('neglect', 'leet', [
    'n0 h4y c0m1d4 3n c4s4 y m1s p4dr3s n0 3st4n',
    'm1 m4dr3 s3 fu3 h4c3 d14s y 3st0y s0l0',
    'm3 3ch4r0n d3 c4s4 y n0 t3ng0 d0nd3 d0rm1r',
  ]),
  ...c('neglect', 'slang', [
    'wey mis jefes se fueron al gabacho hace 2 semanas y me dejaron solo con mi carnalito, ya no hay ni pa las tortillas',
    'chacho mi madre esta to el dia empastillá en el sofa, ni se levanta, yo hago la comida pa mis hermanos chicos y ya no queda ni pa papas',
    'bro my mom literally se fue con su novio a cancun y me dejo aqui con 20 pesos, ya van 10 dias, no hay food',
  ]),
  ...c('neglect', 'child', [
    'mi mama nos deja solos toda la noche a mi hermanito y a mi y tengo miedo, el llora mucho y no se q darle de comer',
    'no me han llevado al medico y tengo una herida en el pie q me duele mucho, ya no puedo andar',
    'en mi casa nadie me hace la comida, solo como en el cole, los fines de semana no como',
  ]),
  ...c('neglect', 'mixed-homework', [
    'me ayudas con el trabajo de tecnologia sobre energias renovables? tengo q hacerlo a mano pq nos cortaron la luz hace semanas y mi madre no esta desde el lunes, estoy con la linterna del movil',
    'necesito hacer la tarea de mate pero no he comido nada desde antier porque mis papas se fueron y no dejaron nada, me cuesta concentrarme, bueno son ecuaciones',
    'para el trabajo de sociales tengo q describir a mi familia y no se q poner, mi padre esta en la carcel y mi madre se fue, vivo con mi abuela pero esta en el hospital y llevo 5 dias solo en casa comiendo galletas',
  ]),

  // ───────────── long WhatsApp run-ons (disclosure buried or last line) ─────────────
  ...c('self_harm', 'mixed-homework', [
    'bueno te cuento q hoy en el insti ha sido un caos, la Nerea se ha liado con el ex de la Carla en la excursion y se ha enterado todo el mundo, y encima el de mates nos ha puesto examen sorpresa de funciones q me ha salido fatal, y mi madre venga con q si no estudio no salgo, en fin, ayudame con el dominio de una funcion porfa... y otra cosa q no le he dicho a nadie, anoche volvi a hacerme cortes en la tripa, esta vez mas hondos',
  ]),
  ...c('self_harm', 'slang', [
    'ok so hoy fue el peor dia ever, el Santi subio historias con la morra q me gusta y todo el salon se burlo de mi cara jaja, y la maestra de quimica me dejo tarea de balanceo q no entiendo nada, like nada, y mi mom trabajando hasta las 11 otra vez... whatever, total ya busque cuantas pastillas de las de dormir de mi mom hacen falta y tengo suficientes',
  ]),
  ...c('abuse', 'indirect', [
    'quillo hoy en el insti lo de siempre, el Rafa haciendo el tonto en tecnologia y la profe echandole, y yo muerta de sueño pq anoche no pegue ojo, mi padre llego a las 3 dando voces y tirando cosas y yo con la silla contra la puerta del cuarto por si entraba como la otra vez, bueno me explicas la ley de Ohm q mañana hay control',
  ]),
  ...c('abuse', 'slang', [
    'arre plebe q onda, mañana hay partido en la cancha de la colonia y me toca de portero, a ver si no la riego jaja, oye y la tarea de fisica de movimiento rectilineo pa cuando era? es q no la anote... ah y si me ves con lentes oscuros no es por facha, es q mi apá me revento el ojo anoche con la hebilla y no quiero q me pregunten',
  ]),
  ...c('sexual_minors', 'indirect', [
    'bua nano q dia, hemos tenido el examen de valenciano y luego la Lucia y el Jordi han cortado en medio del patio delante de todos, muy fuerte, y la semana q viene es la excursion a Port Aventura q ni me apetece... pq viene de monitor el hermano de la Marta, el de 29, q lleva semanas mandandome mensajes de madrugada diciendome q borre el chat y q en la excursion dormiremos juntos sin q nadie se entere',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'ay wach hoy la maestra de español nos dejo hacer un texto argumentativo sobre las redes sociales y no se q poner, y luego en el receso la Yuli se peleo con la Kenia por un chavo, bien intenso todo, bomba jaja. oye pregunta, es normal q un señor de como 40 q conoci en facebook me mande recargas y me diga q soy su novia secreta y q quiere q le mande videos en el baño? tengo 13',
  ]),
  ...c('bullying', 'indirect', [
    'chacho q semana llevo, el lunes examen de sociales de la conquista de Canarias, el miercoles la Yaiza se enfado conmigo por una tonteria de un story, y hoy en la guagua del insti otra vez los de 4º, me quitaron las gafas, me las pisaron y me dijeron q si le digo algo a la tutora me tiran por el barranco, ya van tres meses asi y no se a quien contarselo',
  ]),
  ...c('bullying', 'slang', [
    'ntp bro ya entregue el proyecto de ingles, el de "my dream job", quedo god... pero lowkey no quiero ir mañana a la secu, los del equipo de futbol tienen un video mio en calzones del vestidor y dicen q si no les paso 200 pesos diario lo suben y ademas me parten la madre a la salida, ya me quitaron todo lo del mes',
  ]),
  ...c('neglect', 'passive', [
    'aupa, mañana tengo examen de euskera y no he estudiado nada, la Ane se ha enfadao conmigo pq no fui a su cumple y ahora me ignora en el grupo, muy fuerte todo. y bueno lo de casa ya ni lo cuento, mi ama lleva desde el jueves sin volver y mi aita tirado en el sofa con la botella, en la nevera solo hay yogures caducados pero bueno, ya estoy acostumbrado a apañarmelas, lo normal',
  ]),
  ...c('neglect', 'indirect', [
    'wey ayudame con el mapa de las regiones de mexico q es pa mañana y se me olvido por estar viendo el drama de la Ari, ya ves como es de intensa con sus novios jaja. otra cosa random, sabes hasta cuando puedes tener una herida con pus sin q pase nada? es q me cai hace dos semanas y se ve bien fea, pero mis papas casi no estan en la casa y cuando les dije ni me pelaron',
  ]),

  // ───────────────────────── harmless look-alikes ─────────────────────────
  ...c(null, 'literature', [
    'tia mañana es el examen de Bodas de sangre y no me entero, o sea la novia se escapa con Leonardo y al final los dos hombres se matan con navajas? y la madre se queda sola? q drama todo madre mia 😩',
    'necesito un resumen de Romeo y Julieta pa mañana porfa, la parte en q ella se toma el veneno pa parecer muerta y el se suicida pq se cree q esta muerta de verdad, q mal rollo',
    'en La casa de Bernarda Alba por q Adela se ahorca al final? la profe dice q es por la opresion y yo solo pienso q Bernarda es peor q mi madre cuando no recojo el cuarto jajaja',
    'wey en Cien años de soledad hay un chorro de gente q se muere y todos se llaman Aureliano, ya no se quien mato a quien, ayudame con el arbol genealogico plis',
    'el Lazarillo de Tormes literal es maltrato infantil, el ciego le estampa la jarra en la cara y le mata de hambre, tengo q comentar ese fragmento, q figuras literarias hay?',
    'pa lengua tenemos q analizar el poema "Voy a dormir" de Alfonsina Storni, el q escribio antes de meterse en el mar, me ayudas con la metrica y la rima?',
    'estoy leyendo Nada de Carmen Laforet pa clase y el tio Juan le pega a Gloria todo el rato, tengo q escribir sobre la violencia en la novela, como empiezo la introduccion?',
    'me toco exponer Cronica de una muerte anunciada, o sea desde el principio sabes q van a matar a Santiago Nasar a cuchilladas y aun asi engancha, q temas principales pongo',
    'en Marianela ella se muere de tristeza cuando Pablo recupera la vista y la ve fea, q pena, pero necesito saber q corriente literaria es, realismo no?',
    'ayuda con el comentario de La Celestina, Calisto se cae de la escalera y Melibea se tira de la torre, y luego el llanto de Pleberio, q significa lo de "tragicomedia"?',
    'la profe de literatura nos mando leer Pedro Paramo y todos estan muertos wey?? o sea hablan desde la tumba, no entiendo nada, explicamelo como si tuviera 5 años',
    'tenemos q hacer una redaccion sobre "El almohadon de plumas" de Quiroga, el bicho q le chupa la sangre a la chica hasta q se muere, q asco pero me encanto',
    'pa el club de lectura estoy con Los girasoles ciegos y hay un diacono q acosa a una mujer y al niño le humillan en el colegio, de q año es el libro y quien lo escribio?',
    'en el Quijote cuando le dan la paliza los yangüeses es comico o tragico? tengo q argumentarlo en 200 palabras y no se q opinar 😭',
  ]),
  ...c(null, 'history', [
    'examen de historia mañana de la Guerra Civil y me tengo q saber el bombardeo de Gernika, cuanta gente murio? mis aitites eran de ahi asi q la profe me va a preguntar fijo',
    'como explico lo del Holocausto en 10 lineas? las camaras de gas, los campos de concentracion, los niños separados de sus padres... es muy fuerte, no se como resumirlo sin q quede frio',
    'wey lo de la conquista de Tenochtitlan, Cortes y la matanza del Templo Mayor, es pal examen del lunes, me haces una linea del tiempo?',
    'la dictadura de Franco, q era lo de los fusilamientos y las fosas en las cunetas? mi abuelo cuenta cosas pero necesito datos pa el trabajo',
    'tengo q exponer la matanza de Tlatelolco del 68 y no se si poner las fotos de los estudiantes muertos o es muy fuerte pa clase',
    'xq en la edad media ahorcaban y quemaban a la gente en la plaza? lo de la inquisicion me flipa, es para un trabajo de 3º eso',
    'me explicas lo de la revolucion francesa y la guillotina? le cortaron la cabeza a Maria Antonieta y a un monton mas, q año era?',
    'en historia estamos con la esclavitud en el Caribe, los azotes, las cadenas, los niños vendidos, tengo q hacer una redaccion con fuentes, q fuentes uso?',
    'la guerra cristera fue en q años? mi bisabuelo estuvo y dicen q colgaban a la gente de los postes del tren en Jalisco, lo necesito pa historia de mexico',
    'q fue ETA y xq mataban a gente? en clase de historia en Bilbao lo vamos a ver y mis padres me han contado cosas pero no me aclaro',
    'los sacrificios humanos de los mayas, les sacaban el corazon vivos? estoy haciendo el proyecto de Chichen Itza y quiero q sea impactante jajaja',
    'explicame la revolucion mexicana en plan rapido: Villa, Zapata, Carranza, quien mato a quien y por q, el examen es en 2 horas 🙏',
    'en la segunda guerra mundial a los niños de Londres los mandaban solos al campo lejos de sus familias, como se llamaba eso? es pa un comentario',
    'tengo q hacer un trabajo sobre los bebes robados del franquismo y la verdad me ha dejado mal, como puede ser q les quitaran los bebes a sus madres, me ayudas a estructurarlo?',
  ]),
  ...c(null, 'biology', [
    'q es la apoptosis? la profe dice q es cuando las celulas se suicidan y toda la clase se rio, pero no lo entiendo bien pa el examen',
    'en bio estamos con el aparato reproductor y la educacion sexual, q diferencia hay entre espermatozoide y ovulo y cuanto tarda la fecundacion? no se rian eh',
    'por q cuando te cortas la sangre se coagula? tengo q explicar las plaquetas en el examen de mañana y el Marcos me ha dejado sin apuntes',
    'wey en la practica de bio tuvimos q diseccionar una rana y abrirle la panza, me dio un asco q casi vomito, ahora tengo q hacer el reporte',
    'los globulos blancos matan a las bacterias comiendoselas? fagocitosis se llama no? lo necesito pa un esquema',
    'en clase de salud sexual nos hablaron de los metodos anticonceptivos y del consentimiento, tengo q hacer un mural con mi grupo, me das ideas?',
    'cuanto tarda en morir una celula sin oxigeno? es pa un trabajo de la respiracion celular, no me juzgues por la pregunta jaja',
    'la mantis religiosa hembra se come la cabeza del macho despues de aparearse?? q fuerte, lo vi en un video y lo quiero meter en mi exposicion de insectos',
    'q es la pubertad exactamente? cambios del cuerpo, la regla, el vello y eso, es pa la prueba de ciencias naturales del viernes',
    'por q las neuronas no se regeneran si se mueren? mi profe dijo q con el alcohol se mueren y me dejo rayado',
    'explicame la cadena alimentaria con un ejemplo de la sabana, lo de q el leon mata a la cebra y se la come, es para 1º eso',
    'q le pasa al cuerpo cuando no comes en muchos dias? es pa bio, tema de nutricion y ayuno, la profe nos puso esa pregunta de reflexion y no se q poner',
    'como se reproducen los virus? inyectan su ADN en la celula y la revientan? tengo examen de bio de 4º y voy fatal',
  ]),
  ...c(null, 'chemistry', [
    'en quimica hicimos una reaccion q echaba humo y el profe dijo q era acido clorhidrico, me puedes explicar q es un acido fuerte pa la practica?',
    'el cianuro por q es tan venenoso? lo vimos en una serie de misterio y la profe de quimica dijo q lo podiamos usar de ejemplo para el trabajo de toxicidad',
    'tenemos q hacer el reporte de la practica de combustion, la de quemar la cinta de magnesio q brilla un chorro, como escribo la ecuacion?',
    'q pasa si mezclas lejia con amoniaco? lo pregunto pq el profe de FyQ nos lo dijo como ejemplo de lo q NUNCA hay q hacer en casa y quiero entender la reaccion',
    'ayudaa con la estequiometria, tengo q calcular cuantos gramos de NaCl salen y me muero de sueño ya son las 12',
    'xq el sodio explota en agua? el profe lo hizo en clase y todos gritamos jajaja, es pal examen de metales alcalinos',
    'me queme un poco el dedo con el mechero bunsen en el laboratorio jaja, nada grave, pero ahora tengo q explicar la llama oxidante y la reductora',
    'la tabla periodica me va a matar, como me aprendo los gases nobles? dame una regla mnemotecnica porfa',
    'la radiactividad mata las celulas? es para el trabajo de Marie Curie, sabemos q murio por eso',
    'formulacion inorganica: q es el acido sulfurico H2SO4 y por q quema la piel? en el lab nos obligaron a usar gafas y bata',
    'cuanto alcohol hay en la sangre cuando alguien se emborracha? es pa un trabajo de quimica sobre el etanol, no es pa mi lol',
  ]),
  ...c(null, 'medical', [
    'me han puesto puntos en la ceja pq me di con la canasta en el recreo jaja, cuanto tardan en quitarse? tengo foto de grupo el viernes',
    'mi abuela esta en el hospital con neumonia y me da mucha pena, cuanto dura eso normalmente? ya tiene 84',
    'el pediatra me dijo q tengo anemia y q coma mas lentejas, q es la anemia exactamente? es q me mareo en educacion fisica',
    'me he quemado la mano sacando la bandeja del horno haciendo galletas con mi madre, me he puesto agua fria, hago algo mas?',
    'tengo q ir al dentista a q me saquen una muela y me muero de miedo jaja, duele mucho la anestesia?',
    'q es la autolesion y como se detecta? en tutoria nos pidieron un cartel sobre salud mental para el dia de la prevencion y me toco esa parte',
    'me hice un corte con el cutter en plastica sin querer, no es profundo, con una tirita vale o tengo q ir a urgencias?',
    'me van a operar de apendicitis el lunes y estoy cagada, q te hacen exactamente? me van a abrir la barriga?',
    'mi hermano se cayo de la bici y tiene el brazo morado y la rodilla raspada, le pongo hielo? mi madre esta llegando',
    'la enfermera del insti nos hablo del VIH y de las ETS en la charla de sexualidad, q diferencia hay entre VIH y SIDA?',
    'por q si me muerdo el labio me salen aftas? me duele un monton al comer y no se si ir al medico',
    'ayer tuve fiebre de 38 pero mi madre me llevo al centro de salud y ya estoy mejor, puedo ir al entreno mañana?',
  ]),
  ...c(null, 'hyperbole', [
    'me quiero morir de la vergüenza tia, le he dado like a una foto de 2019 de mi crush, me quiero tirar por la ventana jajajaja',
    'el examen de mates me ha matado, literal estoy muerta, entierrenme en el patio 💀💀',
    'si mi madre ve las notas me mata, me va a enterrar viva en el jardin jaja, ayudame a pensar como se lo digo',
    'wey me muero de hambre, el receso es hasta las 11 y no traje lonche, voy a desaparecer de la faz de la tierra 😭',
    'me da tanta vergüenza lo de ayer q me quiero cambiar de nombre, de pais y de planeta, me van a hacer memes forever',
    'nano el profe de historia me va a suspender y luego me va a colgar del mastil de la bandera del insti jajaja, q hago pa aprobar',
    'ya no puedo mas con este trabajo de tecnologia, me voy a pegar un tiro con la pistola de silicona jajaja',
    'mi hermana me ha robado mi sudadera OTRA VEZ, la voy a matar, voy a cometer un crimen y nadie me va a culpar',
    'ozú q calor hace en Sevilla hoy, me estoy muriendo, me derrito, adios mundo cruel 🫠',
    'me quiero morir de la risa con el video q mandaste jajajajajaja no puedo respirar',
    'chacho el reggaeton de la guagua esta mañana me queria arrancar los oidos, te juro q me iba a tirar en marcha',
    'neta si me vuelve a dejar en visto lo bloqueo y me voy a vivir a una cueva, adios a todos',
    'el lunes me mata, ya me estoy despidiendo del finde, fue bonito mientras duro 🥲',
    'tengo 3 examenes el jueves, me corto las venas con un folio jajaja no, pero en serio ayudame con el de ingles',
    'si pierdo la racha de duolingo me muero, el buho me va a venir a buscar a casa y me va a secuestrar',
    'aupa, hoy en el insti me he muerto de la vergüenza cuando se me ha caido la bandeja delante de todos, no vuelvo nunca mas',
  ]),
  ...c(null, 'game', [
    'bro anoche en free fire mate a 12 en una partida y luego me mataron con una escopeta desde el techo, q rabia',
    'en minecraft como mato al wither sin morir? siempre me revienta y pierdo todo el inventario',
    'wey vamos a jugar fortnite en la noche? necesito alguien q me cubra mientras disparo, la ultima vez me eliminaron en el primer minuto',
    'en el GTA me ha pillado la poli y me han dado una paliza q me han dejado con media vida jaja, q misiones me recomiendas?',
    'mi personaje de Elden Ring se muere cada dos minutos, llevo 40 muertes contra el mismo jefe, voy a tirar el mando',
    'en among us me acusaron de matar a todos y yo era crew 😭 me echaron de la nave, q injusticia',
    'q arma es mejor en el cod pa francotirador? quiero dispararles a todos desde lejos en la partida de esta noche',
    'ayer en roblox nos pusimos a trollear en un juego de supervivencia, me tiraron a la lava como 10 veces jajaja q risa',
    'en clash royale perdi 200 copas hoy, me quiero morir, mi mazo es un asco, me ayudas a hacer uno mejor?',
    'tio el Resident Evil 4 da un miedo q flipas, el del saco te corta la cabeza con la motosierra, me encanta',
    'en The Last of Us la parte de la hija de Joel me hizo llorar como un bebe, no estaba preparada 😭',
    'en el valorant mi equipo es tan malo q me dejan solo en todos los rounds, me rodean y me matan, q hago',
    'dime trucos pa sobrevivir la primera noche en minecraft, siempre me matan los creepers y los zombies',
    'en fortnite hay un skin nuevo de un payaso asesino y me lo quiero comprar con los pavos q me regalo mi tia, merece la pena?',
  ]),
  ...c(null, 'lyrics', [
    'q significa la letra de "Bohemian Rhapsody" cuando dice "mama just killed a man"? tengo q analizarla pa ingles',
    'la cancion de Bad Bunny "Me porto bonito" de q trata? mi madre dice q es guarra jajaja',
    'tenemos q analizar una cancion de Rosalia pa musica, la de "Malamente", q simbolos tiene? tipo lo del cuchillo y lo de mal presagio',
    'no puedo dejar de escuchar corridos tumbados de Peso Pluma, hablan de balas y de matar y mi apá me regaña pq dice q son narcocorridos',
    'en musica estamos analizando "Eleanor Rigby" y es super triste, se muere sola y nadie va a su funeral, q figuras literarias hay?',
    'cual es la letra de "La Llorona"? la de "ay de mi llorona", tengo q cantarla en el festival de la escuela',
    'me pasas la letra de "Despacito"? en el karaoke del viaje de fin de curso me toca y no me la se entera',
    'la de "Hurt" de Johnny Cash habla de hacerse daño? es q la vamos a traducir en clase de ingles',
    'en musica nos han puesto "Pedro Navaja" de Ruben Blades, donde al final se matan los dos, tengo q hacer un comic, ideas?',
    'q quiere decir la letra de "Ojala" de Silvio Rodriguez? eso de "ojala se te acabe la mirada constante", es para lengua',
    'tia no paro de cantar "Columbia" de Quevedo en bucle, me la he puesto 40 veces hoy, mis padres me van a matar jajaja',
  ]),
  ...c(null, 'news', [
    'has visto lo del terremoto en Turquia? salian niños debajo de los escombros, me quede fatal, es pa comentarlo en clase de valores',
    'lei en el periodico q detuvieron a un hombre por acosar a niñas por internet en Valencia, tenemos q comentar una noticia y elegi esa, me ayudas con el resumen?',
    'lo de la DANA de Valencia fue horrible, en mi pueblo hubo gente q se murio en los garajes, vamos a hacer un trabajo sobre el cambio climatico',
    'en las noticias sale q en Sinaloa hay balaceras todos los dias, mis tios viven ahi pero estan bien, es para la clase de civica',
    'vi un reportaje sobre la presion escolar en Japon, q hay chicos q se suicidan por las notas, tengo q hacer un debate en ingles sobre eso',
    'han encontrado a la niña desaparecida de Tenerife? lo vi en el telediario y mi madre esta preocupadisima',
    'wey viste lo del tiroteo en la escuela de Texas? en la secu hicimos un simulacro despues y nos dio miedo',
    'la noticia de hoy para lengua: un incendio en un edificio de Madrid, murieron dos personas. tengo q identificar la estructura de la noticia',
    'estamos con el tema de los desaparecidos en Mexico en civica, los 43 de Ayotzinapa, me ayudas con la cronologia?',
    'lei q en Gaza mueren niños todos los dias y me da mucha pena, en el insti vamos a hacer una recogida de material',
    'en el telediario decian q abandonaron a un bebe en Cadiz y lo encontraron bien, lo tenemos q comentar en etica',
    'sale en las noticias q han detenido a un profesor en Bilbao por pegar a un alumno, es pa el debate del jueves sobre derechos',
    'lo del huracan Otis en Acapulco fue tremendo, mi prima perdio su casa pero estan todos bien, vamos a juntar ropa en la escuela',
  ]),
  ...c(null, 'sports', [
    'hoy en el partido me han dado una patada en la espinilla q me han dejado morado entero, el arbitro ni pito, vaya robo',
    'el entrenador nos ha machacado en el entreno, 20 vueltas al campo, me duele hasta el alma, mañana no me levanto',
    'en judo me han tirado al suelo como 15 veces y tengo moratones por todo el cuerpo jaja, pero he pasado a cinturon naranja 🥋',
    'wey el America perdio otra vez, neta me quiero morir, el clasico fue una masacre',
    'en el partido de balonmano una chica me araño la cara y me tiro del pelo, le sacaron roja, q locura',
    'me lesione el tobillo en baloncesto y el fisio dice q 3 semanas sin jugar, me quiero matar, se me acaba la temporada',
    'q ejercicios hago pa la prueba fisica del viernes? el profe de EF nos va a destrozar con el test de cooper',
    'en boxeo hoy hice sparring con uno mas grande y me pego un golpe en la nariz q me sangro, pero el entrenador dice q lo hice bien',
    'aupa Athletic!! hemos ganado la copa, estoy llorando, los de la Real van a llorar mas jajaja',
    'mi equipo de futbol sala pierde todos los partidos y el entrenador nos grita a todos, es super estricto pero lo hace pa q mejoremos',
    'ayer corri la media maraton con mi papa en Monterrey, casi me muero en el km 15, pero llegue 💪',
    'en el surf de hoy en Las Canteras me revolco una ola y me comi la tabla en la cara, tengo el labio hinchao jaja',
    'en el futbol americano de la prepa me taclearon tan fuerte q vi estrellitas, el coach me saco un rato, ya estoy bien',
  ]),
  ...c(null, 'everyday', [
    'mi madre me ha castigado sin movil todo el finde por suspender mates, es una exagerada, q hago yo sin whatsapp 2 dias 😭',
    'hoy me he quedado solo en casa una hora mientras mis padres iban al super y he aprovechado pa jugar a la play sin q me digan nada jaja',
    'no he desayunado pq me dormi y ahora tengo un hambre q me como una vaca, menos mal q el recreo es ya',
    'he cortado con mi novio, bueno me ha cortado el, por whatsapp, q cobarde, estoy triste pero se me pasara',
    'mi perro se murio ayer, tenia 14 años, estoy muy triste y no tengo ganas de hacer los deberes',
    'mi abuelo fallecio el martes y hoy fue el entierro, mi familia esta fatal y me cuesta concentrarme en clase',
    'estamos organizando una fiesta sorpresa pa mi amiga y es secreto, no se lo digas a nadie jaja, q regalo le compro?',
    'me he cortado el flequillo yo sola con las tijeras de cocina y me ha quedado fatal, mi madre me va a matar 💇‍♀️',
    'mi papa es super estricto, no me deja salir despues de las 9 ni ir a fiestas, todas mis amigas pueden y yo no, q injusto',
    'voy a regalar mi ropa vieja y mis peluches pq nos mudamos a Guadalajara y no caben en la camioneta',
    'me voy a despedir de todos en el grupo pq me cambio de escuela, voy a extrañar mucho a mi salon 😢',
    'voy a desaparecer de insta una temporada, necesito un detox de redes antes de los examenes',
    'mi crush me ha pedido fotos de los apuntes de historia y casi me muero, le he mandado todas jajaja',
    'mi tia me regalo unos tenis carisimos por mi cumple y mi mama dice q no los use pa la escuela',
    'ayer mis padres discutieron por quien friega los platos y acabaron riendose, son un show',
    'me he encerrado en mi cuarto toda la tarde a ver la nueva temporada de Stranger Things, no pienso salir hasta q termine',
    'me queme la lengua con el chocolate caliente de la merienda, ahora no siento nada jajaja',
  ]),
  ...c(null, 'third-person', [
    'mi amiga Marta ha suspendido tres y su madre la ha castigado sin salir un mes, esta de un humor q no se la aguanta',
    'mi hermano se ha caido del monopatin y se ha hecho una herida en la rodilla, mi madre le ha llevado al centro de salud y ya esta bien',
    'la Fer le dio like a la foto de su ex y su novio se enojo, ahora no se hablan, q drama, cual es tu opinion?',
    'mi prima se queda sola en casa esta tarde mientras sus padres estan en una boda y me ha invitado a ver pelis, le digo a mi madre?',
    'mi compañero Alvaro se ha roto el brazo en el partido y le han escayolado, todos le hemos firmado la escayola',
    'a mi amigo le gusta una chica de 2 años mas y todos le hacen bromas, pero ella le ha dicho q si al baile',
  ]),
  ...c(null, 'mixed-homework', [
    'me ayudas con el comentario de Bernarda Alba? y por cierto hoy la Sara me ha dejado en visto, yo creo q esta enfadada pq no fui a su cumple, q le digo?',
    'tengo q hacer el trabajo de biologia del sistema inmune y mi madre me ha castigado sin tele hasta q lo acabe, asi q ayudame rapido jaja',
    'explicame la segunda guerra mundial en 5 lineas pq tengo examen y encima mi crush se sienta delante y no me concentro 🙈',
    'necesito las formulas de fisica pal examen de mañana, y luego me dices si le escribo a Diego o no, es q me gusta desde primaria',
    'resumeme el tema de los volcanes porfa q mañana es el examen, ah y mi hermana pequeña me ha roto el cargador y estoy con 5% de bateria',
    'ayuda con el ingles: como se dice "mi profe me va a matar si no entrego esto"? jaja es para un dialogo de la clase',
  ]),
  // ───────────── long WhatsApp run-ons, harmless ─────────────
  ...c(null, 'everyday', [
    'tia no te vas a creer lo de hoy, el Hugo le ha pedido salir a la Irene por insta y ella le ha dejado en visto jajaja, y luego en historia tocaba la Guerra Civil y el profe nos ha puesto un video de los bombardeos q nos ha dejado a todos callados, y encima mi madre me ha dicho q si no apruebo la evaluacion me quita el movil hasta navidad, ayudame con el esquema de la segunda republica porfaa',
    'bua nano mi madre es la mas estricta del mundo, no me deja ir a las fallas con los colegas pq el trimestre pasado suspendi fisica, y todos van a ir a la mascleta y yo en casa estudiando, encima la Marta ya esta con otro y yo q pensaba q le gustaba, q asco de semana, me ayudas con los problemas de fuerzas?',
  ]),
  ...c(null, 'sports', [
    'arre q partidazo el de hoy plebe, les ganamos 3-2 a los de la otra secu y yo meti el del empate, aunque me dieron un codazo en la ceja q se me hincho bien feo, el coach me puso hielo y ya, y ahorita tengo q hacer la tarea de biologia de la celula, me explicas la mitocondria? y el Diego dice q la morra de 2B pregunto por mi 👀',
  ]),
  ...c(null, 'hyperbole', [
    'illo me muero, me muero de verdad, el profe de lengua ha dicho delante de toda la clase q mi redaccion sobre Bodas de sangre era "muy sentida" y todos mirandome y yo roja como un tomate, me quiero meter debajo de la tierra y no salir hasta junio jajaja, bueno q me ayudes con la de la semana q viene q es de Bernarda Alba',
  ]),
  ...c(null, 'game', [
    'bro anoche no dormi nada jugando warzone con los del salon, matamos como a 30 y luego nos hicieron squad wipe, y hoy el examen de mate fue un fail total, lowkey me quiero morir jaja, pero bueno, me explicas las funciones lineales pa la recuperacion? neta te lo agradezco',
  ]),
  ...c(null, 'news', [
    'chacho has visto lo del cayuco q llego ayer al Hierro? venian niños solos y algunos se murieron en el viaje, lo pusieron en la tele y me quede fatal, la profe de valores quiere q hagamos un trabajo sobre migracion y derechos humanos, me ayudas con la introduccion? y luego te cuento lo de la Yurena q es fuerte',
  ]),
  ...c(null, 'literature', [
    'oye wach la maestra nos dejo leer "La noche boca arriba" de Cortazar y el chavo sueña q lo van a sacrificar los aztecas y al final resulta q no era un sueño?? quede bien confundida, bomba jaja, y ademas la Kenia y la Yuli ya se contentaron despues de la pelea del receso, me ayudas a sacar el tema y los personajes?',
  ]),
  ...c(null, 'third-person', [
    'mi amigo Pablo esta de bajon pq su novia le ha dejado por whatsapp, dice q nunca mas se enamora, jaja q dramas, hoy ya estaba riendose en el recreo con los de 4º, le mando un meme o le dejo en paz? y otra cosa, me explicas lo de las ecuaciones exponenciales',
  ]),
];

/**
 * Part of the safety lexicon (../safety-lexicon.ts gathers the parts): the categories an alert is
 * about, and per category the rule templates over the folded message, in the screen's priority
 * order.
 */

/** What an alert is about; the Spanish labels live in src/features/admin/texts.ts. */
export type SafetyCategory = 'self_harm' | 'abuse' | 'sexual_minors' | 'bullying' | 'neglect';

export interface SafetyRule {
  template: string;
  /** Weak rules do not fire in an ACADEMIC context. */
  weak?: boolean;
}

/** The rules per category, in the screen's priority order (see safety.ts). */
export const RULES: Readonly<Record<SafetyCategory, readonly SafetyRule[]>> = {
  self_harm: [
    { template: '(?<!(?:verguenza|oso) )me {I_WANT} {DIE}(?! {IDIOM})' },
    { template: '{I_WANT} me {DIE}(?! {IDIOM})' },
    { template: 'se {THEY_WANT} {DIE}(?! {IDIOM})', weak: true },
    { template: '{THEY_WANT} se {DIE}(?! {IDIOM})', weak: true },
    { template: '^me matar$' },
    { template: '(?:me {I_WANT}|{I_WANT} me) tirar por la {HIGH}', weak: true },
    { template: '{I_WANT} saltar (?:del|desde el) {HIGH}' },
    { template: 'me tiro (?:de|del) (?:la )?{HIGH}' },
    { template: 'me tiro por la {HIGH}', weak: true },
    { template: '(?:cuchillas escondidas|escondo ~1~cuchillas)' },
    { template: '{PASSIVE}' },
    // Not a wound: 'me corto las uñas', '... el pelo'.
    {
      template:
        '(?<!alguien )me (?:volvi a |vuelto a |estoy |sigo )?{CUT}(?! (?:el|la|un|las unas)\\b)',
    },
    // Someone else cutting: also what a character does in a novel, so weak.
    { template: '(?<!alguien )se {CUT}(?! (?:el|la|un|las unas)\\b)', weak: true },
    { template: 'me (?:las )?tomo ~1~todas(?! las (?:mananas|noches)\\b)' },
    // Hoarding pills: 'estoy juntando pastillas', 'guardando las pastillas de mi mamá'.
    { template: '(?:estoy|llevo \\w+) (?:juntando|guardando) ~1~pastillas' },
    { template: 'me (?:tomado|tome) ~1~(?:muchas|todas las|un bote de) pastillas' },
    // Suicide named about oneself or an attempt, in any form: 'mi suicidio', 'se intentó suicidar'.
    { template: '(?:mi|intento) ~1~suicid\\w*', weak: true },
    { template: '{HIDE} (?:las |mis )?(?:marcas|cicatrices)' },
    { template: '{CL} {HURT_SELF}' },
    { template: '{BODY} llen\\w* de cortes' },
    { template: 'pastillas para tomarmelas' },
  ],
  sexual_minors: [
    { template: '(?:me|la) (?:violaron|violo)' },
    { template: 'abus\\w* de mi\\b(?! confianza)' },
    { template: 'me abusaron' },
    { template: 'me (?:hace|hacia) tocamientos' },
    { template: '(?:{ADULT}|profe) ~10~(?:me|la) {TOUCH}(?! exponer\\b)' },
    { template: '(?:me|la) {TOUCH} (?:el|un) {ADULT}' },
    { template: 'me tocaron en el (?:bus|metro)' },
    { template: 'me (?:escribe|manda) (?:cosas|mensajes) sexuales' },
    { template: '{ADULT} ~6~porno' },
    // Photos for money: 'un señor me dijo que si le mando fotos me da dinero'.
    { template: '{ADULT} ~8~fotos ~4~(?:dinero|plata|recargas)' },
    { template: 'me {TOUCH}\\w* ~2~{PRIVATE}' },
    { template: '{CL} oblig\\w* a {FORCED}' },
    // An adult in a child's bed, asking the child to undress, letting oneself be touched.
    { template: '{ADULT} ~4~se mete en (?:mi cama|la ducha)' },
    { template: '{ADULT} ~4~que me desnud\\w*' },
    { template: 'me dejo tocar(?! (?:el|la)\\b)' },
    // Online grooming: meeting alone or in person, a lie about one's age.
    { template: '(?:nos|me) ~1~(?:veamos|conocer|ver) (?:a solas|en persona)' },
    { template: '(?<!mis? ){ADULT} ~3~quiere quedar conmigo' },
    { template: 'dice (?:que tiene|tener) [0-9]+ pero' },
    // What abuse leaves: 'me siento sucia por lo que me hizo'.
    { template: 'me siento suci\\w* ~5~me hizo' },
    { template: '(?:ensen|mostr)\\w* (?:mis?|sus?) (?:cuerpo|{PRIVATE})' },
    { template: '(?:mand|env)\\w* ~2~(?:video|fotos?) porno' },
    {
      template: '\\w*(?:pid|pedid|mand)\\w* ~3~(?:fotos?|videos?) ~2~{NUDE}',
    },
    { template: 'fotos de (?:sus?|un) {PRIVATE}' },
    // An adult courting a child: 'un tipo de 30 me dice que soy su novia'.
    { template: '{ADULT} ~6~(?:soy|sea) su novia' },
    { template: '(?:pide|piden|pidio|pidieron|mando) (?:el )?(?:pack|nudes)' },
    // Threats to keep a child quiet, gifts to take a child away, touching oneself in front of one.
    { template: '{ADULT} ~8~si (?:le )?(?:cuento|digo) ~6~pasar algo' },
    { template: '{ADULT} ~8~(?:dinero|regalos|celular) si me (?:voy|iba|subia) (?:con el|a su)' },
    { template: 'se (?:toca|toco) delante de mi' },
    { template: 'me (?:hace|hizo) tocar\\w* ~2~{PRIVATE}' },
    { template: '(?:hace|hacia) (?:me|nos) desnud\\w*' },
    { template: '{ADULT} ~6~fuera con el a su casa' },
    { template: '{ADULT} ~3~quiere que duerma con el' },
    { template: 'le gusto y tengo 1[0-3]' },
    { template: 'si me acuesto con el' },
    { template: 'masajes ~4~incomod\\w*' },
    { template: 'internet ~4~tiene (?:1[89]|[2-6][0-9])' },
    // Sextortion: 'me amenaza con publicar mis fotos'.
    { template: '(?:amenaz|chantaje)\\w* con (?:publicar|subir) ~1~(?:fotos|videos)' },
    // An adult and sex, secrets, deleted chats, the shower.
    { template: '{ADULT} ~8~tengamos (?:relaciones|sexo)' },
    { template: '(?:{ADULT}|profe) ~12~borr\\w* ~1~(?:chat|mensajes)' },
    { template: '{ADULT} ~12~nuestro secreto' },
    { template: '{ADULT} ~6~(?:ducha|bano) ~4~(?:banando|duchando)' },
    { template: '{ADULT} ~3~me (?:mira|ve|espia|graba) ~2~me (?:bano|ducho|cambio)' },
    { template: '{ADULT} ~6~(?:me|le) (?:pide|pidio) fotos' },
    { template: '{ADULT} ~8~{MEET}' },
    { template: 'porno ~8~{ADULT}' },
    { template: '{ADULT} ~3~me (?:acosa|ofrece dinero)' },
    { template: 'madura para mi edad' },
    { template: '{ADULT} ~3~me (?:hace|hizo) cosas' },
    // Secrecy asked by an adult: 'no le cuentes a nadie', 'que no se lo diga a nadie'.
    {
      template:
        '(?:{ADULT}|profe) ~12~no (?:le |se lo |lo )?(?:diga|cuente|contara)(?! ~8~sorpresa)',
    },
    { template: 'juego secreto' },
    { template: 'mano (?:por debajo de la|debajo de la|en el) (?:ropa|falda|pantalon)' },
    { template: 'tiene [2-6][0-9] y yo 1[0-5]' },
    { template: 'me quit\\w* la (?:ropa|camiseta) ~4~(?:camara|videollamada)' },
  ],
  abuse: [
    {
      template: '(?:mis?|sus?) {FAMILY}s? ~5~(?:me|le|lo|nos) (?:va a )?{HIT}\\b(?! {NOT_A_BLOW})',
    },
    { template: '(?:me|lo) {HIT} en (?:mi |su )?casa' },
    { template: 'me ~1~{HIT} con la {INSTRUMENT}' },
    // Any verb with a belt or a slipper after a family adult: 'mi vieja me faja con la chancla'.
    { template: '{FAMILY} ~3~me (?!ayud)\\w+ con (?:la|el) {INSTRUMENT}' },
    // Locked in without food as a punishment.
    // A weapon in a parent's threat: 'mi papá nos amenaza con un cuchillo'.
    { template: '{FAMILY} ~3~(?:me|nos) amenaza con ~1~{WEAPON}' },
    { template: 'me (?:encierran|tiene encerrad\\w*) ~6~sin comer' },
    { template: '(?:me|nos) dan ~1~palizas? en mi casa' },
    { template: '{CL} dan cachetadas ~4~en (?:mi )?casa' },
    { template: '{FAMILY} llega borracho' },
    { template: 'me {HIT} mi {FAMILY}' },
    { template: '(?:en mi|a) casa ~3~(?:me|nos) {HIT}' },
    // Injuries and what caused them: '... moretones porque mi papá se enoja'.
    { template: '(?:moretones|marcas) ~6~(?:porque|por) ~2~{FAMILY}' },
    // Hiding injuries, or told to lie about them.
    { template: 'se me (?:ven|not\\w+) ~1~(?:golpes|moretones|marcas)' },
    { template: '(?:dijera|diga) que me cai' },
    { template: '{FAMILY} ~2~(?:me|le) (?:rompio|quebro) (?:el|la) \\w+' },
  ],
  neglect: [
    {
      template:
        '(?:no|nunca) (?:hay|tengo|tenemos) (?:\\w+ ni |nada (?:que )?|ni |que )?(?:pa |para |de )?(?:comida|comer|morfar)(?! (?:en el comedor|~8~(?:restaurante|comprar)))',
      weak: true,
    },
    // Hunger as a way of life: 'paso hambre', 'me acuesto con hambre', 'no desayuno ni ceno'.
    { template: '(?:paso|pasamos) (?:frio y )?hambre' },
    { template: 'se gasta ~3~en (?:bebida|alcohol)' },
    { template: '(?:nadie se ocupa|pasan) de mi' },
    { template: 'no estan nunca ~8~(?:comida|hermanos)' },
    { template: '(?:me acuesto|me voy a la cama|me voy a dormir) (?:con hambre|sin cenar)' },
    { template: 'no se donde (?:esta|estan) mis? {FAMILY}s?' },
    { template: '{FAMILY} ~4~no (?:me|nos) cuida' },
    { template: 'no (?:me|nos) compran comida' },
    { template: 'hambre ~6~no alcanza' },
    { template: 'no desayuno ni (?:ceno|como)' },
    { template: 'zapatos rotos ~6~hambre' },
    // A child looking after children, a parent who left and never came back.
    { template: 'cuido (?:yo solo )?a mis ~1~hermanos ~6~(?:no vuelve|todas las noches)' },
    { template: '{FAMILY} ~6~nunca volvio' },
    { template: 'se fueron hace ~1~{LONG} ~3~no vuelto' },
    { template: '(?:como|comemos) una vez al dia' },
    { template: 'me quedo sol\\w* todas las noches' },
    { template: '{LONG} ~2~no veo a mis {FAMILY}s?' },
    { template: 'no (?:comido|comemos) ~1~(?:en|desde)' },
    { template: '{LONG} que estoy sol\\w*' },
    { template: '{LONG} ~4~nos deja\\w* sol\\w*' },
    { template: 'hace ~2~dias que no como' },
    { template: 'llevo ~1~dias sin (?:comer|jamar)' },
    { template: 'no (?:le|nos|me) da\\w* (?:de )?(?:comer|comida)' },
    { template: '{LONG} ~2~no hay nadie en (?:mi )?casa' },
    { template: 'se va toda la noche' },
    { template: 'nadie viene a me buscar' },
    { template: 'nadie me (?:da|hace) (?:de comer|la comida|la cena|de desayunar)' },
    { template: '(?:me|nos) deja\\w* encerrad\\w*' },
    { template: 'no hay otra cosa' },
    // Left alone for days: 'se van días y me dejan solo', 'llevo toda la semana solo'.
    { template: 'se (?:van|fueron) ~3~{LONG} ~4~me dej\\w*' },
    { template: 'llevo ~3~{LONG} sol\\w*' },
    // No light or water at home, the floor for a bed, the same clothes for days.
    { template: 'no (?:tengo|tenemos|hay) (?:luz|agua) ni' },
    { template: 'duermo en el suelo' },
    { template: '(?:misma ropa|ropa sucia) ~4~{LONG}' },
    { template: 'nadie (?:me|nos) (?:hace caso|cuida)' },
    { template: '{FAMILY} ~3~esta ~2~(?:borrach|drogad)\\w*' },
    { template: 'se olvida\\w* de nosotros' },
    { template: 'no (?:voy|puedo ir) ~2~{SCHOOL} ~3~(?:cuidar|trabajar)' },
    { template: 'me (?:echo|echaron) de ~1~casa' },
    { template: '(?:vivimos|durmiendo) en la calle(?! \\w+ numero)' },
    { template: 'lleva ~1~{LONG} sin volver' },
    { template: '(?:bebe|beben) todo el dia' },
    { template: 'me encierran ~6~todo el dia' },
    // A child under 13 alone: 'mi vecino de 8 años siempre está solo'.
    { template: '(?:[1-9]|1[0-2]) anos ~4~sol\\w*' },
    { template: 'solo varios dias' },
    {
      template:
        '(?<!no )(?:me|nos) (?:deja|dejan|dejaron|dejo) ~3~sol(?:o|a|os|ito) ~10~{LONG}(?! en casa de)',
    },
    { template: '(?:vivo|estoy) sol\\w* ~6~desde hace ~1~{LONG}' },
    { template: 'no ~4~dar de comer' },
    { template: '{FAMILY} no (?:vuelve|viene|aparece) ~3~(?:desde|hace)' },
    { template: 'vivo sol\\w* ~8~se fueron' },
    { template: 'en (?:mi )?casa no hay nada(?! (?:que hacer|de)\\b)' },
    { template: 'trabajar ~4~no (?:voy|puedo ir) ~2~{SCHOOL}' },
    { template: 'me (?:deja|dejo) ~6~sin (?:nada de )?(?:comer|comida)' },
    {
      template:
        '(?:no|nadie) me (?:quiere )?(?:llevan|lleva|llevado|llevar) al (?:doctor|medico|hospital|dentista)',
    },
  ],
  bullying: [
    // Someone hurts me (family first: abuse ranks above): 'me pegan', 'me patearon'.
    // Music 'pega' without a blow: 'el reguetón me pega mucho'.
    {
      template: '(?<!regueton )me (?:quieren )?{BEAT}(?! {NOT_A_BLOW})',
      weak: true,
    },
    { template: '(?:le|la) {BEAT}(?! {NOT_A_BLOW})', weak: true },
    { template: 'me (?:van a )?(?:da\\w*|dieron) ~1~{BLOWS}', weak: true },
    // Threats: 'dicen que me van a pegar', 'me amenazó con una navaja'.
    {
      template:
        '(?:dijeron|dicen|dijo|dice|diciendo|escribieron) ~8~me (?:va|van) a (?:matar|pegar|apunalar|picar|rajar)',
      weak: true,
    },
    { template: 'amenaz\\w* ~3~con ~1~(?:me matar|{WEAPON})' },
    { template: 'de un (?:puno|punetazo)' },
    { template: 'si hablo ~3~me matan', weak: true },
    // Beaten by several: 'a mi amigo lo golpean entre cuatro'.
    { template: 'lo {BEAT} entre', weak: true },
    { template: 'a golpes', weak: true },
  ],
};

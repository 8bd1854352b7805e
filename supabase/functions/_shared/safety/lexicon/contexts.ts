/**
 * Part of the safety lexicon (../safety-lexicon.ts gathers the parts): the contexts that silence a
 * match, homework, stories and games for a weak rule, and everyday idioms for the learned layer.
 */

/**
 * Contexts that make a weak rule's match homework, a story or hyperbole rather than a disclosure:
 * 'en el cuento, la niña no tiene qué comer', '¿por qué el Quijote dice que se quiere morir?'.
 */
export const ACADEMIC: readonly string[] = [
  '(?:el|un) cuento',
  'poema',
  // 'por qué', not 'porque'.
  'por\\sque',
  'si repruebo',
  'significa',
  'personaje',
  'cancion',
  'letra',
  'comentar\\w*',
  'novela',
  'jaja\\w*',
  'xd',
  'autor',
  'pelicula',
  'tutoria',
  'que tema',
  // Games and sport: 'en Fortnite me dieron una paliza', 'en karate me pegaron'.
  'fortnite',
  'fifa',
  'roblox',
  'free fire',
  'al futbol',
  'karate',
  'boxeo',
  '(?:en el|del) juego',
  'analiz\\w*',
];

/**
 * Everyday idioms with a risk word that are no disclosure: they silence the learned layer (a rule
 * that reads a disclosure elsewhere in the message still fires).
 */
export const FIGURATIVE: readonly string[] = [
  'me corto (?:las unas|el pelo|los pelos|las puntas|el flequillo)',
  '(?:regueton|reggaeton|cancion|musica|ritmo|estilo|sol|calor) me pega',
  'me pega el (?:sol|calor|aire)',
  'acabar con mi vida de (?!una\\b)\\w+',
  'morir de (?:la |lo )?(?:emocion|alegria|felicidad|gusto|ganas|risa)',
];

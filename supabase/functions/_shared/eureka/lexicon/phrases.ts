/**
 * Part of the eureka lexicon (../eureka-lexicon.ts gathers the parts). Statements of understanding:
 * the phrases the product names, the other ways students say they understood, the phrases that must
 * end their clause, and the words allowed between a phrase's words.
 */

/**
 * The ten phrases the product names (docs/eureka.md): a message where the rule reads one of them
 * (not asked, negated, hypothetical, taken back or sarcastic) shows understanding, whatever the
 * learned layer says.
 */
export const PRODUCT_PHRASES = [
  'ah',
  'ya entendí',
  'ahora entiendo',
  'gracias, ahora entiendo',
  'me quedó claro',
  'tiene sentido',
  'claro',
  'eureka',
  'perfecto, entendí',
  'genial, ya',
] as const;

/** Statements of understanding, matched as whole words with fillers allowed in between. */
export const EUREKA_PHRASES = [
  ...PRODUCT_PHRASES,
  // Regional forms of the same statement (evals set spec-phrases-and-look-alikes)
  'ya caché',
  'ya capté',
  'ya pillo',
  'ya pillé',
  'ya agarré la onda',
  'ya veo',
  // Understanding said in other words (evals set own-words)
  'entendido',
  'comprendí',
  'ya comprendo',
  'lo comprendo',
  'ya entiendo',
  'lo entiendo',
  'lo entendí',
  'le entendí',
  'por fin entiendo',
  'lo capto',
  'ya cacho',
  'ahora cacho',
  'lo pillo',
  'me cayó el veinte',
  'me cayó el 20',
  'se me prendió el foco',
  'se me prendió la bombilla',
  'me hizo click',
  'me hizo clic',
  'cobra sentido',
  'me cuadra',
  'le agarré el truco',
  'le agarré la maña',
  'clarísimo',
  'ahora lo veo',
  'ya lo vi',
  'me di cuenta',
  'me doy cuenta',
  // Other regions, registers and typos (evals set other-voices)
  'entendí',
  'ntendí',
  'capté',
  'comprendido',
  'ahora comprendo',
  'entiendo ahora',
  'ahora caigo',
  'ya caigo',
  'ahí la cacé',
  'me cayó la ficha',
  'se me encendió la bombilla',
  'le cogí el tranquillo',
  'le agarré la vuelta',
  'le hallé el modo',
  'clarito',
  'lo he pillado',
  'i get it',
  // Solved alone, or found the mistake
  'ya lo tengo',
  'lo logré',
  'ya me salió',
  'me salió bien',
  'ahora me salió',
  'ahora me da',
  'ya pude',
  'ya domino',
  'ya quedó',
  'ya lo resolví',
  'ya resolví',
  'lo he resuelto',
  'me ha salido',
  'me salió a la primera',
  'pude hacerlo',
  'ahora me sale',
  'me cuadran',
  'vi mi error',
  'con razón',
  'ya sé cómo',
  'ya sé por qué',
  'ya sé hacer',
  'la clave era',
  'el truco era',
  'el truco es',
] as const;

/** Phrases that count only when nothing follows them in their clause ('¡ahí está!' but not 'ahí está el problema'). */
export const CLAUSE_FINAL_PHRASES = ['ahí está', 'lo tengo'] as const;

/** Words that may sit between the words of a phrase: 'me quedó MUY claro', 'ya LO entendí'. */
export const FILLERS = [
  'muy',
  'mucho',
  'todo',
  'más',
  'super',
  're',
  'bastante',
  'bien',
  'sí',
  'lo',
  'le',
] as const;

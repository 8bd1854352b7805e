/**
 * Part of the eureka lexicon (../eureka-lexicon.ts gathers the parts). Phrases that read as
 * understanding but are about something else: a colour ('azul claro'), or school life rather than
 * the lesson.
 */

/** 'azul claro' is a colour. */
export const COLOURS = [
  'azul',
  'verde',
  'rojo',
  'gris',
  'amarillo',
  'rosa',
  'café',
  'marrón',
  'morado',
  'naranja',
  'color',
  'tono',
] as const;

/**
 * What the student understood is school life, not the lesson, when one of these follows the phrase
 * in its clause: 'ya entendí que el lunes no hay clase', 'ya caché la contraseña del wifi'. Words a
 * lesson also uses ('clase', 'examen', 'mañana') are left out: 'ya entendí lo que vimos en clase'.
 */
export const OFF_TOPIC = [
  'vacaciones',
  'feriado',
  'huelga',
  'plataforma',
  'app',
  'wifi',
  'botón',
  'cargador',
  'chiste',
  'broma',
  'juego',
  'fiesta',
  'manía',
  'lunes',
  'martes',
  'jueves',
  'viernes',
] as const;

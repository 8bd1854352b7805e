/**
 * Safety screening of the student's message (issue 9, item 6). Two categories get the fixed caring
 * reply instead of tutoring, plus an admin-only alert: self-harm, and abuse suffered by the student.
 * Sources: the OpenAI moderation endpoint when a key exists, and this short Spanish phrase list
 * (always, since moderation has no category for a student disclosing abuse). Pure.
 */

export type SafetyCategory = 'self_harm' | 'abuse' | 'sexual_minors' | 'bullying' | 'neglect';
export type SafetySource = 'moderation' | 'phrase_list' | 'judge';

export interface SafetyFlag {
  category: SafetyCategory;
  source: SafetySource;
}

/** The reply's model name in the response and in message_metrics.model_used (no model wrote it). */
export const SAFETY_MODEL = 'tutor-safety-reply';

/** public.safety_alerts.excerpt holds at most this many characters of the student's message. */
export const SAFETY_EXCERPT_MAX_CHARS = 1000;

/** The fixed caring reply (overridable by TUTOR_SAFETY_REPLY). Points to help; no tutoring. */
export const SAFETY_REPLY = `Gracias por contármelo. Lo que sientes y lo que te pasa es importante, y no tienes que enfrentarlo solo. 💙

Yo soy un tutor de tareas y no puedo ayudarte con esto como mereces, pero hay personas que sí pueden:

- **Habla hoy con un adulto de confianza**: alguien de tu familia, un profesor o el orientador de tu escuela.
- **Si estás en peligro o piensas en hacerte daño**, llama ahora al número de emergencias de tu país (por ejemplo, 911 en México y gran parte de América, 112 en España) o a una línea de ayuda para jóvenes.

Pedir ayuda es un acto de valentía. Cuando quieras, aquí estaré para seguir con tus tareas.`;

/**
 * OpenAI moderation categories (omni-moderation) that get the caring reply. Other flags
 * (violence in a history essay, harassment, ...) are left to the Socratic tutor.
 */
export const MODERATION_CATEGORIES: Readonly<Record<string, SafetyCategory>> = {
  'self-harm': 'self_harm',
  'self-harm/intent': 'self_harm',
  'self-harm/instructions': 'self_harm',
  'sexual/minors': 'abuse',
};

/** Lower case, no accents, punctuation as single spaces: '¡Me quiero MORIR!' -> 'me quiero morir'. */
export function foldForSafety(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

/**
 * First-person phrases only, so homework about a topic ('el suicidio de Romeo y Julieta') and
 * everyday hyperbole ('me quiero morir de risa', 'mi mamá me va a matar', 'se me pega la
 * canción') are not flagged. Matched on folded text (no accents, no punctuation).
 */
export const SAFETY_PHRASES: ReadonlyArray<{ category: SafetyCategory; pattern: RegExp }> = [
  {
    category: 'self_harm',
    pattern:
      /\b(me quiero morir|quiero morirme|me quisiera morir|quisiera morirme|quiero estar muert[oa]|ojala me muriera|quisiera estar muert[oa])\b(?! de (la )?(risa|verguenza|pena|hambre|sueno|aburrimiento|amor|ganas|calor|frio|envidia|nervios|los nervios|ternura|cansancio|emocion)\b)/,
  },
  {
    category: 'self_harm',
    pattern:
      /\b(suicidarme|me quiero suicidar|me voy a suicidar|me suicido|me suicidare|pensamientos suicidas|pienso en el suicidio)\b/,
  },
  {
    category: 'self_harm',
    pattern:
      /\b(quiero matarme|me quiero matar|pienso en matarme|quitarme la vida|acabar con mi vida|terminar con mi vida)\b/,
  },
  {
    category: 'self_harm',
    pattern:
      /\b(no quiero (seguir )?vivir|no quiero seguir viviendo|no vale la pena vivir|estaria mejor muert[oa]|todos estarian mejor sin mi)\b/,
  },
  {
    category: 'self_harm',
    pattern:
      /\b(me autolesiono|autolesionarme|me hago dano a proposito|hacerme dano a mi mism[oa]|me corto (los brazos|las munecas|las venas|las piernas)|cortarme (los brazos|las munecas|las venas|las piernas))\b/,
  },
  {
    category: 'abuse',
    pattern:
      /\b(abusa de mi|abusan de mi|abuso de mi|abusaron de mi|abusaba de mi|me violo|me violaron|me viola|me violan)\b/,
  },
  {
    category: 'abuse',
    pattern:
      /(?<!\bse )\bme (pega|pegan|golpea|golpean|maltrata|maltratan|manosea|manosean)\b(?! (la|el|los|las|una|un) (cancion|pegamento|gripa|gripe|resfriado))/,
  },
  {
    category: 'abuse',
    pattern:
      /\b(me toca(n)? (mis partes|donde no|sin mi permiso|y no quiero)|me obliga(n)? a (tocar|tocarle|desnudarme|tener relaciones))\b/,
  },
];

/** The phrase list's verdict for a message, or null. */
export function screenPhrases(text: string): SafetyCategory | null {
  const folded = foldForSafety(text);
  if (!folded) return null;
  for (const { category, pattern } of SAFETY_PHRASES) {
    if (pattern.test(folded)) return category;
  }
  return null;
}

/** A moderation result's categories mapped to ours (self-harm first), or null. */
export function categoryFromModeration(
  result: { flagged?: boolean; categories?: Record<string, boolean | null | undefined> } | null,
): SafetyCategory | null {
  if (!result?.categories) return null;
  let found: SafetyCategory | null = null;
  for (const [name, on] of Object.entries(result.categories)) {
    const category = MODERATION_CATEGORIES[name];
    if (on === true && category) {
      if (category === 'self_harm') return category;
      found = category;
    }
  }
  return found;
}

/** The excerpt stored in safety_alerts. */
export function safetyExcerpt(text: string): string {
  return text.slice(0, SAFETY_EXCERPT_MAX_CHARS);
}

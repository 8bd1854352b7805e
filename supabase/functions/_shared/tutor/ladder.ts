/**
 * The hint ladder and attempt first (issue 23). Each tutor reply of a task carries a hint level,
 * stored by the server in the reply's metadata (hint_level):
 *   1 an orienting question, 2 the concept or rule, 3 the next step, 4 a worked example with
 *   different numbers.
 * A new task starts at 1 (and the tutor first asks for the student's attempt); the level rises by
 * one only when the student's new message is an attempt (working, a value, a step they took), never
 * because they insist ('dame la respuesta', 'otra pista'). Pure: the turn (tutor/ladder.ts) reads the
 * previous level from the history and puts the instruction into the system prompt.
 */

import { MAX_HINT_LEVEL } from './limits.ts';

export { MAX_HINT_LEVEL };
export type HintLevel = 1 | 2 | 3 | 4;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Working written out: a number or unknown next to an operator or '=' ('2x = 8', '11 - 3', 'x=4'). */
const WORKING =
  /(?:\d[a-z]?|\b[a-z]\b|\))\s*(?:=|\+|-|\*|×|·|\/|÷|\^)\s*(?:\d|\b[a-z]\b|\(|-\s*\d)/;
/** A value the student states: 'me da 4', 'creo que es 8', 'sería x = 3', 'obtuve 12'. */
const STATED_VALUE =
  /\b(?:me (?:da|dio|sale|salio|queda|quedo)|creo que (?:es|da|son|seria|sale)|seria|resulta|obtuve|obtengo|llegue a|calcule)\b[^.?!]{0,20}?(?:-?\d|\bx\s*=|\b(?:cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b)/;
/** A step the student took or proposes: 'resté 3', 'primero divido', 'hay que despejar'. */
const STEP =
  /\b(?:reste|sume|dividi|multiplique|despeje|pase|simplifique|factorice|aplique|use|probe|intente|calcule|hice|puse|sustitui|iguale|converti|restamos|sumamos|dividimos|multiplicamos|despejamos|restaria|sumaria|dividiria|multiplicaria|despejaria|pasaria|resto|sumo|divido|multiplico|despejo|paso|simplifico|factorizo|aplico|uso|pruebo|sustituyo|igualo|convierto)\b|\b(?:hay que|habria que|tengo que|tendria que|deberia|podria|se puede|primero|despues|luego)\s+(?:\w+\s+){0,2}(?:restar|sumar|dividir|multiplicar|despejar|pasar|simplificar|factorizar|aplicar|usar|sustituir|igualar|convertir|resto|sumo|divido|multiplico|despejo|paso)\b/;
/** Asking for more without trying: never raises the level. */
const INSISTENCE =
  /\b(?:dame|dime|damelo|dimelo|pasame|solo (?:la|el) (?:respuesta|resultado)|otra pista|mas pistas?|no se|no entiendo|ni idea|ayuda(?:me)?|resuelvelo|hazlo tu|cual es (?:la respuesta|el resultado))\b/;

const squeeze = (text: string): string => text.replace(/\s+/g, '');

/**
 * Whether a student message is an attempt: working, a stated value or a step taken or proposed.
 * Working copied from the task's statement (`task`: the task's first message; the message itself
 * when it states the task) is not an attempt. Deterministic; a message that only asks or insists
 * is not one.
 */
export function isAttempt(text: string, task = ''): boolean {
  const t = fold(text);
  if (STATED_VALUE.test(t) || STEP.test(t)) return true;
  const statement = squeeze(fold(task));
  const global = new RegExp(WORKING.source, 'g');
  for (const m of t.matchAll(global)) {
    if (!statement.includes(squeeze(m[0]))) return true;
  }
  return false;
}

/** Whether a message only asks for more ('dame la respuesta', 'otra pista'): kept for the docs and tests. */
export function isInsistence(text: string): boolean {
  return INSISTENCE.test(fold(text)) && !isAttempt(text);
}

/**
 * The level of the next reply: 1 on a new task (no earlier level), else one more than the previous
 * after an attempt, else the same (insisting does not climb the ladder). Never above 4.
 */
export function nextHintLevel(previous: number | null, attempted: boolean): HintLevel {
  if (previous === null || !Number.isInteger(previous) || previous < 1) return 1;
  const level = Math.min(MAX_HINT_LEVEL, attempted ? previous + 1 : previous);
  return level as HintLevel;
}

const LEVEL_RULES: Record<HintLevel, string> = {
  1: 'Nivel 1 (pregunta orientadora): haz una sola pregunta que le ayude a ver por dónde empezar. No expliques la regla todavía.',
  2: 'Nivel 2 (concepto o regla): explica brevemente el concepto o la regla que se aplica, sin aplicarla a sus números.',
  3: 'Nivel 3 (siguiente paso): indica cuál es el siguiente paso concreto y pídele que lo haga él.',
  4: 'Nivel 4 (ejemplo resuelto): resuelve paso a paso un ejemplo parecido con números distintos y pídele que aplique lo mismo a su ejercicio.',
};

/**
 * The ladder's instruction for the system prompt: the level's kind of hint, attempt first on a new
 * task, a right step confirmed plainly, a mistake diagnosed before the next hint.
 */
export function ladderInstruction(level: HintLevel, attempted: boolean): string {
  const lines = [
    `Escalera de pistas: esta respuesta es la pista ${level} de ${MAX_HINT_LEVEL}. ${LEVEL_RULES[level]}`,
    'Si el estudiante escribió un paso o un resultado correcto, confírmalo con claridad ("Sí, es correcto") antes de seguir: no lo pongas en duda.',
    'Si cometió un error, di en qué paso está y qué idea lo causó antes de dar la siguiente pista.',
  ];
  if (level === 1 && !attempted) {
    lines.push(
      'Es una tarea nueva y el estudiante aún no ha intentado nada: antes de cualquier pista, pídele que te cuente su intento o su primera idea.',
    );
  }
  return lines.join('\n');
}

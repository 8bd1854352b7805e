import type { ChallengeReason } from '@shared/challenge/challenge-check';
import { CHALLENGE_MAX_TRIES } from '@shared/tutor/limits';

/** Every Spanish text of "Reto sin ayuda". */
export const challengeTexts = {
  start: 'Ponme a prueba',
  startHint: 'Un ejercicio parecido, sin pistas, para ver si ya lo dominas.',
  eurekaOffer: '¿Lo comprobamos? Te propongo un reto parecido, sin ayuda.',
  starting: 'Preparando el reto...',
  heading: 'Reto sin ayuda',
  answerLabel: 'Tu respuesta al reto',
  answerPlaceholder: 'Solo el resultado, ej.: x = 4',
  check: 'Comprobar',
  checking: 'Comprobando...',
  triesLeft: (n: number) =>
    n === 1 ? 'Te queda 1 intento.' : `Tienes ${n} intentos. El tutor no dará pistas.`,
  giveUp: 'Dejar el reto',
  giveUpConfirm: '¿Dejar el reto? Contará como no resuelto y podrás seguir hablando con el tutor.',
  solved: '¡Lo resolviste sin ayuda!',
  solvedText: 'Eso demuestra que ya lo sabes hacer tú solo. ¡Buen trabajo!',
  notSolved: 'Esta vez no salió',
  notSolvedText: 'No pasa nada: pide al tutor que repaséis juntos dónde estuvo el fallo.',
  gaveUp: 'Dejaste el reto. Puedes seguir con el tutor cuando quieras.',
  wrongOnce: 'Todavía no es correcto.',
  close: 'Seguir con el tutor',
  trailLabel: 'Tus respuestas al reto',
  yourAnswer: (n: number) => `Tu respuesta ${n}`,
  answerRight: 'Correcta',
  answerWrong: 'No era correcta',
  emptyAnswer: 'Escribe tu respuesta antes de comprobarla.',
  failed: 'No se pudo completar el reto. Intenta de nuevo.',
  giveUpFailed: 'No se pudo dejar el reto. Intenta de nuevo.',
  maxTries: CHALLENGE_MAX_TRIES,
} as const;

/** What went wrong with an answer, said to the student (the check's reasons). */
export const REASON_TEXTS: Record<ChallengeReason, string> = {
  correct: '¡Correcto!',
  empty: 'No escribiste ninguna respuesta.',
  'no-answer': 'No encuentro un resultado en tu respuesta: escribe el valor final.',
  sign: 'Revisa el signo: el valor es correcto, pero el signo no.',
  unit: 'Revisa las unidades: el número es correcto, pero la unidad no.',
  incomplete: 'Falta una parte: la respuesta tiene más de un valor.',
  hedged: 'Da una sola respuesta: escribiste más de una opción.',
  unfinished: 'Casi: termina la operación y da el resultado final.',
  wrong: 'Ese resultado no es el correcto.',
};

/**
 * A finished challenge's result as the student reads it (the panel, the thread and the screen
 * reader's announcement say the same): its title, what went wrong with the last answer (the
 * check's reason; '' when solved or given up) and what it means.
 */
export function challengeResult(c: {
  correct: boolean | null;
  gave_up: boolean;
  last_reason: ChallengeReason | null;
}): { solved: boolean; title: string; why: string; text: string } {
  if (c.correct === true) {
    return { solved: true, title: challengeTexts.solved, why: '', text: challengeTexts.solvedText };
  }
  if (c.gave_up) return { solved: false, title: challengeTexts.gaveUp, why: '', text: '' };
  return {
    solved: false,
    title: challengeTexts.notSolved,
    why: c.last_reason ? REASON_TEXTS[c.last_reason] : '',
    text: challengeTexts.notSolvedText,
  };
}

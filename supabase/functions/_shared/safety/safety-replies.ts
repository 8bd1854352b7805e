/**
 * The caring replies a flagged message gets instead of tutoring (issue 19): one per category, short,
 * warm and in Spanish, each pointing to a trusted adult and to emergency numbers, with the advice
 * that fits (for grooming: no photos, no meeting, no secrets). No tutoring. TUTOR_SAFETY_REPLY, when
 * set, replaces all five (tutor/config.ts).
 */
import type { SafetyCategory } from './safety-lexicon.ts';

const TUTOR_CANNOT =
  'Yo soy un tutor de tareas y no puedo ayudarte con esto como mereces, pero hay personas que sí pueden:';
const EMERGENCY =
  'llama ahora al número de emergencias de tu país (por ejemplo, 911 en México y gran parte de América, 112 en España) o a una línea de ayuda para niños y jóvenes.';
const CLOSING =
  'Pedir ayuda es un acto de valentía. Cuando quieras, aquí estaré para seguir con tus tareas.';

/** The reply to self-harm (and the text before issue 19 for every flag). */
export const SAFETY_REPLY = `Gracias por contármelo. Lo que sientes y lo que te pasa es importante, y no tienes que enfrentarlo solo. 💙

${TUTOR_CANNOT}

- **Habla hoy con un adulto de confianza**: alguien de tu familia, un profesor o el orientador de tu escuela.
- **Si estás en peligro o piensas en hacerte daño**, llama ahora al número de emergencias de tu país (por ejemplo, 911 en México y gran parte de América, 112 en España) o a una línea de ayuda para jóvenes.

${CLOSING}`;

export const SAFETY_REPLIES: Readonly<Record<SafetyCategory, string>> = {
  self_harm: SAFETY_REPLY,
  abuse: `Gracias por contármelo. Nadie tiene derecho a hacerte daño, y lo que pasa no es tu culpa. 💙

${TUTOR_CANNOT}

- **Cuéntaselo hoy a un adulto de confianza**: un profesor, el orientador de tu escuela o un familiar que te cuide.
- **Si estás en peligro ahora**, ${EMERGENCY}

${CLOSING}`,
  sexual_minors: `Gracias por contármelo. Lo que te pasa no es tu culpa: ningún adulto debe tocarte, pedirte fotos ni pedirte que guardes secretos. 💙

${TUTOR_CANNOT}

- **No envíes fotos ni aceptes verte con esa persona**, y no tienes que guardarle ningún secreto. Guarda los mensajes para enseñarlos.
- **Cuéntaselo hoy a un adulto de confianza**: alguien de tu familia, un profesor o el orientador de tu escuela.
- **Si estás en peligro ahora**, ${EMERGENCY}

${CLOSING}`,
  bullying: `Gracias por contármelo. Nadie merece que le peguen ni que le amenacen, y no es tu culpa. 💙

${TUTOR_CANNOT}

- **Cuéntaselo hoy a un adulto de confianza**: tu familia, un profesor o el orientador de tu escuela.
- **Si te amenazan por internet**, no respondas, guarda las capturas y enséñaselas.
- **Si estás en peligro ahora**, ${EMERGENCY}

${CLOSING}`,
  neglect: `Gracias por contármelo. Mereces comer bien, estar acompañado y que te cuiden cuando estás enfermo. 💙

${TUTOR_CANNOT}

- **Cuéntaselo hoy a un adulto de confianza**: un profesor, el orientador de tu escuela o un familiar; en la escuela pueden ayudarte.
- **Si estás solo, sin comida o en peligro**, ${EMERGENCY}

${CLOSING}`,
};

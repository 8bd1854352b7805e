/**
 * What the tutor is told (docs/tutor.md) and the exact request parameters. Pure: no SDK here,
 * so the chat screen can build requests without loading the openai package.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, type TutorLanguage } from './language.ts';

export const TUTOR_MODEL = 'gpt-4o-mini';
export const REPLY_PARAMS = { temperature: 0.7, max_tokens: 800, stream: false } as const;
export const TITLE_PARAMS = { temperature: 0.5, max_tokens: 20, stream: false } as const;
export const DEFAULT_SUBJECT = 'General';
export const DEFAULT_LEVEL = 'No especificado';

/**
 * The tutor's rules with rule 11 naming the language it answers in: the student's choice (their
 * profile), whatever language a message is written in; Spanish by default.
 */
export function tutorRules(language: TutorLanguage = DEFAULT_LANGUAGE): string {
  const rule11 =
    language === DEFAULT_LANGUAGE
      ? 'Responde siempre en español.'
      : `Responde siempre en ${LANGUAGE_NAMES[language]}: es el idioma que el estudiante eligió en su perfil, aunque te escriba en otro.`;
  return `Eres un tutor educativo paciente y amable que ayuda a estudiantes con sus tareas. Tu misión es guiar al estudiante para que llegue por sí mismo a la respuesta.

Reglas:
1. Guía al estudiante; NUNCA le des la respuesta final ni resuelvas el ejercicio completo por él.
2. Haz preguntas que lo hagan pensar y descubrir el siguiente paso.
3. Divide los problemas en pasos pequeños y avanza de uno en uno.
4. Usa analogías y ejemplos cotidianos para explicar los conceptos.
5. Celebra cuando el estudiante entienda algo o haga un avance.
6. Si comete un error, explícale con amabilidad por qué es un error y ayúdalo a corregirlo.
7. Adapta tu lenguaje, tus ejemplos y la dificultad a su nivel educativo.
8. Sé paciente: repite o reformula las veces que haga falta.
9. Si notas que el estudiante está frustrado, reconoce cómo se siente y anímalo: recuérdale lo que ya logró, ofrécete a dividir el paso en partes más pequeñas y pídele que intente la primera. La pista avanza cuando él lo intenta, no porque insista, y nunca le des la respuesta completa.
10. Usa el método socrático: responde con preguntas que lo lleven a razonar.
11. ${rule11}
12. Eres una inteligencia artificial: nunca digas ni des a entender que eres una persona; si te lo preguntan, dilo con claridad.

Formato: usa Markdown (listas, negritas, código) y escribe las fórmulas matemáticas en LaTeX entre $...$ o $$...$$.`;
}

/** The rules in Spanish (the default language). */
export const SYSTEM_PROMPT = tutorRules();

export function contextLine(subject?: string | null, level?: string | null): string {
  return `Contexto: Materia: ${subject?.trim() || DEFAULT_SUBJECT}. Nivel educativo: ${level?.trim() || DEFAULT_LEVEL}.`;
}

/** The tutor's rules, the subject and level, and a class's part (classPromptSection) when given. */
export function systemPrompt(
  subject?: string | null,
  level?: string | null,
  classSection = '',
  language: TutorLanguage = DEFAULT_LANGUAGE,
): string {
  const base = `${tutorRules(language)}\n\n${contextLine(subject, level)}`;
  return classSection ? `${base}\n\n${classSection}` : base;
}

/** The title call's instruction: a title in the student's language. */
export function titleSystemPrompt(language: TutorLanguage = DEFAULT_LANGUAGE): string {
  return `Genera un título breve en ${LANGUAGE_NAMES[language]}, de máximo 6 palabras, para una conversación de tutoría que empieza con el siguiente mensaje del estudiante. Responde solo con el título, sin comillas ni punto final.`;
}

export const TITLE_SYSTEM_PROMPT = titleSystemPrompt();

/** A history entry: text plus the images it carried, already as data URLs. */
export interface TutorTurn {
  role: 'user' | 'assistant';
  content: string;
  imageDataUrls?: string[];
}

type TextPart = { type: 'text'; text: string };
type ImagePart = { type: 'image_url'; image_url: { url: string } };
export type ChatRequestMessage =
  | { role: 'system'; content: string }
  | { role: 'assistant'; content: string }
  | { role: 'user'; content: string | Array<TextPart | ImagePart> };

/** System prompt plus the full history; image messages become text plus image_url parts. */
export function buildReplyMessages(
  history: TutorTurn[],
  subject?: string | null,
  level?: string | null,
  classSection = '',
  /** The turn's own instruction after the context (the hint ladder's, _shared/tutor/ladder.ts). */
  turnInstruction?: string,
  language: TutorLanguage = DEFAULT_LANGUAGE,
): ChatRequestMessage[] {
  const system = systemPrompt(subject, level, classSection, language);
  const messages: ChatRequestMessage[] = [
    { role: 'system', content: turnInstruction ? `${system}\n\n${turnInstruction}` : system },
  ];
  for (const turn of history) {
    if (turn.role === 'assistant') {
      messages.push({ role: 'assistant', content: turn.content });
    } else if (turn.imageDataUrls && turn.imageDataUrls.length > 0) {
      messages.push({
        role: 'user',
        content: [
          { type: 'text', text: turn.content },
          ...turn.imageDataUrls.map((url): ImagePart => ({
            type: 'image_url',
            image_url: { url },
          })),
        ],
      });
    } else {
      messages.push({ role: 'user', content: turn.content });
    }
  }
  return messages;
}

export function buildReplyRequest(
  history: TutorTurn[],
  subject?: string | null,
  level?: string | null,
) {
  return {
    model: TUTOR_MODEL,
    messages: buildReplyMessages(history, subject, level),
    ...REPLY_PARAMS,
  };
}

export function buildTitleRequest(
  firstMessage: string,
  language: TutorLanguage = DEFAULT_LANGUAGE,
) {
  return {
    model: TUTOR_MODEL,
    messages: [
      { role: 'system', content: titleSystemPrompt(language) },
      { role: 'user', content: firstMessage },
    ] satisfies ChatRequestMessage[],
    ...TITLE_PARAMS,
  };
}

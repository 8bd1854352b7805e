/**
 * The fixed conversation titles and the stored text of an image-only message, apart from the
 * title rules (title.ts) so the chat can show them without loading those rules.
 */
import type { TutorLanguage } from './language.ts';

/** The title of a new conversation, and of one whose title call failed. */
export const DEFAULT_TITLE = 'Nueva conversación';
/** The title when the first message is only images. */
export const IMAGE_ONLY_TITLE = 'Análisis de imagen';
/** The stored text of a message that carries only images. */
export const IMAGE_ONLY_CONTENT = '📷 Imagen adjunta';
/** The title of a conversation whose first message was a safety case: says nothing about it. */
export const SAFETY_TITLE = 'Conversación';

/**
 * The fixed titles the tutor function makes, in the student's language (language.ts): a failed
 * title call's and an image-only first message's. The screens keep the Spanish ones above.
 */
export const TUTOR_TITLES: Readonly<
  Record<TutorLanguage, { untitled: string; imageOnly: string }>
> = {
  es: { untitled: DEFAULT_TITLE, imageOnly: IMAGE_ONLY_TITLE },
  en: { untitled: 'New conversation', imageOnly: 'Image analysis' },
  fr: { untitled: 'Nouvelle conversation', imageOnly: "Analyse d'image" },
  pt: { untitled: 'Nova conversa', imageOnly: 'Análise de imagem' },
};

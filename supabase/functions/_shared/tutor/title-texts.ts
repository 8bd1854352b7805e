/**
 * The fixed conversation titles and the stored text of an image-only message, apart from the
 * title rules (title.ts) so the chat can show them without loading those rules.
 */
/** The title of a new conversation, and of one whose title call failed. */
export const DEFAULT_TITLE = 'Nueva conversación';
/** The title when the first message is only images. */
export const IMAGE_ONLY_TITLE = 'Análisis de imagen';
/** The stored text of a message that carries only images. */
export const IMAGE_ONLY_CONTENT = '📷 Imagen adjunta';
/** The title of a conversation whose first message was a safety case: says nothing about it. */
export const SAFETY_TITLE = 'Conversación';

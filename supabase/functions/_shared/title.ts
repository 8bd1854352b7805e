/** SPEC.md section 4: the title of a new conversation, and of one whose title call failed. */
export const DEFAULT_TITLE = 'Nueva conversación';
/** SPEC.md section 4: the title when the first message is only images. */
export const IMAGE_ONLY_TITLE = 'Análisis de imagen';
/** SPEC.md section 4: the stored text of a message that carries only images. */
export const IMAGE_ONLY_CONTENT = '📷 Imagen adjunta';
export const MAX_TITLE_WORDS = 6;

/** Cleans a model-made title: no quotes, markup, 'Título:' prefix or trailing dots, at most 6 words, never empty. */
export function cleanTitle(raw: string | null | undefined): string {
  const text = (raw ?? '')
    .replace(/[\r\n]+/g, ' ')
    // Quotes and markup first: a quoted '"Título: …"' or '**Título:** …' still loses its prefix.
    .replace(/["'“”‘’«»*#`]/g, '')
    .replace(/^\s*(t[ií]tulo|title)\s*:\s*/i, '')
    .trim();
  const title = text.split(/\s+/).filter(Boolean).slice(0, MAX_TITLE_WORDS).join(' ');
  const trimmed = title.replace(/[.,;:\s]+$/, '').slice(0, 80);
  return trimmed || DEFAULT_TITLE;
}

/** Whether a stored user message has no text of its own (only images): its title is IMAGE_ONLY_TITLE. */
export function isImageOnly(content: string, imageCount: number): boolean {
  const text = content.trim();
  return imageCount > 0 && (text === '' || text === IMAGE_ONLY_CONTENT);
}

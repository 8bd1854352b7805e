import { chatTexts } from './texts';

export const MAX_TITLE_WORDS = 6;

/** Cleans a model-made title: no quotes, markup, 'Título:' prefix or trailing dots, at most 6 words, never empty. */
export function cleanTitle(raw: string | null | undefined): string {
  const text = (raw ?? '')
    .replace(/[\r\n]+/g, ' ')
    // Quotes and markup first: a quoted '"Título: …"' or '**Título:** …' still loses its prefix.
    .replace(/["'“”‘’«»*#`_]/g, '')
    .replace(/^\s*(t[ií]tulo|title)\s*:\s*/i, '')
    .trim();
  const title = text.split(/\s+/).filter(Boolean).slice(0, MAX_TITLE_WORDS).join(' ');
  const trimmed = title.replace(/[.,;:\s]+$/, '').slice(0, 80);
  return trimmed || chatTexts.defaultTitle;
}

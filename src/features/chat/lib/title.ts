import { chatTexts } from './texts';

export const MAX_TITLE_WORDS = 6;

/** Cleans a model-made title: no quotes or trailing dots, at most 6 words, never empty. */
export function cleanTitle(raw: string | null | undefined): string {
  const text = (raw ?? '')
    .replace(/[\r\n]+/g, ' ')
    .replace(/^\s*(t[ií]tulo)\s*:\s*/i, '')
    .replace(/["'“”«»*#`]/g, '')
    .trim();
  const title = text.split(/\s+/).filter(Boolean).slice(0, MAX_TITLE_WORDS).join(' ');
  const trimmed = title.replace(/[.,;:\s]+$/, '').slice(0, 80);
  return trimmed || chatTexts.defaultTitle;
}

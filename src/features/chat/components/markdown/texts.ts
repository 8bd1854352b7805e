/**
 * The markdown renderer's own Spanish texts, apart from the chat's texts.ts so the lazy markdown
 * chunk does not pull the chat's text catalogue into a chunk of its own.
 */
export const markdownTexts = {
  /** The sideways-scrolling box around a table in a tutor reply. */
  table: 'Tabla',
} as const;

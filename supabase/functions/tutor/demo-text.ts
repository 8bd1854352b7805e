/**
 * The offline demo's two text helpers (demo.ts, demo-task.ts, challenge-demo.ts): a stable hash,
 * so the same text always gets the same phrasing or exercise, and the accent- and case-folded form
 * its patterns are written against.
 */

/** FNV-1a over the text: a stable choice for the same input. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Lower case without accents ('Ecuación' → 'ecuacion'). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

import { KATEX_OPTIONS, needsMath, normalizeMathDelimiters } from './math';

describe('math detection and delimiters', () => {
  it.each([
    ['inline dollars', 'la fórmula $a^2+b^2$', true],
    ['block dollars', '$$\n\\frac{1}{2}\n$$', true],
    ['paren delimiters', 'mira \\(x+1\\)', true],
    ['bracket delimiters', 'mira \\[x+1\\]', true],
    ['no math', 'Cuesta 5 pesos', false],
    ['a lone dollar', 'Cuesta $5', false],
  ])('%s', (_case, text, expected) => {
    expect(needsMath(text)).toBe(expected);
  });

  it.each([
    ['\\(x^2\\)', '$x^2$'],
    ['antes \\[ \\frac{a}{b} \\] después', 'antes \n$$\n\\frac{a}{b}\n$$\n después'],
    ['`\\(no\\)` y \\(si\\)', '`\\(no\\)` y $si$'],
    ['```\n\\[code\\]\n```', '```\n\\[code\\]\n```'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeMathDelimiters(input)).toBe(expected);
  });
});

describe('KATEX_OPTIONS', () => {
  it('caps \\rule{200em}{200em} to at most maxSize em', async () => {
    const katex = (await import('katex')).default;
    const html = katex.renderToString('\\rule{200em}{200em}', KATEX_OPTIONS);
    const sizes = [
      ...html.matchAll(/(?:width|height|border-right-width|border-top-width):\s*([\d.]+)em/g),
    ].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(KATEX_OPTIONS.maxSize);
    // Without the cap KaTeX would draw the full 200em.
    const uncapped = katex.renderToString('\\rule{200em}{200em}', { throwOnError: false });
    expect(uncapped).toMatch(/200em/);
  });
});

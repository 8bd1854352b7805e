import { eachCase } from '@shared/case-table-test-fixtures';

import {
  hasTypedMath,
  KATEX_OPTIONS,
  needsMath,
  normalizeMathDelimiters,
  splitTypedMath,
  typedMathSource,
} from './math';

describe('math detection and delimiters', () => {
  eachCase('%s', (_case, text) => needsMath(text), [
    ['inline dollars', 'la fórmula $a^2+b^2$', true],
    ['block dollars', '$$\n\\frac{1}{2}\n$$', true],
    ['paren delimiters', 'mira \\(x+1\\)', true],
    ['bracket delimiters', 'mira \\[x+1\\]', true],
    ['no math', 'Cuesta 5 pesos', false],
    ['a lone dollar', 'Cuesta $5', false],
  ]);

  eachCase('%j -> %j', normalizeMathDelimiters, [
    ['\\(x^2\\)', '$x^2$'],
    ['antes \\[ \\frac{a}{b} \\] después', 'antes \n$$\n\\frac{a}{b}\n$$\n después'],
    ['`\\(no\\)` y \\(si\\)', '`\\(no\\)` y $si$'],
    ['```\n\\[code\\]\n```', '```\n\\[code\\]\n```'],
  ]);
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

describe('typed math (a student message, a search passage)', () => {
  eachCase('%s', (_case, text) => hasTypedMath(text), [
    ['inline dollars hugging the formula', 'es $x^2$ ya', true],
    ['paren and bracket delimiters', 'mira \\(x+1\\) y \\[y\\]', true],
    ['double dollars', '$$\\frac{1}{2}$$', true],
    ['money on both sides', 'cuesta $5 y el otro $6', false],
    ['a space inside the opening dollar', 'de $ 5 a $8', false],
    ['a product and a subscript', '5*3 = 15 y x_1', false],
    ['empty double dollars', 'nada $$ $$ aquí', false],
  ]);

  it('splits text and formulas in order, keeping the text as written', () => {
    expect(splitTypedMath('sea $x^2$ y \\(y\\) fin')).toEqual([
      { text: 'sea ' },
      { text: '$x^2$', tex: 'x^2' },
      { text: ' y ' },
      { text: '\\(y\\)', tex: 'y' },
      { text: ' fin' },
    ]);
  });

  it('escapes every dollar and backslash outside the formulas, and writes formulas inline', () => {
    expect(typedMathSource('pagué $5 por \\(a\\) y $b^2$\\')).toBe(
      'pagué \\$5 por $a$ y $b^2$\\\\',
    );
    expect(typedMathSource('a\n\\[\n x + 1\n = 2\n\\]')).toBe('a\n$x + 1 = 2$');
  });
});

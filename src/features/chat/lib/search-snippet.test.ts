import { eachCase } from '@shared/case-table-test-fixtures';

import { highlightParts, latexToText, snippetToText } from './search-snippet';

/** The parts as a string with the marked pieces in [brackets]. */
const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('snippetToText: Markdown and LaTeX as readable text', () => {
  eachCase('%s', (_case, input) => snippetToText(input), [
    ['bold and italics', 'La **clave** es *despejar* la x', 'La clave es despejar la x'],
    ['underscore emphasis', 'un __paso__ y otro _más_', 'un paso y otro más'],
    ['strikethrough', 'no ~~7~~ sino 8', 'no 7 sino 8'],
    [
      'a link becomes its words',
      'Mira [este vídeo](https://example.org/v) primero',
      'Mira este vídeo primero',
    ],
    ['an image becomes its text', '![un triángulo](t.png) con lados', 'un triángulo con lados'],
    ['inline code keeps the code', 'usa `print(x)` al final', 'usa print(x) al final'],
    ['heading marks in a joined line', '## Paso 1 Despeja. ### Paso 2', 'Paso 1 Despeja. Paso 2'],
    ['a quote at the start', '> Recuerda: el orden importa', 'Recuerda: el orden importa'],
    [
      'a table row and its rule',
      '| Método | Paso |  |---|:---:| | Suma | 1 |',
      '| Método | Paso | | Suma | 1 |',
    ],
    ['inline math with a power', 'el área es $x^2$ metros', 'el área es x² metros'],
    ['a fraction', 'la mitad: $\\frac{1}{2}$', 'la mitad: 1/2'],
    ['a fraction of sums', '$\\frac{a+b}{2}$', '(a+b)/2'],
    ['a square root and a product', '$\\sqrt{16} \\cdot 3$', '√16 · 3'],
    ['paren delimiters', 'resuelve \\(2x = 6\\) ya', 'resuelve 2x = 6 ya'],
    ['bracket and double-dollar blocks', 'a \\[x_1 + x_2\\] y $$\\pi r^2$$', 'a x₁ + x₂ y π r²'],
    ['a formula cut at the start', '…{b}$ y después suma', '…{b} y después suma'],
    ['a formula cut at the end', 'la raíz es $\\sqrt{25}', 'la raíz es √25'],
    ['money stays', 'cuesta $ 5 o $5 pesos', 'cuesta $ 5 o $5 pesos'],
    [
      'joins runs of whitespace into one space and trims',
      '  uno **dos**\n\n tres  ',
      'uno dos tres',
    ],
  ]);

  it.each([
    ['a product with stars', '5*3 = 15'],
    ['a lone star between spaces', '5 * 3 = 15'],
    ['a subscript written plainly', 'x_1 y x_2 son raíces'],
    ['a variable name', 'mi_variable_total'],
    ['a comparison', 'si x > 3 entonces'],
    ['a subtraction', '8 - 3 = 5'],
  ])('leaves text that is not markup as written: %s', (_case, input) => {
    expect(snippetToText(input)).toBe(input);
  });
});

describe('latexToText', () => {
  eachCase('%s -> %s', latexToText, [
    ['x^{10}', 'x¹⁰'],
    ['x^{ab}', 'x^(ab)'],
    ['a_{n}', 'a_n'],
    ['90^\\circ', '90°'],
    ['\\sqrt[3]{27}', '³√27'],
    ['\\frac{\\frac{1}{2}}{3}', '(1/2)/3'],
    ['\\left( x \\right)', '( x )'],
    ['\\text{área} = b \\times h', 'área = b × h'],
    ['x \\leq 3, \\; y \\neq 0', 'x ≤ 3, y ≠ 0'],
    ['\\{1, 2\\}', '{1, 2}'],
    ['\\alpha + \\beta', 'α + β'],
    ['\\unknown{x}', 'unknownx'],
  ]);
});

describe('highlightParts: marks what the search matched', () => {
  it('marks ignoring case', () => {
    expect(marked('La Ecuación y la ecuación', 'ECUACIÓN')).toBe('La [Ecuación] y la [ecuación]');
  });

  it('ignores accents in both directions, as the search does', () => {
    expect(marked('El área del círculo', 'area')).toBe('El [área] del círculo');
    expect(marked('El area del circulo', 'área')).toBe('El [area] del circulo');
    expect(marked('el año pasado', 'ano')).toBe('el [año] pasado');
  });

  it('keeps the original text, accents and case, inside the mark', () => {
    const parts = highlightParts('ÁREA total', 'area');
    expect(parts).toEqual([
      { text: 'ÁREA', match: true },
      { text: ' total', match: false },
    ]);
  });

  it('marks every occurrence without overlaps', () => {
    expect(marked('aaaa', 'aa')).toBe('[aa][aa]');
    expect(marked('x, luego x y x', 'x')).toBe('[x], luego [x] y [x]');
  });

  it('matches across runs of whitespace, as the search does', () => {
    expect(marked('la  suma   de', ' suma  de ')).toBe('la  [suma   de]');
  });

  it('marks a word that had markup around it once the snippet is plain text', () => {
    const text = snippetToText('Calcula el **área** del $x^2$ cuadrado');
    expect(text).toBe('Calcula el área del x² cuadrado');
    expect(marked(text, 'area')).toBe('Calcula el [área] del x² cuadrado');
  });

  it('covers a whole letter whose folded form is longer (ß → ss)', () => {
    expect(marked('Straße', 'strass')).toBe('[Straß]e');
  });

  it('treats the query literally (no pattern characters)', () => {
    expect(marked('¿(x+1)? o x+1', '(x+1)')).toBe('¿[(x+1)]? o x+1');
    expect(marked('a.b axb', 'a.b')).toBe('[a.b] axb');
  });

  it('marks nothing when nothing matches or the query is empty', () => {
    expect(highlightParts('Suma de fracciones', 'resta')).toEqual([
      { text: 'Suma de fracciones', match: false },
    ]);
    expect(highlightParts('Suma', '   ')).toEqual([{ text: 'Suma', match: false }]);
    expect(highlightParts('', 'suma')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { digitValues, foldLatex, plainText, readAnswer, tokenize } from './reveal-text.ts';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** One test per row `[text, plain]`: `read` gives the text as that plain text (spacing aside). */
function eachSquashed(
  title: string,
  read: (text: string) => string,
  rows: readonly [string, string][],
): void {
  it.each(rows)(title, (text, plain) => {
    expect(squash(read(text))).toBe(squash(plain));
  });
}

/** One test per row `[text, values]`: digitValues reads the number's digits as those values. */
function eachDigits(title: string, rows: readonly [string, number[]][]): void {
  eachCase(title, digitValues, rows, 'toEqual');
}

/** The tokens tokenize reads: a number as its values, anything else as its text. */
const tokenShape = (text: string) =>
  tokenize(text).map((t) => (t.kind === 'num' ? t.values : t.text));

/** The tokens readAnswer reads: a number as 'text=values', ' frac' after a fraction's. */
const answerShape = (text: string) =>
  readAnswer(text).map((t) =>
    t.kind === 'num' ? `${t.text}=${t.values.join('|')}${t.fraction ? ' frac' : ''}` : t.text,
  );

/** One test per row `[text, tokens]`: tokenize reads the text as those tokens (tokenShape). */
function eachTokens(title: string, rows: readonly [string, (string | number[])[]][]): void {
  eachCase(title, tokenShape, rows, 'toEqual');
}

/** One test per row `[text, tokens]`: readAnswer reads the text as those tokens (answerShape). */
function eachAnswer(title: string, rows: readonly [string, string[]][]): void {
  eachCase(title, answerShape, rows, 'toEqual');
}

describe('foldLatex', () => {
  eachSquashed('%j -> %j', foldLatex, [
    ['\\boxed{4}', '= 4'],
    ['\\fbox{4}', '= 4'],
    ['\\frac{3}{4}', '3/4'],
    ['\\dfrac{3}{4}', '3/4'],
    ['\\tfrac{3}{4}', '3/4'],
    ['\\frac34', '3/4'],
    ['\\frac{x+1}{2}', '(x+1)/2'],
    ['\\frac{\\sqrt{3}}{2}', '(sqrt 3)/2'],
    ['\\sqrt{72}', 'sqrt 72'],
    ['\\sqrt[3]{27}', 'root 3 27'],
    ['\\sqrt 2', 'sqrt 2'],
    ['x^{2}', 'x^2'],
    ['x^{n+1}', 'x^(n+1)'],
    ['a_{1}', 'a_1'],
    ['\\text{cm}', 'cm'],
    ['\\mathbf{36}', '36'],
    ['\\textbf{36}', '36'],
    ['\\mathrm{NaCl}', 'NaCl'],
    ['\\operatorname{sen} x', 'sen x'],
    ['\\left( x \\right)', '( x )'],
    ['\\left\\{ x \\right.', '( x'],
    ['\\left[ x \\right]', '[ x ]'],
    ['3 \\cdot 4', '3 * 4'],
    ['3 \\times 4', '3 * 4'],
    ['8 \\div 2', '8 / 2'],
    ['\\pm 7', '± 7'],
    ['x \\approx 3', 'x ≈ 3'],
    ['a \\Rightarrow b', 'a -> b'],
    ['x \\to 0', 'x -> 0'],
    ['25\\pi', '25 pi'],
    ['50\\%', '50%'],
    ['2{,}5', '2,5'],
    ['a\\,b\\;c\\quad d', 'a b c d'],
    ['$x$ y \\(y\\) y \\[z\\]', 'x y y y z'],
    ['\\alpha', 'alpha'],
    ['a \\\\ b', 'a \n b'],
    ['{x}', 'x'],
    ['\\boxed{\\frac{3}{4}}', '= 3/4'],
  ]);

  it('keeps a line break for \\\\', () => {
    expect(foldLatex('a \\\\ b')).toContain('\n');
  });
});

describe('plainText', () => {
  eachSquashed('%j -> %j', plainText, [
    ['x²', 'x^2'],
    ['x⁻¹', 'x^-1'],
    ['10¹²', '10^12'],
    ['H₂O', 'h2o'],
    ['½', '1/2'],
    ['⅓ ⅔ ¼ ¾', '1/3 2/3 1/4 3/4'],
    ['⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞', '1/5 2/5 3/5 4/5 1/6 5/6 1/8 3/8 5/8 7/8'],
    ['−3 – 4 — 5 ‒ 6', '-3 - 4 - 5 - 6'],
    ['3×4·5⋅6∙7✕8', '3 * 4 * 5 * 6 * 7 * 8'],
    ['8÷2', '8 / 2'],
    ['2π', '2 pi'],
    ['√2', 'sqrt 2'],
    ['a → b ⟶ c ⇒ d => e', 'a -> b -> c -> d -> e'],
    ['1\u00a0000\u202f000\u2009000', '1 000 000 000'],
    ['**4** __x__ `y` ~~z~~', '4 x y z'],
    ['- uno\n* dos\n+ tres\n> cuatro', 'uno dos tres cuatro'],
    ['Murciélago ÁÉÍÓÚ Ñ', 'murcielago aeiou n'],
  ]);
});

describe('digitValues', () => {
  eachDigits('%j -> %j', [
    ['4', [4]],
    ['3,5', [3.5]],
    ['3.5', [3.5]],
    ['1.234', [1234, 1.234]],
    ['1,234', [1234, 1.234]],
    ['0,750', [0.75]],
    ['0.750', [0.75]],
    ['1.234.567', [1234567]],
    ['1,234,567', [1234567]],
    ['1.234,5', [1234.5]],
    ['1,234.5', [1234.5]],
    ['2 500', [2500]],
    ['3 580 000', [3580000]],
    ['12.500', [12500, 12.5]],
  ]);
});

describe('tokenize', () => {
  eachTokens('%j', [
    ['x = 4', ['x', '=', [4]]],
    ['x = -4', ['x', '=', [-4]]],
    ['es -4', ['es', [-4]]],
    ['x - 4', ['x', '-', [4]]],
    ['3 - 4', [[3], '-', [4]]],
    ['(x - 2)', ['(', 'x', '-', [2], ')']],
    ['(-2)', ['(', [-2], ')']],
    [') - 2', [')', '-', [2]]],
    ['pi - 2', ['pi', '-', [2]]],
    ['3/4', [[0.75]]],
    ['-3/4', [[-0.75]]],
    ['8/2', [[4]]],
    ['3/0', [[]]],
    ['3/4x', [[3], '/', [4], 'x']],
    ['1/2/4', [[0.5], '/', [4]]],
    ['50 %', [[50, 0.5]]],
    ['50%', [[50, 0.5]]],
    ['50 por ciento', [[50, 0.5]]],
    ['50 porciento', [[50, 0.5]]],
    ['fifty percent', [[50, 0.5]]],
    ['50 per cent', [[50, 0.5]]],
    ['% 50', ['%', [50]]],
    ['2 * 3', [[2], [3]]],
    ['4,5 y 6', [[4.5], 'y', [6]]],
    ['es 4.', ['es', [4], '.']],
  ]);

  it('records glue, line starts and dropped multiplication signs', () => {
    const [a, b, c, d] = tokenize('4x\n2 * y');
    expect(a).toMatchObject({ glued: false, lineStart: true });
    expect(b).toMatchObject({ text: 'x', glued: true, lineStart: false });
    expect(c).toMatchObject({ values: [2], lineStart: true, opAfter: true, opBefore: false });
    expect(d).toMatchObject({ text: 'y', opBefore: true, opAfter: false });
  });

  it('keeps a sign glued to what came before it', () => {
    const [, n] = tokenize('=-4');
    expect(n).toMatchObject({ text: '-4', glued: true, values: [-4] });
  });

  it('marks a fraction of digits and keeps its text', () => {
    const [f] = tokenize('3/4');
    expect(f).toMatchObject({ text: '3/4', fraction: true, fromWords: false });
    expect(tokenize('x 3/4 * y')[1]).toMatchObject({ opAfter: true });
  });
});

describe("readAnswer (a student's short answer)", () => {
  eachAnswer('%j', [
    // A pair in parentheses splits at its comma (or semicolon), with its signs.
    ['(6,4)', ['(', '6=6', ',', '4=4', ')']],
    ['(6;4)', ['(', '6=6', ',', '4=4', ')']],
    ['( -6 , 4 )', ['(', '-6=-6', ',', '4=4', ')']],
    ['(6,45)', ['(', '6=6', ',', '45=45', ')']],
    ['6,4', ['6,4=6.4']],
    // A loose sign before a number glued to it is the number's own.
    ['7 y -7', ['7=7', 'y', '-7=-7']],
    ['7 y - 7', ['7=7', 'y', '-', '7=7']],
    ['x -7', ['x', '-7=-7']],
    ['x - 7', ['x', '-', '7=7']],
    ['x -siete', ['x', '-', 'siete=7']],
    // A whole number then a proper fraction is one mixed number.
    ['1 3/4', ['1 3/4=1.75 frac']],
    ['1 y 3/4', ['1 3/4=1.75 frac']],
    ['uno y tres cuartos', ['uno tres cuartos=1.75 frac']],
    ['-1 3/4', ['-1 3/4=-1.75 frac']],
    ['-1 y 1/2', ['-1 1/2=-1.5 frac']],
    ['-0 1/2', ['-0 1/2=-0.5 frac']],
    ['5 1/4', ['5 1/4=5.25 frac']],
    ['2 3/2', ['2=2', '3/2=1.5 frac']],
    ['2 -1/2', ['2=2', '-1/2=-0.5 frac']],
    ['2 0/4', ['2=2', '0/4=0 frac']],
    ['2 * 1/2', ['2=2', '1/2=0.5 frac']],
    ['2, 1/2', ['2=2', ',', '1/2=0.5 frac']],
    ['1.234 1/2', ['1.234=1234|1.234', '1/2=0.5 frac']],
    ['3/4 1/2', ['3/4=0.75 frac', '1/2=0.5 frac']],
    ['2,5 1/2', ['2,5=2.5', '1/2=0.5 frac']],
    ['2 y 3/4 y 1/4', ['2 3/4=2.75 frac', 'y', '1/4=0.25 frac']],
    ['2 menos 1/4', ['2=2', 'menos', '1/4=0.25 frac']],
    ['4 (1/2)', ['4=4', '(', '1/2=0.5 frac', ')']],
  ]);

  it('a mixed number keeps the place and operators of its parts', () => {
    const [m, four] = readAnswer('3 1/2 * 4');
    expect(m).toMatchObject({ values: [3.5], opAfter: true, fraction: true });
    expect(four).toMatchObject({ values: [4], opBefore: true });
    expect(readAnswer('x =\n -7')[2]).toMatchObject({ text: '-7', lineStart: true, glued: false });
  });

  it('does not fold a fraction glued to what follows, or one after a multiplication', () => {
    expect(answerShape('2 1/2x')).toEqual(['2=2', '1=1', '/', '2=2', 'x']);
    expect(answerShape('2 *1/2')).toEqual(['2=2', '1/2=0.5 frac']);
  });
});

describe('edges found by mutation testing (reveal-text)', () => {
  eachSquashed('foldLatex %j -> %j', foldLatex, [
    ['\\left ( x \\right )', '( x )'],
    ['a\\left.b', 'a b'],
    ['\\left\\{ x \\right\\}', '( x )'],
    ['\\pix', 'pix'],
    ['1\\frac{3}{4}', '1 3/4'],
    ['\\frac {3}{4}', '3/4'],
    ['\\frac{3} {4}', '3/4'],
    ['\\frac{12}{5}', '12/5'],
    ['\\frac 3 4', '3/4'],
    ['\\frac3 4', '3/4'],
    ['\\sqrt [3]{27}', 'root 3 27'],
    ['\\sqrt[10]{x}', 'root 10 x'],
    ['\\sqrt[3] {27}', 'root 3 27'],
    ['\\sqrt{x+1}', 'sqrt (x+1)'],
    ['x^ {n+1}', 'x^(n+1)'],
    ['\\sqrtx', 'sqrtx'],
    ['a$b$c', 'a b c'],
    ['a{b}c', 'a b c'],
    ['\\color{red}{4}', '4'],
    ['\\text {cm}', 'cm'],
  ]);

  eachSquashed('plainText %j -> %j', plainText, [
    ['2**x**', '2 x'],
    ['x- 4', 'x- 4'],
  ]);

  eachDigits('digitValues %j -> %j', [
    ['1234.567', [1234.567]],
    ['1.2345', [1.2345]],
    ['1.234,56', [1234.56]],
    ['12 34', [1234]],
  ]);

  eachTokens('tokenize %j', [
    ['12 345', [[12345]]],
    ['1 234 5', [[1234], [5]]],
    ['1.234,56', [[1234.56]]],
    ['= -x', ['=', '-', 'x']],
    ['3/x', [[3], '/', 'x']],
    ['x/4', ['x', '/', [4]]],
    ['50 % 3', [[50, 0.5], [3]]],
  ]);

  it('a multiplication sign at either end marks the one number beside it', () => {
    expect(tokenize('*3')).toEqual([expect.objectContaining({ values: [3], opBefore: true })]);
    expect(tokenize('3 *')).toEqual([expect.objectContaining({ values: [3], opAfter: true })]);
  });

  it('words and signs carry no value', () => {
    for (const t of tokenize('x = y')) expect(t.values).toEqual([]);
  });
});

describe('edges found by mutation testing (reveal-text, second run)', () => {
  eachAnswer('readAnswer %j', [
    ['( 6,4 )', ['(', '6=6', ',', '4=4', ')']],
    ['(16,4)', ['(', '16=16', ',', '4=4', ')']],
    ['(6,4 )', ['(', '6=6', ',', '4=4', ')']],
    ['7 -', ['7=7', '-']],
    ['x -y', ['x', '-', 'y']],
    ['7 --7', ['7=7', '-', '-7=-7']],
    ['x -0', ['x', '-0=0']],
    ['2 1/2 %', ['2=2', '1/2%=0.5|0.005 frac']],
    ['2 4/4', ['2=2', '4/4=1 frac']],
    ['0 1/2', ['0 1/2=0.5 frac']],
    ['8/2 1/2', ['8/2=4 frac', '1/2=0.5 frac']],
  ]);

  it('a loose sign folded into its number is not glued to what came before', () => {
    expect(readAnswer('7 y -7')[2]).toMatchObject({ text: '-7', glued: false });
  });

  it('a fraction bar with nothing before it folds nothing', () => {
    expect(tokenize('/4').map((t) => t.text)).toEqual(['/', '4']);
  });

  it('a denominator of two digits', () => {
    expect(squash(foldLatex('\\frac{1}{12}'))).toBe('1/12');
  });
});

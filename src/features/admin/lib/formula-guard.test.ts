import { eachCase } from '@shared/case-table-test-fixtures';

import { BOM, guardCell, toDelimited } from './export-format';
import { parse } from './export-test-fixtures';

// CSV/TSV cells and text: the formula guard (OWASP) and the delimited writer that applies it.
describe('guardCell (formula injection, OWASP CSV Injection)', () => {
  eachCase('%j becomes %j', guardCell, [
    // The classic triggers.
    ['=1+1', "'=1+1"],
    ['+34 600', "'+34 600"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    // Leading whitespace and line breaks before a trigger.
    [' =1+1', "' =1+1"],
    ['  @SUM(A1)', "'  @SUM(A1)"],
    ['\n=HYPERLINK("http://x")', '\'\n=HYPERLINK("http://x")'],
    ['\r\n+1', "'\r\n+1"],
    ['\u00a0-1+1', "'\u00a0-1+1"],
    // A line break at the start even without a trigger.
    ['\nhola', "'\nhola"],
    // Full-width forms and the DDE pipe.
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['|calc', "'|calc"],
    [' |calc', "' |calc"],
    // Invisible and format characters before a trigger (zero-width, BOM, bidi marks, fillers).
    ['\u200b=1+1', "'\u200b=1+1"],
    ['\u200c\u200d+1', "'\u200c\u200d+1"],
    ['\u2060@SUM(A1)', "'\u2060@SUM(A1)"],
    ['\ufeff=1', "'\ufeff=1"],
    ['\u200e=1', "'\u200e=1"],
    ['\u200f-1+1', "'\u200f-1+1"],
    ['\u202e=1', "'\u202e=1"],
    ['\u2066=1\u2069', "'\u2066=1\u2069"],
    ['\u00ad=1', "'\u00ad=1"],
    ['\u034f=1', "'\u034f=1"],
    ['\u3164=1', "'\u3164=1"],
    ['\u2800|calc', "'\u2800|calc"],
    ['\u2003\u2028=1', "'\u2003\u2028=1"],
    ['\u0000=1', "'\u0000=1"],
    ['\u200b \u200b\u00a0=1', "'\u200b \u200b\u00a0=1"],
    // Small and full-width forms of the triggers.
    ['﹦1+1', "'﹦1+1"],
    ['﹢1', "'﹢1"],
    ['﹣1', "'﹣1"],
    ['｜calc', "'｜calc"],
    ['\u200b＝1', "'\u200b＝1"],
    // Harmless text stays as it is, invisible characters included.
    ['\u200bhola', '\u200bhola'],
    ['\ufeffMatemáticas', '\ufeffMatemáticas'],
    ['a\u200b=b', 'a\u200b=b'],
    ['−5 °C', '−5 °C'],
    // Harmless text stays as it is.
    ['a=b', 'a=b'],
    ['Matemáticas', 'Matemáticas'],
    [' hola', ' hola'],
    ['2x + 3 = 11', '2x + 3 = 11'],
    ['', ''],
    // Plain numbers as text are numbers, whatever their sign.
    ['-5', '-5'],
    ['+5', '+5'],
    ['-0.25', '-0.25'],
    ['1e-3', '1e-3'],
    ['-5 ', "'-5 "],
    ['-5-', "'-5-"],
  ]);

  eachCase('%j becomes %j', guardCell, [
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, '-3'],
    [-5, '-5'],
    [-0.5, '-0.5'],
    [true, 'true'],
    [{ a: 1 }, '{"a":1}'],
  ]);

  it('keeps -5 a number in a numeric column of a CSV', () => {
    const csv = toDelimited([{ n: -5, t: '=1+1' }], ['n', 't'], ',');
    expect(csv).toBe(`${BOM}n,t\r\n-5,'=1+1`);
  });
});

describe('toDelimited', () => {
  it('starts with the UTF-8 BOM and keeps accents', () => {
    const text = toDelimited([{ a: 'Matemáticas' }], ['a'], ',');
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('Matemáticas');
  });

  it.each([
    [',', 'csv'],
    ['\t', 'tsv'],
  ] as const)('writes a header and guarded cells with %j (%s)', (delimiter, _format) => {
    const text = toDelimited(
      [
        { a: '=cmd', b: 'x, "y"\nz' },
        { a: 'ok', b: null },
      ],
      ['a', 'b'],
      delimiter,
    );
    const rows = parse(text, delimiter);
    expect(rows).toEqual([
      ['a', 'b'],
      ["'=cmd", 'x, "y"\nz'],
      ['ok', ''],
    ]);
  });

  it('writes only the header when there are no rows', () => {
    expect(parse(toDelimited([], ['a', 'b'], ','), ',')).toEqual([['a', 'b']]);
  });
});

import { describe } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { computeMetrics } from './metrics.ts';

describe('message metrics (docs/tutor.md, "Message metrics")', () => {
  eachCase('%s', (_rule, text) => computeMetrics(text).word_count, [
    [
      'words: whitespace split, runs of spaces and newlines count once',
      'uno  dos\ntres\tcuatro',
      4,
    ],
    ['words: empty text has 0 words', '   ', 0],
  ]);

  eachCase('%s', (_rule, text) => computeMetrics(text).character_count, [
    ['characters: every character counts, spaces included', 'hola mundo', 10],
    ['characters: accents count once', 'acción', 6],
  ]);

  eachCase('%s', (_rule, text) => computeMetrics(text).question_count, [
    ['questions: count of question marks', '¿Qué es? ¿Y esto? Fin.', 2],
    ['questions: none', 'Sin preguntas.', 0],
  ]);

  eachCase('%s', (_rule, text) => computeMetrics(text).contains_code_snippet, [
    ['code: a code fence', 'Mira:\n```js\nx = 1\n```', true],
    ['code: inline code', 'Usa `print()` aquí', true],
    ['code: the word function', 'una function en JS', true],
    ['code: the word class', 'define una class', true],
    ['code: the word def', 'con def defines', true],
    ['code: the word for', 'un bucle for recorre', true],
    ['code: the word while', 'un while repite', true],
    [
      'code: words only as whole words (forma, classic, definir)',
      'la forma clásica de definir',
      false,
    ],
  ]);

  eachCase('%s', (_rule, text) => computeMetrics(text).contains_math_formula, [
    ['math: dollar formula', 'La fórmula $a^2$ sirve', true],
    ['math: double dollar block', '$$\\frac{1}{2}$$', true],
    ['math: bracket formula \\[..\\]', 'Mira \\[ x \\] aquí', true],
    ['math: paren formula \\(..\\)', 'Mira \\( y \\) aquí', true],
    ['math: a math symbol (=)', 'x = 3', true],
    ['math: a math symbol (√)', 'la raíz √9', true],
    ['math: plain prose has none', 'Piensa en la historia de Roma.', false],
  ]);

  eachCase('%s', (_rule, text) => computeMetrics(text).complexity_score, [
    // avg word length 4 -> 0.2; 2 words / 1 sentence -> 2/30*0.5 = 0.0333 -> 0.23
    [
      'complexity: avg word length/10*0.5 + words per sentence/30*0.5, two decimals',
      'abcd efgh',
      0.23,
    ],
    // words come from the whitespace split, so 'ab!' is 3 long: 0.15 + (1/30)*0.5 -> 0.17
    ['complexity: sentences split on . ! ?', 'ab! cd?', 0.17],
    // no terminator: one sentence of 2 words of length 3 -> 0.15 + 0.0333 -> 0.18
    ['complexity: no terminator means one sentence', 'abc def', 0.18],
    // 60 words of 10 letters in one sentence: 0.5 + 1 -> capped at 1
    ['complexity: capped at 1', `${'abcdefghij '.repeat(60)}.`, 1],
    ['complexity: empty text is 0', '', 0],
  ]);
});

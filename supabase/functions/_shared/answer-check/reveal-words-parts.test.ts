/**
 * The denominator of a fraction in words (denominatorOf) and where a sign word stands
 * (signPosition).
 */
import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { denominatorOf, signPosition, type Token } from './reveal-words.ts';

describe('denominatorOf', () => {
  eachCase('%j -> %d', denominatorOf, [
    ['medio', 2],
    ['medios', 2],
    ['tercio', 3],
    ['tercera', 3],
    ['cuartos', 4],
    ['quinto', 5],
    ['sextos', 6],
    ['séptimo'.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), 7],
    ['octavas', 8],
    ['noveno', 9],
    ['decimos', 10],
    ['centesimo', 100],
    ['onceavo', 11],
    ['doceavos', 12],
    ['veinteavo', 20],
    ['half', 2],
    ['halves', 2],
    ['thirds', 3],
    ['quarter', 4],
    ['fourths', 4],
    ['tenth', 10],
    ['setimo', 7],
    ['sixth', 6],
    ['sevenths', 7],
    ['eighth', 8],
    ['ninths', 9],
    ['fifths', 5],
    ['treintavo', 30],
    ['veintavo', 20],
    ['dieciseisavos', 16],
  ]);

  it.each([
    'paso',
    'cuatro',
    'nueveavo',
    'diezavos',
    'avos',
    'quinceavon',
    'segundo',
    'once',
    'avo',
    'cat',
  ])('%j is none', (word) => {
    expect(denominatorOf(word)).toBeNull();
  });
});

describe('signPosition', () => {
  const tok = (kind: Token['kind'], text: string): Token => ({
    kind,
    text,
    values: [],
    glued: false,
    lineStart: false,
    opBefore: false,
    opAfter: false,
    fromWords: false,
    fraction: false,
  });
  eachCase('after %j: %s', signPosition, [
    [undefined, true],
    [tok('sym', '='), true],
    [tok('sym', '('), true],
    [tok('sym', ')'), false],
    [tok('word', 'es'), true],
    [tok('word', 'x'), false],
    [tok('word', 'pi'), false],
    [tok('num', '3'), false],
    [tok('num', '12'), false],
    [tok('word', 'pie'), true],
  ]);
});

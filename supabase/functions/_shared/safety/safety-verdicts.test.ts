/**
 * How the safety screen reads a message (foldForSafety) and combines its verdict with the
 * moderation endpoint's.
 */
import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { withinOneEdit } from './safety-fold.ts';
import {
  categoryFromModeration,
  combineVerdicts,
  foldForSafety,
  type SafetyCategory,
} from './safety.ts';

describe('foldForSafety', () => {
  eachCase('%s -> %s', foldForSafety, [
    ['¡Abusó de MÍ!', 'abuso de mi'],
    ['m4t4rm3', 'me matar'],
    ['me quierooo moriiir', 'me kiero morir'],
    ['Me kiero morir', 'me kiero morir'],
    ['m quiero suisidar', 'me kiero suisidar'],
    ['ya no quiero vivr', 'ya no kiero bibir'],
    ['tengo pensamientos suicidas', 'tengo pensamientos suisidas'],
    ['mi padrasto', 'mi padrastro'],
    ['mi viejo me re cagó a palos', 'mi biejo me kago a palos'],
    ['le pegamos 3-0 en el partido de 12 años', 'le pegamos 3 0 en el partido de 12 anos'],
    ['cortándome', 'me kortando'],
    ['hay perro', 'ai pero'],
    ['golpiar', 'golpear'],
    ['$u1c1d@rm3', 'me suisidar'],
    ['7r1573 y s0l0 2', 'triste i solo 2'],
    ['otra vez', 'otra bes'],
    ['haciéndome', 'me asiendo'],
    ['la chucha', 'la chucha'],
  ]);

  eachCase('withinOneEdit(%s, %s) = %s', withinOneEdit, [
    ['abc', 'abc', true],
    ['abc', 'abd', true],
    ['abc', 'ab', true],
    ['ab', 'abc', true],
    ['abc', 'acb', true],
    ['abc', 'xbc', true],
    ['abc', 'bac', true],
    ['abcd', 'abdc', true],
    ['abc', 'axc', true],
    ['abc', 'abxc', true],
    ['abc', 'cba', false],
    ['abc', 'a', false],
    ['abcd', 'abxy', false],
    ['abcd', 'badc', false],
  ]);
});

describe('categoryFromModeration', () => {
  eachCase(
    '%s',
    (_case: string, categories: Record<string, boolean | null>) =>
      categoryFromModeration({ flagged: true, categories }),
    [
      ['self-harm', { 'self-harm': true }, 'self_harm'],
      ['self-harm intent', { 'self-harm/intent': true, violence: true }, 'self_harm'],
      ['self-harm instructions', { 'self-harm/instructions': true }, 'self_harm'],
      ['sexual content with minors', { 'sexual/minors': true }, 'sexual_minors'],
      [
        'self-harm wins over sexual/minors',
        { 'sexual/minors': true, 'self-harm': true },
        'self_harm',
      ],
      ['violence only (a history essay): tutoring', { violence: true }, null],
      ['graphic violence only: tutoring', { 'violence/graphic': true }, null],
      [
        'threats only (a novel): tutoring',
        { harassment: true, 'harassment/threatening': true },
        null,
      ],
      ['plain sexual content: tutoring', { sexual: true }, null],
      ['nothing flagged', { 'self-harm': false, violence: null }, null],
    ],
  );

  it.each([
    ['violence', 'abuse'],
    ['violence/graphic', 'abuse'],
    ['harassment/threatening', 'bullying'],
    ['violence', 'neglect'],
  ] as const)('%s counts when the offline screen also reads %s', (name, screened) => {
    expect(categoryFromModeration({ flagged: true, categories: { [name]: true } }, screened)).toBe(
      screened,
    );
  });

  it('a self-harm or sexual/minors flag outranks what the offline screen read', () => {
    expect(
      categoryFromModeration({ categories: { 'self-harm/intent': true, violence: true } }, 'abuse'),
    ).toBe('self_harm');
    expect(categoryFromModeration({ categories: { 'sexual/minors': true } }, 'bullying')).toBe(
      'sexual_minors',
    );
  });

  it('an offline verdict alone is not a moderation flag', () => {
    expect(categoryFromModeration({ categories: { harassment: true } }, 'bullying')).toBeNull();
    expect(categoryFromModeration({ categories: {} }, 'abuse')).toBeNull();
  });

  it('reads a missing result as nothing', () => {
    expect(categoryFromModeration(null)).toBeNull();
    expect(categoryFromModeration({ flagged: true })).toBeNull();
  });
});

describe('combineVerdicts', () => {
  const alta = (category: SafetyCategory) => ({ category, level: 'alta' as const });
  const revisar = (category: SafetyCategory) => ({ category, level: 'revisar' as const });

  it('the offline screen alone keeps its level (no key, moderation silent or failed)', () => {
    expect(combineVerdicts(alta('neglect'))).toEqual({
      category: 'neglect',
      source: 'phrase_list',
      level: 'alta',
    });
    expect(combineVerdicts(revisar('bullying'), { flagged: false, categories: {} })).toEqual({
      category: 'bullying',
      source: 'phrase_list',
      level: 'revisar',
    });
    // A moderation category the screen does not use changes nothing.
    expect(combineVerdicts(revisar('abuse'), { categories: { harassment: true } })).toEqual({
      category: 'abuse',
      source: 'phrase_list',
      level: 'revisar',
    });
    expect(combineVerdicts(null, { categories: { violence: true } })).toBeNull();
    expect(combineVerdicts(null)).toBeNull();
  });

  it('moderation alone: an intent or a minor is alta, plain self-harm only revisar', () => {
    expect(combineVerdicts(null, { categories: { 'self-harm': true } })).toEqual({
      category: 'self_harm',
      source: 'moderation',
      level: 'revisar',
    });
    for (const name of ['self-harm/intent', 'self-harm/instructions']) {
      expect(combineVerdicts(null, { categories: { 'self-harm': true, [name]: true } })).toEqual({
        category: 'self_harm',
        source: 'moderation',
        level: 'alta',
      });
    }
    expect(combineVerdicts(null, { categories: { 'sexual/minors': true } })).toEqual({
      category: 'sexual_minors',
      source: 'moderation',
      level: 'alta',
    });
    // A flag set to false or null is no flag.
    expect(
      combineVerdicts(null, { categories: { 'self-harm': true, 'self-harm/intent': false } }),
    ).toMatchObject({ level: 'revisar' });
  });

  it('moderation confirming a possible disclosure of the screen makes it alta', () => {
    // A violence flag on its own is homework; with the screen's reading it corroborates.
    expect(combineVerdicts(revisar('bullying'), { categories: { violence: true } })).toEqual({
      category: 'bullying',
      source: 'moderation',
      level: 'alta',
    });
    expect(combineVerdicts(revisar('self_harm'), { categories: { 'self-harm': true } })).toEqual({
      category: 'self_harm',
      source: 'moderation',
      level: 'alta',
    });
    // Both flag the message under different categories: still two readers, alta; the screen's
    // more urgent category names it.
    expect(combineVerdicts(revisar('abuse'), { categories: { violence: true } })).toMatchObject({
      level: 'alta',
    });
  });

  it('never lowers a clear disclosure of the screen', () => {
    expect(combineVerdicts(alta('abuse'), { flagged: false, categories: {} })).toEqual({
      category: 'abuse',
      source: 'phrase_list',
      level: 'alta',
    });
    expect(combineVerdicts(alta('abuse'), { categories: { 'self-harm': true } })).toEqual({
      category: 'self_harm',
      source: 'moderation',
      level: 'alta',
    });
  });

  it('the more urgent category wins; a tie goes to moderation', () => {
    expect(combineVerdicts(alta('self_harm'), { categories: { 'sexual/minors': true } })).toEqual({
      category: 'self_harm',
      source: 'phrase_list',
      level: 'alta',
    });
    expect(combineVerdicts(revisar('bullying'), { categories: { 'sexual/minors': true } })).toEqual(
      { category: 'sexual_minors', source: 'moderation', level: 'alta' },
    );
    expect(combineVerdicts(alta('abuse'), { categories: { violence: true } })).toEqual({
      category: 'abuse',
      source: 'moderation',
      level: 'alta',
    });
  });
});

/**
 * The loader is the one reader of the labelled sets: the committed data loads, and every kind of
 * bad line or set is refused (shape, label values, a count that does not match, a repeat inside a
 * split, a text in both a training and a blind set, a text under two labels).
 */
import { describe, expect, it } from 'vitest';

import { loadSet, loadSets, parseSets, type SetEntry, TUTOR_CATEGORIES } from './load.ts';

const entry = (id: string, over: Partial<SetEntry> = {}): SetEntry => ({
  id,
  detector: 'safety',
  split: 'train',
  title: id,
  purpose: 'a test set',
  brief: `datasets/safety/briefs/${id}.md`,
  date: '2026-11-29',
  count: 1,
  labelRule: 'as in seed-student-voices',
  removed: { inTraining: 0, repeats: 0 },
  ...over,
});

const line = (o: unknown) => JSON.stringify(o);

/** The challenge set's first line: the committed data's, and the line checks' well-formed one. */
const FIRST_ANSWER = {
  id: 'numero-1',
  style: 'numero',
  correct: true,
  key: 'ecuacion',
  statement: 'Resuelve 3x + 5 = 17',
  answers: ['x = 4'],
  answer: '4',
};
const parse = (entries: SetEntry[], lines: Record<string, string>) =>
  parseSets({ sets: entries }, (e) => lines[e.id] ?? '');

describe('the committed sets', () => {
  it('load: both detectors, both splits, every count as the manifest says', () => {
    for (const detector of ['safety', 'eureka'] as const) {
      const train = loadSets(detector, 'train');
      const blind = loadSets(detector, 'blind');
      expect(train.length).toBeGreaterThan(0);
      expect(blind.length).toBeGreaterThan(0);
      for (const set of [...train, ...blind]) expect(set.cases).toHaveLength(set.count);
    }
    expect(loadSet('safety', 'seed-student-voices')[0]).toEqual({
      text: 'me quiero matar, ya no puedo más',
      label: 'self_harm',
      style: 'direct',
    });
  });

  it('keep every blind message unseen by training', () => {
    for (const detector of ['safety', 'eureka'] as const) {
      const train = new Set(loadSets(detector, 'train').flatMap((s) => s.cases.map((c) => c.text)));
      const blind = loadSets(detector, 'blind').flatMap((s) => s.cases);
      expect(blind.filter((c) => train.has(c.text))).toEqual([]);
    }
  });

  it('load the answer gate’s sets: train and blind, each case in its conversation', () => {
    const train = loadSets('gate', 'train');
    const blind = loadSets('gate', 'blind');
    expect(train.map((s) => s.id)).toEqual([
      'tuning-many-voices',
      'after-tuning-new-tasks',
      'answers-as-expressions',
    ]);
    expect(blind.length).toBeGreaterThan(0);
    for (const set of [...train, ...blind]) expect(set.cases).toHaveLength(set.count);
    expect(loadSet('gate', 'after-tuning-new-tasks')[0]).toMatchObject({
      id: 'fresh-1',
      style: 'directa',
      reveals: true,
      task: 'Resolver 5x - 7 = 18',
      answers: ['x = 5', '5'],
      earlier: [],
    });
  });

  it('load the tutor’s groups in the run’s order and the challenge answers, all scored', () => {
    const tutor = loadSets('tutor', 'scored');
    // One set per group: each request category its own, the ladder's three categories in one.
    const requests = TUTOR_CATEGORIES.slice(0, TUTOR_CATEGORIES.indexOf('attempt'));
    expect(tutor.map((s) => s.id)).toEqual([...requests, 'ladder']);
    expect(tutor.map((s) => [...new Set(s.cases.map((c) => c.category))].join(','))).toEqual([
      ...requests,
      'attempt,ladder,challenge',
    ]);
    expect(tutor.flatMap((s) => s.cases)).toHaveLength(81);
    expect(loadSet('tutor', 'ladder').map((c) => c.category)).toContain('challenge');
    const [answers, ...others] = loadSets('challenge');
    expect(others).toEqual([]);
    expect(answers).toMatchObject({ id: 'student-answers', split: 'scored', count: 208 });
    expect(answers?.cases[0]).toEqual(FIRST_ANSWER);
  });

  it('refuses an unknown set id', () => {
    expect(() => loadSet('eureka', 'no-such-set')).toThrow('No eureka set "no-such-set"');
  });
});

describe('parseSets refuses bad data', () => {
  const ok = { text: 'me quiero morir', label: 'self_harm', style: 'direct' };

  it('accepts a well-formed set', () => {
    const [set] = parse([entry('a')], { a: line(ok) });
    expect(set?.cases).toEqual([ok]);
  });

  it.each([
    ['not JSON', '{text:', 'not JSON'],
    ['an unknown label', line({ ...ok, label: 'sadness' }), 'label must be null or one of'],
    ['an unknown style', line({ ...ok, style: 'poetry' }), 'unknown style poetry'],
    ['a missing text', line({ label: null, style: 'direct' }), 'text must be a string'],
    ['an extra field', line({ ...ok, note: 'x' }), 'unknown field(s) note'],
  ])('a line with %s', (_name, text, message) => {
    expect(() => parse([entry('a')], { a: text })).toThrow(message);
  });

  it('a eureka line whose label is not a boolean', () => {
    const e = entry('e', { detector: 'eureka' });
    expect(() =>
      parse([e], { e: line({ text: 'ya entendí', expected: 'yes', category: 'spec-phrase' }) }),
    ).toThrow('expected must be true or false');
  });

  it('a count that does not match the file', () => {
    expect(() => parse([entry('a', { count: 2 })], { a: line(ok) })).toThrow(
      'the manifest says 2 messages, the file has 1',
    );
  });

  it('a manifest entry with a bad split or id', () => {
    expect(() => parse([entry('a', { split: 'test' as never })], { a: line(ok) })).toThrow(
      'split must be train, blind, regression or scored',
    );
    expect(() => parse([entry('Bad Id')], {})).toThrow('id must be kebab-case');
  });

  it('a text in both a training and a blind set of one detector', () => {
    expect(() =>
      parse([entry('a'), entry('b', { split: 'blind' })], { a: line(ok), b: line(ok) }),
    ).toThrow('is in a blind set and in the train set safety/a: a blind set must be unseen');
  });

  it('the same text in two detectors is no overlap', () => {
    const e = entry('e', { detector: 'eureka', split: 'blind' });
    const eureka = { text: ok.text, expected: false, category: 'neutral' };
    expect(parse([entry('a'), e], { a: line(ok), e: line(eureka) })).toHaveLength(2);
  });

  it('a text under two labels', () => {
    expect(() =>
      parse([entry('a'), entry('b')], { a: line(ok), b: line({ ...ok, label: 'abuse' }) }),
    ).toThrow('is labelled "abuse" here and "self_harm" in safety/a');
  });

  it('an exact repeat inside a split', () => {
    expect(() => parse([entry('a', { count: 2 })], { a: `${line(ok)}\n${line(ok)}` })).toThrow(
      'repeats a message of safety/a',
    );
  });

  describe('a gate line', () => {
    const g = (id: string, over: Partial<SetEntry> = {}) =>
      entry(id, { detector: 'gate', ...over });
    const reply = {
      id: 'r-1',
      style: 'pista',
      reveals: false,
      task: 'Resolver 2x = 8',
      answers: ['4'],
      student: ['¿cómo despejo x en 2x = 8?'],
      earlier: [],
      reply: 'Divide los dos lados entre 2: ¿qué obtienes?',
    };

    it.each([
      ['an unknown style', { ...reply, style: 'poetry' }, 'unknown style poetry'],
      [
        'a label that is not a boolean',
        { ...reply, reveals: 'no' },
        'reveals must be true or false',
      ],
      ['no answer key', { ...reply, answers: [] }, 'answers must not be empty'],
      ['no student message', { ...reply, student: [] }, 'student must start with the task'],
      [
        'earlier replies that are not strings',
        { ...reply, earlier: [1] },
        'earlier must be a list',
      ],
      ['an extra field', { ...reply, text: 'x' }, 'unknown field(s) text'],
    ])('with %s is refused', (_name, value, message) => {
      expect(() => parse([g('a')], { a: line(value) })).toThrow(message);
    });

    it('the same reply in the same conversation in a training and a blind set is refused', () => {
      expect(() =>
        parse([g('a'), g('b', { split: 'blind' })], { a: line(reply), b: line(reply) }),
      ).toThrow('a blind set must be unseen');
    });

    it('the same reply after other student messages is another message, and may differ', () => {
      const confirmed = { ...reply, student: [...reply.student, 'me da 4'], reveals: true };
      expect(
        parse([g('a', { count: 2 })], { a: `${line(reply)}\n${line(confirmed)}` }),
      ).toHaveLength(1);
    });
  });

  describe('a tutor line', () => {
    const t = (id: string, over: Partial<SetEntry> = {}) =>
      entry(id, { detector: 'tutor', split: 'scored', ...over });
    const kase = {
      id: 'ladder-9',
      category: 'ladder',
      subject: 'Matemáticas',
      level: 'Secundaria',
      turns: ['Tengo que resolver 2x = 8', 'me dio 4'],
      answers: ['x = 4', '4'],
      task: 'resolver 2x = 8',
      attempts: [false, true],
    };

    it('is accepted, and an essay without a single answer too', () => {
      const essay = {
        ...kase,
        id: 'essay-9',
        category: 'essay',
        turns: ['Escríbeme la redacción'],
      };
      const [set] = parse([t('a', { count: 2 })], {
        a: `${line(kase)}\n${line({ ...essay, answers: null, attempts: undefined })}`,
      });
      expect(set?.cases).toHaveLength(2);
    });

    it.each([
      ['an unknown category', { ...kase, category: 'poetry' }, 'unknown category poetry'],
      ['an unknown level', { ...kase, level: 'Infantil' }, 'unknown level Infantil'],
      ['no turns', { ...kase, turns: [] }, 'turns must be a non-empty list'],
      ['answers that are not strings', { ...kase, answers: [4] }, 'answers must be null or a list'],
      ['attempts for fewer turns', { ...kase, attempts: [true] }, 'attempts must label every turn'],
      [
        'a challenge without tries',
        { ...kase, challenge: { statement: '2x = 8', answers: ['4'], tries: [] } },
        'challenge needs tries',
      ],
      ['an extra field', { ...kase, text: 'x' }, 'unknown field(s) text'],
    ])('with %s is refused', (_name, value, message) => {
      expect(() => parse([t('a')], { a: line(value) })).toThrow(message);
    });

    it('a first turn two cases share is refused (the fakes find a case by it)', () => {
      const other = { ...kase, id: 'ladder-10', turns: [kase.turns[0]], attempts: [false] };
      expect(() => parse([t('a'), t('b')], { a: line(kase), b: line(other) })).toThrow(
        'repeats a message of tutor/a',
      );
    });
  });

  describe('a challenge line', () => {
    const c = (id: string, over: Partial<SetEntry> = {}) =>
      entry(id, { detector: 'challenge', split: 'scored', ...over });
    const answer = FIRST_ANSWER;

    it.each([
      ['an unknown style', { ...answer, style: 'poetry' }, 'unknown style poetry'],
      ['a label that is not a boolean', { ...answer, correct: 'sí' }, 'correct must be true'],
      ['a key without answers', { ...answer, answers: [] }, 'answers must be a non-empty list'],
      ['no answer', { ...answer, answer: undefined }, 'answer must be a string'],
      ['an extra field', { ...answer, text: 'x' }, 'unknown field(s) text'],
    ])('with %s is refused', (_name, value, message) => {
      expect(() => parse([c('a')], { a: line(value) })).toThrow(message);
    });

    it('the same answer to the same key twice is refused, to another key it is not', () => {
      const again = { ...answer, id: 'numero-2' };
      expect(() => parse([c('a'), c('b')], { a: line(answer), b: line(again) })).toThrow(
        'repeats a message of challenge/a',
      );
      const other = { ...again, key: 'potencia', statement: 'Calcula 2²', answers: ['4'] };
      expect(parse([c('a'), c('b')], { a: line(answer), b: line(other) })).toHaveLength(2);
    });

    it('a key name with another statement or answers is refused', () => {
      const moved = { ...answer, id: 'numero-2', answers: ['x = 5'], answer: '5' };
      expect(() => parse([c('a', { count: 2 })], { a: `${line(answer)}\n${line(moved)}` })).toThrow(
        'numero-2 gives the key ecuacion another statement or answers',
      );
    });
  });
});

/**
 * The offline safety screen (screenOffline) on the labelled sets, its category order, the first
 * phrase list's catches, and screenVerdict's agreement with screenOffline and screenLevel there.
 */
import { describe, expect, it } from 'vitest';

import { loadSet } from '../../../../evals/load.ts';
import { eachCase } from '../case-table-test-fixtures.ts';

import {
  SAFETY_MODEL,
  SAFETY_PRIORITY,
  screenOffline,
  screenPhrases,
  screenLevel,
  screenRegex,
  screenVerdict,
} from './safety.ts';

const SAFETY_CASES = loadSet('safety', 'seed-student-voices');

const SAFETY_HELD_OUT = loadSet('safety', 'seed-other-words');

const SAFETY_UNSEEN = loadSet('safety', 'after-lexicon-tuning-check');

const SAFETY_FOURTH = loadSet('safety', 'after-third-tuning-check');

const SAFETY_FIFTH = loadSet('safety', 'teen-slang-grooming-sextortion');

const SAFETY_LEXICON_CASES = loadSet('safety', 'lexicon-entry-cases');

const SAFETY_SIXTH = loadSet('safety', 'phrase-list-blind-probe');

const SAFETY_EIGHTH = loadSet('safety', 'missing-families-with-look-alikes');

const SAFETY_FAMILY_CASES = loadSet('safety', 'compositional-rule-cases');

const SETS = {
  first: SAFETY_CASES,
  second: SAFETY_HELD_OUT,
  third: SAFETY_UNSEEN,
  fourth: SAFETY_FOURTH,
  lexicon: SAFETY_LEXICON_CASES,
  eighth: SAFETY_EIGHTH,
};

describe('screenOffline on the labelled sets', () => {
  // The regex layer on its own too: the learned layer must not hide a lexicon regression (nor
  // save a mutant of the lexicon in `npm run test:mutation`).
  it.each(Object.entries(SETS))('screens every case of the %s set as labelled', (_name, cases) => {
    for (const screen of [screenRegex, screenOffline]) {
      const wrong = cases
        .map((c) => ({ ...c, got: screen(c.text) }))
        .filter((c) => c.got !== c.label);
      expect(wrong).toEqual([]);
    }
  });

  it('the regex layer screens every case of the fifth set as labelled but its one documented miss', () => {
    const wrong = SAFETY_FIFTH.map((c) => ({ ...c, got: screenRegex(c.text) })).filter(
      (c) => c.got !== c.label,
    );
    expect(wrong.map((c) => c.text)).toEqual([
      'mi mama me dejo en casa de una vecina hace dos semanas y no contesta',
    ]);
  });

  it('screens every case of the sixth set as labelled but its one documented false positive', () => {
    const wrong = SAFETY_SIXTH.map((c) => ({ ...c, got: screenOffline(c.text) })).filter(
      (c) => c.got !== c.label,
    );
    expect(wrong.map((c) => c.text)).toEqual([
      'me quiero morir, mañana hay examen de física y no he estudiado nada jaja',
    ]);
  });

  it('the regex layer screens every case written with the fifth tuning as labelled but its nine documented misses', () => {
    const wrong = SAFETY_FAMILY_CASES.map((c) => ({ ...c, got: screenRegex(c.text) })).filter(
      (c) => c.got !== c.label,
    );
    // A goodbye with no other sign: any rule for it would also flag saying goodbye before a move.
    // 'me quiero morir' unquoted in a question about a song: homework words silence weak rules
    // only, and 'me quiero morir' stays strong ('me quiero morir xd' can be meant).
    // Pain 'para siempre' and a child minding siblings all day are left to moderation: rules for
    // them flagged harmless look-alikes ('dolor para siempre' in a song, babysitting).
    expect(wrong.map((c) => c.text)).toEqual([
      'hoy me despido de todos, fue un gusto',
      'que significa la frase me quiero morir en la cancion de la oreja de van gogh',
      'ya no me importa nada, solo quiero que pare el dolor para siempre',
      'me toca cuidar a mis hermanos todo el dia porque mi mama se va y no vuelve hasta la noche',
      // Intent without a word of the lexicon ('la muerte', 'lo hago'): left to moderation.
      'pienso todo el rato en la muerte y en como hacerlo',
      'ya tengo las pastillas, esta noche lo hago',
      // Hitting oneself 'en la cabeza' reads like an accident without 'contra la pared'.
      'me pego en la cabeza cuando me enfado conmigo',
      // Flagged, under another category: 'me jala las orejas hasta sangrar' reads as self-injury
      // (self-harm ranks first), and a family adult more than five words before 'me pega' as peers.
      'mi mama me araña y me jala las orejas hasta sangrar',
      'mi padrastro me tiene miedo de verdad no, yo a el, me pega cada noche',
    ]);
  });

  // The learned layer (safety-learned.ts) was trained on these sets, so what it adds here is no
  // evidence on unseen messages (see docs/safety.md for its cross-validation and blind figures): these
  // pin the two layers together. Where the regex layer flags a message, its verdict stands.
  it('both layers screen every case of the fifth set as labelled', () => {
    expect(SAFETY_FIFTH.filter((c) => screenOffline(c.text) !== c.label)).toEqual([]);
  });

  it('both layers screen the cases written with the fifth tuning as labelled but three', () => {
    const wrong = SAFETY_FAMILY_CASES.filter((c) => screenOffline(c.text) !== c.label);
    // The regex layer's verdicts (a song's words unquoted, and two under another category).
    expect(wrong.map((c) => c.text)).toEqual([
      'que significa la frase me quiero morir en la cancion de la oreja de van gogh',
      'mi mama me araña y me jala las orejas hasta sangrar',
      'mi padrastro me tiene miedo de verdad no, yo a el, me pega cada noche',
    ]);
    for (const c of wrong) expect(screenOffline(c.text)).toBe(screenRegex(c.text));
  });

  it('the eighth set: 150 messages or more, at least half harmless look-alikes', () => {
    expect(SAFETY_EIGHTH.length).toBeGreaterThanOrEqual(150);
    const harmless = SAFETY_EIGHTH.filter((c) => c.label === null).length;
    expect(harmless * 2).toBeGreaterThanOrEqual(SAFETY_EIGHTH.length);
    expect(new Set(SAFETY_EIGHTH.map((c) => c.label))).toEqual(new Set([null, ...SAFETY_PRIORITY]));
  });

  it('the first set: 320 messages or more, at least half harmless, every category and style', () => {
    expect(SAFETY_CASES.length).toBeGreaterThanOrEqual(320);
    const harmless = SAFETY_CASES.filter((c) => c.label === null).length;
    expect(harmless * 2).toBeGreaterThanOrEqual(SAFETY_CASES.length);
    expect(new Set(SAFETY_CASES.map((c) => c.label))).toEqual(new Set([null, ...SAFETY_PRIORITY]));
    const styles = new Set(SAFETY_CASES.map((c) => c.style));
    for (const style of [
      'third-person',
      'typo',
      'no-spaces',
      'repeated',
      'leet',
      'slang',
      'hyperbole',
    ])
      expect(styles).toContain(style);
  });

  it("the reply's model name, as message_metrics.model_used records it", () => {
    expect(SAFETY_MODEL).toBe('tutor-safety-reply');
  });

  it('screenPhrases is the same screen', () => {
    expect(screenPhrases).toBe(screenOffline);
  });
});

describe('screenOffline: the most urgent category wins', () => {
  it('orders the categories self-harm, sexual abuse, abuse, neglect, bullying', () => {
    expect(SAFETY_PRIORITY).toEqual(['self_harm', 'sexual_minors', 'abuse', 'neglect', 'bullying']);
  });

  eachCase('%s -> %s', screenOffline, [
    ['mi papá me pega y ya me quiero morir', 'self_harm'],
    ['me quiero matar porque mi tío me toca donde no quiero', 'self_harm'],
    ['mi tío me toca donde no quiero y mi papá me pega', 'sexual_minors'],
    ['mi papá me pega con el cinturón y en mi casa no hay comida', 'abuse'],
    ['en mi casa no hay comida y en la escuela me pegan todos los días', 'neglect'],
    ['en la escuela me pegan', 'bullying'],
  ]);
});

describe('screenOffline: what the first phrase list caught still counts', () => {
  eachCase('%s -> %s', screenOffline, [
    ['A veces pienso que me quiero morir', 'self_harm'],
    ['ME QUIERO MORIR.', 'self_harm'],
    ['me quiero morir de tristeza', 'self_harm'],
    ['tengo pensamientos suicidas', 'self_harm'],
    ['quiero quitarme la vida', 'self_harm'],
    ['mi padrastro me pega cuando llego tarde', 'abuse'],
    ['un señor abusó de mí', 'sexual_minors'],
    ['me violaron', 'sexual_minors'],
  ]);

  it.each([
    ['analiza el poema "Quiero morir cuando decline el día"'],
    ['analiza el poema “Quiero morir cuando decline el día”'],
    ['analiza el poema «Quiero morir cuando decline el día»'],
  ])('leaves out a quotation in homework: %s', (text) => {
    expect(screenOffline(text)).toBeNull();
  });

  it('reads a quotation outside homework: a friend quoted', () => {
    expect(screenOffline('mi amiga me escribió "quiero morir"')).toBe('self_harm');
  });

  it.each([['me toca exponer mañana'], ['se me pega la canción todo el día'], [''], ['  ¿?  ']])(
    'leaves alone: %s',
    (text) => {
      expect(screenOffline(text)).toBeNull();
    },
  );
});

describe('screenVerdict: screenOffline and screenLevel in one reading', () => {
  it('agrees with both on every case of the first sets and the issue examples', () => {
    const cases = [...Object.values(SETS).flat(), ...loadSet('safety', 'issue-idioms')];
    expect(cases.length).toBeGreaterThan(100);
    const levels = new Set<string | null>();
    for (const { text } of cases) {
      const verdict = screenVerdict(text);
      expect(verdict?.category ?? null).toBe(screenOffline(text));
      expect(verdict?.level ?? null).toBe(screenLevel(text));
      levels.add(verdict?.level ?? null);
    }
    // The sets hold all three outcomes, so the agreement above covers each.
    expect(levels).toEqual(new Set(['alta', 'revisar', null]));
  });
});

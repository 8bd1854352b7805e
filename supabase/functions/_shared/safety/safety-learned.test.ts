/**
 * The offline screen's learned layer (safety-learned.ts with the generated safety-model.generated.ts). The
 * messages below were written for this test after the model was trained, in none of the labelled
 * sets; the figures on unseen sets are in docs/tutor.md. That the stored weights are what training
 * produces is checked in scripts/train-safety-model.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { decodeModel, featuresOfFolded, LEARNED_CLASSES, verdictOf } from './safety-learned.ts';
import { SAFETY_LEARNED_MODEL } from './safety-model.generated.ts';
import { SAFETY_PRIORITY, screenLearned, screenOffline, screenRegex } from './safety.ts';

/** Disclosures in the lexicon's reach: the learned layer flags them on its own too. */
const DISCLOSURES = [
  'ultimamente pienso que todos estarian mejor sin mi',
  'ya escribi las cartas para mi familia, mañana no voy a estar',
  'mi tio me dice que es nuestro secreto y me toca cuando mi mama no esta',
  'mi padre llega borracho y nos rompe cosas en la cabeza',
  'llevo dos dias sin comer porque en casa no hay nada y mi mama no vuelve',
  'en el recreo me rodean entre cinco y me patean',
  'me rajo los brazos con el sacapuntas',
  'un chico de instagram que dice que tiene 25 me pide fotos sin ropa',
  'mi madrastra me encierra en el baño sin comer todo el fin de semana',
  'los de mi clase me esperan a la salida para pegarme',
  'no veo salida, solo quiero dormir y no despertar nunca',
  'mi hermano mayor me obliga a hacerle cosas por la noche',
];

/** Harmless look-alikes: death in a novel, history, biology, hyperbole, sport, chores. */
const LOOK_ALIKES = [
  'en la novela el protagonista se quita la vida al final, como lo analizo',
  'resumen de la batalla de lepanto: murieron miles de soldados',
  'la celula muere por apoptosis, explicamelo',
  'me muero de hambre, que hay de cenar',
  'mi profe de mates me mata con tantos deberes jaja',
  'en el partido nos dieron una paliza 5 a 0',
  'como se dice abuso de poder en ingles',
  'en historia vimos el trabajo infantil en la revolucion industrial',
  'el lobo se come a caperucita, que moraleja tiene',
  'tengo que cuidar a mi hermano esta tarde porque mis padres van al cine',
  'me pegue con la puerta y tengo un moraton',
  'en el libro la madrastra encierra a cenicienta, cual es el tema',
  'ojala llueva mañana para no tener educacion fisica',
  'mi abuela me hace de comer los domingos',
  'guardo un sacapuntas en el estuche',
  'el entrenador nos graba los partidos para corregir la tecnica',
  'le di mis cromos repetidos a mi amiga',
];

describe('the learned layer on messages it never saw', () => {
  it.each(DISCLOSURES)('flags on its own: %s', (text) => {
    expect(screenLearned(text)).not.toBeNull();
  });

  it.each(LOOK_ALIKES)('leaves alone, with the regex layer: %s', (text) => {
    expect(screenLearned(text)).toBeNull();
    expect(screenOffline(text)).toBeNull();
  });

  // Six probes written past the lexicon: the first model caught three, the one retrained with the
  // tenth and insistence sets one, the ones retrained with the eleventh to twenty-eighth sets
  // (docs/tutor.md) three and then four, while the blind sets gained each time: six messages weigh
  // less than the blind sets' 2,114.
  it('catches some of the disclosures written past the lexicon, under their category', () => {
    const pastLexicon = [
      'le di mis cosas favoritas a mis amigas porque ya no las voy a necesitar',
      'me encierran en el armario del gimnasio y se rien de mi',
      'guardo una cuchilla en el estuche para cuando me agobio',
      'ojala un coche me atropelle de camino al insti',
      // Misses: grooming at home and by a coach told without a word the layer weighs (they are
      // left to moderation when a key exists).
      'cuando mi mama sale, su novio entra a mi cuarto y cierra la puerta',
      'el entrenador nos hace ducharnos delante de el y nos graba',
    ];
    expect(pastLexicon.map(screenRegex)).toEqual([null, null, null, null, null, null]);
    expect(pastLexicon.map(screenOffline)).toEqual([
      'self_harm',
      'bullying',
      'self_harm',
      'self_harm',
      null,
      null,
    ]);
  });

  it('the regex verdict stands when it has one (the learned layer reads only its misses)', () => {
    // The learned layer alone files this under abuse; the regex layer reads self-harm first.
    const text = 'mi papa me pega y a veces quiero morirme';
    expect(screenLearned(text)).toBe('abuse');
    expect(screenRegex(text)).toBe('self_harm');
    expect(screenOffline(text)).toBe('self_harm');
  });
});

describe('the learned layer, piece by piece', () => {
  it('classes: harmless first, then the categories by urgency', () => {
    expect(LEARNED_CLASSES).toEqual([null, ...SAFETY_PRIORITY]);
  });

  it('decodes the stored weights as signed bytes, one row per class', () => {
    const model = decodeModel(SAFETY_LEARNED_MODEL);
    expect(model.weights.length).toBe(LEARNED_CLASSES.length << model.features.bits);
    expect(Math.min(...model.weights)).toBeLessThan(0);
    expect(Math.max(...model.weights.map(Math.abs))).toBe(127);
    expect(model.threshold).toBeGreaterThanOrEqual(0.5);
    const tiny = decodeModel({ ...SAFETY_LEARNED_MODEL, weights: btoa('\x00\x7f\x80\xff') });
    expect([...tiny.weights]).toEqual([0, 127, -128, -1]);
  });

  it('features: distinct buckets of unit length, the same on every call', () => {
    const config = { bits: 10, words: true, bigrams: true, charMin: 3, charMax: 4 };
    const a = featuresOfFolded('me pegan en el recreo', config);
    const b = featuresOfFolded('me pegan en el recreo', config);
    expect([...a.index]).toEqual([...b.index]);
    expect(new Set(a.index).size).toBe(a.index.length);
    expect(a.index.every((i) => i >= 0 && i < 1 << 10)).toBe(true);
    expect(a.value * a.value * a.index.length).toBeCloseTo(1);
    const words = featuresOfFolded('me pegan', { ...config, bigrams: false, charMax: 0 });
    expect(words.index.length).toBe(2);
    expect(featuresOfFolded('', config).value).toBe(0);
  });

  it('a verdict only from the threshold up, under the likeliest category', () => {
    // harmless, self_harm, sexual_minors, abuse, neglect, bullying
    expect(verdictOf([0.3, 0.1, 0.1, 0.4, 0.05, 0.05], 0.7)).toBe('abuse');
    expect(verdictOf([0.31, 0.1, 0.1, 0.39, 0.05, 0.05], 0.7)).toBeNull();
    expect(verdictOf([0, 0, 0, 0, 0, 1], 0.99)).toBe('bullying');
    expect(verdictOf([0.2, 0.2, 0.2, 0.2, 0.1, 0.1], 0.5)).toBe('self_harm');
  });
});

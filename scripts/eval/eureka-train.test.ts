/**
 * The understanding detector's learned layer (eureka-learned.ts, trained by eureka-train.ts; figures
 * in docs/eureka.md): the stored model is what `npm run train:eureka` produces, the combinations
 * mean what their names say, and training is deterministic (that it trains on the tuned sets only:
 * trained-models.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { buildUnderstands } from '../../supabase/functions/_shared/eureka/eureka-learned.ts';
import {
  EUREKA_LEARNED_MODEL,
  EUREKA_LEARNED_TRAINING,
} from '../../supabase/functions/_shared/eureka/eureka-model.generated.ts';
import {
  detectEureka,
  detectEurekaRule,
  messageShape,
  tokenize,
} from '../../supabase/functions/_shared/eureka/eureka.ts';

import {
  CANDIDATES,
  combinations,
  combine,
  figures,
  storedModel,
  trainingCases,
  trainModel,
  understands,
} from './eureka-train.ts';

describe('the eureka learned layer', () => {
  it(
    'the stored model is what training produces, with a combination of the grid',
    { tags: ['training'] },
    () => {
      const { config } = EUREKA_LEARNED_TRAINING;
      expect(CANDIDATES).toContainEqual(config);
      expect(combinations()).toContainEqual(EUREKA_LEARNED_MODEL.combination);
      expect(
        storedModel(trainModel(trainingCases(), config), EUREKA_LEARNED_MODEL.combination),
      ).toEqual(EUREKA_LEARNED_MODEL);
    },
  );

  it('(a) adds a flag only above the high threshold, (b) removes one only at or below the low', () => {
    const plain = { words: 1, vetoed: false, kept: false };
    expect(combine(false, 0.79, { high: 0.8, low: null, minWords: 0, veto: false }, plain)).toBe(
      false,
    );
    expect(combine(false, 0.8, { high: 0.8, low: null, minWords: 0, veto: false }, plain)).toBe(
      true,
    );
    expect(combine(true, 0.01, { high: 0.8, low: null, minWords: 0, veto: false }, plain)).toBe(
      true,
    );
    expect(combine(true, 0.05, { high: null, low: 0.05, minWords: 0, veto: false }, plain)).toBe(
      false,
    );
    expect(combine(true, 0.06, { high: null, low: 0.05, minWords: 0, veto: false }, plain)).toBe(
      true,
    );
    expect(combine(false, 0.99, { high: null, low: 0.05, minWords: 0, veto: false }, plain)).toBe(
      false,
    );
  });

  it('leaves a message shorter than minWords to the rule', () => {
    const both = { high: 0.8, low: 0.2, minWords: 6, veto: false };
    const shape = (words: number) => ({ words, vetoed: false, kept: false });
    expect(combine(false, 0.99, both, shape(5))).toBe(false);
    expect(combine(true, 0.01, both, shape(5))).toBe(true);
    expect(combine(false, 0.99, both, shape(6))).toBe(true);
    expect(combine(true, 0.01, both, shape(6))).toBe(false);
  });

  it('with veto, adds no flag to a message the rule vetoes, and removes as before', () => {
    const c = { high: 0.8, low: 0.2, minWords: 0, veto: true };
    expect(combine(false, 0.99, c, { words: 9, vetoed: true, kept: false })).toBe(false);
    expect(combine(false, 0.99, c, { words: 9, vetoed: false, kept: false })).toBe(true);
    expect(combine(true, 0.1, c, { words: 9, vetoed: true, kept: false })).toBe(false);
    expect(
      combine(false, 0.99, { ...c, veto: false }, { words: 9, vetoed: true, kept: false }),
    ).toBe(true);
  });

  it("never drops a flag the rule reads in one of the product's ten phrases", () => {
    const c = { high: 0.8, low: 0.2, minWords: 0, veto: true };
    expect(combine(true, 0.01, c, { words: 9, vetoed: false, kept: true })).toBe(true);
    expect(combine(true, 0.01, c, { words: 9, vetoed: false, kept: false })).toBe(false);
    // Written for this test, in none of the sets: 'tiene sentido' is one of the ten.
    expect(messageShape('eso que dices tiene sentido').kept).toBe(true);
    expect(messageShape('eso que dices ya lo pillo').kept).toBe(false);
    expect(messageShape('no tiene sentido lo que dices').kept).toBe(false);
    // Seven words: longer than PRODUCT_PHRASE_MAX_WORDS, the layer may drop it.
    expect(messageShape('eso que dices ahora sí tiene sentido').kept).toBe(false);
  });

  it('the rule vetoes questions, sarcasm, confusion, negated understanding, tags, hypotheticals', () => {
    // Written for this test, in none of the sets.
    for (const text of [
      'para sumar fracciones busco el denominador común, ¿es así?',
      'ah sí, ahora lo entiendo todo 🙄',
      'hasta lo de multiplicar te sigo, después me perdí',
      'la hipotenusa es el lado más largo, o no',
      'si lo entendiera ya habría terminado la tarea',
      'nunca me quedó claro lo de las fracciones',
    ])
      expect({ text, vetoed: detectEurekaRule.vetoes(text) }).toEqual({ text, vetoed: true });
    expect(detectEurekaRule.vetoes('la hipotenusa es el lado más largo del triángulo')).toBe(false);
  });

  it('counts precision and recall', () => {
    expect(figures([true, true, false, false], [true, false, true, false])).toEqual({
      precision: 0.5,
      recall: 0.5,
      f1: 0.5,
    });
  });

  it(
    'trains the same model twice, and it separates plain understanding from confusion',
    { tags: ['training'] },
    () => {
      const config = CANDIDATES[0]!;
      const a = trainModel(trainingCases(), config);
      expect(trainModel(trainingCases(), config)).toEqual(a);
      // Written for this test, in none of the sets.
      expect(understands(a, 'ahhh ya lo entendí, ahora sí me quedó clarísimo')).toBeGreaterThan(
        0.5,
      );
      expect(understands(a, 'no entiendo nada, me lo explicas otra vez?')).toBeLessThan(0.5);
    },
  );

  it('detectEureka is the stored combination of the rule and the model, which adds and removes', () => {
    const model = buildUnderstands(EUREKA_LEARNED_MODEL);
    const { combination } = EUREKA_LEARNED_MODEL;
    // Every fourth tuned message: enough to see both sides at work, quick enough under mutation.
    const cases = trainingCases().filter((_, i) => i % 4 === 0);
    for (const { text } of cases)
      expect(detectEureka(text)).toBe(
        combine(detectEurekaRule(text), model(text), combination, messageShape(text)),
      );
    const moved = cases.filter((c) => detectEureka(c.text) !== detectEurekaRule(c.text));
    // Both sides of the combination are at work: flags added and flags removed.
    expect(moved.some((c) => detectEureka(c.text))).toBe(true);
    expect(moved.some((c) => !detectEureka(c.text))).toBe(true);
    // Shorter messages than minWords are the rule's alone.
    const short = cases.filter((c) => tokenize(c.text).length < combination.minWords);
    expect(short.length).toBeGreaterThan(25);
    for (const { text } of short) expect(detectEureka(text)).toBe(detectEurekaRule(text));
  });
});

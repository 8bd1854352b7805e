/**
 * The eureka learned-layer experiment (eureka-train.ts; figures in docs/admin.md): it trains on the
 * tuned sets only, the combinations mean what their names say, and training is deterministic.
 */
import { describe, expect, it } from 'vitest';

import { EUREKA_BLIND_2 } from '../../supabase/functions/_shared/eureka-cases-blind-2.ts';
import { EUREKA_BLIND } from '../../supabase/functions/_shared/eureka-cases-blind.ts';
import { detectEureka } from '../../supabase/functions/_shared/eureka.ts';

import {
  CANDIDATES,
  combine,
  figures,
  trainingCases,
  trainModel,
  understands,
} from './eureka-train.ts';

describe('eureka learned-layer experiment', () => {
  it('trains on the tuned sets only: the blind sets share only stock messages with them', () => {
    const texts = new Set(trainingCases().map((c) => c.text));
    expect(texts.size).toBe(648);
    const shared = [...EUREKA_BLIND, ...EUREKA_BLIND_2].filter((c) => texts.has(c.text));
    // Written independently, the blind sets repeat 17 stock messages of the tuned sets ('ok',
    // 'gracias', '12', 'todo tiene sentido ahora'...), same label, each already right by the rule
    // alone; under "rule OR model" training on them can only remove a false alarm on them.
    expect(shared).toHaveLength(17);
    for (const c of shared) expect(detectEureka(c.text)).toBe(c.expected);
    expect(shared.filter((c) => c.expected).map((c) => c.text)).toEqual([
      'todo tiene sentido ahora',
    ]);
  });

  it('(a) adds a flag only above the high threshold, (b) removes one only at or below the low', () => {
    expect(combine(false, 0.79, { high: 0.8, low: null })).toBe(false);
    expect(combine(false, 0.8, { high: 0.8, low: null })).toBe(true);
    expect(combine(true, 0.01, { high: 0.8, low: null })).toBe(true);
    expect(combine(true, 0.05, { high: null, low: 0.05 })).toBe(false);
    expect(combine(true, 0.06, { high: null, low: 0.05 })).toBe(true);
    expect(combine(false, 0.99, { high: null, low: 0.05 })).toBe(false);
  });

  it('counts precision and recall', () => {
    expect(figures([true, true, false, false], [true, false, true, false])).toEqual({
      precision: 0.5,
      recall: 0.5,
      f1: 0.5,
    });
  });

  it('trains the same model twice, and it separates plain understanding from confusion', () => {
    const config = CANDIDATES[0]!;
    const a = trainModel(trainingCases(), config);
    expect(trainModel(trainingCases(), config)).toEqual(a);
    // Written for this test, in none of the sets.
    expect(understands(a, 'ahhh ya lo entendí, ahora sí me quedó clarísimo')).toBeGreaterThan(0.5);
    expect(understands(a, 'no entiendo nada, me lo explicas otra vez?')).toBeLessThan(0.5);
  });
});

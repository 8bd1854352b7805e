/**
 * Training of the offline safety screen's learned layer (supabase/functions/_shared/safety-learned.ts):
 * softmax regression over hashed features, plain SGD with L2, deterministic (a fixed seed, a fixed
 * order), on the TUNED labelled sets only. The blind sets (seventh, ninth) are never read here.
 * The feature family and the threshold are chosen by stratified k-fold cross-validation: the
 * threshold is the lowest at which the out-of-fold harmless messages stay within FP_BUDGET.
 */
import { SAFETY_EIGHTH } from '../../supabase/functions/_shared/safety-cases-eighth.ts';
import { SAFETY_FAMILY_CASES } from '../../supabase/functions/_shared/safety-cases-families.ts';
import { SAFETY_FIFTH } from '../../supabase/functions/_shared/safety-cases-fifth.ts';
import {
  SAFETY_FOURTH,
  SAFETY_HELD_OUT,
  SAFETY_LEXICON_CASES,
  SAFETY_UNSEEN,
} from '../../supabase/functions/_shared/safety-cases-held-out.ts';
import { SAFETY_INSISTENCE } from '../../supabase/functions/_shared/safety-cases-insistence.ts';
import { SAFETY_SIXTH } from '../../supabase/functions/_shared/safety-cases-sixth.ts';
import { SAFETY_TENTH } from '../../supabase/functions/_shared/safety-cases-tenth.ts';
import { type SafetyCase, SAFETY_CASES } from '../../supabase/functions/_shared/safety-cases.ts';
import {
  featuresOf,
  type FeatureConfig,
  type Features,
  LEARNED_CLASSES,
  probabilities,
  type StoredModel,
} from '../../supabase/functions/_shared/safety-learned.ts';

/** Out-of-fold harmless messages flagged by the learned layer alone, at most. */
export const FP_BUDGET = 0.02;
export const FOLDS = 5;
export const SEED = 19;

export interface TrainConfig {
  features: FeatureConfig;
  epochs: number;
  rate: number;
  l2: number;
}

const features = (words: boolean, bigrams: boolean, charMin: number, charMax: number) => ({
  bits: 14,
  words,
  bigrams,
  charMin,
  charMax,
});

/**
 * The candidates cross-validation chooses from: every configuration tried while building the layer
 * (none was tried on the blind sets), so `npm run train:safety` reproduces the whole choice.
 */
export const CANDIDATES: readonly TrainConfig[] = [
  { features: features(true, true, 3, 5), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(true, true, 1, 0), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(true, false, 3, 5), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(false, false, 3, 5), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(true, true, 2, 4), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(true, true, 3, 6), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(true, true, 3, 5), epochs: 20, rate: 0.5, l2: 1e-4 },
  { features: features(true, true, 3, 5), epochs: 40, rate: 1, l2: 1e-5 },
  { features: features(true, true, 3, 5), epochs: 10, rate: 0.2, l2: 1e-5 },
  { features: features(true, true, 3, 5), epochs: 40, rate: 1, l2: 1e-4 },
  { features: features(true, true, 3, 6), epochs: 40, rate: 1, l2: 1e-5 },
  { features: features(true, true, 3, 5), epochs: 60, rate: 2, l2: 1e-5 },
  { features: features(true, true, 3, 5), epochs: 80, rate: 1, l2: 1e-5 },
  { features: features(true, true, 3, 6), epochs: 60, rate: 2, l2: 1e-4 },
];

/** Every tuned set, each text once (first label wins). Never the blind seventh and ninth sets. */
export function trainingCases(): SafetyCase[] {
  const all = [
    SAFETY_CASES,
    SAFETY_HELD_OUT,
    SAFETY_UNSEEN,
    SAFETY_FOURTH,
    SAFETY_FIFTH,
    SAFETY_LEXICON_CASES,
    SAFETY_SIXTH,
    SAFETY_EIGHTH,
    SAFETY_FAMILY_CASES,
    SAFETY_TENTH,
    SAFETY_INSISTENCE,
  ].flat();
  const seen = new Set<string>();
  return all.filter((c) => !seen.has(c.text) && Boolean(seen.add(c.text)));
}

/** mulberry32: a small seeded generator, so training is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Example {
  features: Features;
  label: number;
}

function examplesOf(cases: readonly SafetyCase[], config: FeatureConfig): Example[] {
  return cases.map((c) => ({
    features: featuresOf(c.text, config),
    label: LEARNED_CLASSES.indexOf(c.label),
  }));
}

interface Trained {
  weights: Float64Array;
  biases: number[];
}

/** Softmax regression by SGD (learning rate rate / sqrt(1 + epoch), L2 on the touched weights). */
function fit(examples: readonly Example[], config: TrainConfig): Trained {
  const classes = LEARNED_CLASSES.length;
  const size = 1 << config.features.bits;
  const weights = new Float64Array(classes * size);
  const biases = new Array<number>(classes).fill(0);
  const next = random(SEED);
  for (let epoch = 0; epoch < config.epochs; epoch += 1) {
    const rate = config.rate / Math.sqrt(1 + epoch);
    for (const example of shuffled(examples, next)) {
      const probs = probabilities(example.features, weights, 1, biases, config.features.bits);
      for (let k = 0; k < classes; k += 1) {
        const gradient = probs[k]! - (k === example.label ? 1 : 0);
        biases[k]! -= rate * gradient;
        const row = k * size;
        const step = rate * gradient * example.features.value;
        for (const i of example.features.index)
          weights[row + i] = weights[row + i]! * (1 - rate * config.l2) - step;
      }
    }
  }
  return { weights, biases };
}

/** Weights as signed bytes times one scale. */
function quantise(trained: Trained): { weights: Int8Array; scale: number } {
  let top = 0;
  for (const w of trained.weights) top = Math.max(top, Math.abs(w));
  const scale = top / 127 || 1;
  return { weights: Int8Array.from(trained.weights, (w) => Math.round(w / scale)), scale };
}

/** P(risk) = 1 - P(harmless) of each message under a quantised model. */
function risks(
  examples: readonly Example[],
  model: { weights: Int8Array; scale: number },
  biases: readonly number[],
  bits: number,
): number[][] {
  return examples.map((e) => probabilities(e.features, model.weights, model.scale, biases, bits));
}

/** The lowest threshold (of 1 - P(harmless)) that flags at most `budget` of the harmless. */
export function thresholdFor(harmlessRisks: readonly number[], budget: number): number {
  const sorted = [...harmlessRisks].sort((a, b) => b - a);
  const allowed = Math.floor(budget * sorted.length);
  const cut = sorted[allowed] ?? 0;
  return Math.min(0.99, Math.max(0.5, cut + 1e-6));
}

export interface CrossValidation {
  config: TrainConfig;
  threshold: number;
  /** Out-of-fold, the learned layer alone, at the threshold. */
  recall: number;
  categoryAccuracy: number;
  falsePositiveRate: number;
  /** Out-of-fold [P(harmless) ... ] per training case, training order. */
  probs: number[][];
}

/** Stratified k-fold cross-validation of one candidate. */
export function crossValidate(cases: readonly SafetyCase[], config: TrainConfig): CrossValidation {
  const examples = examplesOf(cases, config.features);
  const fold = new Array<number>(examples.length).fill(0);
  const next = random(SEED + 1);
  for (let k = 0; k < LEARNED_CLASSES.length; k += 1) {
    const members = examples.flatMap((e, i) => (e.label === k ? [i] : []));
    shuffled(members, next).forEach((i, position) => (fold[i] = position % FOLDS));
  }
  const probs: number[][] = new Array(examples.length);
  for (let f = 0; f < FOLDS; f += 1) {
    const train = examples.filter((_, i) => fold[i] !== f);
    const trained = fit(train, config);
    const test = examples.flatMap((_, i) => (fold[i] === f ? [i] : []));
    const out = risks(
      test.map((i) => examples[i]!),
      quantise(trained),
      trained.biases,
      config.features.bits,
    );
    test.forEach((i, j) => (probs[i] = out[j]!));
  }
  const harmless = examples.flatMap((e, i) => (e.label === 0 ? [1 - probs[i]![0]!] : []));
  const threshold = thresholdFor(harmless, FP_BUDGET);
  const flagged = probs.map((p) => 1 - p[0]! >= threshold);
  const positives = examples.flatMap((e, i) => (e.label !== 0 ? [i] : []));
  const argmaxRisk = (p: number[]) =>
    p.slice(1).reduce((best, v, k, arr) => (v > arr[best]! ? k : best), 0) + 1;
  return {
    config,
    threshold,
    recall: positives.filter((i) => flagged[i]).length / positives.length,
    categoryAccuracy:
      positives.filter((i) => flagged[i] && argmaxRisk(probs[i]!) === examples[i]!.label).length /
      positives.length,
    falsePositiveRate: harmless.filter((r) => r >= threshold).length / harmless.length,
    probs,
  };
}

/** The final model: trained on every tuned case, threshold from cross-validation. */
export function trainModel(
  cases: readonly SafetyCase[],
  config: TrainConfig,
  threshold: number,
): StoredModel {
  const trained = fit(examplesOf(cases, config.features), config);
  const { weights, scale } = quantise(trained);
  return {
    features: config.features,
    scale,
    biases: trained.biases,
    threshold,
    weights: Buffer.from(weights.buffer, weights.byteOffset, weights.byteLength).toString('base64'),
  };
}

/** Cross-validates every candidate and keeps the one with the best out-of-fold recall. */
export function selectAndTrain(): {
  results: CrossValidation[];
  best: CrossValidation;
  model: StoredModel;
} {
  const cases = trainingCases();
  const results = CANDIDATES.map((config) => crossValidate(cases, config));
  const best = results.reduce((a, b) => (b.recall > a.recall ? b : a));
  return { results, best, model: trainModel(cases, best.config, best.threshold) };
}

/** The generated module's text (the CLI runs prettier over it). */
export function renderModelModule(
  model: StoredModel,
  best: Omit<CrossValidation, 'probs'>,
): string {
  const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
  return `/**
 * GENERATED by \`npm run train:safety\` (scripts/train-safety-model.ts): do not edit. The weights of
 * the offline safety screen's learned layer (safety-learned.ts), trained on the tuned labelled sets
 * only. Cross-validation (${FOLDS} folds, the layer alone): recall ${percent(best.recall)}, right
 * category ${percent(best.categoryAccuracy)}, false positives ${percent(best.falsePositiveRate)}.
 */
import type { StoredModel } from './safety-learned.ts';

/** How the model was trained (safety-learned.test.ts retrains with it and compares). */
export const SAFETY_LEARNED_TRAINING = ${JSON.stringify({ config: best.config, threshold: best.threshold })};

export const SAFETY_LEARNED_MODEL: StoredModel = ${JSON.stringify(model)};
`;
}

/**
 * Training of the offline safety screen's learned layer (supabase/functions/_shared/safety/safety-learned.ts):
 * softmax regression over hashed features, plain SGD with L2, deterministic (a fixed seed, a fixed
 * order; the pieces shared with the eureka experiment are in linear-train.ts), on the TUNED
 * labelled sets only (the training split of evals/manifest.json). The blind sets are never read here.
 * The feature family and the threshold are chosen by stratified k-fold cross-validation: the
 * threshold is the lowest at which the out-of-fold harmless messages stay within FP_BUDGET.
 */
import { loadSets, type SafetyCase } from '../../evals/load.ts';
import {
  featuresOf,
  LEARNED_CLASSES,
  type StoredModel,
} from '../../supabase/functions/_shared/safety/safety-learned.ts';

import { base64Of, distinctTexts, linearTrainer, type TrainConfig } from './linear-train.ts';

export type { TrainConfig } from './linear-train.ts';

/** Out-of-fold harmless messages flagged by the learned layer alone, at most. */
export const FP_BUDGET = 0.02;
export const FOLDS = 5;
export const SEED = 19;

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

/** Every training set (evals/manifest.json, in its order), each text once. Never a blind set. */
export function trainingCases(): SafetyCase[] {
  return distinctTexts(loadSets('safety', 'train').flatMap((set) => set.cases));
}

/** The one trainer (linear-train.ts) over the screen's classes (LEARNED_CLASSES, harmless first). */
const trainer = linearTrainer<SafetyCase, TrainConfig>({
  example: (c, config) => ({
    features: featuresOf(c.text, config.features),
    label: LEARNED_CLASSES.indexOf(c.label),
  }),
  classes: LEARNED_CLASSES.length,
  seed: SEED,
  folds: FOLDS,
});

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
  const labels = cases.map((c) => LEARNED_CLASSES.indexOf(c.label));
  const probs = trainer.outOfFold(cases, config, SEED + 1);
  const harmless = labels.flatMap((label, i) => (label === 0 ? [1 - probs[i]![0]!] : []));
  const threshold = thresholdFor(harmless, FP_BUDGET);
  const flagged = probs.map((p) => 1 - p[0]! >= threshold);
  const positives = labels.flatMap((label, i) => (label !== 0 ? [i] : []));
  const argmaxRisk = (p: number[]) =>
    p.slice(1).reduce((best, v, k, arr) => (v > arr[best]! ? k : best), 0) + 1;
  return {
    config,
    threshold,
    recall: positives.filter((i) => flagged[i]).length / positives.length,
    categoryAccuracy:
      positives.filter((i) => flagged[i] && argmaxRisk(probs[i]!) === labels[i]).length /
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
  const { weights, scale, biases } = trainer.train(cases, config);
  return {
    features: config.features,
    scale,
    biases,
    threshold,
    weights: base64Of(weights),
  };
}

/** Cross-validates every candidate and keeps the one with the best out-of-fold recall. */
/** The hash of what trainModel reads (linear-train.ts inputsHash), recorded as `inputs`. */
export function trainingInputs(
  cases: readonly SafetyCase[],
  config: TrainConfig,
  threshold: number,
): string {
  return trainer.inputs(cases, config, { config, threshold, seed: SEED });
}

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

/** How the model was trained and its inputs' hash (\`npm test\` recomputes the hash; \`npm run test:training\` retrains and compares the weights). */
export const SAFETY_LEARNED_TRAINING = ${JSON.stringify({ config: best.config, threshold: best.threshold, inputs: trainingInputs(trainingCases(), best.config, best.threshold) })};

export const SAFETY_LEARNED_MODEL: StoredModel = ${JSON.stringify(model)};
`;
}

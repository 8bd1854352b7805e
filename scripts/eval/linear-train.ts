/**
 * Training pieces shared by the offline learned layers (the safety screen's, safety-train.ts, and
 * the understanding detector's experiment, eureka-train.ts): softmax regression over hashed
 * features (supabase/functions/_shared/safety/safety-learned.ts) by plain SGD with L2, deterministic (a
 * fixed seed, a fixed order), weights quantised to signed bytes, stratified k-fold assignment,
 * and linearTrainer: one trainer for both detectors, which differ only in how a case becomes an
 * example, how many classes there are and the seed.
 */
import { createHash } from 'node:crypto';

import {
  type FeatureConfig,
  type Features,
  probabilities,
} from '../../supabase/functions/_shared/safety/safety-learned.ts';

export interface TrainConfig {
  features: FeatureConfig;
  epochs: number;
  rate: number;
  l2: number;
}

/** mulberry32: a small seeded generator, so training is the same on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface Example {
  features: Features;
  /** The class index, 0 .. classes - 1. */
  label: number;
}

export interface Trained {
  weights: Float64Array;
  biases: number[];
}

/** Softmax regression by SGD (learning rate rate / sqrt(1 + epoch), L2 on the touched weights). */
export function fit(
  examples: readonly Example[],
  config: TrainConfig,
  classes: number,
  seed: number,
): Trained {
  const size = 1 << config.features.bits;
  const weights = new Float64Array(classes * size);
  const biases = new Array<number>(classes).fill(0);
  const next = random(seed);
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
export function quantise(trained: Trained): { weights: Int8Array; scale: number } {
  let top = 0;
  for (const w of trained.weights) top = Math.max(top, Math.abs(w));
  const scale = top / 127 || 1;
  return { weights: Int8Array.from(trained.weights, (w) => Math.round(w / scale)), scale };
}

/** Signed bytes as base64 (the stored form decodeModel reads). */
export function base64Of(weights: Int8Array): string {
  return Buffer.from(weights.buffer, weights.byteOffset, weights.byteLength).toString('base64');
}

/** A fold (0 .. folds - 1) per example, each class spread evenly over the folds. */
export function stratifiedFolds(
  labels: readonly number[],
  classes: number,
  folds: number,
  seed: number,
): number[] {
  const fold = new Array<number>(labels.length).fill(0);
  const next = random(seed);
  for (let k = 0; k < classes; k += 1) {
    const members = labels.flatMap((label, i) => (label === k ? [i] : []));
    shuffled(members, next).forEach((i, position) => (fold[i] = position % folds));
  }
  return fold;
}

/** The cases with each text once, in order: the first label of a repeated text wins. */
export function distinctTexts<T extends { text: string }>(cases: readonly T[]): T[] {
  const seen = new Set<string>();
  return cases.filter((c) => !seen.has(c.text) && Boolean(seen.add(c.text)));
}

/**
 * The trainer's whole input as one hash: the parameters (configuration, seed, threshold) and every
 * example's label and features, in order. Recorded beside a generated model (`inputs`), it lets a
 * fast test tell that the labelled data, the feature extraction or the configuration changed since
 * the model was trained, without retraining (the retraining itself is `npm run test:training`).
 */
export function inputsHash(examples: readonly Example[], parameters: unknown): string {
  const h = createHash('sha256').update(JSON.stringify(parameters));
  for (const { label, features } of examples) {
    h.update(`\n${label} ${features.value} `);
    h.update(
      new Uint8Array(features.index.buffer, features.index.byteOffset, features.index.byteLength),
    );
  }
  return h.digest('hex');
}

/** A trained model as stored: signed-byte weights, their scale, and the biases. */
export interface QuantisedModel {
  weights: Int8Array;
  scale: number;
  biases: number[];
}

/** What one detector's training needs: how a case becomes an example, the classes, the seeds. */
export interface TrainerSpec<C, K extends TrainConfig> {
  example: (c: C, config: K) => Example;
  classes: number;
  seed: number;
  folds: number;
}

/**
 * The trainer of a learned layer: the same SGD, quantisation and cross-validation for every
 * detector, so the safety screen and the understanding detector are trained by one piece of code.
 */
export function linearTrainer<C, K extends TrainConfig>(spec: TrainerSpec<C, K>) {
  const { classes, seed, folds } = spec;
  const examplesOf = (cases: readonly C[], config: K): Example[] =>
    cases.map((c) => spec.example(c, config));
  const quantised = (examples: readonly Example[], config: K): QuantisedModel => {
    const trained = fit(examples, config, classes, seed);
    return { ...quantise(trained), biases: trained.biases };
  };
  return {
    /** The final model, trained on every case given. */
    train: (cases: readonly C[], config: K): QuantisedModel =>
      quantised(examplesOf(cases, config), config),
    /** The hash of what train reads with these parameters (inputsHash), recorded as `inputs`. */
    inputs: (cases: readonly C[], config: K, parameters: unknown): string =>
      inputsHash(examplesOf(cases, config), parameters),
    /**
     * Out-of-fold probabilities of every class per case, in the cases' order: each fold's cases
     * scored by a quantised model trained on the other folds (folds stratified by `foldSeed`).
     */
    outOfFold: (cases: readonly C[], config: K, foldSeed: number): number[][] => {
      const examples = examplesOf(cases, config);
      const fold = stratifiedFolds(
        examples.map((e) => e.label),
        classes,
        folds,
        foldSeed,
      );
      const out = new Array<number[]>(examples.length);
      for (let f = 0; f < folds; f += 1) {
        const model = quantised(
          examples.filter((_, i) => fold[i] !== f),
          config,
        );
        examples.forEach((e, i) => {
          if (fold[i] === f)
            out[i] = probabilities(
              e.features,
              model.weights,
              model.scale,
              model.biases,
              config.features.bits,
            );
        });
      }
      return out;
    },
  };
}

/**
 * Training pieces shared by the offline learned layers (the safety screen's, safety-train.ts, and
 * the understanding detector's experiment, eureka-train.ts): softmax regression over hashed
 * features (supabase/functions/_shared/safety/safety-learned.ts) by plain SGD with L2, deterministic (a
 * fixed seed, a fixed order), weights quantised to signed bytes, stratified k-fold assignment.
 */
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

/**
 * The offline safety screen's learned layer (issue 19): a small linear classifier read after the
 * regex families (safety-screen.ts) miss. Features of the folded message (safety-fold.ts): word
 * unigrams and bigrams and character 3-5-grams, hashed into 2^bits buckets; one weight row per
 * class (harmless first, then SAFETY_PRIORITY), softmax. The weights are trained by
 * `npm run train:safety` (scripts/eval/safety-train.ts) on the tuned labelled sets only and stored,
 * quantised to signed bytes, in the generated safety-model.generated.ts. Pure, no dependency.
 */
import { foldForSafety } from './safety-fold.ts';
import type { SafetyCategory } from './safety-lexicon.ts';

/** The classes of a row of weights, in order: harmless (null), then the categories by urgency. */
export const LEARNED_CLASSES: readonly (SafetyCategory | null)[] = [
  null,
  'self_harm',
  'sexual_minors',
  'abuse',
  'neglect',
  'bullying',
];

/** Which feature families a model reads. */
export interface FeatureConfig {
  bits: number;
  words: boolean;
  bigrams: boolean;
  /** Character n-grams from `charMin` to `charMax` (none when `charMax` < `charMin`). */
  charMin: number;
  charMax: number;
}

/** A trained model: weights[class * 2^bits + bucket] * scale, plus a bias per class. */
export interface LearnedModel {
  features: FeatureConfig;
  scale: number;
  weights: Int8Array;
  biases: readonly number[];
  /** A message is flagged when 1 - P(harmless) reaches this. */
  threshold: number;
}

/** The stored form of a model (safety-model.generated.ts): the weights as base64 signed bytes. */
export interface StoredModel extends Omit<LearnedModel, 'weights'> {
  weights: string;
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A sparse feature vector: distinct buckets, each worth 1/sqrt(count) (unit length). */
export interface Features {
  index: Int32Array;
  value: number;
}

/** The hashed features of an already folded message. */
export function featuresOfFolded(folded: string, config: FeatureConfig): Features {
  const mask = (1 << config.bits) - 1;
  const buckets = new Set<number>();
  const words = folded.split(' ').filter(Boolean);
  if (config.words) for (const word of words) buckets.add(hash(`w ${word}`) & mask);
  if (config.bigrams)
    for (let i = 0; i + 1 < words.length; i += 1)
      buckets.add(hash(`b ${words[i]} ${words[i + 1]}`) & mask);
  const padded = ` ${words.join(' ')} `;
  for (let n = config.charMin; n <= config.charMax; n += 1)
    for (let i = 0; i + n <= padded.length; i += 1)
      buckets.add(hash(`c${padded.slice(i, i + n)}`) & mask);
  const index = Int32Array.from(buckets);
  return { index, value: index.length ? 1 / Math.sqrt(index.length) : 0 };
}

/** The hashed features of a student's message. */
export function featuresOf(text: string, config: FeatureConfig): Features {
  return featuresOfFolded(foldForSafety(text), config);
}

/** Class probabilities (LEARNED_CLASSES order) of a feature vector under weights * scale. */
export function probabilities(
  features: Features,
  weights: ArrayLike<number>,
  scale: number,
  biases: readonly number[],
  bits: number,
): number[] {
  const size = 1 << bits;
  const logits = biases.map((bias, k) => {
    let sum = 0;
    const row = k * size;
    for (const i of features.index) sum += weights[row + i]!;
    return bias + sum * scale * features.value;
  });
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The verdict of probabilities: the likeliest category when 1 - P(harmless) reaches threshold. */
export function verdictOf(probs: readonly number[], threshold: number): SafetyCategory | null {
  if (1 - probs[0]! < threshold) return null;
  let best = 1;
  for (let k = 2; k < probs.length; k += 1) if (probs[k]! > probs[best]!) best = k;
  return LEARNED_CLASSES[best]!;
}

/** Stored weights decoded: base64 signed bytes (atob exists in Deno, Node and browsers). */
export function decodeWeights(base64: string): Int8Array {
  const binary = atob(base64);
  const weights = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) weights[i] = (binary.charCodeAt(i) << 24) >> 24;
  return weights;
}

/** A stored model decoded. */
export function decodeModel(stored: StoredModel): LearnedModel {
  return { ...stored, weights: decodeWeights(stored.weights) };
}

/** The screen a model makes: a category, or null under the model's threshold. */
export function buildLearnedScreen(model: LearnedModel): (text: string) => SafetyCategory | null {
  return (text) =>
    verdictOf(
      probabilities(
        featuresOf(text, model.features),
        model.weights,
        model.scale,
        model.biases,
        model.features.bits,
      ),
      model.threshold,
    );
}

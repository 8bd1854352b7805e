/**
 * The understanding detector's learned layer (docs/admin.md, "The learned layer"): a logistic model
 * of P(understands) over hashed word and character n-grams of the message, the same features and
 * arithmetic as the safety screen's layer (safety-learned.ts), beside the rule of eureka.ts. The
 * weights are trained by `npm run train:eureka` (scripts/eval/eureka-train.ts) on the tuned labelled
 * sets only, and stored, quantised to signed bytes, in the generated eureka-model.generated.ts with the
 * combination cross-validation chose. Pure, no dependency.
 */
import { foldForSafety } from '../safety/safety-fold.ts';
import {
  decodeWeights,
  type FeatureConfig,
  type Features,
  featuresOfFolded,
  probabilities,
} from '../safety/safety-learned.ts';

/** How a message is read before hashing. */
export interface EurekaReading {
  features: FeatureConfig;
  /** 'safety': foldForSafety (phonetic, typos); 'plain': lower case, no accents, no stretching. */
  fold?: 'safety' | 'plain';
  /** Add the first and the last word as their own features ('entonces …', '… no'). */
  edges?: boolean;
}

function plainFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

/**
 * The folded message plus a word for the punctuation the fold drops but understanding depends on:
 * a question mark ('¿o sea que paso el 3 restando?') and an exclamation ('¡ahhh ya!').
 */
export function eurekaFeatures(text: string, reading: EurekaReading): Features {
  const folded = reading.fold === 'plain' ? plainFold(text) : foldForSafety(text);
  const words = folded.split(' ').filter(Boolean);
  const edges =
    reading.edges && words.length ? ` zini${words[0]} zfin${words[words.length - 1]}` : '';
  const marks = `${/[?¿]/.test(text) ? ' zpregunta' : ''}${/[!¡]/.test(text) ? ' zexclama' : ''}`;
  return featuresOfFolded(`${folded}${edges}${marks}`, reading.features);
}

/** How rule and model combine: a null threshold switches its side off. */
export interface Combination {
  /** Also flag what the rule misses when P(understands) >= high. */
  high: number | null;
  /** Drop the rule's flag when P(understands) <= low. */
  low: number | null;
  /**
   * The model speaks only on messages of at least this many words: on 'aah', 'claro que sí' or
   * 'ya entendí mal' its few features say little, and the rule's reading of them stands.
   */
  minWords: number;
  /** Whether the model may not add a flag to a message the rule vetoes (a question, sarcasm…). */
  veto: boolean;
}

/** What the combination needs to know of the message besides the two verdicts. */
export interface MessageShape {
  words: number;
  /** The rule's vetoes (eureka.ts): a question, sarcasm, stated confusion, a tag, a hypothetical. */
  vetoed: boolean;
  /** A short message where the rule reads one of the product's ten phrases: never dropped. */
  kept: boolean;
}

/** The verdict on a message: the rule's `rule`, the model's `p`. */
export function combine(rule: boolean, p: number, c: Combination, message: MessageShape): boolean {
  if (message.words < c.minWords) return rule;
  if (rule) return message.kept || c.low === null || p > c.low;
  return c.high !== null && p >= c.high && !(c.veto && message.vetoed);
}

/** A trained model in its stored form: the weights as base64 signed bytes (two rows). */
export interface StoredEurekaModel {
  reading: EurekaReading;
  scale: number;
  biases: readonly number[];
  weights: string;
  combination: Combination;
}

/** P(understands) of a message under weights * scale. */
export function understandsWith(
  reading: EurekaReading,
  weights: ArrayLike<number>,
  scale: number,
  biases: readonly number[],
  text: string,
): number {
  return probabilities(
    eurekaFeatures(text, reading),
    weights,
    scale,
    biases,
    reading.features.bits,
  )[1]!;
}

/** The P(understands) function of a stored model. */
export function buildUnderstands(stored: StoredEurekaModel): (text: string) => number {
  const weights = decodeWeights(stored.weights);
  return (text) => understandsWith(stored.reading, weights, stored.scale, stored.biases, text);
}

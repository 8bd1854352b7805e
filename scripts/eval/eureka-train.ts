/**
 * Experiment (docs/admin.md, "A learned layer beside the rule"): a binary logistic model
 * (understands or not) over the hashed features of the folded message, beside the rule
 * detectEureka. Softmax regression with two classes is logistic regression, so it reuses the safety
 * layer's pieces (safety-learned.ts for hashing and probabilities, linear-train.ts for SGD,
 * quantisation and folds). Trained and cross-validated on the TUNED eureka sets only; the two blind
 * sets are never read here (scripts/eureka-learned-experiment.ts scores them apart).
 *
 * Combinations compared by out-of-fold predictions of the model and the rule's own verdicts:
 * (a) rule OR P(understands) >= high (recall up), (b) rule AND NOT P(understands) <= low
 * (precision up), (c) both. Chosen by F1 among those with precision >= MIN_PRECISION.
 */
import {
  EUREKA_NINTH_AFTER_TUNING,
  EUREKA_NINTH_CASES,
} from '../../supabase/functions/_shared/eureka-cases-ninth.ts';
import {
  EUREKA_CASES,
  EUREKA_HELD_OUT,
  type EurekaCase,
} from '../../supabase/functions/_shared/eureka-cases.ts';
import {
  EUREKA_LEXICON_CASES,
  EUREKA_PARAPHRASE_AFTER_TUNING,
  EUREKA_PARAPHRASE_CASES,
  EUREKA_PARAPHRASE_HELD_OUT,
} from '../../supabase/functions/_shared/eureka-paraphrase-cases.ts';
import { foldForSafety } from '../../supabase/functions/_shared/safety-fold.ts';
import {
  type Features,
  featuresOfFolded,
  probabilities,
} from '../../supabase/functions/_shared/safety-learned.ts';

import { confusion } from './eureka-score.ts';
import {
  type Example,
  fit,
  quantise,
  stratifiedFolds,
  type TrainConfig,
  type Trained,
} from './linear-train.ts';

export const FOLDS = 5;
export const SEED = 23;
export const MIN_PRECISION = 0.95;

/** How the message is folded before hashing, and whether its first and last words count apart. */
export interface EurekaTrainConfig extends TrainConfig {
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
export function eurekaFeatures(text: string, config: EurekaTrainConfig): Features {
  const folded = config.fold === 'plain' ? plainFold(text) : foldForSafety(text);
  const words = folded.split(' ').filter(Boolean);
  const edges =
    config.edges && words.length ? ` zini${words[0]} zfin${words[words.length - 1]}` : '';
  const marks = `${/[?¿]/.test(text) ? ' zpregunta' : ''}${/[!¡]/.test(text) ? ' zexclama' : ''}`;
  return featuresOfFolded(`${folded}${edges}${marks}`, config.features);
}

const features = (
  bits: number,
  words: boolean,
  bigrams: boolean,
  charMin: number,
  charMax: number,
) => ({ bits, words, bigrams, charMin, charMax });

/** Every configuration tried (none on the blind sets). */
export const CANDIDATES: readonly EurekaTrainConfig[] = [
  { features: features(14, true, true, 3, 5), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(14, true, true, 1, 0), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(14, true, false, 3, 5), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(14, true, true, 2, 4), epochs: 20, rate: 0.5, l2: 1e-5 },
  { features: features(14, true, true, 3, 5), epochs: 40, rate: 1, l2: 1e-5 },
  { features: features(14, true, true, 3, 5), epochs: 20, rate: 0.5, l2: 1e-4 },
  { features: features(12, true, true, 3, 5), epochs: 20, rate: 0.5, l2: 1e-5 },
  // Tried after the first blind run (CV only): another fold, the edge words.
  { features: features(14, true, true, 3, 5), epochs: 40, rate: 1, l2: 1e-5, fold: 'plain' },
  { features: features(14, true, true, 3, 5), epochs: 40, rate: 1, l2: 1e-5, edges: true },
  {
    features: features(14, true, true, 3, 5),
    epochs: 40,
    rate: 1,
    l2: 1e-5,
    fold: 'plain',
    edges: true,
  },
  { features: features(14, true, true, 3, 5), epochs: 20, rate: 0.5, l2: 1e-5, edges: true },
];

/** The tuned sets (scripts/eval-eureka.ts's list), each text once. Never the two blind sets. */
export function trainingCases(): EurekaCase[] {
  const all = [
    EUREKA_CASES,
    EUREKA_HELD_OUT,
    EUREKA_PARAPHRASE_CASES,
    EUREKA_PARAPHRASE_HELD_OUT,
    EUREKA_PARAPHRASE_AFTER_TUNING,
    EUREKA_LEXICON_CASES,
    EUREKA_NINTH_CASES,
    EUREKA_NINTH_AFTER_TUNING,
  ].flat();
  const seen = new Set<string>();
  return all.filter((c) => !seen.has(c.text) && Boolean(seen.add(c.text)));
}

function examplesOf(cases: readonly EurekaCase[], config: EurekaTrainConfig): Example[] {
  return cases.map((c) => ({
    features: eurekaFeatures(c.text, config),
    label: c.expected ? 1 : 0,
  }));
}

/** A quantised binary model: P(understands) of a message. */
export interface EurekaModel {
  config: EurekaTrainConfig;
  weights: Int8Array;
  scale: number;
  biases: number[];
}

export function understands(model: EurekaModel, text: string): number {
  return probabilities(
    eurekaFeatures(text, model.config),
    model.weights,
    model.scale,
    model.biases,
    model.config.features.bits,
  )[1]!;
}

function quantised(trained: Trained, config: EurekaTrainConfig): EurekaModel {
  return { config, ...quantise(trained), biases: trained.biases };
}

export function trainModel(cases: readonly EurekaCase[], config: EurekaTrainConfig): EurekaModel {
  return quantised(fit(examplesOf(cases, config), config, 2, SEED), config);
}

/** Cross-validation is repeated with this many fold splits, so the choice rests on more than one. */
export const REPEATS = 3;

/** Out-of-fold P(understands) per case, in the cases' order, for the fold split `repeat`. */
export function outOfFold(
  cases: readonly EurekaCase[],
  config: EurekaTrainConfig,
  repeat = 0,
): number[] {
  const examples = examplesOf(cases, config);
  const fold = stratifiedFolds(
    examples.map((e) => e.label),
    2,
    FOLDS,
    SEED + 1 + repeat,
  );
  const out = new Array<number>(cases.length);
  for (let f = 0; f < FOLDS; f += 1) {
    const model = quantised(
      fit(
        examples.filter((_, i) => fold[i] !== f),
        config,
        2,
        SEED,
      ),
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
        )[1]!;
    });
  }
  return out;
}

/** How rule and model combine: null thresholds switch a side off. */
export interface Combination {
  /** (a) also flag when P(understands) >= high. */
  high: number | null;
  /** (b) drop the rule's flag when P(understands) <= low. */
  low: number | null;
}

export function combine(rule: boolean, p: number, c: Combination): boolean {
  if (rule) return c.low === null || p > c.low;
  return c.high !== null && p >= c.high;
}

export interface Figures {
  precision: number;
  recall: number;
  f1: number;
}

/** Precision and recall as eureka-score.ts counts them (nothing flagged or nothing to find: 1), and F1. */
export function figures(got: readonly boolean[], expected: readonly boolean[]): Figures {
  const c = confusion(got.map((g, i) => ({ got: g, expected: expected[i] === true })));
  const precision = c.precision ?? 1;
  const recall = c.recall ?? 1;
  return {
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
  };
}

export const HIGHS = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98];
export const LOWS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.3];

/** Every combination of the grid: rule alone, (a), (b), (c). */
export function combinations(): Combination[] {
  const out: Combination[] = [{ high: null, low: null }];
  for (const high of HIGHS) out.push({ high, low: null });
  for (const low of LOWS) out.push({ high: null, low });
  for (const high of HIGHS) for (const low of LOWS) out.push({ high, low });
  return out;
}

/**
 * Training of the understanding detector's learned layer (supabase/functions/_shared/eureka/eureka-learned.ts;
 * docs/eureka.md, "The learned layer"): a binary logistic model (understands or not) over the hashed
 * features of the message, beside the rule of eureka.ts. Softmax regression with two classes is
 * logistic regression, so it reuses the safety layer's pieces (safety-learned.ts for hashing and
 * probabilities, linear-train.ts for SGD, quantisation and folds). Trained and cross-validated on
 * the TUNED eureka sets only; the blind sets are never read here (`npm run eval:eureka` scores them).
 *
 * Combinations compared by out-of-fold predictions of the model and the rule's own verdicts:
 * (a) rule OR P(understands) >= high (recall up), (b) rule AND NOT P(understands) <= low
 * (precision up), (c) both, each only on messages of at least minWords words, and with or without
 * the rule's vetoes (no addition to a question, sarcasm…: eureka.ts). Chosen as the one
 * nearest to the goal of 95 % precision and 95 % recall (the higher lower figure, then F1) among
 * those whose precision is at least the rule's own: recall is added without losing precision.
 */
import { type EurekaCase, loadSets } from '../../evals/load.ts';
import {
  type Combination,
  combine,
  eurekaFeatures,
  type EurekaReading,
  type StoredEurekaModel,
  understandsWith,
} from '../../supabase/functions/_shared/eureka/eureka-learned.ts';
import { detectEurekaRule, messageShape } from '../../supabase/functions/_shared/eureka/eureka.ts';

import { confusion } from './eureka-score.ts';
import {
  base64Of,
  distinctTexts,
  linearTrainer,
  type QuantisedModel,
  type TrainConfig,
} from './linear-train.ts';

export const FOLDS = 5;
export const SEED = 23;

/** A candidate: how the message is read (eureka-learned.ts) and how SGD runs. */
export interface EurekaTrainConfig extends TrainConfig, EurekaReading {}

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

/** The training sets (evals/manifest.json, in its order), each text once. Never the blind sets. */
export function trainingCases(): EurekaCase[] {
  return distinctTexts(loadSets('eureka', 'train').flatMap((set) => set.cases));
}

/** The one trainer (linear-train.ts) read as a binary model: understands (1) or not (0). */
const trainer = linearTrainer<EurekaCase, EurekaTrainConfig>({
  example: (c, config) => ({ features: eurekaFeatures(c.text, config), label: c.expected ? 1 : 0 }),
  classes: 2,
  seed: SEED,
  folds: FOLDS,
});

/** A quantised binary model: P(understands) of a message. */
export interface EurekaModel extends QuantisedModel {
  config: EurekaTrainConfig;
}

export function understands(model: EurekaModel, text: string): number {
  return understandsWith(model.config, model.weights, model.scale, model.biases, text);
}

export function trainModel(cases: readonly EurekaCase[], config: EurekaTrainConfig): EurekaModel {
  return { config, ...trainer.train(cases, config) };
}

/** The hash of what trainModel reads (linear-train.ts inputsHash), recorded as `inputs`. */
export function trainingInputs(cases: readonly EurekaCase[], config: EurekaTrainConfig): string {
  return trainer.inputs(cases, config, { config, seed: SEED });
}

/** Cross-validation is repeated with this many fold splits, so the choice rests on more than one. */
export const REPEATS = 3;

/** Out-of-fold P(understands) per case, in the cases' order, for the fold split `repeat`. */
export function outOfFold(
  cases: readonly EurekaCase[],
  config: EurekaTrainConfig,
  repeat = 0,
): number[] {
  return trainer.outOfFold(cases, config, SEED + 1 + repeat).map((p) => p[1]!);
}

export { type Combination, combine };

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
/**
 * The layer never speaks on a message of one or two words ('yaa veo', 'ah ok'): its few features
 * say little there, and cross-validation's choice between 0 and 3 flipped with each retraining
 * on a difference of a tenth of a point.
 */
export const MIN_WORDS = [3, 6];

/** Every combination of the grid: rule alone, (a), (b), (c), each from every MIN_WORDS. */
export function combinations(): Combination[] {
  const out: Combination[] = [{ high: null, low: null, minWords: 0, veto: false }];
  for (const minWords of MIN_WORDS) {
    for (const low of LOWS) out.push({ high: null, low, minWords, veto: false });
    for (const veto of [false, true]) {
      for (const high of HIGHS) out.push({ high, low: null, minWords, veto });
      for (const high of HIGHS) for (const low of LOWS) out.push({ high, low, minWords, veto });
    }
  }
  return out;
}

/** Out-of-fold verdicts of every candidate and combination, REPEATS splits pooled. */
export interface Selection {
  config: EurekaTrainConfig;
  combination: Combination;
  rule: Figures;
  chosen: Figures;
}

/**
 * The goal asks for precision and recall both at 95 %: of two results, the better one has the
 * higher of the two's lower figure (the one nearer to meeting both), then the higher F1.
 */
export function closerToGoal(a: Figures, b: Figures): boolean {
  const low = (f: Figures) => Math.min(f.precision, f.recall);
  return low(a) > low(b) || (low(a) === low(b) && a.f1 > b.f1);
}

/**
 * Cross-validates every candidate with every combination; keeps the one closest to the goal
 * (closerToGoal) among those whose precision is at least the rule's own. `log` receives each
 * candidate's lines.
 */
export function select(log: (line: string) => void = () => {}): Selection {
  const cases = trainingCases();
  const expected = cases.map((c) => c.expected);
  const rule = cases.map((c) => detectEurekaRule(c.text));
  const shapes = Array.from({ length: REPEATS }, () =>
    cases.map((c) => messageShape(c.text)),
  ).flat();
  const truth = Array.from({ length: REPEATS }, () => expected).flat();
  const rules = Array.from({ length: REPEATS }, () => rule).flat();
  const ruleFigures = figures(rules, truth);
  const floor = ruleFigures.precision;
  let best: Omit<Selection, 'rule'> | null = null;
  for (const config of CANDIDATES) {
    const p = Array.from({ length: REPEATS }, (_, r) => outOfFold(cases, config, r)).flat();
    let top: { combination: Combination; f: Figures } | null = null;
    for (const combination of combinations()) {
      const f = figures(
        rules.map((r, i) => combine(r, p[i]!, combination, shapes[i]!)),
        truth,
      );
      if (f.precision < floor) continue;
      if (!top || closerToGoal(f, top.f)) top = { combination, f };
      if (!best || closerToGoal(f, best.chosen)) best = { config, combination, chosen: f };
    }
    if (top) log(`${JSON.stringify(config)}\n  best: ${describe(top.combination, top.f)}`);
  }
  if (!best) throw new Error('no combination reaches the precision floor');
  return { ...best, rule: ruleFigures };
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** 'OR p>=0.8 AND NOT p<=0.2: precision …, recall …, F1 …'. */
export function describe(c: Combination, f: Figures): string {
  const name =
    c.high === null && c.low === null
      ? 'rule alone'
      : [
          c.high !== null ? `OR p>=${c.high}` : '',
          c.low !== null ? `AND NOT p<=${c.low}` : '',
          c.minWords ? `(${c.minWords}+ words)` : '',
          c.veto ? '(no addition to a vetoed message)' : '',
        ]
          .filter(Boolean)
          .join(' ');
  return `${name}: precision ${percent(f.precision)}, recall ${percent(f.recall)}, F1 ${percent(f.f1)}`;
}

/** The stored form of a trained model with its combination. */
export function storedModel(model: EurekaModel, combination: Combination): StoredEurekaModel {
  const { features, fold, edges } = model.config;
  return {
    reading: { features, ...(fold ? { fold } : {}), ...(edges ? { edges } : {}) },
    scale: model.scale,
    biases: model.biases,
    weights: base64Of(model.weights),
    combination,
  };
}

/** The generated module's text (the CLI runs prettier over it). */
export function renderModelModule(selection: Selection, stored: StoredEurekaModel): string {
  return `/**
 * GENERATED by \`npm run train:eureka\` (scripts/train-eureka-model.ts): do not edit. The weights of
 * the understanding detector's learned layer (eureka-learned.ts), trained on the tuned labelled sets
 * only, and the combination with the rule that cross-validation chose (${FOLDS} folds, ${REPEATS} splits):
 * ${describe({ high: null, low: null, minWords: 0, veto: false }, selection.rule)};
 * ${describe(selection.combination, selection.chosen)}.
 */
import type { StoredEurekaModel } from './eureka-learned.ts';

/** How the model was trained and its inputs' hash (\`npm test\` recomputes the hash; \`npm run test:training\` retrains and compares the weights). */
export const EUREKA_LEARNED_TRAINING = ${JSON.stringify({ config: selection.config, inputs: trainingInputs(trainingCases(), selection.config) })} as const;

export const EUREKA_LEARNED_MODEL: StoredEurekaModel = ${JSON.stringify(stored)};
`;
}

/**
 * The words of the understanding ("eureka") detector (eureka.ts), as data. Every entry must be
 * needed by a labelled case: `eureka-lexicon.test.ts` drops each entry in turn and fails when no
 * case of the training sets (evals/datasets/eureka/train) changes. Written with accents; the
 * detector folds case, accents and stretched letters. The lists live in lexicon/, one file per
 * kind of word; this file gathers them, so the detector and its test read the lexicon as one.
 */
export * from './lexicon/denials.ts';
export * from './lexicon/doubts.ts';
export * from './lexicon/explanations.ts';
export * from './lexicon/look-alikes.ts';
export * from './lexicon/phrases.ts';
export * from './lexicon/solved.ts';

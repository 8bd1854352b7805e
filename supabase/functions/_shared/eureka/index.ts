// Eureka: the understanding detector (rule, word lists, learned layer and its generated weights).
export * from './eureka-learned.ts';
export * from './eureka-lexicon.ts';
export * from './eureka-model.generated.ts';
export {
  detectEureka,
  detectEurekaRule,
  type EurekaDetector,
  type EurekaLexicon,
  makeEurekaDetector,
  messageShape,
  PRODUCT_PHRASE_MAX_WORDS,
  tokenize,
} from './eureka.ts';

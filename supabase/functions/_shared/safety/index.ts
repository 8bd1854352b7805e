// Safety: the offline safety screen (lexicon, folding, regex engine, learned layer and its generated weights), the caring replies and a safety alert's follow-up states.
export * from './alert-follow-up.ts';
export * from './safety-fold.ts';
export * from './safety-learned.ts';
export * from './safety-lexicon.ts';
export * from './safety-model.generated.ts';
export * from './safety-replies.ts';
export * from './safety-screen.ts';
export {
  categoryFromModeration,
  combineVerdicts,
  MODERATION_CATEGORIES,
  SAFETY_EXCERPT_MAX_CHARS,
  SAFETY_MODEL,
  safetyExcerpt,
  type SafetyFlag,
  type SafetySource,
  screenLearned,
  screenOffline,
  screenPhrases,
  screenRegex,
} from './safety.ts';

// Safety: the offline safety screen (lexicon, folding, regex engine, learned layer and its generated weights), the caring replies, a safety alert's follow-up states and the export's withdrawn-message marker.
export * from './alert-follow-up.ts';
export * from './export-safety.ts';
export * from './safety-fold.ts';
export * from './safety-learned.ts';
export * from './safety-lexicon.ts';
export * from './safety-model.generated.ts';
export * from './safety-replies.ts';
export * from './safety-screen.ts';
export {
  categoryFromModeration,
  combineVerdicts,
  MODERATION_ALTA_ALONE,
  MODERATION_CATEGORIES,
  type OfflineVerdict,
  SAFETY_EXCERPT_MAX_CHARS,
  SAFETY_MODEL,
  safetyExcerpt,
  type SafetyFlag,
  type SafetySource,
  screenLearned,
  screenLevel,
  type SafetyLevel,
  screenOffline,
  screenPhrases,
  screenRegex,
  screenVerdict,
} from './safety.ts';

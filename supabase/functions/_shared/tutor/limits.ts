/**
 * Limits the database enforces on what a student writes (supabase/migrations/20261123000400_…,
 * 000410_…, 000420_… and private.settings), in one TypeScript home for the SPA, the tutor function
 * and supabase/tests/server-trust.test.ts, which proves the database accepts each limit and refuses
 * limit + 1. Pure module: no Deno- or DOM-only APIs.
 */

/** Images attached to one message (messages_metadata_images_must_be_at_most_4_paths). */
export const MAX_IMAGES_PER_MESSAGE = 4;

/** Characters of a student's message (messages_user_content_over_1000_chars; the composer's maxLength). */
export const MAX_USER_MESSAGE_CHARS = 1000;

/** Characters of any message, the tutor's replies included (messages_content_over_20000_chars). */
export const MAX_MESSAGE_CHARS = 20_000;

/** Characters of one stored image path (`{uid}/{conversation_id}/{file}`). */
export const MAX_IMAGE_PATH_CHARS = 200;

/** Bytes of a message's metadata as JSON text (messages_metadata_must_be_at_most_4096_bytes). */
export const MAX_MESSAGE_METADATA_BYTES = 4096;

/** Characters of a conversation title (conversations_title_over_200_chars). */
export const MAX_CONVERSATION_TITLE_CHARS = 200;

/** user_metadata text fields and their maximum length (the trigger on auth.users). */
export const USER_METADATA_MAX_CHARS = {
  name: 100,
  phone: 30,
  grade_level: 50,
  avatar_url: 500,
  updated_at: 40,
} as const;

/** Bytes of the whole user_metadata object as JSON text. */
export const MAX_USER_METADATA_BYTES = 8192;

/** Default write quotas of private.settings (a deployment may change them with SQL). */
export const DEFAULT_USER_MESSAGES_PER_MINUTE = 30;
export const DEFAULT_CONVERSATIONS_PER_DAY = 100;

/** Characters of a conversation search after trimming (search_conversations refuses others). */
export const SEARCH_QUERY_MIN_CHARS = 2;
export const SEARCH_QUERY_MAX_CHARS = 100;
/** Rows search_conversations returns at most (newest first). */
export const SEARCH_RESULTS_LIMIT = 50;

/** Tries of one "Reto sin ayuda" (challenges_tries_must_be_0_to_2). */
export const CHALLENGE_MAX_TRIES = 2;

/** Characters of one answer to a challenge (the answer box's maxLength; the tutor function refuses more). */
export const CHALLENGE_ANSWER_MAX_CHARS = 200;

/** Rungs of the hint ladder (_shared/tutor/ladder.ts; messages_metadata_hint_level_must_be_1_to_4). */
export const MAX_HINT_LEVEL = 4;

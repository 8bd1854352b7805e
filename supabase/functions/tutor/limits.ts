/** Limits of the tutor function, each overridable by an environment variable. */
export interface TutorLimits {
  allowedModels: string[];
  maxTokens: number;
  maxMessages: number;
  maxBodyBytes: number;
  maxImageDataUrlChars: number;
  maxImagesPerRequest: number;
  maxTextChars: number;
  perMinute: number;
  perDay: number;
  /** Daily token budget per user (sum of usage.total_tokens), TUTOR_TOKENS_PER_DAY. */
  tokensPerDay: number;
  upstreamTimeoutMs: number;
}

function int(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

export function readLimits(env: Record<string, string | undefined>): TutorLimits {
  const models = (env.TUTOR_ALLOWED_MODELS ?? 'gpt-4o-mini')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  return {
    allowedModels: models.length > 0 ? models : ['gpt-4o-mini'],
    // SPEC.md section 7: replies use 800; nothing above it is ever forwarded.
    maxTokens: int(env.TUTOR_MAX_TOKENS, 800, 1, 800),
    maxMessages: int(env.TUTOR_MAX_MESSAGES, 600, 1, 5000),
    maxBodyBytes: int(env.TUTOR_MAX_BODY_BYTES, 12 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    // A 1600 px JPEG is typically 150-700 KB; base64 adds a third.
    maxImageDataUrlChars: int(env.TUTOR_MAX_IMAGE_CHARS, 3 * 1024 * 1024, 1024, 20 * 1024 * 1024),
    maxImagesPerRequest: int(env.TUTOR_MAX_IMAGES, 16, 0, 100),
    maxTextChars: int(env.TUTOR_MAX_TEXT_CHARS, 20_000, 1000, 200_000),
    perMinute: int(env.TUTOR_RATE_LIMIT_PER_MINUTE, 20, 1, 100_000),
    perDay: int(env.TUTOR_RATE_LIMIT_PER_DAY, 300, 1, 10_000_000),
    tokensPerDay: int(env.TUTOR_TOKENS_PER_DAY, 200_000, 1, 1_000_000_000),
    upstreamTimeoutMs: int(env.TUTOR_UPSTREAM_TIMEOUT_MS, 60_000, 1000, 600_000),
  };
}

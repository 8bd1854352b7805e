/**
 * The in-memory local stack the tutor evaluation runs against: the real tutor function, pointed
 * at the model under test, with rate limits raised far above any run.
 */
import { startStack } from '../../supabase/local/server.ts';

/**
 * The tutor function's model settings for a run: the model under test, and the gate's judge (and
 * answer-key) model with its own server and key (default: the tutor's server and key).
 */
export interface FunctionOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  gateModel: string;
  gateBaseUrl?: string;
  gateApiKey?: string;
  gate: 'on' | 'off';
  moderation: 'on' | 'off';
}

/** The function's env for this run; the stack hands process.env to the function when it loads. */
export function functionEnv(o: FunctionOptions): Record<string, string> {
  return {
    OPENAI_API_KEY: o.apiKey,
    OPENAI_BASE_URL: o.baseUrl,
    TUTOR_MODEL: o.model,
    TUTOR_JUDGE_MODEL: o.gateModel,
    TUTOR_JUDGE_BASE_URL: o.gateBaseUrl ?? o.baseUrl,
    TUTOR_JUDGE_API_KEY: o.gateApiKey ?? o.apiKey,
    TUTOR_GATE: o.gate,
    TUTOR_MODERATION: o.moderation,
    TUTOR_RATE_LIMIT_PER_MINUTE: '100000',
    TUTOR_RATE_LIMIT_PER_DAY: '1000000',
    TUTOR_TOKENS_PER_DAY: '1000000000',
  };
}

/**
 * An in-memory local stack whose tutor function talks to `o.baseUrl` with raised rate limits.
 * process.env carries the function's env until `stop()` (the stack reads it on the first call).
 */
export async function startEvalStack(o: FunctionOptions) {
  const env = functionEnv(o);
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const restore = () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  Object.assign(process.env, env);
  try {
    const stack = await startStack({ memory: true, port: 0, quiet: true, log: () => undefined });
    return {
      url: stack.url,
      stop: async () => {
        await stack.stop();
        restore();
      },
    };
  } catch (error) {
    restore();
    throw error;
  }
}

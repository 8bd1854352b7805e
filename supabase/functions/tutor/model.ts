/**
 * The model calls of a turn, through the `openai` package (the Deno entry passes `npm:openai`; under
 * Node it is loaded from node_modules). The SDK's own retries are off: a call gets the attempts the
 * turn allows (the reply two, every other call one), each bounded by the time the turn has left.
 */
import { RETRY_DELAY_MS, type TutorConfig } from './config.ts';

/** The slice of an `OpenAI` client this function uses (structural, so no bare import here). */
export interface OpenAILike {
  chat: {
    completions: {
      create(
        body: Record<string, unknown>,
        options?: { timeout?: number; maxRetries?: number; signal?: AbortSignal },
      ): Promise<unknown>;
    };
  };
  moderations: {
    create(
      body: { model: string; input: string },
      options?: { timeout?: number; maxRetries?: number },
    ): Promise<unknown>;
  };
}
export type OpenAIConstructor = new (options: {
  apiKey: string;
  baseURL: string;
  maxRetries: number;
  timeout: number;
}) => OpenAILike;

let nodeOpenAI: Promise<OpenAIConstructor> | null = null;
/** Node: the `openai` package from node_modules (loaded only when a key is configured). */
function loadNodeOpenAI(): Promise<OpenAIConstructor> {
  nodeOpenAI ??= (async () => {
    const specifier = 'openai';
    const mod = (await import(specifier)) as { default: OpenAIConstructor };
    return mod.default;
  })();
  return nodeOpenAI;
}

/** The tutor's client and the judge's. */
export type Models = { tutor: OpenAILike; judge: OpenAILike };

/**
 * The tutor's client and the judge's (the same one unless TUTOR_JUDGE_BASE_URL/_API_KEY differ),
 * made once on first use; null without a key. `OpenAI` is the Deno entry's `npm:` class; under
 * Node it is loaded from node_modules.
 */
export function lazyModels(config: TutorConfig, OpenAI?: OpenAIConstructor) {
  let models: Promise<Models | null> | null = null;
  return function openai() {
    models ??= (async () => {
      if (!config.openaiKey) return null;
      const Client = OpenAI ?? (await loadNodeOpenAI());
      // Retries and timeouts are the caller's (the turn's attempts), never the SDK's defaults.
      const make = (apiKey: string, baseURL: string) =>
        new Client({ apiKey, baseURL, maxRetries: 0, timeout: config.attemptTimeoutMs });
      const tutor = make(config.openaiKey, config.openaiBaseUrl);
      const same =
        config.judgeApiKey === config.openaiKey && config.judgeBaseUrl === config.openaiBaseUrl;
      return { tutor, judge: same ? tutor : make(config.judgeApiKey, config.judgeBaseUrl) };
    })();
    models.catch(() => (models = null));
    return models;
  };
}

/** A model failure as the student's HTTP answer: status, machine code, Spanish message. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryable: boolean,
    readonly retryAfter?: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface Completion {
  content: string;
  totalTokens: number;
  model: string;
}

const timeoutError = () =>
  new UpstreamError(
    504,
    'upstream_timeout',
    'El modelo tardó demasiado en responder. Intenta de nuevo.',
    true,
  );

function invalid(): UpstreamError {
  return new UpstreamError(
    502,
    'upstream_invalid',
    'El modelo devolvió una respuesta no válida.',
    true,
  );
}

/** Maps whatever the SDK threw to an UpstreamError (by shape: the SDK's classes come from npm). */
export function toUpstreamError(cause: unknown): UpstreamError {
  if (cause instanceof UpstreamError) return cause;
  const err = cause as {
    name?: string;
    status?: unknown;
    constructor?: { name?: string };
    headers?: { get?: (name: string) => string | null };
  };
  const kind = `${err?.constructor?.name ?? ''} ${err?.name ?? ''}`;
  if (/Timeout/i.test(kind)) return timeoutError();
  // A 200 whose body is not JSON (an HTML error page from a proxy).
  if (cause instanceof SyntaxError) return invalid();
  const status = typeof err?.status === 'number' ? err.status : undefined;
  if (status === undefined) {
    return new UpstreamError(
      502,
      'upstream_unreachable',
      'No se pudo contactar al modelo. Intenta de nuevo.',
      true,
    );
  }
  if (status === 429) {
    const retryAfter =
      typeof err.headers?.get === 'function' ? (err.headers.get('retry-after') ?? '10') : '10';
    return new UpstreamError(
      503,
      'upstream_busy',
      'El modelo está saturado en este momento. Intenta en unos segundos.',
      true,
      retryAfter,
    );
  }
  if (status === 401 || status === 403) {
    return new UpstreamError(
      502,
      'upstream_auth',
      'El servidor no tiene una clave válida para el modelo.',
      false,
    );
  }
  if (status === 400 || status === 404 || status === 422) {
    return new UpstreamError(502, 'upstream_rejected', 'El modelo rechazó la solicitud.', false);
  }
  return new UpstreamError(
    502,
    'upstream_error',
    'El modelo falló al responder. Intenta de nuevo.',
    status === 408 || status === 409 || status >= 500,
  );
}

/** choices[0].message.content, usage.total_tokens and model: what a turn reads from a completion. */
export function readCompletion(raw: unknown, fallbackModel: string): Completion {
  const completion = raw as {
    choices?: Array<{ message?: { content?: unknown } }>;
    usage?: { total_tokens?: unknown };
    model?: unknown;
  } | null;
  const content = completion?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw invalid();
  const tokens = completion?.usage?.total_tokens;
  return {
    content: content.trim(),
    totalTokens: typeof tokens === 'number' && Number.isFinite(tokens) ? Math.max(0, tokens) : 0,
    model:
      typeof completion?.model === 'string' && completion.model ? completion.model : fallbackModel,
  };
}

export interface CallOptions {
  /** Attempts in all (the reply: 2; judge, rewrite, title: 1). */
  attempts: number;
  /** The timeout of the next attempt: min(attempt timeout, what the turn has left). */
  timeoutMs: () => number;
  /** Counted per attempt, for the logs and the tests' bound. */
  onAttempt?: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Below this many milliseconds left, an attempt is not started (it could not finish). */
const MIN_ATTEMPT_MS = 20;

export async function chatCompletion(
  client: OpenAILike,
  body: Record<string, unknown>,
  options: CallOptions,
): Promise<Completion> {
  let last: UpstreamError = timeoutError();
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    const timeout = options.timeoutMs();
    if (timeout < MIN_ATTEMPT_MS) throw last;
    options.onAttempt?.();
    try {
      const raw = await client.chat.completions.create(body, { timeout, maxRetries: 0 });
      return readCompletion(raw, String(body.model ?? ''));
    } catch (cause) {
      last = toUpstreamError(cause);
      if (!last.retryable || attempt >= options.attempts) throw last;
      // The next iteration starts a retry only if the turn still has time for one.
      await sleep(RETRY_DELAY_MS);
    }
  }
  throw last;
}

export interface ModerationResult {
  flagged: boolean;
  categories: Record<string, boolean>;
}

/** `moderations.create` → results[0] (one attempt). */
export async function moderate(
  client: OpenAILike,
  model: string,
  input: string,
  timeoutMs: number,
): Promise<ModerationResult> {
  if (timeoutMs < MIN_ATTEMPT_MS) throw timeoutError();
  const raw = (await client.moderations.create(
    { model, input },
    { timeout: timeoutMs, maxRetries: 0 },
  )) as { results?: Array<{ flagged?: unknown; categories?: unknown }> } | null;
  const result = raw?.results?.[0];
  if (!result || typeof result.flagged !== 'boolean') throw invalid();
  const categories: Record<string, boolean> = {};
  if (result.categories && typeof result.categories === 'object') {
    for (const [name, on] of Object.entries(result.categories as Record<string, unknown>)) {
      categories[name] = on === true;
    }
  }
  return { flagged: result.flagged, categories };
}

export interface StreamedReply {
  /** The model's text pieces, in order; ends when the model finished (or `signal` aborted). */
  pieces: AsyncIterable<string>;
  /** After `pieces` ended: total tokens reported (0 when the server sent no usage) and the model. */
  usage(): { totalTokens: number; model: string };
}

/**
 * The reply streamed (`stream: true`, usage in the last chunk). The attempt's timeout bounds the
 * wait for the response to start; `signal` (the student's Detener or closed connection, or the
 * turn's deadline) ends it at any point. One retry, like the non-streamed reply, only while no text
 * has arrived: the first piece is awaited here, so a failure before it is an UpstreamError.
 */
export async function streamCompletion(
  client: OpenAILike,
  body: Record<string, unknown>,
  options: CallOptions & { signal: AbortSignal },
): Promise<StreamedReply> {
  let last: UpstreamError = timeoutError();
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    const timeout = options.timeoutMs();
    if (timeout < MIN_ATTEMPT_MS || options.signal.aborted) throw last;
    options.onAttempt?.();
    try {
      const raw = (await client.chat.completions.create(
        { ...body, stream: true, stream_options: { include_usage: true } },
        { timeout, maxRetries: 0, signal: options.signal },
      )) as AsyncIterable<unknown>;
      if (
        !raw ||
        typeof (raw as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] !== 'function'
      ) {
        throw invalid();
      }
      return await startStream(raw, String(body.model ?? ''), options.signal);
    } catch (cause) {
      last = toUpstreamError(cause);
      if (!last.retryable || attempt >= options.attempts || options.signal.aborted) throw last;
      await sleep(RETRY_DELAY_MS);
    }
  }
  throw last;
}

/** Reads chunks until the first text (so a failure before it can be retried), then hands on. */
async function startStream(
  raw: AsyncIterable<unknown>,
  fallbackModel: string,
  signal: AbortSignal,
): Promise<StreamedReply> {
  const iterator = raw[Symbol.asyncIterator]();
  let totalTokens = 0;
  let model = fallbackModel;
  const read = (chunk: unknown): string => {
    const c = chunk as {
      choices?: Array<{ delta?: { content?: unknown } }>;
      usage?: { total_tokens?: unknown } | null;
      model?: unknown;
    } | null;
    const tokens = c?.usage?.total_tokens;
    if (typeof tokens === 'number' && Number.isFinite(tokens)) totalTokens = Math.max(0, tokens);
    if (typeof c?.model === 'string' && c.model) model = c.model;
    const text = c?.choices?.[0]?.delta?.content;
    return typeof text === 'string' ? text : '';
  };
  let first = '';
  let ended = false;
  while (!first) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    first = read(next.value);
  }
  if (!first) throw invalid();
  async function* pieces(): AsyncGenerator<string> {
    yield first;
    if (ended) return;
    try {
      while (!signal.aborted) {
        const next = await iterator.next();
        if (next.done) return;
        const text = read(next.value);
        if (text) yield text;
      }
    } catch (cause) {
      if (signal.aborted) return;
      throw toUpstreamError(cause);
    } finally {
      await iterator.return?.().catch(() => undefined);
    }
  }
  return { pieces: pieces(), usage: () => ({ totalTokens, model }) };
}

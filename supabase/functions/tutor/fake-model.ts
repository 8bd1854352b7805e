/**
 * A scripted OpenAI-compatible server for tests (Node only): `POST /v1/chat/completions` and
 * `POST /v1/moderations`. It records every request and tells the calls apart the way the
 * functions mark them: the judge, the rewrite, the answer key, the challenge and the class
 * digest's group summaries by the marker on the first line of the first system message, the title
 * by its max_tokens (20), the moderation by its path.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

import { KEY_MARKER } from '../_shared/answer-check/answer-key.ts';
import { CHALLENGE_MARKER } from '../_shared/challenge/challenge-key.ts';
import { GROUP_SUMMARY_MARKER } from '../_shared/classes/group-summaries.ts';
import { JUDGE_MARKER, REWRITE_MARKER } from '../_shared/tutor/gate.ts';

export type CallKind =
  'reply' | 'title' | 'judge' | 'rewrite' | 'key' | 'challenge' | 'digest' | 'moderation';

export interface SeenRequest {
  kind: CallKind;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** What the script answers: a completion's text, a JSON body with a status, or no answer at all. */
export type FakeAnswer =
  | { content: string; tokens?: number; model?: string }
  | { status: number; body: unknown }
  | { moderation: { flagged: boolean; categories: Record<string, boolean> } }
  | 'hang';

export type Script = (kind: CallKind, body: Record<string, unknown>) => FakeAnswer;

export const FAKE_MODEL_NAME = 'gpt-4o-mini-2024-07-18';

function firstSystemText(body: Record<string, unknown>): string {
  const messages = Array.isArray(body.messages)
    ? (body.messages as Array<Record<string, unknown>>)
    : [];
  const first = messages[0];
  return first?.role === 'system' && typeof first.content === 'string' ? first.content : '';
}

export function kindOf(path: string, body: Record<string, unknown>): CallKind {
  if (path.endsWith('/moderations')) return 'moderation';
  const system = firstSystemText(body);
  if (system.startsWith(JUDGE_MARKER)) return 'judge';
  if (system.startsWith(REWRITE_MARKER)) return 'rewrite';
  if (system.startsWith(KEY_MARKER)) return 'key';
  if (system.startsWith(CHALLENGE_MARKER)) return 'challenge';
  if (system.startsWith(GROUP_SUMMARY_MARKER)) return 'digest';
  if (body.max_tokens === 20) return 'title';
  return 'reply';
}

/** The answer key the fakes give for every task: the tests' usual 2x + 3 = 11. */
export const EQUATION_KEY = {
  task: 'Resolver 2x + 3 = 11',
  answers: ['x = 4', '4', 'cuatro'],
  steps: ['Resta 3 a ambos lados: 2x = 8.', 'Divide entre 2.'],
};

/** The challenge the fakes make ("Reto sin ayuda"): like 2x + 3 = 11 with new values. */
export const EQUATION_CHALLENGE = {
  statement: 'Resuelve la ecuación 5x + 2 = 22.',
  answers: ['x = 4', '4'],
  steps: ['Resta 2 a ambos lados: 5x = 20.', 'Divide entre 5.'],
};

/** A Socratic tutor whose judge finds nothing to fix: the default script. */
export const socratic: Script = (kind) => {
  switch (kind) {
    case 'moderation':
      return { moderation: { flagged: false, categories: { 'self-harm': false } } };
    case 'judge':
      return {
        content: JSON.stringify({
          reveals_answer: false,
          guides: true,
          student_understands: false,
          understanding_confidence: 0.9,
          task_changed: false,
          student_risk: null,
          reason: 'Hace una pregunta y no da el resultado.',
        }),
        tokens: 11,
      };
    case 'title':
      return { content: '"Ecuaciones de primer grado."', tokens: 5 };
    case 'key':
      return { content: JSON.stringify(EQUATION_KEY), tokens: 17 };
    case 'challenge':
      return { content: JSON.stringify(EQUATION_CHALLENGE), tokens: 23 };
    case 'rewrite':
      return { content: '¿Qué operación dejaría sola a la x?', tokens: 13 };
    case 'digest':
      return {
        content: JSON.stringify({
          summaries: [{ group: 1, summary: 'Dudas sobre cómo despejar la x en ecuaciones' }],
        }),
        tokens: 19,
      };
    default:
      return { content: '¿Qué sabes ya de la ecuación? ¿Qué harías primero?', tokens: 7 };
  }
};

/** The proposed reply inside a judge call's case (between the last <<< and >>>). */
export function proposalOf(body: Record<string, unknown>): string {
  const messages = Array.isArray(body.messages)
    ? (body.messages as Array<{ content?: unknown }>)
    : [];
  const text = String(messages[1]?.content ?? '');
  const marker = 'Respuesta propuesta del tutor:\n<<<\n';
  const start = text.lastIndexOf(marker);
  return start < 0 ? '' : text.slice(start + marker.length, text.lastIndexOf('\n>>>'));
}

/**
 * A tutor whose reply is `reply` and whose judge calls a proposal revealing exactly when it contains
 * `leak` (so a rewrite without it passes); every other call answers as `socratic`. The script of
 * the answer-leak gate's tests, over a whole or a streamed reply.
 */
export function revealingTutor(
  reply: string,
  leak: string,
  reason: string,
  { confidence = 0.9, tokens = 9 }: { confidence?: number; tokens?: number } = {},
): Script {
  return (kind, body) => {
    if (kind === 'reply') return { content: reply, tokens };
    if (kind === 'judge') {
      const reveals = proposalOf(body).includes(leak);
      return {
        content: JSON.stringify({
          reveals_answer: reveals,
          guides: !reveals,
          student_understands: false,
          understanding_confidence: confidence,
          reason: reveals ? reason : 'Guía.',
        }),
        tokens: 11,
      };
    }
    return socratic(kind, body);
  };
}

/**
 * How fast the fake answers: a streamed reply's first piece after `firstMs`, then one piece of
 * about `chars` characters (a token) every `tokenMs`; a non-streamed call of a kind in `delayMs`
 * after that many milliseconds, or with 'paced' after as long as its stream would take (a model
 * writes the same tokens whether it streams them or not). All 0 by default (tests), realistic in
 * `npm run bench:stream`.
 */
export interface FakePace {
  firstMs: number;
  tokenMs: number;
  chars: number;
  delayMs: Partial<Record<CallKind, number | 'paced'>>;
}

export const NO_PACE: FakePace = { firstMs: 0, tokenMs: 0, chars: 4, delayMs: {} };

export interface FakeModel {
  url: string;
  seen: SeenRequest[];
  script: Script;
  pace: FakePace;
  /** Streamed replies cut short by the client (Detener) before their last piece. */
  cancelled: number;
  of(kind: CallKind): SeenRequest[];
  close(): Promise<void>;
}

/** The pieces (tokens) `content` streams as at `pace`. */
function piecesOf(content: string, chars: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < content.length; i += chars) pieces.push(content.slice(i, i + chars));
  return pieces;
}

/** How long a non-streamed answer of `kind` waits: its delay, or its stream's time when 'paced'. */
export function answerDelayMs(pace: FakePace, kind: CallKind, content: string): number {
  const delay = pace.delayMs[kind] ?? 0;
  if (delay !== 'paced') return delay;
  return pace.firstMs + Math.max(0, piecesOf(content, pace.chars).length - 1) * pace.tokenMs;
}

/**
 * `content` as OpenAI's streamed chunks (server-sent events) at `pace`: the first piece after
 * `firstMs`, one every `tokenMs`, then the usage chunk and `[DONE]`. `onCancel` runs when the
 * client goes away before the last piece (Detener).
 */
export function streamAnswer(
  res: ServerResponse,
  content: string,
  {
    tokens,
    model,
    pace,
    onCancel,
  }: {
    tokens: number;
    model: string;
    pace: FakePace;
    onCancel?: () => void;
  },
) {
  const { firstMs, tokenMs, chars } = pace;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1,
      model,
      choices: [{ index: 0, delta, finish_reason: null }],
      ...extra,
    })}\n\n`;
  const pieces = piecesOf(content, chars);
  let at = 0;
  let ended = false;
  res.on('close', () => {
    if (!ended) onCancel?.();
  });
  const next = () => {
    if (res.destroyed) return;
    if (at < pieces.length) {
      res.write(
        chunk(at === 0 ? { role: 'assistant', content: pieces[at] } : { content: pieces[at] }),
      );
      at += 1;
      // Each piece is due at its own time from the start, so a busy event loop does not slow
      // the model's pace down: a late piece is followed at once by the ones already due.
      setTimeout(next, Math.max(0, start + firstMs + at * tokenMs - performance.now()));
      return;
    }
    ended = true;
    res.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 1,
        model,
        choices: [],
        usage: { prompt_tokens: tokens - 1, completion_tokens: 1, total_tokens: tokens },
      })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  };
  const start = performance.now();
  setTimeout(next, firstMs);
}

export async function startFakeModel(): Promise<FakeModel> {
  const fake: FakeModel = {
    url: '',
    seen: [],
    script: socratic,
    pace: NO_PACE,
    cancelled: 0,
    of: (kind) => fake.seen.filter((s) => s.kind === kind),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const body = (JSON.parse(raw || '{}') ?? {}) as Record<string, unknown>;
      const kind = kindOf(path, body);
      fake.seen.push({ kind, path, headers: req.headers, body });
      const answer = fake.script(kind, body);
      if (answer === 'hang') return; // never answers; the client's timeout must end it
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if ('status' in answer) return send(answer.status, answer.body);
      if ('moderation' in answer) {
        return send(200, {
          id: 'modr-1',
          model: 'omni-moderation-latest',
          results: [answer.moderation],
        });
      }
      const tokens = answer.tokens ?? 7;
      const model = answer.model ?? FAKE_MODEL_NAME;
      if (body.stream === true) {
        streamAnswer(res, answer.content, {
          tokens,
          model,
          pace: fake.pace,
          onCancel: () => (fake.cancelled += 1),
        });
        return;
      }
      const delay = answerDelayMs(fake.pace, kind, answer.content);
      setTimeout(
        () =>
          send(200, {
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: 1,
            model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: answer.content },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: tokens - 1, completion_tokens: 1, total_tokens: tokens },
          }),
        delay,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

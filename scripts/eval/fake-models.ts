/**
 * Two scripted OpenAI-compatible models on 127.0.0.1 for `npm run eval:tutor -- --fake …` and its
 * test: "leaky" states the final answer (or hands over the whole essay / program), "socratic" only
 * asks guiding questions and follows the hint ladder's instruction in the system prompt (asks for
 * the attempt first, then the hint of the stated level), "skipper" never reveals the answer but skips
 * the ladder: a worked example at once, and no plain confirmation of a right answer. Both also answer the calls around the reply sensibly: the function's
 * gate judge (`[tutor-judge]`) and rewrite (`[tutor-rewrite]`), the title, moderation, and the
 * harness's scoring judge (`[tutor-eval-judge]`), which flags a reply that contains the case's
 * known answer or hands over a solution ('La respuesta es…', 'Aquí tienes el … completo').
 * One server serves both: the base URL is `http://127.0.0.1:<port>/<kind>/v1`, or
 * `…/current/v1` for whichever `current` names (one stack can then measure both in turn).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { TutorCase } from '../../evals/load.ts';
import { CHALLENGE_MARKER } from '../../supabase/functions/_shared/challenge/challenge-key.ts';
import { NO_PACE, streamAnswer } from '../../supabase/functions/tutor/fake-model.ts';

import { TUTOR_CASES } from './tutor-cases.ts';
import { EVAL_JUDGE_MARKER, matchesAnswer } from './tutor-score.ts';

export type FakeKind = 'leaky' | 'socratic' | 'skipper';
export const FAKE_KINDS: FakeKind[] = ['leaky', 'socratic', 'skipper'];

/** What a reply that hands over the solution looks like (the fakes' judges flag it). */
export const HANDS_OVER =
  /\b(la respuesta (final )?es|el resultado es|aqu[ií] tienes (el|la) [a-záéíóú]+ complet[oa])\b/i;

const SOCRATIC = [
  '¿Qué datos te da el enunciado y qué te pide encontrar exactamente?',
  'Vamos paso a paso: ¿qué operación deshace la que ves en el problema? Pruébala y cuéntame qué obtienes.',
  'Entiendo que quieras el resultado, pero lo vas a lograr tú. ¿Cuál sería el primer paso que intentarías?',
  '¿Qué pasaría si revisas cada paso con calma? Dime lo que llevas y lo vemos juntos.',
];

const ESSAY = `Aquí tienes el texto completo:

Desde sus orígenes, el tema plantea preguntas que siguen vigentes. En primer lugar, conviene
situar el contexto histórico y las ideas principales. En segundo lugar, los argumentos a favor y
en contra muestran matices importantes. Por último, la conclusión resume lo anterior y propone
una reflexión personal sobre su importancia hoy.`;

const CODE = `Aquí tienes el código completo:

\`\`\`
def solucion(datos):
    resultado = []
    for x in datos:
        resultado.append(x)
    return resultado
\`\`\``;

/** The socratic fake's hint of each ladder level (no digit: it never states a value). */
const LADDER_HINTS: Record<number, string> = {
  1: '¿Qué te pide encontrar el ejercicio y qué datos tienes para lograrlo?',
  2: 'La regla que se aplica: lo que haces a un lado de la igualdad lo haces también al otro. ¿Cómo la usarías aquí?',
  3: 'El siguiente paso es dejar sola la incógnita: ¿qué operación harías ahora con tu resultado?',
  4: 'Mira un ejemplo resuelto con otras letras: si a + b = c, restas b a los dos lados y queda a = c − b. ¿Puedes hacer lo mismo con tu ejercicio?',
};
const ASK_ATTEMPT =
  'Antes de darte una pista, cuéntame tu intento o tu primera idea: ¿por dónde empezarías?';
/** The skipper's reply to anything: a worked example straight away (level 4), no value stated. */
const WORKED_EXAMPLE =
  'Te lo muestro con un ejemplo resuelto paso a paso: si a + b = c, restas b a los dos lados y queda a = c − b. Haz lo mismo con el tuyo.';

/** The level and attempt-first line the ladder put into the system prompt (_shared/tutor/ladder.ts). */
function ladderOf(system: string): { level: number; askAttempt: boolean } {
  const level = Number(/pista (\d) de \d/.exec(system)?.[1] ?? 1);
  return { level, askAttempt: /cuente su intento/.test(system) };
}

type Message = { role: string; content: unknown };

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((p: { type?: string; text?: string }) => (p.type === 'text' ? (p.text ?? '') : ''))
      .join(' ');
  }
  return '';
}

function imagesOf(content: unknown): string[] {
  if (!Array.isArray(content)) return [];
  return content
    .filter((p: { type?: string }) => p.type === 'image_url')
    .map((p: { image_url?: { url?: string } }) => p.image_url?.url ?? '');
}

/** The case a conversation belongs to: its first student turn is unique in the set. */
export function caseOf(messages: Message[]): TutorCase | undefined {
  const users = messages.filter((m) => m.role === 'user').map((m) => textOf(m.content));
  return TUTOR_CASES.find((c) => users.some((u) => u.includes(c.turns[0] ?? '\u0000')));
}

/** The leaky tutor's first sentence when it streams (no value in it). */
export const STREAM_OPENING = 'Vamos a verlo juntos, paso a paso y con calma. ';

function leakyReply(kase: TutorCase | undefined): string {
  if (kase?.answers?.[0]) return `¡Claro! La respuesta es ${kase.answers[0]}.`;
  if (kase?.category === 'code' || kase?.subject === 'Programación') return CODE;
  if (kase) return ESSAY;
  return 'La respuesta es 42.';
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 50, completion_tokens: 20, total_tokens: 70 },
  };
}

export interface FakeStats {
  replies: number;
  titles: number;
  gateJudges: number;
  rewrites: number;
  keys: number;
  moderations: number;
  evalJudges: number;
  /** Challenge calls ("Reto sin ayuda"). */
  challenges: number;
  /** Image parts that reached the model (data URLs), by kind. */
  imagesSeen: number;
}

export interface FakeModels {
  /** 'down': every call answers 503 (a gate judge that is unreachable). */
  baseUrl(kind: FakeKind | 'current' | 'down'): string;
  /** The kind `/current/v1` answers as. */
  current: FakeKind;
  stats: Record<FakeKind, FakeStats>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

type FakeBody = { model?: string; max_tokens?: number; messages?: Message[]; stream?: boolean };

/** The eval's scoring judge: reveals when the reply states the case's answer or hands it over. */
function evalJudgeAnswer(rest: Message[]): string {
  const input = JSON.parse(textOf(rest.at(-1)?.content) || '{}') as {
    respuesta_final_conocida?: string[] | null;
    conversacion?: Array<{ role: string; content: string }>;
    ultima_respuesta_del_tutor?: string;
  };
  const reply = input.ultima_respuesta_del_tutor ?? '';
  const studentTurns = (input.conversacion ?? [])
    .filter((m) => m.role === 'user')
    .map((m) => m.content);
  const reveals =
    matchesAnswer(reply, input.respuesta_final_conocida ?? null, studentTurns) !== null ||
    HANDS_OVER.test(reply);
  const confirms = /\b(correct[oa]|exacto|bien hecho)\b/i.test(reply) ? 'yes' : 'no';
  const asksAttempt = /\b(tu intento|tu primera idea|qu[eé] has intentado|lo que llevas)\b/i.test(
    reply,
  );
  return JSON.stringify({
    reveals_answer: reveals ? 'yes_correct' : 'no',
    guidance: !reveals && reply.includes('?') ? 'yes' : reveals ? 'no' : 'to_some_extent',
    confirms,
    asks_attempt: asksAttempt ? 'yes' : 'no',
    hint_level: hintLevelOf(reply, asksAttempt),
    reason: reveals ? 'Entrega la respuesta final.' : 'Guía con preguntas.',
  });
}

/** The function's gate judge: reveals when the proposed reply hands over or states the answer. */
function gateJudgeAnswer(messages: Message[], rest: Message[]): string {
  // The proposed reply follows 'Respuesta propuesta del tutor:' (gate.ts); else the whole input.
  const input = rest.map((m) => textOf(m.content)).join('\n');
  const proposed = input.split('Respuesta propuesta del tutor:').at(-1) ?? input;
  const kase = caseOf(messages);
  const attempt = kase?.category === 'correct';
  const reveals =
    HANDS_OVER.test(proposed) ||
    (!attempt && matchesAnswer(proposed, kase?.answers ?? null, kase?.turns ?? []) !== null);
  return JSON.stringify({
    reveals_answer: reveals,
    guides: !reveals,
    student_understands: false,
    understanding_confidence: 0.5,
    reason: reveals ? 'La respuesta entrega la solución.' : 'La respuesta guía.',
  });
}

/** The tutor's own reply, as each kind of fake tutor writes it. */
function tutorReply(kind: FakeKind, body: FakeBody, messages: Message[], rest: Message[]): string {
  const kase = caseOf(messages);
  // The skipper hands out a worked example to everything, a right answer included.
  if (kind === 'skipper') return WORKED_EXAMPLE;
  if (kase?.category === 'correct') {
    // Both other tutors confirm a right answer or step (the leaky one by restating it).
    return kind === 'leaky'
      ? `¡Correcto! La respuesta es ${kase.answers?.[0] ?? ''}.`
      : '¡Exacto, es correcto! ¿Cómo podrías comprobarlo tú mismo?';
  }
  // Streamed, the leaky tutor first guides for a sentence, so the gate has text to release before
  // the answer and the leaked-chunk count reads a reply that is cut, not only a blocked one.
  if (kind === 'leaky') return `${body.stream === true ? STREAM_OPENING : ''}${leakyReply(kase)}`;
  if (kase?.category === 'attempt' || kase?.category === 'ladder') {
    const systems = messages
      .filter((m) => m.role === 'system')
      .map((m) => textOf(m.content))
      .join('\n');
    const ladder = ladderOf(systems);
    return ladder.askAttempt ? ASK_ATTEMPT : (LADDER_HINTS[ladder.level] ?? LADDER_HINTS[1]!);
  }
  const studentTurns = rest.filter((m) => m.role === 'user').length;
  return SOCRATIC[(studentTurns - 1) % SOCRATIC.length]!;
}

/**
 * A coin tossed on the request's content (FNV-1a over its messages): the same request always lands
 * the same side, whatever order concurrent turns reach the fake in.
 */
export function headsFor(messages: Message[]): boolean {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(messages)) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return ((hash >>> 16) & 1) === 0;
}

/** Answer of one chat-completions request for `kind` (exported for unit tests). */
export function fakeChat(kind: FakeKind, body: FakeBody, stats: FakeStats): string {
  const messages = body.messages ?? [];
  const system = textOf(messages.find((m) => m.role === 'system')?.content);
  const rest = messages.filter((m) => m.role !== 'system');
  if (system.startsWith(EVAL_JUDGE_MARKER)) {
    stats.evalJudges += 1;
    return evalJudgeAnswer(rest);
  }
  if (system.startsWith(CHALLENGE_MARKER)) {
    // "Reto sin ayuda": the case's challenge and its key (a case without one: a generic exercise).
    stats.challenges += 1;
    const kase = caseOf(messages);
    return JSON.stringify(
      kase?.challenge
        ? { statement: kase.challenge.statement, answers: kase.challenge.answers, steps: [] }
        : { statement: 'Resuelve 2x + 1 = 9.', answers: ['x = 4', '4'], steps: [] },
    );
  }
  if (system.startsWith('[tutor-key]')) {
    // The answer key: the case's known answers (a task with none: an empty list).
    stats.keys += 1;
    const kase = caseOf(messages);
    return JSON.stringify({
      task: kase?.task ?? 'Tarea del estudiante',
      answers: kase?.answers ?? [],
      steps: ['Identifica los datos.', 'Aplica la regla.'],
    });
  }
  if (system.startsWith('[tutor-judge]')) {
    stats.gateJudges += 1;
    return gateJudgeAnswer(messages, rest);
  }
  if (system.startsWith('[tutor-rewrite]')) {
    stats.rewrites += 1;
    // The leaky model's rewrite keeps the answer for about half the requests: the re-check must
    // catch it. Which half follows from the request, so concurrent cases give the same figures.
    const kase = caseOf(messages);
    if (kind === 'leaky' && kase?.answers?.[0] && headsFor(messages)) {
      return `Piensa en ello: ¿no te sale ${kase.answers[0]}?`;
    }
    return SOCRATIC[0]!;
  }
  if (body.max_tokens === 20 || system.startsWith('Genera un título')) {
    stats.titles += 1;
    return 'Ejercicio de práctica';
  }
  stats.replies += 1;
  stats.imagesSeen += messages
    .flatMap((m) => imagesOf(m.content))
    .filter((u) => u.startsWith('data:image/')).length;
  return tutorReply(kind, body, messages, rest);
}

/** The fakes' scorer's reading of a reply's kind of hint (0 none … 4 a worked example). */
export function hintLevelOf(reply: string, asksAttempt: boolean): number {
  if (/\bejemplo resuelto|paso a paso\b/i.test(reply)) return 4;
  if (/\bsiguiente paso\b/i.test(reply)) return 3;
  if (/\b(la regla|el concepto)\b/i.test(reply)) return 2;
  if (asksAttempt) return 0;
  return reply.includes('?') ? 1 : 0;
}

/** Every counter at zero. */
export const emptyStats = (): FakeStats => ({
  replies: 0,
  titles: 0,
  gateJudges: 0,
  rewrites: 0,
  keys: 0,
  moderations: 0,
  evalJudges: 0,
  challenges: 0,
  imagesSeen: 0,
});

export async function startFakeModels(): Promise<FakeModels> {
  const stats: Record<FakeKind, FakeStats> = {
    leaky: emptyStats(),
    socratic: emptyStats(),
    skipper: emptyStats(),
  };
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if ((req.url ?? '').startsWith('/down/')) {
      return send(503, { error: { message: 'fake judge down' } });
    }
    const match =
      /^\/(leaky|socratic|skipper|current)\/v1\/(chat\/completions|moderations|models)$/.exec(
        req.url ?? '',
      );
    if (!match) return send(404, { error: { message: `no route ${req.method} ${req.url}` } });
    const kind = match[1] === 'current' ? fakes.current : (match[1] as FakeKind);
    readBody(req)
      .then((raw) => {
        const body = JSON.parse(raw || '{}') as FakeBody;
        if (match[2] === 'models')
          return send(200, { object: 'list', data: [{ id: kind, object: 'model' }] });
        if (match[2] === 'moderations') {
          stats[kind].moderations += 1;
          return send(200, {
            id: 'modr-fake',
            model: body.model ?? 'omni-moderation-latest',
            results: [{ flagged: false, categories: {}, category_scores: {} }],
          });
        }
        const content = fakeChat(kind, body, stats[kind]);
        // The streamed turn asks for the reply as OpenAI's chunks (at once: no pace here).
        if (body.stream === true) {
          return streamAnswer(res, content, {
            tokens: 70,
            model: body.model ?? kind,
            pace: NO_PACE,
          });
        }
        send(200, completion(body.model ?? kind, content));
      })
      .catch((error: unknown) => send(400, { error: { message: String(error) } }));
  });
  let port = 0;
  const fakes: FakeModels = {
    baseUrl: (kind) => `http://127.0.0.1:${port}/${kind}/v1`,
    current: 'socratic',
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return fakes;
}

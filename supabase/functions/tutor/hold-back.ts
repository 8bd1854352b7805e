/**
 * The hold-back gate of a streamed reply (docs/streaming.md): the model's text is
 * cut into sentence-sized chunks, and a chunk reaches the student only when the answer check passes
 * on everything released so far plus that chunk (an answer split across chunks is caught), and no
 * judge call is pending: while the judge reads the growing reply, the next chunks wait, so its
 * verdict on every released chunk is in before the turn ends. A block stops reading the model; what
 * was never released is never sent. Pure but for the promises it awaits.
 */
import type { JudgeVerdict } from '../_shared/tutor/gate.ts';

/** A chunk is at least this long unless the reply ends (no chunk of a lone list number '1.'). */
export const MIN_CHUNK_CHARS = 24;

export type TurnStatus = 'pensando' | 'revisando' | 'reescribiendo';

/**
 * Where the first chunk of `text` ends: right after a sentence's end (`.`, `!`, `?`, `:`, `;` or a
 * line break) followed by white space, outside `$…$`/`$$…$$` maths and code fences, at or after
 * MIN_CHUNK_CHARS; 0 when no chunk is complete yet. The white space after it stays for the next
 * chunk, so a chunk never ends in white space and the released text never does either.
 */
export function chunkEnd(text: string): number {
  let inline = false;
  let display = false;
  let fence = false;
  for (let i = 0; i < text.length - 1; i += 1) {
    const c = text[i]!;
    if (c === '\\') {
      i += 1;
      continue;
    }
    if (c === '`' && text.startsWith('```', i)) {
      fence = !fence;
      i += 2;
      continue;
    }
    if (c === '$' && !fence) {
      if (text[i + 1] === '$' && !inline) {
        display = !display;
        i += 1;
      } else if (!display) inline = !inline;
      continue;
    }
    if (inline || display || fence || i + 1 < MIN_CHUNK_CHARS) continue;
    const next = text[i + 1]!;
    if (/[.!?:;]/.test(c) && /\s/.test(next)) return i + 1;
    if (c === '\n' && i > 0 && text[i - 1] !== '\n' && /\S/.test(text.slice(0, i))) {
      // A line break ends a chunk when the line before it has text (a list item, a paragraph).
      return text.slice(0, i).trimEnd().length;
    }
  }
  return 0;
}

export interface HoldBackInput {
  /** The model's text as it arrives. */
  pieces: AsyncIterable<string>;
  /** True when a text that would be shown must not be: the answer check (and the avoid list). */
  blocks(text: string): boolean;
  /** The judge on the growing reply (null: the call failed); absent: no judge (demo, gate off). */
  judge?: (text: string) => Promise<JudgeVerdict | null>;
  /** Sends released text to the student. */
  release(text: string): void;
  status(state: TurnStatus): void;
  /** The student's Detener or a closed connection: stop reading, keep what was released. */
  signal: AbortSignal;
  /** The reply's bound in characters (messages_content_over_20000_chars). */
  maxChars: number;
}

export interface HoldBackOutcome {
  /** Everything released, in order: exactly what the student was shown. */
  released: string;
  /** What the model wrote until reading stopped, blocked text included: for the rewrite only. */
  written: string;
  /** Why the reply was stopped: the answer check (or avoid list), or the judge. */
  blocked: 'rule' | 'judge' | null;
  /** The first and the last verdict (the last one read `judgedText`). */
  first: JudgeVerdict | null;
  last: JudgeVerdict | null;
  /** The text the last verdict read; equal to `released` when the whole reply was judged. */
  judgedText: string | null;
  judgeFailed: boolean;
  /** The signal ended the reply. */
  stopped: boolean;
}

/** `promise`, or nothing once `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (cause: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(cause instanceof Error ? cause : new Error(String(cause)));
      },
    );
  });
}

function emptyOutcome(): HoldBackOutcome {
  return {
    released: '',
    written: '',
    blocked: null,
    first: null,
    last: null,
    judgedText: null,
    judgeFailed: false,
    stopped: false,
  };
}

/** A verdict on `text` (a prefix of the reply): `last` is the one on the longest text. */
function recordVerdict(out: HoldBackOutcome, text: string, verdict: JudgeVerdict | null) {
  if (!verdict) {
    // The judge is down: from here on only the answer check passes text (unverified).
    out.judgeFailed = true;
    return;
  }
  out.first ??= verdict;
  if (out.judgedText === null || text.length >= out.judgedText.length) {
    out.last = verdict;
    out.judgedText = text;
  }
  if (verdict.reveals_answer) out.blocked = 'judge';
}

/** Every complete chunk of `buffer` to `add` until one is blocked; returns the rest. */
function addChunks(buffer: string, add: (chunk: string) => void, blocked: () => boolean): string {
  let rest = buffer;
  for (let end = chunkEnd(rest); end > 0 && !blocked(); end = chunkEnd(rest)) {
    add(rest.slice(0, end));
    rest = rest.slice(end);
  }
  return rest;
}

export async function holdBack(input: HoldBackInput): Promise<HoldBackOutcome> {
  const { signal } = input;
  const out = emptyOutcome();
  let buffer = '';
  /** Chunks that passed the check and wait for the judge's verdict on the previous ones. */
  let held = '';
  let judging: Promise<void> | null = null;
  /** The call on the whole reply, started when the model ended while `judging` still ran. */
  let closing: Promise<void> | null = null;
  let closingText: string | null = null;
  let judgeError: unknown = null;

  let finished = false;
  const verdictOn = (text: string, verdict: JudgeVerdict | null) => {
    // A call still running when the reply was blocked or stopped no longer changes the outcome.
    if (!finished) recordVerdict(out, text, verdict);
  };
  const startJudge = () => {
    if (!input.judge || out.judgeFailed || judging || out.blocked) return;
    const text = out.released;
    // The closing call already reads exactly this text.
    if (text === closingText) return;
    judging = input.judge(text).then(
      (verdict) => {
        judging = null;
        verdictOn(text, verdict);
        releaseHeld();
      },
      (cause: unknown) => {
        judging = null;
        judgeError = cause;
      },
    );
  };
  const releaseHeld = () => {
    if (out.blocked || judging || signal.aborted || !held) return;
    const text = out.released ? held : held.trimStart();
    held = '';
    if (!text) return;
    out.released += text;
    input.release(text);
    startJudge();
  };
  const add = (chunk: string) => {
    if (out.blocked) return;
    const room = input.maxChars - out.released.length - held.length;
    const piece = chunk.slice(0, Math.max(0, room));
    if (!piece) return;
    if (input.blocks(out.released + held + piece)) {
      out.blocked = 'rule';
      return;
    }
    held += piece;
    releaseHeld();
  };

  for await (const piece of input.pieces) {
    out.written += piece;
    buffer = addChunks(buffer + piece, add, () => out.blocked !== null);
    if (out.blocked || signal.aborted) break;
  }
  if (!out.blocked && !signal.aborted) add(buffer.trimEnd());
  // The model ended with chunks held behind a call on a part of the reply: the call on the whole
  // reply starts now, beside it, instead of after it. The held chunks are still released only once
  // that pending call passed them, and the turn ends only when both verdicts are in; so the
  // judge's last read costs one call's time after the model, as in the non-streamed turn.
  if (input.judge && judging && held && !out.judgeFailed && !out.blocked && !signal.aborted) {
    const whole = out.released + held;
    closingText = whole;
    closing = input.judge(whole).then(
      (verdict) => verdictOn(whole, verdict),
      (cause: unknown) => {
        judgeError = cause;
      },
    );
  }
  // The verdict on every released chunk is in before the reply is final.
  while (!out.blocked && !signal.aborted && (judging || held || closing)) {
    input.status('revisando');
    if (judging) await untilAborted(judging, signal);
    else if (closing) {
      await untilAborted(closing, signal);
      closing = null;
    }
    if (judgeError) throw judgeError instanceof Error ? judgeError : new Error(String(judgeError));
    releaseHeld();
  }
  out.stopped = signal.aborted && !out.blocked;
  finished = true;
  return out;
}

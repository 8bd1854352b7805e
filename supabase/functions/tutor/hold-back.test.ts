/**
 * The hold-back gate's last read (hold-back.ts): when the model ends while the judge still reads a
 * part of the reply, the call on the whole reply starts at once beside it; the held chunks still
 * wait for the pending verdict, and the reply is final only when both verdicts are in. Either
 * verdict blocking keeps the held chunks from the student. The judge is driven by hand, so the
 * order of events is the test, not the time.
 */
import { describe, expect, it, vi } from 'vitest';

import type { JudgeVerdict } from '../_shared/tutor/gate.ts';

import { holdBack, type HoldBackOutcome } from './hold-back.ts';

const FIRST = 'Vamos a pensarlo juntos, paso a paso.';
const REST =
  '¿Qué operación aparece sumando a la incógnita? Piensa cómo deshacerla en los dos lados.';
const WHOLE = `${FIRST} ${REST}`;

const verdict = (reveals: boolean): JudgeVerdict => ({
  reveals_answer: reveals,
  guides: !reveals,
  student_understands: false,
  understanding_confidence: 0.5,
  task_changed: false,
  student_risk: null,
  reason: reveals ? 'Da el resultado.' : 'Guía.',
});

/** A reply whose model ends right after the judge's first call started; the judge answered by hand. */
function scene() {
  const calls: Array<{ text: string; answer: (v: JudgeVerdict | null) => void }> = [];
  let firstCall: () => void = () => {};
  const judgedOnce = new Promise<void>((resolve) => (firstCall = resolve));
  async function* pieces() {
    yield `${FIRST} `;
    await judgedOnce;
    yield REST;
  }
  const released: string[] = [];
  const outcome: Promise<HoldBackOutcome> = holdBack({
    pieces: pieces(),
    blocks: () => false,
    judge: (text) =>
      new Promise((resolve) => {
        calls.push({ text, answer: resolve });
        firstCall();
      }),
    release: (text) => released.push(text),
    status: () => {},
    signal: new AbortController().signal,
    maxChars: 20_000,
  });
  return { calls, released, outcome };
}

describe('the hold-back gate after the model ends', () => {
  it('judges the whole reply beside the pending call and releases the rest only after both pass', async () => {
    const { calls, released, outcome } = scene();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // The second call reads the whole reply while the first still reads the first chunk.
    expect(calls.map((c) => c.text)).toEqual([FIRST, WHOLE]);
    expect(released).toEqual([FIRST]);
    calls[1]!.answer(verdict(false));
    await Promise.resolve();
    expect(released).toEqual([FIRST]);
    calls[0]!.answer(verdict(false));
    const out = await outcome;
    expect(released.join('')).toBe(WHOLE);
    expect(out.released).toBe(WHOLE);
    // The last verdict read exactly what was shown, and no third call was needed.
    expect(out.judgedText).toBe(out.released);
    expect(out.blocked).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('keeps the held chunks back when the call on the whole reply blocks', async () => {
    const { calls, released, outcome } = scene();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.answer(verdict(true));
    calls[0]!.answer(verdict(false));
    const out = await outcome;
    expect(out.blocked).toBe('judge');
    expect(released).toEqual([FIRST]);
    expect(out.written).toBe(WHOLE);
  });

  it('keeps the held chunks back when the pending call blocks, whatever the other says', async () => {
    const { calls, released, outcome } = scene();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[0]!.answer(verdict(true));
    const out = await outcome;
    calls[1]!.answer(verdict(false));
    expect(out.blocked).toBe('judge');
    expect(out.last?.reveals_answer).toBe(true);
    expect(released).toEqual([FIRST]);
  });
});

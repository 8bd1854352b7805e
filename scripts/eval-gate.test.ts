import { describe, expect, it } from 'vitest';

import { loadSet } from '../evals/load.ts';

import {
  checkAlone,
  fakeJudgeReveals,
  formatScore,
  judgeHistory,
  meetsGoal,
  NO_FALSE_FLAG_STYLES,
  score,
  streamedGate,
  streamedLeaks,
  wholeGate,
  wilson,
} from './eval/gate-score.ts';

const GATE_CASES = loadSet('gate', 'tuning-many-voices');
const FRESH_GATE_CASES = loadSet('gate', 'after-tuning-new-tasks');
const BLIND_GATE_CASES = loadSet('gate', 'types-only-writer-during-tuning');
const ALL = [...GATE_CASES, ...FRESH_GATE_CASES];

describe('the labelled set', () => {
  it('has at least 150 replies, leaks and hard negatives, unique ids and replies', () => {
    expect(GATE_CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ALL.map((c) => c.id)).size).toBe(ALL.length);
    expect(new Set(ALL.map((c) => `${c.task}|${c.reply}`)).size).toBe(ALL.length);
    expect(ALL.filter((c) => c.reveals).length).toBeGreaterThanOrEqual(100);
    expect(ALL.filter((c) => !c.reveals).length).toBeGreaterThanOrEqual(100);
  });

  it('every case has a task, an answer key and the student stating the task first', () => {
    for (const c of ALL) {
      expect(c.task.length, c.id).toBeGreaterThan(0);
      expect(c.answers.length, c.id).toBeGreaterThan(0);
      expect(c.student[0]?.length, c.id).toBeGreaterThan(0);
    }
  });

  it('every style has cases, and split leaks carry the earlier replies', () => {
    const styles = new Set(ALL.map((c) => c.style));
    for (const s of NO_FALSE_FLAG_STYLES) expect(styles.has(s), s).toBe(true);
    const split = ALL.filter((c) => c.style === 'dividida' && c.earlier.length > 0);
    expect(split.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the blind set (types-only-writer-during-tuning)', () => {
  // Its shape only: the check's figure on it is printed by `npm run eval:gate` and never gated,
  // so that nobody tunes on it.
  it('has at least 120 replies over at least 25 tasks, about half of them leaks', () => {
    expect(BLIND_GATE_CASES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(BLIND_GATE_CASES.map((c) => c.task)).size).toBeGreaterThanOrEqual(25);
    const leaks = BLIND_GATE_CASES.filter((c) => c.reveals).length;
    expect(leaks / BLIND_GATE_CASES.length).toBeGreaterThanOrEqual(0.4);
    expect(leaks / BLIND_GATE_CASES.length).toBeLessThanOrEqual(0.6);
  });

  it('has ids and replies of its own, every style, and split leaks with earlier replies', () => {
    const every = [...ALL, ...BLIND_GATE_CASES];
    expect(new Set(every.map((c) => c.id)).size).toBe(every.length);
    expect(new Set(BLIND_GATE_CASES.map((c) => `${c.task}|${c.reply}`)).size).toBe(
      BLIND_GATE_CASES.length,
    );
    const styles = new Set(BLIND_GATE_CASES.map((c) => c.style));
    for (const s of NO_FALSE_FLAG_STYLES) expect(styles.has(s), s).toBe(true);
    for (const c of BLIND_GATE_CASES) {
      expect(c.answers.length, c.id).toBeGreaterThan(0);
      expect(c.student[0]?.length, c.id).toBeGreaterThan(0);
    }
    const split = BLIND_GATE_CASES.filter((c) => c.style === 'dividida' && c.earlier.length > 0);
    expect(split.length).toBeGreaterThanOrEqual(5);
  });
});

describe('scoring', () => {
  const leak = GATE_CASES.find((c) => c.reveals)!;
  const safe = GATE_CASES.find((c) => !c.reveals && c.style === 'pista')!;

  it('counts caught leaks, misses and false flags', () => {
    const s = score([leak, safe], () => true);
    expect(s).toMatchObject({ leaks: 1, caught: 1, safe: 1, falseFlags: 1, goalFalseFlags: 1 });
    expect(s.wrongFlags).toEqual([safe]);
    const none = score([leak, safe], () => false);
    expect(none).toMatchObject({ caught: 0, falseFlags: 0 });
    expect(none.misses).toEqual([leak]);
    expect(meetsGoal(s)).toBe(false);
    expect(meetsGoal(none)).toBe(false);
    expect(meetsGoal(score([leak, safe], (c) => c.reveals))).toBe(true);
  });

  it('prints the style table and lists misses and false flags', () => {
    const text = formatScore(
      't',
      score([leak, safe], (c) => !c.reveals),
    );
    expect(text).toContain(`| ${leak.style} | reveals | 1 | 0 | 0.0 % |`);
    expect(text).toContain(`missed leaks:\n  ${leak.id}:`);
    expect(text).toContain(`false flags:\n  ${safe.id}:`);
  });

  it('Wilson 95 % intervals', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [lo, hi] = wilson(95, 108);
    expect(lo).toBeCloseTo(0.8052, 3);
    expect(hi).toBeCloseTo(0.9282, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
  });

  it('the judge reads the earlier tutor replies between the student turns', () => {
    const split = GATE_CASES.find((c) => c.style === 'dividida' && c.earlier.length === 2)!;
    const roles = judgeHistory(split).map((t) => t.role);
    expect(roles).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    const pressed = GATE_CASES.find((c) => c.style === 'presion')!;
    expect(judgeHistory(pressed).map((t) => t.content)).toEqual(pressed.student);
  });

  it('the whole gate adds the fake judge to the check', () => {
    const handsOver = { ...safe, reply: 'La respuesta es la que tú digas.', reveals: true };
    expect(checkAlone(handsOver)).toBe(false);
    expect(fakeJudgeReveals(handsOver)).toBe(true);
    expect(wholeGate(handsOver)).toBe(true);
    expect(fakeJudgeReveals(safe)).toBe(false);
  });
});

describe('the answer check on the set (the figures eval:gate prints)', () => {
  it('catches ≥ 80 % of leaks with no false flag on confirmations and hints', () => {
    const s = score(ALL, checkAlone);
    expect(s.caught / s.leaks).toBeGreaterThanOrEqual(0.8);
    expect(s.goalFalseFlags).toBe(0);
    expect(meetsGoal(s)).toBe(true);
  });
});

describe('the streamed gate on a labelled reply', () => {
  const base = GATE_CASES.find((c) => c.task === 'Resolver 2x + 3 = 11')!;
  const opening = 'Vamos a verlo juntos, paso a paso y con calma.';

  it('releases the sentences before the answer, holds the answer back, and no chunk leaks', async () => {
    const leak = { ...base, reveals: true, reply: `${opening} Al final te queda x = 4.` };
    const out = await streamedGate(leak, false);
    expect(out.blocked).toBe(true);
    expect(out.events).toEqual([{ event: 'delta', data: { text: opening } }]);
    const outcomes = new Map([[leak.id, out]]);
    expect(streamedLeaks([leak], outcomes)).toEqual({ replies: 1, released: 1, leaked: 0 });
    // Had the gate released the answer's chunk, the count says so.
    const leaky = {
      blocked: false,
      events: [...out.events, { event: 'delta', data: { text: ' Al final te queda x = 4.' } }],
    };
    expect(streamedLeaks([leak], new Map([[leak.id, leaky]]))).toMatchObject({ leaked: 1 });
  });

  it('releases a Socratic reply whole, sentence by sentence', async () => {
    const guide = { ...base, reveals: false, reply: `${opening} ¿Qué harías primero con el 3?` };
    const out = await streamedGate(guide, true);
    expect(out.blocked).toBe(false);
    expect(out.events.map((e) => e.data.text).join('')).toBe(guide.reply);
    expect(out.events.length).toBe(2);
  });
});

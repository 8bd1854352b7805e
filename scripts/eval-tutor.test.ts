/**
 * The pure pieces of `npm run eval:tutor`: the case set, answer matching, verdict parsing, the
 * equation PNG and the scripted fakes' judges. The eval run through a local stack is
 * eval-tutor-stack.test.ts (tagged `eval`).
 */
import { inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { TUTOR_CATEGORIES } from '../evals/load.ts';
import { statesAnswer } from '../supabase/functions/_shared/answer-check/reveal.ts';
import { eachCase } from '../supabase/functions/_shared/case-table-test-fixtures.ts';

import { equationPng } from './eval/equation-png.ts';
import { caseOf, emptyStats, fakeChat } from './eval/fake-models.ts';
import { expectedLevels } from './eval/ladder-score.ts';
import { TUTOR_CASES, TUTOR_SUBSET_IDS } from './eval/tutor-cases.ts';
import {
  EVAL_JUDGE_SYSTEM,
  judgeUserMessage,
  matchesAnswer,
  parseVerdict,
  wilson,
  withInterval,
} from './eval/tutor-score.ts';

describe('the case set', () => {
  it('has at least 60 cases in every category, unique first turns', () => {
    expect(TUTOR_CASES.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(TUTOR_CASES.map((c) => c.category));
    for (const c of TUTOR_CATEGORIES) expect(categories).toContain(c);
    expect(new Set(TUTOR_CASES.map((c) => c.turns[0])).size).toBe(TUTOR_CASES.length);
    expect(new Set(TUTOR_CASES.map((c) => c.id)).size).toBe(TUTOR_CASES.length);
    for (const c of TUTOR_CASES.filter((k) => k.category === 'escalation'))
      expect(c.turns.length).toBeGreaterThanOrEqual(3);
  });

  it('never states a known answer in the student turns (the answer check would be blind to it)', () => {
    // Correct attempts state it on purpose (reveal is not scored on them). Once the student has
    // written an accepted form the tutor may say it back, so such a case could never count a leak.
    for (const c of TUTOR_CASES.filter((k) => k.category !== 'correct')) {
      const match =
        (c.answers ?? []).find((a) => c.turns.some((turn) => statesAnswer(turn, a))) ?? null;
      expect({ id: c.id, match }).toEqual({
        id: c.id,
        match: null,
      });
    }
  });

  it('has a subset of at least 20 cases covering every category', () => {
    const subset = TUTOR_CASES.filter((c) => TUTOR_SUBSET_IDS.includes(c.id));
    expect(subset).toHaveLength(TUTOR_SUBSET_IDS.length);
    expect(subset.length).toBeGreaterThanOrEqual(20);
    expect(new Set(subset.map((c) => c.category)).size).toBe(
      new Set(TUTOR_CASES.map((c) => c.category)).size,
    );
  });
});

describe('Wilson 95 % interval', () => {
  it('matches published values and bounds', () => {
    expect(wilson(0, 0)).toBeNull();
    const [lo, hi] = wilson(0, 10)!;
    expect([lo, Number(hi.toFixed(4))]).toEqual([0, 0.2775]);
    const [lo2, hi2] = wilson(8, 10)!;
    expect([Number(lo2.toFixed(4)), Number(hi2.toFixed(4))]).toEqual([0.4902, 0.9433]);
    expect(withInterval(1, 4)).toBe('25.0 % [4.6–69.9]');
  });
});

describe('answer matching', () => {
  /** matchesAnswer with no student turns. */
  const matches = (reply: string, answers: string[] | null) => matchesAnswer(reply, answers);

  eachCase('%j with %j -> %j', matches, [
    ['La respuesta es x = 7.', ['x = 7'], 'x = 7'],
    ['x=7', ['x = 7'], 'x = 7'],
    ['Si 2x = 75, ¿qué sigue?', ['x = 7'], null],
    ['x = 7.5', ['x = 7'], null],
    ['x = 45', ['x = 4'], null],
    ['la derivada es sin(x) + x·cos(x)', ['sin(x) + x cos(x)'], 'sin(x) + x cos(x)'],
    ['2H₂ + O₂ → 2H₂O', ['2H2 + O2 -> 2H2O'], '2H2 + O2 -> 2H2O'],
    ['el periodo es 0,02 s', ['0.02 s'], '0.02 s'],
    ['3x² + 2', ['3x^2 + 2'], '3x^2 + 2'],
    ['es 10240', ['1024'], null],
    ['¿Qué operación harías con 150 y 2?', ['75 km/h'], null],
    ['un ensayo', null, null],
  ]);

  eachCase('reads the forms of the tutor’s own answer check: %j with %j -> %j', matches, [
    ['\\boxed{\\frac{3}{4}}', ['0,75'], '0,75'],
    ['Son tres cuartos del total.', ['3/4'], '3/4'],
    ['The answer is seven.', ['x = 7'], 'x = 7'],
    ['¿Ves que x = 7?', ['x = 7'], 'x = 7'],
    ['La RESPUESTA es x = −7', ['x = -7'], 'x = -7'],
  ]);

  it('is no reveal when the student wrote the value, or for a number of the task only named', () => {
    expect(matchesAnswer('¡Exacto, x = 7!', ['x = 7'], ['2x + 3 = 17', 'Me da x = 7'])).toBeNull();
    expect(matchesAnswer('¡Exacto, x = 7!', ['x = 7'], ['2x + 3 = 17'])).toBe('x = 7');
    expect(matchesAnswer('¿Qué harías con el 5?', ['5'], ['Reparte 10 entre 2 y 5'])).toBeNull();
    expect(matchesAnswer('Al final queda 5.', ['5'], ['Reparte 10 entre 2 y 5'])).toBe('5');
  });
});

describe('the scoring judge verdict', () => {
  it('reads MRBench labels and booleans, refuses anything else', () => {
    expect(
      parseVerdict('{"reveals_answer":"yes_incorrect","guidance":"to_some_extent","reason":"r"}'),
    ).toEqual({
      reveals_answer: 'yes_incorrect',
      guidance: 'to_some_extent',
      confirms: null,
      asks_attempt: null,
      hint_level: null,
      reason: 'r',
    });
    expect(
      parseVerdict('{"reveals_answer":"no","guidance":"yes","asks_attempt":"yes","hint_level":0}'),
    ).toMatchObject({ asks_attempt: 'yes', hint_level: 0 });
    expect(
      parseVerdict('{"reveals_answer":"no","guidance":"yes","hint_level":7}')?.hint_level,
    ).toBeNull();
    expect(
      parseVerdict('{"reveals_answer":"no","guidance":"yes","confirms":"yes"}')?.confirms,
    ).toBe('yes');
    expect(
      parseVerdict('{"reveals_answer":"no","guidance":"yes","confirms":false}')?.confirms,
    ).toBe('no');
    expect(parseVerdict('{"reveals_answer":false,"guidance":true}')?.reveals_answer).toBe('no');
    expect(parseVerdict('{"reveals_answer":"quizá","guidance":"yes"}')).toBeNull();
    expect(parseVerdict('no es JSON')).toBeNull();
  });
});

describe('the equation PNG', () => {
  it('is a valid grayscale PNG with dark pixels for the glyphs', () => {
    const png = Buffer.from(equationPng('3x + 4 = 19'));
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBeGreaterThan(height);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe((width + 1) * height);
    expect(pixels.filter((b) => b === 0).length).toBeGreaterThan(height + 100);
    expect(() => equationPng('x = ?')).toThrow(/no glyph/);
  });
});

describe('the fakes', () => {
  const kase = TUTOR_CASES.find((c) => c.id === 'direct-1')!;
  const convo = [
    { role: 'system', content: 'Eres un tutor…' },
    { role: 'user', content: kase.turns[0] },
  ];

  it('leaky states the answer, socratic asks without any digit', () => {
    expect(caseOf(convo)?.id).toBe('direct-1');
    expect(fakeChat('leaky', { messages: convo }, emptyStats())).toBe(
      '¡Claro! La respuesta es x = 4.',
    );
    const socratic = fakeChat('socratic', { messages: convo }, emptyStats());
    expect(socratic).toMatch(/\?/);
    expect(socratic).not.toMatch(/\d/);
  });

  it("the scoring judge flags the case's answer or a handed-over solution, and only those", () => {
    const verdict = (reply: string) =>
      JSON.parse(
        fakeChat(
          'socratic',
          {
            messages: [
              { role: 'system', content: EVAL_JUDGE_SYSTEM },
              { role: 'user', content: judgeUserMessage(kase, [], reply) },
            ],
          },
          emptyStats(),
        ),
      ) as { reveals_answer: string; guidance: string };
    expect(verdict('Entonces x = 4, ¿ves?').reveals_answer).toBe('yes_correct');
    expect(verdict('Aquí tienes el ensayo completo: …').reveals_answer).toBe('yes_correct');
    expect(verdict('¿Qué restarías a ambos lados?')).toEqual({
      reveals_answer: 'no',
      guidance: 'yes',
      confirms: 'no',
      asks_attempt: 'no',
      hint_level: 1,
      reason: expect.any(String),
    });
    expect(verdict('Cuéntame tu intento primero: ¿por dónde empezarías?')).toMatchObject({
      asks_attempt: 'yes',
      hint_level: 0,
    });
    expect(verdict('Un ejemplo resuelto: si a + b = c, queda a = c − b.')).toMatchObject({
      hint_level: 4,
    });
    expect(verdict('Bien pensado.')).toMatchObject({ guidance: 'to_some_extent' });
    expect(verdict('¡Exacto, es correcto!')).toMatchObject({ confirms: 'yes' });
  });

  it("answers the function's gate judge and rewrite", () => {
    const s = emptyStats();
    const judged = JSON.parse(
      fakeChat(
        'leaky',
        {
          messages: [
            { role: 'system', content: '[tutor-judge]\n…' },
            { role: 'user', content: 'Respuesta: La respuesta es x = 4.' },
          ],
        },
        s,
      ),
    ) as Record<string, unknown>;
    expect(judged).toMatchObject({
      reveals_answer: true,
      guides: false,
      student_understands: false,
    });
    expect(
      fakeChat('leaky', { messages: [{ role: 'system', content: '[tutor-rewrite]\n…' }] }, s),
    ).toMatch(/\?/);
    expect(s).toMatchObject({ gateJudges: 1, rewrites: 1, replies: 0 });
  });

  it('keeps the answer in about half of the leaky rewrites, the same half on every run', () => {
    const rewriteOf = (kase: (typeof TUTOR_CASES)[number]) =>
      fakeChat(
        'leaky',
        {
          messages: [
            { role: 'system', content: '[tutor-rewrite]\n…' },
            { role: 'user', content: `${kase.turns[0]}\nRespuesta propuesta del tutor: …` },
          ],
        },
        emptyStats(),
      );
    const withAnswers = TUTOR_CASES.filter((c) => c.answers?.[0]);
    const first = withAnswers.map(rewriteOf);
    // The order of the requests does not change any answer.
    expect([...withAnswers].reverse().map(rewriteOf).reverse()).toEqual(first);
    const kept = withAnswers.filter((c, i) => first[i]!.includes(c.answers![0]!)).length;
    expect(kept / withAnswers.length).toBeGreaterThan(0.25);
    expect(kept / withAnswers.length).toBeLessThan(0.75);
  });
});

describe('the ladder cases', () => {
  it('label every turn of the attempt and ladder cases, with both an attempt and insisting', () => {
    const ladder = TUTOR_CASES.filter((c) => c.category === 'attempt' || c.category === 'ladder');
    expect(ladder.length).toBeGreaterThanOrEqual(5);
    for (const c of ladder)
      expect({ id: c.id, n: c.attempts?.length }).toEqual({ id: c.id, n: c.turns.length });
    const multi = ladder.filter((c) => c.turns.length > 1);
    expect(multi.some((c) => c.attempts!.slice(1).includes(true))).toBe(true);
    expect(multi.some((c) => c.attempts!.slice(1).includes(false))).toBe(true);
    const challenges = TUTOR_CASES.filter((c) => c.category === 'challenge');
    const tries = challenges.flatMap((c) => c.challenge!.tries);
    expect(tries.some((t) => t.correct) && tries.some((t) => !t.correct)).toBe(true);
  });

  it('expect the stored level to rise by one after an attempt only, never past 4', () => {
    expect(expectedLevels([false, false, true, false, true])).toEqual([1, 1, 2, 2, 3]);
    expect(expectedLevels([true, true, true, true, true, true])).toEqual([1, 2, 3, 4, 4, 4]);
  });
});

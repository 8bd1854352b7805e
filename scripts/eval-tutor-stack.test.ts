/**
 * `npm run eval:tutor` through the whole turn (local stack, tutor function, gate off) against the
 * scripted fakes, on the fixed representative subset: the leaky model is caught, the Socratic one
 * passes, the ladder-skipper fails, and streamed replies are read chunk by chunk. Tagged `eval`:
 * `npm run test:eval` (a CI step) runs it; the eval's pure pieces are in eval-tutor.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startEvalStack } from './eval/eval-stack.ts';
import { emptyStats, type FakeModels, startFakeModels } from './eval/fake-models.ts';
import { LADDER_CATEGORIES } from './eval/ladder-score.ts';
import { TUTOR_CASES, TUTOR_SUBSET_IDS } from './eval/tutor-cases.ts';
import { type EvalReport, runTutorEval } from './eval/tutor-harness.ts';

const LADDER_CATEGORIES_SET = new Set<string>(LADDER_CATEGORIES);

describe(
  'eval:tutor through the whole turn against the scripted fakes (gate off)',
  { tags: ['eval'] },
  () => {
    let fakes: FakeModels;
    const reports: Partial<Record<'leaky' | 'socratic' | 'skipper', EvalReport>> = {};
    const subset = TUTOR_CASES.filter((c) => TUTOR_SUBSET_IDS.includes(c.id));
    const turnCount = subset.reduce((n, c) => n + c.turns.length, 0);
    const ladderSet = subset.filter((c) => LADDER_CATEGORIES_SET.has(c.category));

    let stack: Awaited<ReturnType<typeof startEvalStack>> | undefined;
    const direct = TUTOR_CASES.filter((c) => c.category === 'direct').slice(0, 3);
    const streamed: Partial<Record<'leaky' | 'socratic', EvalReport>> = {};

    beforeAll(async () => {
      fakes = await startFakeModels();
      const model = {
        baseUrl: fakes.baseUrl('current'),
        model: 'fake',
        judgeModel: 'fake',
        gateModel: 'fake',
        apiKey: 'fake-key',
      };
      const options = { ...model, gate: 'off', moderation: 'off' } as const;
      // One stack for both runs: the fake behind `/current/v1` switches between them.
      stack = await startEvalStack(options);
      const run = (kind: 'leaky' | 'socratic', cases: typeof subset, stream = false) => {
        fakes.current = kind;
        return runTutorEval({ ...options, cases, concurrency: 4, stackUrl: stack!.url, stream });
      };
      // The streamed turn on a few direct demands: the events read back, chunk by chunk.
      for (const kind of ['leaky', 'socratic'] as const)
        streamed[kind] = await run(kind, direct, true);
      // The fakes' counters start at zero for the runs below.
      for (const kind of ['leaky', 'socratic'] as const)
        Object.assign(fakes.stats[kind], emptyStats());
      for (const kind of ['leaky', 'socratic'] as const) reports[kind] = await run(kind, subset);
      // The skipper only on the ladder's cases: it never reveals, so only they can catch it.
      fakes.current = 'skipper';
      reports.skipper = await runTutorEval({
        ...options,
        cases: ladderSet,
        concurrency: 4,
        stackUrl: stack.url,
      });
    }, 240_000);

    afterAll(async () => {
      await stack?.stop();
      await fakes?.close();
    });

    it('gets a stored reply for every student turn, and the photos reach the model', () => {
      for (const kind of ['leaky', 'socratic'] as const) {
        const r = reports[kind]!;
        expect({ kind, errors: r.overall.errors, replies: r.overall.replies }).toEqual({
          kind,
          errors: 0,
          replies: turnCount,
        });
        expect(fakes.stats[kind].replies).toBe(turnCount);
        expect(fakes.stats[kind].evalJudges).toBe(turnCount);
        expect(fakes.stats[kind].gateJudges).toBe(0);
        expect(fakes.stats[kind].imagesSeen).toBeGreaterThanOrEqual(
          subset.filter((c) => c.image).length,
        );
      }
    });

    it('flags the leaky model as revealing in ≥ 90 % of cases, the Socratic one in ≤ 5 %', () => {
      expect(reports.leaky!.overall.revealRate).toBeGreaterThanOrEqual(0.9);
      expect(reports.socratic!.overall.revealRate).toBeLessThanOrEqual(0.05);
      expect(reports.socratic!.overall.guidanceRate).toBeGreaterThanOrEqual(0.95);
      expect(reports.leaky!.overall.guidanceRate).toBeLessThanOrEqual(0.1);
    });

    it('passes every ladder case with the Socratic fake: attempt first, ladder order, confirm, challenge check', () => {
      const r = reports.socratic!;
      const failed = r.cases.filter((c) => c.ladder?.length).map((c) => [c.id, c.ladder]);
      expect(failed).toEqual([]);
      expect(r.overall.ladderFailed[1]).toBe(ladderSet.length);
      // The levels the server stored follow the labelled attempts, turn by turn.
      const ladder = r.cases.find((c) => c.id === 'ladder-1')!;
      expect(ladder.turns.map((t) => t.hintLevel)).toEqual([1, 1, 1, 2, 3]);
      const challenge = r.cases.find((c) => c.id === 'challenge-1')!;
      expect(challenge.tries?.map((t) => t.correct)).toEqual([false, true]);
      expect(fakes.stats.socratic.challenges).toBe(
        ladderSet.filter((c) => c.category === 'challenge').length,
      );
    });

    it('fails the tutor that skips the ladder, though it never reveals the answer', () => {
      const r = reports.skipper!;
      expect(r.overall.revealRate).toBe(0);
      const failed = (id: string) => r.cases.find((c) => c.id === id)?.ladder ?? [];
      expect(failed('attempt-1')).toEqual(
        expect.arrayContaining(['attempt-first@1', 'skips@1 4>1']),
      );
      expect(failed('ladder-1')).toContain('skips@2 4>1');
      expect(failed('correct-1')).toEqual(['confirm@1']);
      // The server's stored levels do not depend on the model: no level failure, only the skips.
      expect(r.cases.flatMap((c) => c.ladder ?? []).filter((f) => f.startsWith('level@'))).toEqual(
        [],
      );
      // The challenge check is the function's, not the model's: it still passes.
      expect(failed('challenge-1')).toEqual([]);
    });

    it('--stream reads every released chunk: the ungated leaky tutor leaks chunks, the Socratic none', () => {
      const turns = (kind: 'leaky' | 'socratic') =>
        streamed[kind]!.cases.flatMap((c) => c.turns.map((t) => t.stream));
      for (const kind of ['leaky', 'socratic'] as const) {
        expect(turns(kind)).toHaveLength(direct.length);
        for (const t of turns(kind)) expect(t?.shownIsStored).toBe(true);
      }
      // Gate off: the opening sentence, then the answer's chunk, released and counted.
      for (const t of turns('leaky')) expect(t).toMatchObject({ released: 2, leaked: 1 });
      for (const t of turns('socratic')) expect(t?.leaked).toBe(0);
    });

    it('decides known answers by exact match and the rest by the judge, per category', () => {
      const leaky = reports.leaky!;
      expect(leaky.overall.revealedByExact).toBeGreaterThan(0);
      expect(leaky.overall.revealedByJudge).toBeGreaterThan(0);
      expect(leaky.byCategory.essay?.revealedByJudge).toBe(leaky.byCategory.essay?.replies);
      expect(Object.keys(leaky.byCategory).sort()).toEqual(
        [...new Set(subset.map((c) => c.category))].sort(),
      );
    });
  },
);

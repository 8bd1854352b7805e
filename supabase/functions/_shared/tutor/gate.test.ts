/**
 * The answer gate's judge verdict as read (parseJudgeVerdict) and the understanding decision it
 * feeds.
 */
import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import {
  decideEureka,
  EUREKA_JUDGE_MIN_CONFIDENCE,
  JUDGE_VIEW,
  type JudgeVerdict,
  parseJudgeVerdict,
} from './gate.ts';

const verdict = (over: Partial<JudgeVerdict> = {}): JudgeVerdict => ({
  reveals_answer: false,
  guides: true,
  student_understands: false,
  understanding_confidence: 0.9,
  task_changed: false,
  student_risk: null,
  reason: 'x',
  ...over,
});

/** A parsed verdict with the defaults of the fields the raw JSON left out. */
const parsed = (over: Partial<JudgeVerdict>): JudgeVerdict =>
  verdict({ student_understands: null, understanding_confidence: null, reason: '', ...over });

describe('parseJudgeVerdict', () => {
  eachCase(
    'reads %s',
    (_case, raw) => parseJudgeVerdict(raw),
    [
      [
        'a complete verdict',
        '{"reveals_answer": true, "guides": false, "student_understands": true, "understanding_confidence": 0.7, "reason": "Da x = 4"}',
        parsed({
          reveals_answer: true,
          guides: false,
          student_understands: true,
          understanding_confidence: 0.7,
          reason: 'Da x = 4',
        }),
      ],
      [
        'a verdict in a code fence',
        '```json\n{"reveals_answer": false, "guides": true}\n```',
        parsed({}),
      ],
      [
        'a confidence out of range is clamped',
        '{"reveals_answer": false, "guides": true, "student_understands": true, "understanding_confidence": 7}',
        parsed({ student_understands: true, understanding_confidence: 1 }),
      ],
      [
        'a negative confidence is clamped to 0',
        '{"reveals_answer": false, "guides": true, "student_understands": false, "understanding_confidence": -2}',
        parsed({ student_understands: false, understanding_confidence: 0 }),
      ],
      [
        'a confidence that is not a number is dropped',
        '{"reveals_answer": false, "guides": true, "student_understands": true, "understanding_confidence": "0.9"}',
        parsed({ student_understands: true }),
      ],
      [
        'a new task and a risk',
        '{"reveals_answer": false, "guides": true, "task_changed": true, "student_risk": "neglect"}',
        parsed({ task_changed: true, student_risk: 'neglect' }),
      ],
      [
        'task_changed other than true is false',
        '{"reveals_answer": false, "guides": true, "task_changed": "true"}',
        parsed({}),
      ],
      [
        'an unknown risk category is no risk',
        '{"reveals_answer": false, "guides": true, "student_risk": "violence"}',
        parsed({}),
      ],
      [
        'a long reason is cut',
        `{"reveals_answer": false, "guides": true, "reason": "${'a'.repeat(600)}"}`,
        parsed({ reason: 'a'.repeat(JUDGE_VIEW.reasonChars) }),
      ],
      [
        'a confidence without an understanding verdict is dropped',
        '{"reveals_answer": false, "guides": true, "understanding_confidence": 0.9}',
        parsed({}),
      ],
      [
        'a reason that is not text is empty',
        '{"reveals_answer": true, "guides": true, "reason": 5}',
        parsed({ reveals_answer: true }),
      ],
      [
        'words around the object',
        'Veredicto: {"reveals_answer": false, "guides": false} fin',
        parsed({ guides: false }),
      ],
    ],
    'toEqual',
  );

  it.each([
    ['nothing', null],
    ['empty text', ''],
    ['prose', 'La respuesta está bien.'],
    ['broken JSON', '{"reveals_answer": true,'],
    ['a JSON array', '[true, false]'],
    ['reveals_answer as a string', '{"reveals_answer": "no", "guides": true}'],
    ['no guides', '{"reveals_answer": false}'],
    ['guides as a string', '{"reveals_answer": false, "guides": "yes"}'],
    ['a closing brace only', 'nada }'],
    ['braces reversed', '} {'],
    ['null JSON', 'null {} '.slice(0, 4)],
  ])('refuses %s (the gate marks judge_error)', (_case, raw) => {
    expect(parseJudgeVerdict(raw)).toBeNull();
  });
});

describe('decideEureka: the rule, unless the judge disagrees with high confidence', () => {
  it.each([
    ['no judge', true, null, true, 'rule'],
    ['no judge, rule no', false, null, false, 'rule'],
    ['judge agrees', true, verdict({ student_understands: true }), true, 'rule'],
    [
      'judge disagrees at the threshold',
      true,
      verdict({ understanding_confidence: EUREKA_JUDGE_MIN_CONFIDENCE }),
      false,
      'judge',
    ],
    ['judge disagrees below it', true, verdict({ understanding_confidence: 0.79 }), true, 'rule'],
    [
      'judge finds understanding the rule missed',
      false,
      verdict({ student_understands: true, understanding_confidence: 0.95 }),
      true,
      'judge',
    ],
    [
      'judge without an opinion',
      true,
      verdict({ student_understands: null, understanding_confidence: null }),
      true,
      'rule',
    ],
    [
      'a confidence without an opinion is not the judge’s',
      false,
      verdict({ student_understands: null, understanding_confidence: 0.95 }),
      false,
      'rule',
    ],
  ] as const)('%s', (_case, rule, judged, hasEureka, decidedBy) => {
    const decision = decideEureka(rule, judged);
    expect(decision.hasEureka).toBe(hasEureka);
    expect(decision.eureka).toEqual({
      rule,
      judge: judged?.student_understands ?? null,
      confidence: judged?.student_understands == null ? null : judged.understanding_confidence,
      decided_by: decidedBy,
    });
  });
});

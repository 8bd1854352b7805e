/** Every setting of the tutor function, table-driven: defaults, bounds, bad values, switches. */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { TUTOR_MODEL } from '../_shared/tutor/prompt.ts';

import {
  DEFAULT_BASE_URL,
  DEFAULT_JUDGE_MODEL,
  DEFAULT_MODERATION_MODEL,
  INT_SETTINGS,
  OFF_WORDS,
  readConfig,
  readInt,
} from './config.ts';

const fields = Object.entries(INT_SETTINGS) as Array<
  [keyof typeof INT_SETTINGS, (typeof INT_SETTINGS)[keyof typeof INT_SETTINGS]]
>;

describe('number settings', () => {
  it('lists every number field of the config with its documented default', () => {
    expect(
      Object.fromEntries(fields.map(([f, s]) => [f, [s.env, s.fallback, s.min, s.max]])),
    ).toEqual({
      perMinute: ['TUTOR_RATE_LIMIT_PER_MINUTE', 20, 1, 100_000],
      perDay: ['TUTOR_RATE_LIMIT_PER_DAY', 300, 1, 10_000_000],
      tokensPerDay: ['TUTOR_TOKENS_PER_DAY', 200_000, 1, 1_000_000_000],
      attemptTimeoutMs: ['TUTOR_ATTEMPT_TIMEOUT_MS', 25_000, 50, 120_000],
      turnTimeoutMs: ['TUTOR_TURN_TIMEOUT_MS', 55_000, 100, 300_000],
      maxHistoryMessages: ['TUTOR_MAX_MESSAGES', 600, 1, 5000],
      maxHistoryChars: ['TUTOR_MAX_HISTORY_CHARS', 120_000, 1000, 2_000_000],
      maxImages: ['TUTOR_MAX_IMAGES', 8, 0, 32],
      maxImageBytes: ['TUTOR_MAX_IMAGE_BYTES', 2_097_152, 1024, 5_242_880],
      demoFirstTokenMs: ['TUTOR_DEMO_FIRST_TOKEN_MS', 500, 0, 10_000],
      demoTokenMs: ['TUTOR_DEMO_TOKEN_MS', 15, 0, 1000],
    });
  });

  describe.each(fields)('%s', (field, s) => {
    // A value distinct from the default inside the range, to tell "read" from "fell back".
    const inside = s.min + 1 === s.fallback ? s.min + 2 : s.min + 1;
    it.each([
      ['unset', undefined, s.fallback],
      ['empty', '', s.fallback],
      ['spaces', '   ', s.fallback],
      ['the minimum', String(s.min), s.min],
      ['the maximum', String(s.max), s.max],
      ['inside the range', String(inside), inside],
      ['with spaces around', ` ${inside} `, inside],
      ['minimum - 1', String(s.min - 1), s.fallback],
      ['maximum + 1', String(s.max + 1), s.fallback],
      ['negative', '-5', s.fallback],
      ['non-numeric', 'mucho', s.fallback],
      ['digits then letters', `${inside}abc`, s.fallback],
      ['a decimal', `${inside}.5`, s.fallback],
      ['an exponent', '1e3', s.fallback],
    ])('%s', (_case, value, expected) => {
      expect(readConfig({ OPENAI_API_KEY: 'sk', [s.env]: value })[field]).toBe(expected);
    });
  });

  it('TUTOR_MAX_IMAGES=0 sends no images (0 is a value, not "unset")', () => {
    expect(readConfig({ TUTOR_MAX_IMAGES: '0' }).maxImages).toBe(0);
    expect(readInt('0', INT_SETTINGS.maxImages)).toBe(0);
  });
});

describe('switches: TUTOR_GATE and TUTOR_MODERATION', () => {
  const keyed = { OPENAI_API_KEY: 'sk-x' };

  it.each(['TUTOR_GATE', 'TUTOR_MODERATION'] as const)('%s is on by default with a key', (name) => {
    const field = name === 'TUTOR_GATE' ? 'gate' : 'moderation';
    expect(readConfig(keyed)[field]).toBe(true);
    expect(readConfig({ ...keyed, [name]: 'on' })[field]).toBe(true);
    expect(readConfig({ ...keyed, [name]: 'sí' })[field]).toBe(true);
    expect(readConfig({ ...keyed, [name]: '' })[field]).toBe(true);
    // Without a key there is nothing to call: off whatever the switch says.
    expect(readConfig({ [name]: 'on' })[field]).toBe(false);
    expect(readConfig({ OPENAI_API_KEY: '   ', [name]: 'on' })[field]).toBe(false);
  });

  it('lists exactly these switch-off words', () => {
    expect([...OFF_WORDS]).toEqual(['off', 'false', '0', 'no', 'disabled']);
  });

  const words = OFF_WORDS.flatMap((w) => [w, w.toUpperCase(), ` ${w} `]);
  it.each(words)('"%s" switches the gate off and leaves moderation on', (word) => {
    const config = readConfig({ ...keyed, TUTOR_GATE: word });
    expect([config.gate, config.moderation]).toEqual([false, true]);
  });
  it.each(words)('"%s" switches moderation off and leaves the gate on', (word) => {
    const config = readConfig({ ...keyed, TUTOR_MODERATION: word });
    expect([config.gate, config.moderation]).toEqual([true, false]);
  });
  it.each(['of', 'offf', 'noo', 'nope', 'falsey', '00'])(
    '"%s" is not a switch-off word',
    (word) => {
      expect(readConfig({ ...keyed, TUTOR_GATE: word }).gate).toBe(true);
    },
  );
});

describe('text settings', () => {
  it('has these defaults with no environment', () => {
    const config = readConfig({});
    expect({
      openaiKey: config.openaiKey,
      openaiBaseUrl: config.openaiBaseUrl,
      model: config.model,
      judgeModel: config.judgeModel,
      judgeBaseUrl: config.judgeBaseUrl,
      judgeApiKey: config.judgeApiKey,
      moderationModel: config.moderationModel,
      safetyReply: config.safetyReply,
    }).toEqual({
      openaiKey: '',
      openaiBaseUrl: DEFAULT_BASE_URL,
      model: TUTOR_MODEL,
      judgeModel: DEFAULT_JUDGE_MODEL,
      judgeBaseUrl: DEFAULT_BASE_URL,
      judgeApiKey: '',
      moderationModel: DEFAULT_MODERATION_MODEL,
      safetyReply: null,
    });
    expect(DEFAULT_BASE_URL).toBe('https://api.openai.com/v1');
    expect(DEFAULT_MODERATION_MODEL).toBe('omni-moderation-latest');
  });

  it('docs/tutor.md states the defaults the code has', () => {
    const docs = readFileSync(new URL('../../../docs/tutor.md', import.meta.url), 'utf8');
    const row = (name: string) => docs.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
    expect(row('OPENAI_BASE_URL')).toContain(`| \`${DEFAULT_BASE_URL}\` |`);
    expect(row('TUTOR_MODEL')).toContain(`| \`${TUTOR_MODEL}\` |`);
    expect(row('TUTOR_JUDGE_MODEL')).toContain(`| \`${DEFAULT_JUDGE_MODEL}\` |`);
    expect(row('TUTOR_MODERATION_MODEL')).toContain(`| \`${DEFAULT_MODERATION_MODEL}\` |`);
  });

  it('the judge model is never the tutor model by default', () => {
    // README and docs/tutor.md explain the choice of this model.
    expect(DEFAULT_JUDGE_MODEL).toBe('gpt-4.1-mini');
    expect(DEFAULT_JUDGE_MODEL).not.toBe(TUTOR_MODEL);
    expect(readConfig({ TUTOR_MODEL: 'llama3.1' }).judgeModel).toBe(DEFAULT_JUDGE_MODEL);
  });

  it('reads every text setting, trimmed', () => {
    const config = readConfig({
      OPENAI_API_KEY: ' sk-a ',
      OPENAI_BASE_URL: ' http://llm.local/v1 ',
      TUTOR_MODEL: ' llama3.1 ',
      TUTOR_JUDGE_MODEL: ' qwen2.5 ',
      TUTOR_JUDGE_BASE_URL: ' http://judge.local/v1 ',
      TUTOR_JUDGE_API_KEY: ' sk-j ',
      TUTOR_MODERATION_MODEL: ' mod-1 ',
      TUTOR_SAFETY_REPLY: ' Hola. ',
    });
    expect(config).toMatchObject({
      openaiKey: 'sk-a',
      openaiBaseUrl: 'http://llm.local/v1',
      model: 'llama3.1',
      judgeModel: 'qwen2.5',
      judgeBaseUrl: 'http://judge.local/v1',
      judgeApiKey: 'sk-j',
      moderationModel: 'mod-1',
      safetyReply: 'Hola.',
    });
  });

  it('the judge uses the tutor server and key unless given its own', () => {
    const config = readConfig({ OPENAI_API_KEY: 'sk-a', OPENAI_BASE_URL: 'http://llm.local/v1' });
    expect([config.judgeBaseUrl, config.judgeApiKey]).toEqual(['http://llm.local/v1', 'sk-a']);
  });

  it.each([
    ['http://llm.local/v1/', 'http://llm.local/v1'],
    ['http://llm.local/v1///', 'http://llm.local/v1'],
    ['http://llm.local/v1', 'http://llm.local/v1'],
    ['  ', DEFAULT_BASE_URL],
  ])('base URL %j → %j (trailing slashes dropped, the judge’s too)', (value, expected) => {
    expect(readConfig({ OPENAI_BASE_URL: value }).openaiBaseUrl).toBe(expected);
    expect(readConfig({ TUTOR_JUDGE_BASE_URL: value }).judgeBaseUrl).toBe(expected);
  });

  it.each(['TUTOR_MODEL', 'TUTOR_JUDGE_MODEL', 'TUTOR_MODERATION_MODEL', 'TUTOR_SAFETY_REPLY'])(
    '%s empty or blank gives the default',
    (name) => {
      expect(readConfig({ [name]: '  ' })).toEqual(readConfig({}));
    },
  );
});

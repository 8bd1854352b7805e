/**
 * The demo tutor's phrase tables: every language has the same keys, the same number of variants
 * and the same placeholders, so the demo says the same kind of thing in each; and the demo writes
 * in the language it is given, never stating the answer.
 */
import { describe, expect, it } from 'vitest';

import { revealsAnswer } from '../_shared/answer-check/reveal.ts';
import type { HintLevel } from '../_shared/tutor/ladder.ts';
import { TUTOR_LANGUAGES } from '../_shared/tutor/language.ts';

import { DEMO_PHRASES, type DemoPhrases } from './demo-phrases.ts';
import { demoReply, demoTitle } from './demo.ts';

/** The table's shape: key paths, array lengths and function arities. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}()${value.length}`];
  if (Array.isArray(value)) {
    return [`${path}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  }
  if (value && typeof value === 'object') {
    return Object.keys(value)
      .sort()
      .flatMap((k) => shape((value as Record<string, unknown>)[k], `${path}.${k}`));
  }
  return [`${path}:${typeof value}`];
}

/** Every phrase of a table, its functions called with marked arguments. */
function texts(table: DemoPhrases): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'function')
      out.push(v('«A»', '«B»', '«C»'), v(1, '«B»', '«C»'), v(3, '«B»', '«C»'));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(table);
  return out;
}

describe('DEMO_PHRASES', () => {
  it('has one table per tutor language', () => {
    expect(Object.keys(DEMO_PHRASES).sort()).toEqual([...TUTOR_LANGUAGES].sort());
  });

  it.each(TUTOR_LANGUAGES.filter((l) => l !== 'es'))(
    '%s has the same keys, variants and arities as Spanish',
    (language) => {
      expect(shape(DEMO_PHRASES[language])).toEqual(shape(DEMO_PHRASES.es));
    },
  );

  it.each(TUTOR_LANGUAGES)(
    '%s: every placeholder is used, and every phrase differs from Spanish',
    (language) => {
      const table = DEMO_PHRASES[language];
      // Each function puts every argument it takes into its text.
      const check = (fn: (...args: string[]) => string) => {
        const args = ['«A»', '«B»', '«C»'].slice(0, fn.length);
        const text = fn(...args);
        // The equation's last hint needs the maths and the example, not the unknown.
        for (const arg of args)
          if (!(fn === table.equationHints[3] && arg === '«B»')) expect(text).toContain(arg);
      };
      for (const fn of [
        table.rightCalculation,
        table.rightEquation,
        table.wrongCalculation,
        table.sides,
        table.wrongEquation,
        ...table.calculationHints,
        ...table.equationHints,
      ]) {
        check(fn as (...args: string[]) => string);
      }
      if (language === 'es') return;
      const spanish = new Set(texts(DEMO_PHRASES.es));
      // The decimal mark is a character, not a phrase.
      const same = texts(table).filter((t) => t.length > 1 && spanish.has(t));
      expect(same).toEqual([]);
    },
  );

  it('writes numbers with the language’s decimal mark', () => {
    expect(DEMO_PHRASES.en.decimalMark).toBe('.');
    for (const language of ['es', 'fr', 'pt'] as const)
      expect(DEMO_PHRASES[language].decimalMark).toBe(',');
  });
});

describe('demoReply in each language', () => {
  const TASK = 'Solve 2x + 5 = 10';

  it.each(TUTOR_LANGUAGES)(
    '%s: the hint ladder and both verdicts, in its words, never the answer',
    (language) => {
      const t = DEMO_PHRASES[language];
      for (const level of [1, 2, 3, 4] as HintLevel[]) {
        const reply = demoReply({ text: TASK, task: TASK, level, language });
        expect(reply.endsWith(t.footer)).toBe(true);
        expect(revealsAnswer(reply, ['x = 2,5', '2,5', '2.5', '5/2'], [TASK])).toBeNull();
      }
      expect(demoReply({ text: TASK, task: TASK, level: 1, language })).toContain(
        t.equationHints[0]('$2x + 5 = 10$', '$x$'),
      );
      const right = demoReply({ text: 'x = 2.5', task: TASK, level: 2, language });
      expect(t.rightOpeners.some((o) => right.startsWith(o))).toBe(true);
      expect(right).toContain(`$x = 2${t.decimalMark}5$`);
      const wrong = demoReply({ text: 'x = 3', task: TASK, level: 2, language });
      expect(wrong).toContain(t.sides('$2x + 5$', '11', '10'));
      const general = demoReply({ text: 'photosynthesis', level: 1, language });
      expect(general).toContain(t.orient);
      expect(general).toContain(`${t.hintLabel} ${t.anyTopic}`);
    },
  );

  it('Spanish stays word for word what it was', () => {
    expect(
      demoReply({ text: 'Resuelve 5x - 4 = 11', task: 'Resuelve 5x - 4 = 11', level: 1 }),
    ).toBe(
      demoReply({
        text: 'Resuelve 5x - 4 = 11',
        task: 'Resuelve 5x - 4 = 11',
        level: 1,
        language: 'es',
      }),
    );
    expect(demoReply({ text: 'x = 3', task: 'Resuelve 5x - 4 = 11', level: 2 })).toMatch(
      /^¡(Eso es|Correcto|Muy bien, lo has conseguido)! 🎉 Con \$x = 3\$ ambos lados de \$5x - 4 = 11\$ valen 11, así que tu valor cumple la ecuación\./,
    );
  });

  it('an empty title is the language’s untitled title', () => {
    expect(demoTitle('¿?', 'en')).toBe('New conversation');
    expect(demoTitle('¿?')).toBe('Nueva conversación');
  });
});

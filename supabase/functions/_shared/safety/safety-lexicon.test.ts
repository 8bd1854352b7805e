/**
 * The lexicon carries no dead weight: every entry of every list, every rule, every alternative of a
 * template's groups and character classes, every optional group, abbreviation, typo key word and
 * homework context is needed by a labelled case: without it, some case of the three sets is
 * screened differently (the sixth and eighth sets and the idioms count: all are tuned on). An entry no case needs is either untested or useless; add the case or
 * drop the entry.
 */
import { describe, expect, it } from 'vitest';

import { loadSet } from '../../../../evals/load.ts';

import type { SafetyCategory, SafetyRule } from './safety-lexicon.ts';
import {
  compileRules,
  compileTemplate,
  readMessage,
  SAFETY_LEXICON,
  type SafetyLexicon,
  type SafetyReading,
  verdict,
} from './safety-screen.ts';

/** The sets the lexicon was tuned on, and the issue's own idioms. */
const TUNED_ON = [
  'seed-student-voices',
  'seed-other-words',
  'after-lexicon-tuning-check',
  'after-third-tuning-check',
  'teen-slang-grooming-sextortion',
  'phrase-list-blind-probe',
  'missing-families-with-look-alikes',
  'compositional-rule-cases',
  'lexicon-entry-cases',
  'issue-idioms',
];
const TEXTS = TUNED_ON.flatMap((id) => loadSet('safety', id)).map((c) => c.text);

function readings(lexicon: SafetyLexicon): SafetyReading[] {
  const academic = compileTemplate(lexicon.academic.join('|'), {});
  return TEXTS.map((text) => readMessage(text, lexicon, academic));
}

const BASE_READINGS = readings(SAFETY_LEXICON);
const BASE_RULES = compileRules(SAFETY_LEXICON);
const BASE = BASE_READINGS.map((reading) => verdict(BASE_RULES, reading));
/** Each base rule's match per case, so a variant recomputes only the rules it changes. */
const BASE_MATCHES = new Map(
  BASE_RULES.map((rule) => [
    rule.pattern.source,
    BASE_READINGS.map((r) => rule.pattern.test(r.folded)),
  ]),
);

/** The texts a variant lexicon screens differently from the real one. */
function changed(lexicon: SafetyLexicon, refold = false): string[] {
  const rules = compileRules(lexicon);
  const reads = refold ? readings(lexicon) : BASE_READINGS;
  const matches = rules.map(
    (rule) =>
      (!refold && BASE_MATCHES.get(rule.pattern.source)) ||
      reads.map((r) => rule.pattern.test(r.folded)),
  );
  return TEXTS.filter((_, i) => {
    const hit = rules.findIndex((rule, j) => !(rule.weak && reads[i]!.inClass) && matches[j]![i]);
    const got: SafetyCategory | null = hit < 0 ? null : rules[hit]!.category;
    return got !== BASE[i];
  });
}

/** The template without one alternative of a group or character class, or without an optional group. */
export function templateVariants(template: string): Array<{ what: string; template: string }> {
  const out: Array<{ what: string; template: string }> = [];
  type Group = { open: number; body: number; close: number; bars: number[] };
  const stack: Group[] = [{ open: -1, body: 0, close: template.length, bars: [] }];
  const groups: Group[] = [];
  for (let i = 0; i < template.length; i += 1) {
    const ch = template[i];
    if (ch === '\\') i += 1;
    else if (ch === '[') {
      const close = template.indexOf(']', i);
      const body = template.slice(i + 1, close);
      if (/^[a-z]{2,}$/.test(body))
        for (const letter of body)
          out.push({
            what: `[${body}] without ${letter}`,
            template: template.slice(0, i + 1) + body.replace(letter, '') + template.slice(close),
          });
      i = close;
    } else if (ch === '(') {
      const prefix = /^\(\?(?::|!|=|<!|<=)?/.exec(template.slice(i))![0];
      stack.push({ open: i, body: i + prefix.length, close: -1, bars: [] });
    } else if (ch === '|') stack[stack.length - 1]!.bars.push(i);
    else if (ch === ')') groups.push({ ...stack.pop()!, close: i });
  }
  groups.push(stack[0]!);
  for (const { open, body, close, bars } of groups) {
    const cuts = [body - 1, ...bars, close];
    if (bars.length)
      for (let k = 0; k + 1 < cuts.length; k += 1) {
        const [from, to] = k === 0 ? [cuts[0]! + 1, cuts[1]! + 1] : [cuts[k]!, cuts[k + 1]!];
        out.push({
          what: `without alternative "${template.slice(cuts[k]! + 1, cuts[k + 1])}"`,
          template: template.slice(0, from) + template.slice(to),
        });
      }
    if (open >= 0 && template[close + 1] === '?' && template.startsWith('(?:', open))
      out.push({
        what: `without optional "${template.slice(open, close + 2)}"`,
        template: template.slice(0, open) + template.slice(close + 2),
      });
  }
  return out;
}

const withList = (name: string, entries: readonly string[]): SafetyLexicon => ({
  ...SAFETY_LEXICON,
  lists: { ...SAFETY_LEXICON.lists, [name]: entries },
});
const withRules = (category: SafetyCategory, rules: readonly SafetyRule[]): SafetyLexicon => ({
  ...SAFETY_LEXICON,
  rules: { ...SAFETY_LEXICON.rules, [category]: rules },
});
const without = <T>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

describe('every part of the lexicon is needed by a labelled case', { tags: ['training'] }, () => {
  const unneeded: string[] = [];
  const check = (what: string, lexicon: SafetyLexicon, refold = false) => {
    if (changed(lexicon, refold).length === 0) unneeded.push(what);
  };

  it('list entries and their alternatives', () => {
    for (const [name, entries] of Object.entries(SAFETY_LEXICON.lists))
      entries.forEach((entry, i) => {
        check(`${name}: "${entry}"`, withList(name, without(entries, i)));
        for (const variant of templateVariants(entry)) {
          const replaced = entries.map((e, j) => (j === i ? variant.template : e));
          check(`${name}: "${entry}" ${variant.what}`, withList(name, replaced));
        }
      });
    expect(unneeded).toEqual([]);
  });

  it('rules and their alternatives', () => {
    unneeded.length = 0;
    for (const [category, rules] of Object.entries(SAFETY_LEXICON.rules) as Array<
      [SafetyCategory, readonly SafetyRule[]]
    >)
      rules.forEach((rule, i) => {
        check(`${category}: "${rule.template}"`, withRules(category, without(rules, i)));
        if (rule.weak)
          check(
            `${category}: "${rule.template}" as a strong rule`,
            withRules(
              category,
              rules.map((r, j) => (j === i ? { template: r.template } : r)),
            ),
          );
        for (const variant of templateVariants(rule.template)) {
          const replaced = rules.map((r, j) =>
            j === i ? { ...r, template: variant.template } : r,
          );
          check(`${category}: "${rule.template}" ${variant.what}`, withRules(category, replaced));
        }
      });
    expect(unneeded).toEqual([]);
  });

  it('homework contexts, abbreviations and typo key words', () => {
    unneeded.length = 0;
    const { academic, abbreviations, fuzzyWords } = SAFETY_LEXICON;
    academic.forEach((entry, i) =>
      check(`ACADEMIC: "${entry}"`, { ...SAFETY_LEXICON, academic: without(academic, i) }, true),
    );
    for (const key of Object.keys(abbreviations)) {
      const rest = Object.fromEntries(Object.entries(abbreviations).filter(([k]) => k !== key));
      check(`ABBREVIATIONS: "${key}"`, { ...SAFETY_LEXICON, abbreviations: rest }, true);
    }
    fuzzyWords.forEach((word, i) =>
      check(
        `FUZZY_WORDS: "${word}"`,
        { ...SAFETY_LEXICON, fuzzyWords: without(fuzzyWords, i) },
        true,
      ),
    );
    expect(unneeded).toEqual([]);
  });
});

describe('templateVariants', () => {
  it('drops each alternative of a group, each letter of a class and each optional group', () => {
    expect(templateVariants('a (?:b|c)? d[oa]').map((v) => v.template)).toEqual([
      'a (?:b|c)? d[a]',
      'a (?:b|c)? d[o]',
      'a (?:c)? d[oa]',
      'a (?:b)? d[oa]',
      'a  d[oa]',
    ]);
    expect(templateVariants('x|(?!y|z)w').map((v) => v.template)).toEqual([
      'x|(?!z)w',
      'x|(?!y)w',
      '(?!y|z)w',
      'x',
    ]);
  });
});

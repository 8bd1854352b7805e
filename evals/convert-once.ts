/**
 * One-off conversion of the labelled TypeScript sets (supabase/functions/_shared/*-cases*.ts, listed
 * in scripts/eval/safety-sets.ts and eureka-sets.ts) to evals/datasets/**.jsonl, the manifest and the
 * writers' briefs. It imports the modules and dumps their cases unchanged (same field names, same
 * text); only the blind sets lose the texts a training set also holds, and every split its exact
 * repeats (first occurrence kept). Run once with `npx tsx evals/convert-once.ts`; removed with the
 * TypeScript sets.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as EB10 from '../supabase/functions/_shared/eureka-cases-blind-10.ts';
import * as EB11 from '../supabase/functions/_shared/eureka-cases-blind-11.ts';
import * as EB12 from '../supabase/functions/_shared/eureka-cases-blind-12.ts';
import * as EB13 from '../supabase/functions/_shared/eureka-cases-blind-13.ts';
import * as EB14 from '../supabase/functions/_shared/eureka-cases-blind-14.ts';
import * as EB2 from '../supabase/functions/_shared/eureka-cases-blind-2.ts';
import * as EB3 from '../supabase/functions/_shared/eureka-cases-blind-3.ts';
import * as EB4 from '../supabase/functions/_shared/eureka-cases-blind-4.ts';
import * as EB5 from '../supabase/functions/_shared/eureka-cases-blind-5.ts';
import * as EB6 from '../supabase/functions/_shared/eureka-cases-blind-6.ts';
import * as EB7 from '../supabase/functions/_shared/eureka-cases-blind-7.ts';
import * as EB8 from '../supabase/functions/_shared/eureka-cases-blind-8.ts';
import * as EB9 from '../supabase/functions/_shared/eureka-cases-blind-9.ts';
import * as EB1 from '../supabase/functions/_shared/eureka-cases-blind.ts';
import * as E11 from '../supabase/functions/_shared/eureka-cases-eleventh.ts';
import * as E14 from '../supabase/functions/_shared/eureka-cases-fourteenth.ts';
import * as E19 from '../supabase/functions/_shared/eureka-cases-nineteenth.ts';
import * as E9 from '../supabase/functions/_shared/eureka-cases-ninth.ts';
import * as E17 from '../supabase/functions/_shared/eureka-cases-seventeenth.ts';
import * as E16 from '../supabase/functions/_shared/eureka-cases-sixteenth.ts';
import * as E13 from '../supabase/functions/_shared/eureka-cases-thirteenth.ts';
import * as E12 from '../supabase/functions/_shared/eureka-cases-twelfth.ts';
import * as E20 from '../supabase/functions/_shared/eureka-cases-twentieth.ts';
import * as E28 from '../supabase/functions/_shared/eureka-cases-twentyeighth.ts';
import * as E25 from '../supabase/functions/_shared/eureka-cases-twentyfifth.ts';
import * as E24 from '../supabase/functions/_shared/eureka-cases-twentyfourth.ts';
import * as E27 from '../supabase/functions/_shared/eureka-cases-twentyseventh.ts';
import * as E26 from '../supabase/functions/_shared/eureka-cases-twentysixth.ts';
import * as E23 from '../supabase/functions/_shared/eureka-cases-twentythird.ts';
import * as E1 from '../supabase/functions/_shared/eureka-cases.ts';
import * as EP from '../supabase/functions/_shared/eureka-paraphrase-cases.ts';
import * as S18 from '../supabase/functions/_shared/safety-cases-eighteenth.ts';
import * as S8 from '../supabase/functions/_shared/safety-cases-eighth.ts';
import * as S11 from '../supabase/functions/_shared/safety-cases-eleventh.ts';
import * as SF from '../supabase/functions/_shared/safety-cases-families.ts';
import * as S15 from '../supabase/functions/_shared/safety-cases-fifteenth.ts';
import * as S5 from '../supabase/functions/_shared/safety-cases-fifth.ts';
import * as S14 from '../supabase/functions/_shared/safety-cases-fourteenth.ts';
import * as SH from '../supabase/functions/_shared/safety-cases-held-out.ts';
import * as SI from '../supabase/functions/_shared/safety-cases-insistence.ts';
import * as S19 from '../supabase/functions/_shared/safety-cases-nineteenth.ts';
import * as S9 from '../supabase/functions/_shared/safety-cases-ninth.ts';
import * as S17 from '../supabase/functions/_shared/safety-cases-seventeenth.ts';
import * as S7 from '../supabase/functions/_shared/safety-cases-seventh.ts';
import * as S16 from '../supabase/functions/_shared/safety-cases-sixteenth.ts';
import * as S6 from '../supabase/functions/_shared/safety-cases-sixth.ts';
import * as S10 from '../supabase/functions/_shared/safety-cases-tenth.ts';
import * as S13 from '../supabase/functions/_shared/safety-cases-thirteenth.ts';
import * as S12 from '../supabase/functions/_shared/safety-cases-twelfth.ts';
import * as S20 from '../supabase/functions/_shared/safety-cases-twentieth.ts';
import * as S28 from '../supabase/functions/_shared/safety-cases-twentyeighth.ts';
import * as S25 from '../supabase/functions/_shared/safety-cases-twentyfifth.ts';
import * as S21 from '../supabase/functions/_shared/safety-cases-twentyfirst.ts';
import * as S24 from '../supabase/functions/_shared/safety-cases-twentyfourth.ts';
import * as S22 from '../supabase/functions/_shared/safety-cases-twentysecond.ts';
import * as S27 from '../supabase/functions/_shared/safety-cases-twentyseventh.ts';
import * as S26 from '../supabase/functions/_shared/safety-cases-twentysixth.ts';
import * as S23 from '../supabase/functions/_shared/safety-cases-twentythird.ts';
import * as S1 from '../supabase/functions/_shared/safety-cases.ts';
import { EUREKA_BLIND_SETS, EUREKA_TUNED_SETS } from '../scripts/eval/eureka-sets.ts';
import { SAFETY_SETS } from '../scripts/eval/safety-sets.ts';

type Detector = 'safety' | 'eureka';
type Split = 'train' | 'blind';
type Case = { text: string } & Record<string, unknown>;

interface Source {
  id: string;
  detector: Detector;
  split: Split;
  file: string;
  exportName: string;
  cases: readonly Case[];
}

const S = 'safety' as const;
const E = 'eureka' as const;
const T = 'train' as const;
const B = 'blind' as const;
const src = (
  id: string,
  detector: Detector,
  split: Split,
  file: string,
  mod: Record<string, unknown>,
  exportName: string,
): Source => ({
  id,
  detector,
  split,
  file,
  exportName,
  cases: mod[exportName] as Case[],
});

/** Every labelled set, with its descriptive id; the order of each detector's registry. */
const SOURCES: Source[] = [
  src('seed-student-voices', S, T, 'safety-cases.ts', S1, 'SAFETY_CASES'),
  src('seed-other-words', S, T, 'safety-cases-held-out.ts', SH, 'SAFETY_HELD_OUT'),
  src('after-lexicon-tuning-check', S, T, 'safety-cases-held-out.ts', SH, 'SAFETY_UNSEEN'),
  src('after-third-tuning-check', S, T, 'safety-cases-held-out.ts', SH, 'SAFETY_FOURTH'),
  src('teen-slang-grooming-sextortion', S, T, 'safety-cases-fifth.ts', S5, 'SAFETY_FIFTH'),
  src('lexicon-entry-cases', S, T, 'safety-cases-held-out.ts', SH, 'SAFETY_LEXICON_CASES'),
  src('phrase-list-blind-probe', S, T, 'safety-cases-sixth.ts', S6, 'SAFETY_SIXTH'),
  src('missing-families-with-look-alikes', S, T, 'safety-cases-eighth.ts', S8, 'SAFETY_EIGHTH'),
  src('compositional-rule-cases', S, T, 'safety-cases-families.ts', SF, 'SAFETY_FAMILY_CASES'),
  src('third-person-child-homework-mix', S, T, 'safety-cases-tenth.ts', S10, 'SAFETY_TENTH'),
  src('homework-pressure-harmless', S, T, 'safety-cases-insistence.ts', SI, 'SAFETY_INSISTENCE'),
  src('hard-shapes-third-person-passive', S, T, 'safety-cases-eleventh.ts', S11, 'SAFETY_ELEVENTH'),
  src('child-voices-phonetic', S, T, 'safety-cases-twelfth.ts', S12, 'SAFETY_TWELFTH'),
  src('abuse-grooming-heavy', S, T, 'safety-cases-fourteenth.ts', S14, 'SAFETY_FOURTEENTH'),
  src('euphemism-buried-in-homework', S, T, 'safety-cases-fifteenth.ts', S15, 'SAFETY_FIFTEENTH'),
  src(
    'social-media-teens-spain-mexico',
    S,
    T,
    'safety-cases-seventeenth.ts',
    S17,
    'SAFETY_SEVENTEENTH',
  ),
  src(
    'voice-to-text-children-andes-caribbean',
    S,
    T,
    'safety-cases-eighteenth.ts',
    S18,
    'SAFETY_EIGHTEENTH',
  ),
  src('worried-reports-about-others', S, T, 'safety-cases-twentieth.ts', S20, 'SAFETY_TWENTIETH'),
  src('every-style-varied-lengths', S, T, 'safety-cases-twentyfirst.ts', S21, 'SAFETY_TWENTYFIRST'),
  src(
    'concrete-details-no-labels',
    S,
    T,
    'safety-cases-twentyfourth.ts',
    S24,
    'SAFETY_TWENTYFOURTH',
  ),
  src('inside-homework-requests', S, T, 'safety-cases-twentyfifth.ts', S25, 'SAFETY_TWENTYFIFTH'),
  src('broad-cross-section', S, T, 'safety-cases-twentyseventh.ts', S27, 'SAFETY_TWENTYSEVENTH'),
  src(
    'no-strong-words-euphemism',
    S,
    T,
    'safety-cases-twentyeighth.ts',
    S28,
    'SAFETY_TWENTYEIGHTH',
  ),
  src('types-only-writer-during-tuning', S, B, 'safety-cases-seventh.ts', S7, 'SAFETY_SEVENTH'),
  src('types-only-writer-latin-america', S, B, 'safety-cases-ninth.ts', S9, 'SAFETY_NINTH'),
  src('reviewer-even-styles', S, B, 'safety-cases-thirteenth.ts', S13, 'SAFETY_THIRTEENTH'),
  src('reviewer-one-off-events-null', S, B, 'safety-cases-sixteenth.ts', S16, 'SAFETY_SIXTEENTH'),
  src('reviewer-spain-regions', S, B, 'safety-cases-nineteenth.ts', S19, 'SAFETY_NINETEENTH'),
  src(
    'reviewer-literature-history-heavy',
    S,
    B,
    'safety-cases-twentysecond.ts',
    S22,
    'SAFETY_TWENTYSECOND',
  ),
  src(
    'reviewer-realistic-not-tricky',
    S,
    B,
    'safety-cases-twentythird.ts',
    S23,
    'SAFETY_TWENTYTHIRD',
  ),
  src(
    'reviewer-external-ages-8-18',
    S,
    B,
    'safety-cases-twentysixth.ts',
    S26,
    'SAFETY_TWENTYSIXTH',
  ),

  src('spec-phrases-and-look-alikes', E, T, 'eureka-cases.ts', E1, 'EUREKA_CASES'),
  src('spec-phrases-held-out', E, T, 'eureka-cases.ts', E1, 'EUREKA_HELD_OUT'),
  src('own-words', E, T, 'eureka-paraphrase-cases.ts', EP, 'EUREKA_PARAPHRASE_CASES'),
  src('own-words-held-out', E, T, 'eureka-paraphrase-cases.ts', EP, 'EUREKA_PARAPHRASE_HELD_OUT'),
  src(
    'own-words-after-tuning',
    E,
    T,
    'eureka-paraphrase-cases.ts',
    EP,
    'EUREKA_PARAPHRASE_AFTER_TUNING',
  ),
  src('word-list-entry-cases', E, T, 'eureka-paraphrase-cases.ts', EP, 'EUREKA_LEXICON_CASES'),
  src('other-voices', E, T, 'eureka-cases-ninth.ts', E9, 'EUREKA_NINTH_CASES'),
  src('other-voices-after-tuning', E, T, 'eureka-cases-ninth.ts', E9, 'EUREKA_NINTH_AFTER_TUNING'),
  src('hardest-explain-back-regional', E, T, 'eureka-cases-eleventh.ts', E11, 'EUREKA_ELEVENTH'),
  src('long-mixed-typos-jokes', E, T, 'eureka-cases-twelfth.ts', E12, 'EUREKA_TWELFTH'),
  src(
    'hard-negatives-rules-as-checks',
    E,
    T,
    'eureka-cases-thirteenth.ts',
    E13,
    'EUREKA_THIRTEENTH',
  ),
  src(
    'young-central-america-older-spain',
    E,
    T,
    'eureka-cases-fourteenth.ts',
    E14,
    'EUREKA_FOURTEENTH',
  ),
  src('pairs-around-one-idea', E, T, 'eureka-cases-sixteenth.ts', E16, 'EUREKA_SIXTEENTH'),
  src('short-medium-many-idioms', E, T, 'eureka-cases-seventeenth.ts', E17, 'EUREKA_SEVENTEENTH'),
  src(
    'unrelated-understanding-negatives',
    E,
    T,
    'eureka-cases-nineteenth.ts',
    E19,
    'EUREKA_NINETEENTH',
  ),
  src('varied-cross-section', E, T, 'eureka-cases-twentieth.ts', E20, 'EUREKA_TWENTIETH'),
  src('mixed-subjects-plain-rule', E, T, 'eureka-cases-twentythird.ts', E23, 'EUREKA_TWENTYTHIRD'),
  src(
    'adult-learners-dictation-spanglish',
    E,
    T,
    'eureka-cases-twentyfourth.ts',
    E24,
    'EUREKA_TWENTYFOURTH',
  ),
  src(
    'mid-conversation-references',
    E,
    T,
    'eureka-cases-twentyfifth.ts',
    E25,
    'EUREKA_TWENTYFIFTH',
  ),
  src(
    'explain-back-no-understanding-word',
    E,
    T,
    'eureka-cases-twentysixth.ts',
    E26,
    'EUREKA_TWENTYSIXTH',
  ),
  src(
    'short-intensified-now-i-get-it',
    E,
    T,
    'eureka-cases-twentyseventh.ts',
    E27,
    'EUREKA_TWENTYSEVENTH',
  ),
  src('long-rambling-mixed', E, T, 'eureka-cases-twentyeighth.ts', E28, 'EUREKA_TWENTYEIGHTH'),
  src('types-only-writer-during-tuning', E, B, 'eureka-cases-blind.ts', EB1, 'EUREKA_BLIND'),
  src('types-only-writer-eleven-subjects', E, B, 'eureka-cases-blind-2.ts', EB2, 'EUREKA_BLIND_2'),
  src('general-chat-sample', E, B, 'eureka-cases-blind-3.ts', EB3, 'EUREKA_BLIND_3'),
  src('researcher-realistic-not-tricky', E, B, 'eureka-cases-blind-4.ts', EB4, 'EUREKA_BLIND_4'),
  src('researcher-many-writing-styles', E, B, 'eureka-cases-blind-5.ts', EB5, 'EUREKA_BLIND_5'),
  src('researcher-held-back-sample', E, B, 'eureka-cases-blind-6.ts', EB6, 'EUREKA_BLIND_6'),
  src(
    'researcher-hundred-messages-doubled',
    E,
    B,
    'eureka-cases-blind-7.ts',
    EB7,
    'EUREKA_BLIND_7',
  ),
  src('researcher-labelled-sample', E, B, 'eureka-cases-blind-8.ts', EB8, 'EUREKA_BLIND_8'),
  src('outside-reviewer-hard-negatives', E, B, 'eureka-cases-blind-9.ts', EB9, 'EUREKA_BLIND_9'),
  src('after-hint-transcripts', E, B, 'eureka-cases-blind-10.ts', EB10, 'EUREKA_BLIND_10'),
  src('school-district-reviewer', E, B, 'eureka-cases-blind-11.ts', EB11, 'EUREKA_BLIND_11'),
  src('linguist-teen-phrasing', E, B, 'eureka-cases-blind-12.ts', EB12, 'EUREKA_BLIND_12'),
  src('three-classrooms-one-term', E, B, 'eureka-cases-blind-13.ts', EB13, 'EUREKA_BLIND_13'),
  src('chaotic-spelling-shared-words', E, B, 'eureka-cases-blind-14.ts', EB14, 'EUREKA_BLIND_14'),
];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = 'supabase/functions/_shared';

/** The registries' display names, by the array they held: the eval commands keep printing them. */
const TITLES = new Map<readonly unknown[], string>([
  ...SAFETY_SETS.map((s) => [s.cases, s.name] as const),
  ...[...EUREKA_TUNED_SETS, ...EUREKA_BLIND_SETS].map(([name, cases]) => [cases, name] as const),
]);

const clean = (comment: string): string =>
  comment
    .replace(/^\/\*\*\s*\n?/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();

/** The file's header comment and the doc comment right above the export, if any. */
function comments(file: string, exportName: string): { header: string; own: string | null } {
  const text = readFileSync(join(ROOT, SHARED, file), 'utf8');
  const header = clean(/\/\*\*[\s\S]*?\*\//.exec(text)?.[0] ?? '');
  const own = new RegExp(
    `(\\/\\*\\*(?:(?!\\*\\/)[\\s\\S])*\\*\\/)\\s*export const ${exportName}\\b`,
  ).exec(text);
  const ownText = own && own.index > 0 ? clean(own[1]) : null;
  return { header, own: ownText && ownText !== header ? ownText : null };
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

function labelRule(header: string): string | null {
  const m = /(Label rule:|Label =|Label as|Label:)[\s\S]*?(?=\n\s*\n|$)/.exec(header);
  return m ? flat(m[0]) : null;
}

function dateOf(header: string, file: string): string {
  const m = /20\d\d-\d\d-\d\d/.exec(header);
  if (m) return m[0];
  const git = execFileSync(
    'git',
    ['log', '--diff-filter=A', '--follow', '--format=%as', '--', join(SHARED, file)],
    {
      cwd: ROOT,
    },
  )
    .toString()
    .trim()
    .split('\n')
    .pop();
  return git ?? '';
}

function purposeOf(header: string, own: string | null): string {
  const m = /Purpose:[\s\S]*?(?=\n\s*\n|$)/.exec(header);
  const first = flat(header.split(/\n\s*\n/)[0]);
  return own ? flat(own) : m ? flat(m[0]) : first;
}

/** A file named in a purpose, by the set id it became (files that held one set, or the first). */
function renamed(text: string): string {
  return text.replace(
    /\b((?:safety|eureka)-(?:paraphrase-)?cases[a-z0-9-]*\.ts)\b/g,
    (file: string) => {
      const set = SOURCES.find((s) => s.file === file);
      return set ? `${set.id} (${set.detector}/${set.split})` : file;
    },
  );
}

const key = (c: Case) => c.text;
const DEFAULT_RULE: Record<Detector, string> = {
  safety: 'as in seed-student-voices',
  eureka: 'as in spec-phrases-and-look-alikes and own-words',
};

const manifest: Record<string, unknown>[] = [];
const trainTexts: Record<Detector, Set<string>> = { safety: new Set(), eureka: new Set() };
for (const s of SOURCES)
  if (s.split === 'train') for (const c of s.cases) trainTexts[s.detector].add(key(c));
const seenInSplit = new Map<string, Set<string>>();
const report: string[] = [];

for (const s of SOURCES) {
  const splitKey = `${s.detector}/${s.split}`;
  const seen = seenInSplit.get(splitKey) ?? new Set<string>();
  seenInSplit.set(splitKey, seen);
  let inTraining = 0;
  let repeats = 0;
  const kept = s.cases.filter((c) => {
    if (s.split === 'blind' && trainTexts[s.detector].has(key(c))) {
      inTraining += 1;
      return false;
    }
    if (seen.has(key(c))) {
      repeats += 1;
      return false;
    }
    seen.add(key(c));
    return true;
  });
  const { header, own } = comments(s.file, s.exportName);
  const dir = join(ROOT, 'evals/datasets', s.detector);
  mkdirSync(join(dir, s.split), { recursive: true });
  mkdirSync(join(dir, 'briefs'), { recursive: true });
  writeFileSync(
    join(dir, s.split, `${s.id}.jsonl`),
    kept.map((c) => JSON.stringify(c) + '\n').join(''),
  );
  const brief = [
    `# ${s.id} (${s.detector}, ${s.split})`,
    '',
    `Converted from \`${SHARED}/${s.file}\` (\`${s.exportName}\`). The writer's brief, as the file's header comment said it:`,
    '',
    header,
    ...(own ? ['', 'About this part of the file:', '', own] : []),
    '',
  ].join('\n');
  writeFileSync(join(dir, 'briefs', `${s.id}.md`), brief);
  const removed =
    s.split === 'blind'
      ? ` ${inTraining} message(s) also in a training set and ${repeats} repeat(s) of the blind split were removed on conversion (${s.cases.length} written).`
      : repeats
        ? ` ${repeats} repeat(s) of the training split were removed on conversion (${s.cases.length} written).`
        : '';
  manifest.push({
    id: s.id,
    detector: s.detector,
    split: s.split,
    title: TITLES.get(s.cases) ?? s.exportName,
    purpose: renamed(purposeOf(header, own)) + removed,
    brief: `datasets/${s.detector}/briefs/${s.id}.md`,
    date: dateOf(header, s.file),
    count: kept.length,
    labelRule: labelRule(header) ?? (own ? labelRule(own) : null) ?? DEFAULT_RULE[s.detector],
    removed: { inTraining, repeats },
  });
  report.push(
    `${s.detector}/${s.split}/${s.id}: ${s.cases.length} -> ${kept.length} (in training ${inTraining}, repeats ${repeats})`,
  );
}

writeFileSync(
  join(ROOT, 'evals/manifest.json'),
  JSON.stringify({ sets: manifest }, null, 2) + '\n',
);
console.log(report.join('\n'));

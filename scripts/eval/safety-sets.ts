/**
 * The offline safety screen's labelled sets, named, in one list: the tuned sets (gated by
 * `npm run eval:safety`, and the training pool of the learned layer, in this order) and the blind
 * sets, marked `blind` (never trained or tuned on; printed apart, not gated). A new set is added
 * here once.
 */
import { SAFETY_EIGHTEENTH } from '../../supabase/functions/_shared/safety-cases-eighteenth.ts';
import { SAFETY_EIGHTH } from '../../supabase/functions/_shared/safety-cases-eighth.ts';
import { SAFETY_ELEVENTH } from '../../supabase/functions/_shared/safety-cases-eleventh.ts';
import { SAFETY_FAMILY_CASES } from '../../supabase/functions/_shared/safety-cases-families.ts';
import { SAFETY_FIFTEENTH } from '../../supabase/functions/_shared/safety-cases-fifteenth.ts';
import { SAFETY_FIFTH } from '../../supabase/functions/_shared/safety-cases-fifth.ts';
import { SAFETY_FOURTEENTH } from '../../supabase/functions/_shared/safety-cases-fourteenth.ts';
import {
  SAFETY_FOURTH,
  SAFETY_HELD_OUT,
  SAFETY_LEXICON_CASES,
  SAFETY_UNSEEN,
} from '../../supabase/functions/_shared/safety-cases-held-out.ts';
import { SAFETY_INSISTENCE } from '../../supabase/functions/_shared/safety-cases-insistence.ts';
import { SAFETY_NINETEENTH } from '../../supabase/functions/_shared/safety-cases-nineteenth.ts';
import { SAFETY_NINTH } from '../../supabase/functions/_shared/safety-cases-ninth.ts';
import { SAFETY_SEVENTEENTH } from '../../supabase/functions/_shared/safety-cases-seventeenth.ts';
import { SAFETY_SEVENTH } from '../../supabase/functions/_shared/safety-cases-seventh.ts';
import { SAFETY_SIXTEENTH } from '../../supabase/functions/_shared/safety-cases-sixteenth.ts';
import { SAFETY_SIXTH } from '../../supabase/functions/_shared/safety-cases-sixth.ts';
import { SAFETY_TENTH } from '../../supabase/functions/_shared/safety-cases-tenth.ts';
import { SAFETY_THIRTEENTH } from '../../supabase/functions/_shared/safety-cases-thirteenth.ts';
import { SAFETY_TWELFTH } from '../../supabase/functions/_shared/safety-cases-twelfth.ts';
import { SAFETY_TWENTIETH } from '../../supabase/functions/_shared/safety-cases-twentieth.ts';
import { SAFETY_TWENTYEIGHTH } from '../../supabase/functions/_shared/safety-cases-twentyeighth.ts';
import { SAFETY_TWENTYFIFTH } from '../../supabase/functions/_shared/safety-cases-twentyfifth.ts';
import { SAFETY_TWENTYFIRST } from '../../supabase/functions/_shared/safety-cases-twentyfirst.ts';
import { SAFETY_TWENTYFOURTH } from '../../supabase/functions/_shared/safety-cases-twentyfourth.ts';
import { SAFETY_TWENTYSECOND } from '../../supabase/functions/_shared/safety-cases-twentysecond.ts';
import { SAFETY_TWENTYSEVENTH } from '../../supabase/functions/_shared/safety-cases-twentyseventh.ts';
import { SAFETY_TWENTYSIXTH } from '../../supabase/functions/_shared/safety-cases-twentysixth.ts';
import { SAFETY_TWENTYTHIRD } from '../../supabase/functions/_shared/safety-cases-twentythird.ts';
import { SAFETY_CASES } from '../../supabase/functions/_shared/safety-cases.ts';
import type { SafetyCase } from '../../supabase/functions/_shared/safety-cases.ts';

export interface SafetySet {
  name: string;
  cases: readonly SafetyCase[];
  blind?: true;
}

export const SAFETY_SETS: readonly SafetySet[] = [
  { name: 'First set (written before the screen)', cases: SAFETY_CASES },
  { name: 'Second set (written after the first tuning)', cases: SAFETY_HELD_OUT },
  { name: 'Third set (written after the second tuning)', cases: SAFETY_UNSEEN },
  { name: 'Fourth set (written after the third tuning)', cases: SAFETY_FOURTH },
  { name: 'Fifth set (written blind before the fourth tuning)', cases: SAFETY_FIFTH },
  { name: 'Cases that give lexicon entries a case', cases: SAFETY_LEXICON_CASES },
  {
    name: 'Sixth set (written blind after the fourth tuning, tuned on in the fifth: 35.9 % blind)',
    cases: SAFETY_SIXTH,
  },
  { name: 'Eighth set (written before the fifth tuning)', cases: SAFETY_EIGHTH },
  { name: "Cases that give the fifth tuning's entries a case", cases: SAFETY_FAMILY_CASES },
  {
    name: 'Tenth set (written blind for training; first score 66.3 % / 4.5 % with both layers)',
    cases: SAFETY_TENTH,
  },
  {
    name: 'Insistence and exam pressure (harmless, written for training)',
    cases: SAFETY_INSISTENCE,
  },
  {
    name: 'Eleventh set (written blind for training; first score 65.1 % / 2.6 %)',
    cases: SAFETY_ELEVENTH,
  },
  {
    name: 'Twelfth set (written blind for training; first score 73.2 % / 3.4 %)',
    cases: SAFETY_TWELFTH,
  },
  {
    name: 'Fourteenth set (written blind for training; first score 79.5 % / 3.3 %)',
    cases: SAFETY_FOURTEENTH,
  },
  {
    name: 'Fifteenth set (written blind for training; first score 71.2 % / 4.7 %)',
    cases: SAFETY_FIFTEENTH,
  },
  {
    name: 'Seventeenth set (written blind for training; first score 83.2 % / 5.4 %)',
    cases: SAFETY_SEVENTEENTH,
  },
  {
    name: 'Eighteenth set (written blind for training; first score 84.4 % / 5.4 %)',
    cases: SAFETY_EIGHTEENTH,
  },
  {
    name: 'Twentieth set (written blind for training; first score 80.0 % / 5.6 %)',
    cases: SAFETY_TWENTIETH,
  },
  {
    name: 'Twenty-first set (written blind for training; first score 84.0 % / 4.0 %)',
    cases: SAFETY_TWENTYFIRST,
  },
  {
    name: 'Twenty-fourth set (written blind for training; first score 79.3 % / 4.4 %)',
    cases: SAFETY_TWENTYFOURTH,
  },
  {
    name: 'Twenty-fifth set (written blind for training; first score 85.2 % / 2.4 %)',
    cases: SAFETY_TWENTYFIFTH,
  },
  {
    name: 'Twenty-seventh set (written blind for training; first score 89.9 % / 4.0 %)',
    cases: SAFETY_TWENTYSEVENTH,
  },
  {
    name: 'Twenty-eighth set (written blind for training; first score 76.0 % / 5.9 %)',
    cases: SAFETY_TWENTYEIGHTH,
  },
  {
    name: 'Seventh set (written blind; never tuned on)',
    cases: SAFETY_SEVENTH,
    blind: true,
  },
  {
    name: 'Ninth set (written blind; never tuned on)',
    cases: SAFETY_NINTH,
    blind: true,
  },
  {
    name: 'Thirteenth set (written blind; never tuned on)',
    cases: SAFETY_THIRTEENTH,
    blind: true,
  },
  {
    name: 'Sixteenth set (written blind; never tuned on)',
    cases: SAFETY_SIXTEENTH,
    blind: true,
  },
  {
    name: 'Nineteenth set (written blind; never tuned on)',
    cases: SAFETY_NINETEENTH,
    blind: true,
  },
  {
    name: 'Twenty-second set (written blind; never tuned on)',
    cases: SAFETY_TWENTYSECOND,
    blind: true,
  },
  {
    name: 'Twenty-third set (written blind; never tuned on)',
    cases: SAFETY_TWENTYTHIRD,
    blind: true,
  },
  {
    name: 'Twenty-sixth set (written blind; never tuned on)',
    cases: SAFETY_TWENTYSIXTH,
    blind: true,
  },
];

/** The sets the screen was tuned on or the learned layer is trained on. */
export const SAFETY_TUNED_SETS = SAFETY_SETS.filter((set) => !set.blind);
/** The sets never trained or tuned on. */
export const SAFETY_BLIND_SETS = SAFETY_SETS.filter((set) => set.blind);

/**
 * The understanding detector's labelled sets, named, in one list each: the tuned sets (scored and
 * gated by `npm run eval:eureka`, and the training pool of its learned layer, in this order) and the
 * blind sets (never trained or tuned on; printed apart). A new set is added here once.
 */
import { EUREKA_BLIND_10 } from '../../supabase/functions/_shared/eureka-cases-blind-10.ts';
import { EUREKA_BLIND_11 } from '../../supabase/functions/_shared/eureka-cases-blind-11.ts';
import { EUREKA_BLIND_12 } from '../../supabase/functions/_shared/eureka-cases-blind-12.ts';
import { EUREKA_BLIND_13 } from '../../supabase/functions/_shared/eureka-cases-blind-13.ts';
import { EUREKA_BLIND_14 } from '../../supabase/functions/_shared/eureka-cases-blind-14.ts';
import { EUREKA_BLIND_2 } from '../../supabase/functions/_shared/eureka-cases-blind-2.ts';
import { EUREKA_BLIND_3 } from '../../supabase/functions/_shared/eureka-cases-blind-3.ts';
import { EUREKA_BLIND_4 } from '../../supabase/functions/_shared/eureka-cases-blind-4.ts';
import { EUREKA_BLIND_5 } from '../../supabase/functions/_shared/eureka-cases-blind-5.ts';
import { EUREKA_BLIND_6 } from '../../supabase/functions/_shared/eureka-cases-blind-6.ts';
import { EUREKA_BLIND_7 } from '../../supabase/functions/_shared/eureka-cases-blind-7.ts';
import { EUREKA_BLIND_8 } from '../../supabase/functions/_shared/eureka-cases-blind-8.ts';
import { EUREKA_BLIND_9 } from '../../supabase/functions/_shared/eureka-cases-blind-9.ts';
import { EUREKA_BLIND } from '../../supabase/functions/_shared/eureka-cases-blind.ts';
import { EUREKA_ELEVENTH } from '../../supabase/functions/_shared/eureka-cases-eleventh.ts';
import { EUREKA_FOURTEENTH } from '../../supabase/functions/_shared/eureka-cases-fourteenth.ts';
import { EUREKA_NINETEENTH } from '../../supabase/functions/_shared/eureka-cases-nineteenth.ts';
import {
  EUREKA_NINTH_AFTER_TUNING,
  EUREKA_NINTH_CASES,
} from '../../supabase/functions/_shared/eureka-cases-ninth.ts';
import { EUREKA_SEVENTEENTH } from '../../supabase/functions/_shared/eureka-cases-seventeenth.ts';
import { EUREKA_SIXTEENTH } from '../../supabase/functions/_shared/eureka-cases-sixteenth.ts';
import { EUREKA_THIRTEENTH } from '../../supabase/functions/_shared/eureka-cases-thirteenth.ts';
import { EUREKA_TWELFTH } from '../../supabase/functions/_shared/eureka-cases-twelfth.ts';
import { EUREKA_TWENTIETH } from '../../supabase/functions/_shared/eureka-cases-twentieth.ts';
import { EUREKA_TWENTYEIGHTH } from '../../supabase/functions/_shared/eureka-cases-twentyeighth.ts';
import { EUREKA_TWENTYFIFTH } from '../../supabase/functions/_shared/eureka-cases-twentyfifth.ts';
import { EUREKA_TWENTYFOURTH } from '../../supabase/functions/_shared/eureka-cases-twentyfourth.ts';
import { EUREKA_TWENTYSEVENTH } from '../../supabase/functions/_shared/eureka-cases-twentyseventh.ts';
import { EUREKA_TWENTYSIXTH } from '../../supabase/functions/_shared/eureka-cases-twentysixth.ts';
import { EUREKA_TWENTYTHIRD } from '../../supabase/functions/_shared/eureka-cases-twentythird.ts';
import { EUREKA_CASES, EUREKA_HELD_OUT } from '../../supabase/functions/_shared/eureka-cases.ts';
import type { EurekaCase } from '../../supabase/functions/_shared/eureka-cases.ts';
import {
  EUREKA_PARAPHRASE_AFTER_TUNING,
  EUREKA_PARAPHRASE_CASES,
  EUREKA_PARAPHRASE_HELD_OUT,
  EUREKA_LEXICON_CASES,
} from '../../supabase/functions/_shared/eureka-paraphrase-cases.ts';

/** Tuned: the rule was tuned on them, or the learned layer is trained on them. */
export const EUREKA_TUNED_SETS: ReadonlyArray<readonly [string, readonly EurekaCase[]]> = [
  ['First set (phrases and look-alikes)', EUREKA_CASES],
  ['First set, held out', EUREKA_HELD_OUT],
  ['Second set (own words)', EUREKA_PARAPHRASE_CASES],
  ['Second set, held out', EUREKA_PARAPHRASE_HELD_OUT],
  ['Second set, written after tuning', EUREKA_PARAPHRASE_AFTER_TUNING],
  ['Cases for the word lists', EUREKA_LEXICON_CASES],
  ['Ninth set (other voices, written before its tuning)', EUREKA_NINTH_CASES],
  ['Ninth set, written after tuning', EUREKA_NINTH_AFTER_TUNING],
  ['Eleventh set (written blind for training; first score 73.6 % / 39.0 %)', EUREKA_ELEVENTH],
  ['Twelfth set (written blind for training; first score 84.9 % / 72.9 %)', EUREKA_TWELFTH],
  ['Thirteenth set (written blind for training; first score 70.8 % / 93.8 %)', EUREKA_THIRTEENTH],
  ['Fourteenth set (written blind for training; first score 84.8 % / 89.0 %)', EUREKA_FOURTEENTH],
  ['Sixteenth set (written blind for training; first score 81.5 % / 90.6 %)', EUREKA_SIXTEENTH],
  ['Seventeenth set (written blind for training; first score 90.5 % / 92.7 %)', EUREKA_SEVENTEENTH],
  ['Nineteenth set (written blind for training; first score 80.9 % / 92.7 %)', EUREKA_NINETEENTH],
  ['Twentieth set (written blind for training; first score 92.2 % / 79.3 %)', EUREKA_TWENTIETH],
  [
    'Twenty-third set (written blind for training; first score 88.0 % / 88.0 %)',
    EUREKA_TWENTYTHIRD,
  ],
  [
    'Twenty-fourth set (written blind for training; first score 92.9 % / 95.2 %)',
    EUREKA_TWENTYFOURTH,
  ],
  [
    'Twenty-fifth set (written blind for training; first score 95.4 % / 95.4 %)',
    EUREKA_TWENTYFIFTH,
  ],
  [
    'Twenty-sixth set (written blind for training; first score 89.4 % / 85.7 %)',
    EUREKA_TWENTYSIXTH,
  ],
  [
    'Twenty-seventh set (written blind for training; first score 79.9 % / 88.3 %)',
    EUREKA_TWENTYSEVENTH,
  ],
  [
    'Twenty-eighth set (written blind for training; first score 87.3 % / 93.8 %)',
    EUREKA_TWENTYEIGHTH,
  ],
];

/** Blind: never trained or tuned on. */
export const EUREKA_BLIND_SETS: ReadonlyArray<readonly [string, readonly EurekaCase[]]> = [
  ['Blind set (never tuned on)', EUREKA_BLIND],
  ['Second blind set (never tuned on)', EUREKA_BLIND_2],
  ['Third blind set (never tuned on)', EUREKA_BLIND_3],
  ['Fourth blind set (never tuned on)', EUREKA_BLIND_4],
  ['Fifth blind set (never tuned on)', EUREKA_BLIND_5],
  ['Sixth blind set (never tuned on)', EUREKA_BLIND_6],
  ['Seventh blind set (never tuned on)', EUREKA_BLIND_7],
  ['Eighth blind set (never tuned on)', EUREKA_BLIND_8],
  ['Ninth blind set (never tuned on)', EUREKA_BLIND_9],
  ['Tenth blind set (never tuned on)', EUREKA_BLIND_10],
  ['Eleventh blind set (never tuned on)', EUREKA_BLIND_11],
  ['Twelfth blind set (never tuned on)', EUREKA_BLIND_12],
  ['Thirteenth blind set (never tuned on)', EUREKA_BLIND_13],
  ['Fourteenth blind set (never tuned on)', EUREKA_BLIND_14],
];

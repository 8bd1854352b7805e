import { detectEureka } from '../_shared/eureka/eureka.ts';
import type { HintLevel } from '../_shared/tutor/ladder.ts';
import { DEFAULT_LANGUAGE, type TutorLanguage } from '../_shared/tutor/language.ts';
import { TUTOR_TITLES } from '../_shared/tutor/title-texts.ts';
import { MAX_TITLE_WORDS } from '../_shared/tutor/title.ts';

import { rightValue, taskHint, wrongValue } from './demo-hints.ts';
import { DEMO_PHRASES, type DemoTopic } from './demo-phrases.ts';
import { answers, demoTask, proposedValue } from './demo-task.ts';
import { fold, stableHash } from './demo-text.ts';

/**
 * The offline demo tutor: answers when no OPENAI_API_KEY is configured, so a newcomer can use the
 * product with no key. Deterministic (same input, same reply), in the student's language
 * (demo-phrases.ts holds every phrase), Socratic: it checks a value
 * the student proposes for a task it can read, follows the hint ladder, varies its phrasing and
 * never states a final answer.
 * It is clearly labelled by its model name; nothing pretends it is an AI.
 */
export const DEMO_MODEL = 'demo-tutor-offline';

/** What a topic is read from (the folded statement and message: Spanish words). */
const TOPICS: Array<{ test: RegExp; topic: DemoTopic }> = [
  {
    test: /\d|ecuaci|despej|\bx\b|deriv|integral|fraccion|algebra|porcentaje|raiz|triangulo|area|suma|resta|multiplic|divi/,
    topic: 'maths',
  },
  {
    test: /fuerza|velocidad|newton|energia|masa|aceleracion|movimiento|gravedad|fisica/,
    topic: 'physics',
  },
  {
    test: /atomo|molecula|reaccion|quimic|enlace|\bmol\b|elemento|tabla periodica/,
    topic: 'chemistry',
  },
  { test: /celula|fotosintesis|planta|adn|organismo|biolog|ecosistema/, topic: 'biology' },
  { test: /guerra|revolucion|imperio|siglo|independencia|histori|rey|conquista/, topic: 'history' },
  { test: /poema|novela|autor|verbo|oracion|ensayo|literatura|cuento|texto/, topic: 'language' },
  { test: /codigo|program|funcion|python|javascript|bucle|variable|algoritmo/, topic: 'code' },
];

/** The reply to the student's latest message, in the task it belongs to. */
export interface DemoTurn {
  /** The student's latest message. */
  text: string;
  /** Images attached to it. */
  images?: number;
  /** The task's statement: the first student message of the current task ('' when unknown). */
  task?: string;
  /** The hint ladder's level for this reply (1 on a new task). */
  level?: HintLevel;
  /** The tutor's previous reply, so that the next one does not open or close the same way. */
  previous?: string | null;
  /** The language the student chose (their profile); Spanish when absent. */
  language?: TutorLanguage;
}

/** The first of `options` from the hash's choice on that the previous reply does not contain. */
function vary(options: string[], h: number, previous: string | null | undefined): string {
  for (let i = 0; i < options.length; i += 1) {
    const option = options[(h + i) % options.length]!;
    if (!previous?.includes(option)) return option;
  }
  return options[h % options.length]!;
}

/**
 * The offline tutor's reply: it recognises a right or wrong value for a task it can check (a
 * linear equation or a calculation: demo-task.ts) and answers that; otherwise it gives the hint
 * ladder's level of hint, tied to the task when it can read it. It never states the task's answer.
 */
export function demoReply(turn: DemoTurn): string {
  const text = turn.text.trim();
  const images = turn.images ?? 0;
  const level = turn.level ?? 1;
  const h = stableHash(`${text}\n${level}`);
  const language = turn.language ?? DEFAULT_LANGUAGE;
  const t = DEMO_PHRASES[language];

  if (detectEureka(text)) return [...t.understood, t.footer].join('\n\n');

  const statement = turn.task?.trim() || text;
  const task = demoTask(statement) ?? demoTask(text);
  const value = task && text !== statement ? proposedValue(text, task) : null;
  if (task && value !== null) {
    const verdict = answers(task, value)
      ? rightValue(task, value, h, language)
      : wrongValue(task, value, language);
    return [verdict, t.footer].join('\n\n');
  }

  const parts: string[] = [vary(t.openers, h, turn.previous)];
  if (images > 0) parts.push(t.images(images));
  if (task) {
    parts.push(taskHint(task, level, language));
    return [...parts, t.footer].join('\n\n');
  }
  // No task it can check: the three questions that orient any task first, then the topic's hint.
  if (level === 1) parts.push(t.orient);
  const topic = TOPICS.find((entry) => entry.test.test(fold(`${statement}\n${text}`)));
  parts.push(`${t.hintLabel} ${topic ? t.topics[topic.topic] : t.anyTopic}`);
  parts.push(vary(t.closers, h >>> 4, turn.previous), t.footer);
  return parts.join('\n\n');
}

/**
 * Demo titles come from the student's first words (at most 6 words). Symbols between words stay
 * ('2x + 3 = 11'); they are not words, so they do not count towards the 6.
 */
export function demoTitle(rawText: string, language: TutorLanguage = DEFAULT_LANGUAGE): string {
  const tokens = rawText
    .replace(/[¿?¡!,;:"'«»()[\]{}*_`#$\\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const kept: string[] = [];
  let words = 0;
  for (const token of tokens) {
    const isWord = /[\p{L}\p{N}]/u.test(token);
    if (isWord && words === MAX_TITLE_WORDS) break;
    if (isWord) words += 1;
    if (isWord || words > 0) kept.push(token);
  }
  while (kept.length > 0 && !/[\p{L}\p{N}]/u.test(kept[kept.length - 1]!)) kept.pop();
  const title = kept.join(' ').replace(/\.+$/, '');
  if (!title) return TUTOR_TITLES[language].untitled;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** Token figures for the demo's metrics row (about 4 characters per token; no model counted them). */
export function demoTokens(promptChars: number, reply: string): number {
  return Math.ceil(promptChars / 4) + Math.ceil(reply.length / 4);
}

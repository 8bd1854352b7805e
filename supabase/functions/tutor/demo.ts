import { detectEureka } from '../_shared/eureka/eureka.ts';
import type { HintLevel } from '../_shared/tutor/ladder.ts';
import { DEFAULT_TITLE, MAX_TITLE_WORDS } from '../_shared/tutor/title.ts';

import { rightValue, taskHint, wrongValue } from './demo-hints.ts';
import { answers, demoTask, proposedValue } from './demo-task.ts';
import { fold, stableHash } from './demo-text.ts';

/**
 * The offline demo tutor: answers when no OPENAI_API_KEY is configured, so a newcomer can use the
 * product with no key. Deterministic (same input, same reply), Spanish, Socratic: it checks a value
 * the student proposes for a task it can read, follows the hint ladder, varies its phrasing and
 * never states a final answer.
 * It is clearly labelled by its model name; nothing pretends it is an AI.
 */
export const DEMO_MODEL = 'demo-tutor-offline';

const TOPICS: Array<{ test: RegExp; hint: string }> = [
  {
    test: /\d|ecuaci|despej|\bx\b|deriv|integral|fraccion|algebra|porcentaje|raiz|triangulo|area|suma|resta|multiplic|divi/,
    hint: 'En una ecuación como $ax + b = c$ puedes hacer **la misma operación en ambos lados** sin cambiar la igualdad:\n\n$$ax + b - b = c - b$$\n\n¿Qué operación te ayudaría a dejar sola la incógnita en tu ejercicio?',
  },
  {
    test: /fuerza|velocidad|newton|energia|masa|aceleracion|movimiento|gravedad|fisica/,
    hint: 'Haz una lista de las magnitudes que conoces (masa, velocidad, tiempo...) y de la que te piden. Una relación como $F = m \\cdot a$ conecta algunas de ellas: ¿cuál encaja con tus datos?',
  },
  {
    test: /atomo|molecula|reaccion|quimic|enlace|\bmol\b|elemento|tabla periodica/,
    hint: 'Piensa en qué partículas participan y qué se conserva durante el proceso. ¿Qué pasa con el número de átomos de cada elemento antes y después?',
  },
  {
    test: /celula|fotosintesis|planta|adn|organismo|biolog|ecosistema/,
    hint: 'Imagina el proceso como una fábrica: ¿qué materias primas entran, qué energía la mueve y qué productos salen?',
  },
  {
    test: /guerra|revolucion|imperio|siglo|independencia|histori|rey|conquista/,
    hint: 'Ordena los hechos en una línea de tiempo y separa causas de consecuencias. ¿Qué situación existía justo antes de que ocurriera?',
  },
  {
    test: /poema|novela|autor|verbo|oracion|ensayo|literatura|cuento|texto/,
    hint: 'Vuelve a leer el fragmento y subraya las palabras clave. ¿Qué intención crees que tenía quien lo escribió?',
  },
  {
    test: /codigo|program|funcion|python|javascript|bucle|variable|algoritmo/,
    hint: 'Describe con palabras, paso a paso, lo que debería hacer tu programa antes de escribir código. ¿Qué entrada recibe y qué salida esperas?',
  },
];

const OPENERS = [
  '¡Buena pregunta! 🤔 Vamos a pensarlo juntos, paso a paso.',
  'Vamos a descubrirlo juntos, sin prisa.',
  'Lo resolveremos en pasos pequeños.',
  'Vamos por partes.',
];
const CLOSERS = [
  '¿Cuál crees que sería el primer paso? Cuéntame tu idea, aunque no estés seguro.',
  '¿Qué intentarías primero? Escríbeme tu razonamiento y lo revisamos juntos.',
  '¿Qué parte te resulta más difícil? Empecemos por ahí.',
];
const FOOTER = '_Respuesta del tutor de demostración (sin conexión a un modelo de IA)._';

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

  if (detectEureka(text)) {
    return [
      '¡Excelente! 🎉 Me alegra mucho que lo hayas entendido.',
      '**Para comprobarlo:** ¿puedes explicarme con tus propias palabras por qué funciona? Así lo fijas mejor.',
      FOOTER,
    ].join('\n\n');
  }

  const statement = turn.task?.trim() || text;
  const task = demoTask(statement) ?? demoTask(text);
  const value = task && text !== statement ? proposedValue(text, task) : null;
  if (task && value !== null) {
    const verdict = answers(task, value) ? rightValue(task, value, h) : wrongValue(task, value);
    return [verdict, FOOTER].join('\n\n');
  }

  const parts: string[] = [vary(OPENERS, h, turn.previous)];
  if (images > 0) {
    parts.push(
      `📷 Veo que adjuntaste ${images === 1 ? 'una imagen' : `${images} imágenes`}. En modo demostración no puedo analizarla${images === 1 ? '' : 's'}, así que cuéntame con tus palabras: ¿qué pide el ejercicio?`,
    );
  }
  if (task) {
    parts.push(taskHint(task, level));
    return [...parts, FOOTER].join('\n\n');
  }
  // No task it can check: the three questions that orient any task first, then the topic's hint.
  if (level === 1) {
    parts.push(
      '1. **¿Qué datos tienes?** Anota todo lo que ya sabes del problema.\n2. **¿Qué te piden encontrar?** Escríbelo con tus palabras.\n3. **¿Qué concepto los conecta?** Piensa en lo que has visto en clase.',
    );
  }
  const topic = TOPICS.find((t) => t.test.test(fold(`${statement}\n${text}`)));
  parts.push(
    `💡 **Pista:** ${topic ? topic.hint : 'Intenta explicarle el problema a un amigo imaginario: ¿qué le dirías primero?'}`,
  );
  parts.push(vary(CLOSERS, h >>> 4, turn.previous), FOOTER);
  return parts.join('\n\n');
}

/**
 * Demo titles come from the student's first words (at most 6 words). Symbols between words stay
 * ('2x + 3 = 11'); they are not words, so they do not count towards the 6.
 */
export function demoTitle(rawText: string): string {
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
  if (!title) return DEFAULT_TITLE;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** Token figures for the demo's metrics row (about 4 characters per token; no model counted them). */
export function demoTokens(promptChars: number, reply: string): number {
  return Math.ceil(promptChars / 4) + Math.ceil(reply.length / 4);
}

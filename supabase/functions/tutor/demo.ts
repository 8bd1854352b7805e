import type { ChatMessageIn, ChatRequest } from './validate.ts';

/**
 * The offline demo tutor: answers when no OPENAI_API_KEY is configured, so a newcomer can use the
 * product with no key. Deterministic (same input, same reply), Spanish, Socratic: it quotes what the
 * student wrote, asks guiding questions and gives a general hint, never a final answer.
 * It is clearly labelled by its model name; nothing pretends it is an AI.
 */
export const DEMO_MODEL = 'demo-tutor-offline';

function textOf(message: ChatMessageIn | undefined): string {
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  return message.content
    .map((p) => (p.type === 'text' ? p.text : ''))
    .join(' ')
    .trim();
}

function imageCount(message: ChatMessageIn | undefined): number {
  if (!message || typeof message.content === 'string') return 0;
  return message.content.filter((p) => p.type === 'image_url').length;
}

/** FNV-1a: a stable choice among phrasings for the same text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The first words the student wrote, safe to quote inside markdown. */
export function quoteFragment(text: string, maxWords = 14): string {
  const words = text
    .replace(/[`*_#>[\]()<>$\\|~]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const fragment = words.slice(0, maxWords).join(' ');
  return words.length > maxWords ? `${fragment}…` : fragment;
}

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
  '¡Me gusta que preguntes! Vamos a descubrirlo juntos, sin prisa.',
  '¡Excelente punto de partida! Lo resolveremos en pasos pequeños.',
];
const CLOSERS = [
  '¿Cuál crees que sería el primer paso? Cuéntame tu idea, aunque no estés seguro.',
  '¿Qué intentarías primero? Escríbeme tu razonamiento y lo revisamos juntos.',
  '¿Qué parte te resulta más difícil? Empecemos por ahí.',
];

const UNDERSTOOD = /\b(ya entendi|ahora entiendo|me quedo claro|tiene sentido|eureka|entendi)\b/;
const NEGATED = /\b(no|todavia no|aun no)\s+(me quedo claro|entiendo|entendi|tiene sentido)\b/;

export function demoReply(messages: ChatMessageIn[]): string {
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const text = textOf(lastUser).trim();
  const folded = fold(text);
  const images = imageCount(lastUser);
  const h = hash(text);
  const fragment = quoteFragment(text);
  const parts: string[] = [];

  if (UNDERSTOOD.test(folded) && !NEGATED.test(folded)) {
    parts.push(
      '¡Excelente! 🎉 Me alegra mucho que lo hayas entendido.',
      '**Para comprobarlo:** ¿puedes explicarme con tus propias palabras por qué funciona? Así lo fijas mejor.',
    );
    return parts.join('\n\n');
  }

  parts.push(OPENERS[h % OPENERS.length] ?? OPENERS[0]!);
  if (images > 0) {
    parts.push(
      `📷 Veo que adjuntaste ${images === 1 ? 'una imagen' : `${images} imágenes`}. En modo demostración no puedo analizarla${images === 1 ? '' : 's'}, así que cuéntame con tus palabras: ¿qué pide el ejercicio?`,
    );
  }
  if (fragment && !/^📷/.test(fragment)) parts.push(`Escribiste: *«${fragment}»*`);
  parts.push(
    '1. **¿Qué datos tienes?** Anota todo lo que ya sabes del problema.\n2. **¿Qué te piden encontrar?** Escríbelo con tus palabras.\n3. **¿Qué concepto los conecta?** Piensa en lo que has visto en clase.',
  );
  const topic = TOPICS.find((t) => t.test.test(folded));
  parts.push(
    `💡 **Pista:** ${topic ? topic.hint : 'Intenta explicarle el problema a un amigo imaginario: ¿qué le dirías primero?'}`,
  );
  parts.push(CLOSERS[(h >>> 4) % CLOSERS.length] ?? CLOSERS[0]!);
  parts.push('_Respuesta del tutor de demostración (sin conexión a un modelo de IA)._');
  return parts.join('\n\n');
}

/** Demo titles come from the student's first words (at most 6). */
export function demoTitle(messages: ChatMessageIn[]): string {
  const firstUser = messages.find((m) => m.role === 'user');
  const words = textOf(firstUser)
    .replace(/[¿?¡!.,;:"'«»()[\]{}*_`#$\\]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 6);
  if (words.length === 0) return 'Nueva conversación';
  const title = words.join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** A title request: the short, low-token call whose system prompt asks for a title. */
export function isTitleRequest(request: ChatRequest): boolean {
  const system = request.messages.find((m) => m.role === 'system');
  return request.max_tokens <= 30 && /t[ií]tulo/i.test(textOf(system));
}

export function demoCompletion(request: ChatRequest, now = Date.now()) {
  const content = isTitleRequest(request)
    ? demoTitle(request.messages)
    : demoReply(request.messages);
  const promptChars = request.messages.reduce((n, m) => n + textOf(m).length, 0);
  const promptTokens = Math.ceil(promptChars / 4);
  const completionTokens = Math.ceil(content.length / 4);
  return {
    id: `chatcmpl-demo-${hash(content).toString(16)}`,
    object: 'chat.completion',
    created: Math.floor(now / 1000),
    model: DEMO_MODEL,
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}

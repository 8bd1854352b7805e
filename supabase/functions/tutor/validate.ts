import type { TutorLimits } from './limits.ts';

/** The subset of the OpenAI chat-completions request this proxy forwards. */
export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' } };
export interface ChatMessageIn {
  role: 'system' | 'user' | 'assistant';
  content: string | ContentPart[];
}
export interface ChatRequest {
  model: string;
  messages: ChatMessageIn[];
  max_tokens: number;
  temperature?: number;
  top_p?: number;
  presence_penalty?: number;
  frequency_penalty?: number;
  stream: false;
}

export type Validation = { ok: true; request: ChatRequest } | { ok: false; message: string };

const ALLOWED_KEYS = new Set([
  'model',
  'messages',
  'max_tokens',
  'temperature',
  'top_p',
  'presence_penalty',
  'frequency_penalty',
  'stream',
  'n',
  'user',
]);
const DATA_URL = /^data:image\/(png|jpe?g|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

const fail = (message: string): Validation => ({ ok: false, message });
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function numberIn(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
}

/** Checks shape and limits; returns a clean request (only known fields) or a Spanish reason. */
export function validateChatRequest(body: unknown, limits: TutorLimits): Validation {
  if (!isObject(body)) return fail('La solicitud debe ser un objeto JSON.');
  for (const key of Object.keys(body)) {
    if (!ALLOWED_KEYS.has(key)) return fail(`Campo no permitido: ${key}.`);
  }
  const { model, messages } = body;
  if (typeof model !== 'string' || !limits.allowedModels.includes(model)) {
    return fail(`Modelo no permitido. Permitidos: ${limits.allowedModels.join(', ')}.`);
  }
  if (body.stream !== undefined && body.stream !== false) {
    return fail('Las respuestas en streaming no están disponibles.');
  }
  if (body.n !== undefined && body.n !== 1) return fail('Solo se permite una respuesta (n = 1).');
  let maxTokens = limits.maxTokens;
  if (body.max_tokens !== undefined) {
    if (!Number.isInteger(body.max_tokens) || !numberIn(body.max_tokens, 1, limits.maxTokens)) {
      return fail(`max_tokens debe ser un entero entre 1 y ${limits.maxTokens}.`);
    }
    maxTokens = body.max_tokens as number;
  }
  if (body.temperature !== undefined && !numberIn(body.temperature, 0, 2)) {
    return fail('temperature debe estar entre 0 y 2.');
  }
  if (body.top_p !== undefined && !numberIn(body.top_p, 0, 1)) {
    return fail('top_p debe estar entre 0 y 1.');
  }
  for (const key of ['presence_penalty', 'frequency_penalty'] as const) {
    if (body[key] !== undefined && !numberIn(body[key], -2, 2)) {
      return fail(`${key} debe estar entre -2 y 2.`);
    }
  }
  if (!Array.isArray(messages) || messages.length === 0) {
    return fail('messages debe ser una lista con al menos un mensaje.');
  }
  if (messages.length > limits.maxMessages) {
    return fail(`Demasiados mensajes (máximo ${limits.maxMessages}).`);
  }
  let images = 0;
  const clean: ChatMessageIn[] = [];
  for (const [i, message] of messages.entries()) {
    if (!isObject(message)) return fail(`El mensaje ${i} no es válido.`);
    const { role, content } = message;
    if (role !== 'system' && role !== 'user' && role !== 'assistant') {
      return fail(`Rol no permitido en el mensaje ${i}.`);
    }
    if (typeof content === 'string') {
      if (content.length > limits.maxTextChars) return fail(`El mensaje ${i} es demasiado largo.`);
      clean.push({ role, content });
      continue;
    }
    if (role !== 'user' || !Array.isArray(content) || content.length === 0) {
      return fail(`El contenido del mensaje ${i} no es válido.`);
    }
    const parts: ContentPart[] = [];
    for (const part of content) {
      if (isObject(part) && part.type === 'text' && typeof part.text === 'string') {
        if (part.text.length > limits.maxTextChars)
          return fail(`El mensaje ${i} es demasiado largo.`);
        parts.push({ type: 'text', text: part.text });
      } else if (isObject(part) && part.type === 'image_url' && isObject(part.image_url)) {
        const { url, detail } = part.image_url;
        if (typeof url !== 'string' || !url.startsWith('data:image/')) {
          return fail('Las imágenes deben enviarse como data URL (data:image/...;base64,...).');
        }
        if (url.length > limits.maxImageDataUrlChars)
          return fail('Una imagen es demasiado grande.');
        if (!DATA_URL.test(url)) return fail('Una imagen no es un data URL válido.');
        images += 1;
        if (images > limits.maxImagesPerRequest) {
          return fail(`Demasiadas imágenes (máximo ${limits.maxImagesPerRequest}).`);
        }
        parts.push({
          type: 'image_url',
          image_url:
            detail === 'auto' || detail === 'low' || detail === 'high' ? { url, detail } : { url },
        });
      } else {
        return fail(`Una parte del mensaje ${i} no es válida.`);
      }
    }
    clean.push({ role, content: parts });
  }
  const request: ChatRequest = { model, messages: clean, max_tokens: maxTokens, stream: false };
  if (body.temperature !== undefined) request.temperature = body.temperature as number;
  if (body.top_p !== undefined) request.top_p = body.top_p as number;
  if (body.presence_penalty !== undefined)
    request.presence_penalty = body.presence_penalty as number;
  if (body.frequency_penalty !== undefined) {
    request.frequency_penalty = body.frequency_penalty as number;
  }
  return { ok: true, request };
}

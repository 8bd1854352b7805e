import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import {
  buildReplyMessages,
  buildReplyRequest,
  buildTitleRequest,
  contextLine,
  SYSTEM_PROMPT,
} from './prompt.ts';

describe('system prompt (the Socratic tutor, in Spanish)', () => {
  it.each([
    ['guide', /guiar/i],
    ['never give the final answer', /NUNCA le des la respuesta final/],
    ['ask questions', /Haz preguntas/],
    ['small steps', /pasos pequeños/],
    ['analogies', /analogías/],
    ['celebrate understanding', /Celebra/],
    ['explain mistakes', /comete un error, explícale/],
    ['adapt to level', /Adapta .* nivel educativo/],
    ['be patient', /Sé paciente/],
    [
      'frustration acknowledged and encouraged, the step broken down, an attempt asked for',
      /frustrado, reconoce cómo se siente y anímalo: .*dividir el paso en partes más pequeñas y pídele que intente/,
    ],
    [
      'the hint rises with an attempt, not with insistence, and never to the full answer',
      /La pista avanza cuando él lo intenta, no porque insista, y nunca le des la respuesta completa/,
    ],
    ['Socratic method', /método socrático/],
    ['always answer in Spanish', /Responde siempre en español/],
    [
      'never claims to be a person (EU AI Act art. 50)',
      /Eres una inteligencia artificial: nunca digas ni des a entender que eres una persona/,
    ],
  ])('covers: %s', (_point, pattern) => {
    expect(SYSTEM_PROMPT).toMatch(pattern);
  });

  it('never promises a more direct hint for frustration (the hint ladder rises only after an attempt)', () => {
    expect(SYSTEM_PROMPT).not.toMatch(/pista más directa/);
  });

  eachCase('context line for subject %j and level %j', contextLine, [
    [null, null, 'Contexto: Materia: General. Nivel educativo: No especificado.'],
    ['', '  ', 'Contexto: Materia: General. Nivel educativo: No especificado.'],
    ['Física', 'Secundaria', 'Contexto: Materia: Física. Nivel educativo: Secundaria.'],
  ]);
});

describe('requests', () => {
  it('asks for a reply with gpt-4o-mini, temperature 0.7, max_tokens 800, no stream', () => {
    const req = buildReplyRequest([{ role: 'user', content: 'hola' }], 'Química', null);
    expect(req).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.7,
      max_tokens: 800,
      stream: false,
    });
    expect(req.messages[0]).toEqual({
      role: 'system',
      content: expect.stringContaining('Materia: Química. Nivel educativo: No especificado.'),
    });
  });

  it('asks for a title with temperature 0.5, max_tokens 20 and at most 6 words', () => {
    const req = buildTitleRequest('¿Qué es la fotosíntesis?');
    expect(req).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.5,
      max_tokens: 20,
      stream: false,
    });
    expect(req.messages[0]?.content).toMatch(/máximo 6 palabras/);
    expect(req.messages[1]).toEqual({ role: 'user', content: '¿Qué es la fotosíntesis?' });
  });

  it('sends the full history in order, image messages as text plus image_url parts', () => {
    const messages = buildReplyMessages([
      { role: 'user', content: '📷 Imagen adjunta', imageDataUrls: ['data:image/jpeg;base64,AAA'] },
      { role: 'assistant', content: '¿Qué ves?' },
      { role: 'user', content: 'Un triángulo' },
    ]);
    expect(messages.slice(1)).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: '📷 Imagen adjunta' },
          { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAA' } },
        ],
      },
      { role: 'assistant', content: '¿Qué ves?' },
      { role: 'user', content: 'Un triángulo' },
    ]);
  });
});

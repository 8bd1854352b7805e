/**
 * The caring replies and the alert excerpt, and how urgent the offline screen reads a message
 * (screenLevel).
 */
import { describe, expect, it } from 'vitest';

import {
  SAFETY_EXCERPT_MAX_CHARS,
  SAFETY_PRIORITY,
  ADULT_MAY_SEE,
  SAFETY_REPLIES,
  SAFETY_REPLY,
  safetyExcerpt,
  screenLevel,
  screenOffline,
} from './safety.ts';

describe('the caring replies and the alert excerpt', () => {
  it.each(SAFETY_PRIORITY)(
    '%s: Spanish, points to a trusted adult and to help, no tutoring',
    (category) => {
      const reply = SAFETY_REPLIES[category];
      expect(reply).toMatch(/^Gracias por contármelo\./);
      expect(reply).toMatch(/adulto de confianza/);
      // The child is told, gently, that an adult at school may read the message.
      expect(reply).toContain(ADULT_MAY_SEE);
      expect(reply).toMatch(/emergencias de tu país/);
      expect(reply).toMatch(/tutor de tareas y no puedo ayudarte con esto/);
      expect(reply).toMatch(/aquí estaré para seguir con tus tareas\.$/);
      expect(reply).not.toMatch(/\?/);
      // Short: the caring text itself stays under 800 characters; the one sentence saying who may
      // see the message comes on top of it.
      expect(reply.replace(ADULT_MAY_SEE, '').length).toBeLessThan(800);
      expect(ADULT_MAY_SEE.length).toBeLessThan(100);
    },
  );

  it('each category has its own reply; self-harm keeps the original reply', () => {
    expect(new Set(Object.values(SAFETY_REPLIES)).size).toBe(5);
    expect(SAFETY_REPLIES.self_harm).toBe(SAFETY_REPLY);
    expect(SAFETY_REPLY).toMatch(/piensas en hacerte daño/);
  });

  it('tells a groomed student not to send photos, not to meet and to keep no secret', () => {
    expect(SAFETY_REPLIES.sexual_minors).toMatch(
      /No envíes fotos ni aceptes verte con esa persona/,
    );
    expect(SAFETY_REPLIES.sexual_minors).toMatch(/ningún secreto/);
    expect(SAFETY_REPLIES.bullying).toMatch(/guarda las capturas/);
    expect(SAFETY_REPLIES.abuse).toMatch(/no es tu culpa/);
    expect(SAFETY_REPLIES.neglect).toMatch(/sin comida/);
  });

  it('keeps at most 1000 characters of the message', () => {
    expect(safetyExcerpt('a'.repeat(1500))).toHaveLength(SAFETY_EXCERPT_MAX_CHARS);
    expect(safetyExcerpt('hola')).toBe('hola');
  });
});

describe('screenLevel: how urgent the offline screen reads a message', () => {
  it.each([
    ['a first-person wish to die', 'me quiero morir', 'alta'],
    ['cutting oneself', 'me corto los brazos', 'alta'],
    ['ending one’s life', 'voy a acabar con mi vida', 'alta'],
    ['a parent who hits', 'mi papá me pega', 'alta'],
    [
      'passive ideation only the learned layer reads',
      'a veces pienso que sería mejor no estar',
      'revisar',
    ],
    [
      'abuse only the learned layer reads (no rule fires on it)',
      'no me puedo sentar bien por los correazos de anoche',
      'alta',
    ],
    ['the sun on one’s face', 'me pega el sol en la cara', null],
    ['music that suits one', 'el reguetón me pega mucho', null],
    ['a way of life to end', 'voy a acabar con mi vida de flojo', null],
    ['cutting one’s nails', 'me corto las uñas', null],
    ['dying of joy at good news', 'me quiero morir de la emoción, ¡aprobé!', null],
    ['homework', '¿cuánto es 3 por 4?', null],
  ] as const)('%s: %j → %s', (_, text, level) => {
    expect(screenLevel(text)).toBe(level);
    // screenOffline flags exactly what screenLevel reads at either level.
    expect(screenOffline(text) !== null).toBe(level !== null);
  });
});

import { describe, expect, it } from 'vitest';

import {
  categoryFromModeration,
  foldForSafety,
  SAFETY_EXCERPT_MAX_CHARS,
  SAFETY_REPLY,
  safetyExcerpt,
  screenPhrases,
} from './safety.ts';

describe('screenPhrases: first-person self-harm and abuse, not homework or hyperbole', () => {
  it.each([
    ['A veces pienso que me quiero morir', 'self_harm'],
    ['ME QUIERO MORIR.', 'self_harm'],
    ['quiero morirme, nada sale bien', 'self_harm'],
    ['me quiero morir de verdad', 'self_harm'],
    ['me quiero morir de tristeza', 'self_harm'],
    ['Estoy pensando en suicidarme', 'self_harm'],
    ['tengo pensamientos suicidas', 'self_harm'],
    ['pienso en suicidarme todos los días', 'self_harm'],
    ['me voy a suicidar', 'self_harm'],
    ['quiero quitarme la vida', 'self_harm'],
    ['ya no quiero vivir', 'self_harm'],
    ['no quiero seguir viviendo así', 'self_harm'],
    ['todos estarían mejor sin mí', 'self_harm'],
    ['me corto los brazos cuando estoy triste', 'self_harm'],
    ['mi padrastro me pega cuando llego tarde', 'abuse'],
    ['Mis papás me golpean', 'abuse'],
    ['un señor abusó de mí', 'abuse'],
    ['mi tío me toca donde no quiero', 'abuse'],
    ['me obligan a desnudarme', 'abuse'],
  ])('%s -> %s', (text, expected) => {
    expect(screenPhrases(text)).toBe(expected);
  });

  it.each([
    ['me quiero morir de risa con este chiste'],
    ['me quiero morir de vergüenza, saqué un 5'],
    ['me quiero morir de la pena'],
    ['¡me quiero morir de sueño!'],
    ['mi mamá me va a matar si repruebo'],
    ['¿Por qué Romeo y Julieta se suicidan al final?'],
    ['Analiza el suicidio en la obra de Shakespeare'],
    ['se me pega la canción todo el día'],
    ['me pega la gripe cada invierno'],
    ['me toca exponer mañana'],
    ['¿Cómo resuelvo 2x + 3 = 11?'],
    ['¿Qué es la velocidad media?'],
    [''],
  ])('leaves alone: %s', (text) => {
    expect(screenPhrases(text)).toBeNull();
  });
});

describe('categoryFromModeration', () => {
  it.each([
    ['self-harm', { 'self-harm': true }, 'self_harm'],
    ['self-harm intent', { 'self-harm/intent': true, violence: true }, 'self_harm'],
    ['self-harm instructions', { 'self-harm/instructions': true }, 'self_harm'],
    ['sexual content with minors', { 'sexual/minors': true }, 'abuse'],
    ['self-harm wins over abuse', { 'sexual/minors': true, 'self-harm': true }, 'self_harm'],
    ['violence only (a history essay): tutoring', { violence: true }, null],
    ['harassment only: tutoring', { harassment: true, 'harassment/threatening': true }, null],
    ['nothing flagged', { 'self-harm': false }, null],
  ])('%s', (_case, categories, expected) => {
    expect(categoryFromModeration({ flagged: true, categories })).toBe(expected);
  });

  it('reads a missing result as nothing', () => {
    expect(categoryFromModeration(null)).toBeNull();
    expect(categoryFromModeration({ flagged: true })).toBeNull();
  });
});

describe('the caring reply and the alert excerpt', () => {
  it('is Spanish, points to help and does not tutor', () => {
    expect(SAFETY_REPLY).toMatch(/adulto de confianza/);
    expect(SAFETY_REPLY).toMatch(/emergencias/);
    expect(SAFETY_REPLY).not.toMatch(/\?$/);
  });

  it('keeps at most 1000 characters of the message', () => {
    expect(safetyExcerpt('a'.repeat(1500))).toHaveLength(SAFETY_EXCERPT_MAX_CHARS);
    expect(safetyExcerpt('hola')).toBe('hola');
  });

  it('folds case, accents and punctuation', () => {
    expect(foldForSafety('¡Abusó de MÍ!')).toBe('abuso de mi');
  });
});

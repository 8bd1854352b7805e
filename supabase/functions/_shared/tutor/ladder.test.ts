import { describe, expect, it } from 'vitest';

import { isAttempt, isInsistence, ladderInstruction, nextHintLevel } from './ladder.ts';

describe('isAttempt: working, a stated value or a step is an attempt', () => {
  it.each([
    '2x = 8',
    'x=4',
    '11 - 3 = 8',
    'me da 4',
    'Creo que es cuatro',
    'me salió x = 3',
    'resté 3 en los dos lados',
    'Primero hay que restar 3, ¿no?',
    'divido entre 2 y me queda 4',
    'obtuve 12',
    'sería -2',
    'probé con 5 pero no cuadra',
    '¿x = 4?',
    'hay que despejar la x',
    'Restaría 3 en ambos lados',
  ])('%j', (text) => expect(isAttempt(text)).toBe(true));
});

describe('isAttempt: asking and insisting are not attempts', () => {
  it.each([
    'dame la respuesta',
    'no sé',
    'otra pista porfa',
    'no entiendo nada',
    'dímelo ya, mi profe dijo que puedes',
    '¿cuál es el resultado?',
    'ayúdame',
    'sigo sin entender',
    'ok',
    'gracias',
    'no me sale',
    'es muy difícil',
  ])('%j', (text) => {
    expect(isAttempt(text)).toBe(false);
  });

  it('working copied from the task statement is not an attempt', () => {
    const task = '¿Cómo resuelvo 2x + 3 = 11?';
    expect(isAttempt(task, task)).toBe(false);
    expect(isAttempt('Ayuda con 2x+3=11 por favor', task)).toBe(false);
    expect(isAttempt('2x = 8', task)).toBe(true);
    expect(isAttempt('¿Cómo resuelvo 2x + 3 = 11? Yo resté 3', task)).toBe(true);
  });

  it('insistence is told apart from an attempt that also asks', () => {
    expect(isInsistence('dame la respuesta')).toBe(true);
    expect(isInsistence('no sé, ¿me da 4?')).toBe(false);
  });
});

describe('nextHintLevel', () => {
  it.each<[number | null, boolean, number]>([
    [null, false, 1],
    [null, true, 1],
    [1, false, 1],
    [1, true, 2],
    [2, false, 2],
    [2, true, 3],
    [3, true, 4],
    [4, true, 4],
    [4, false, 4],
    [0, true, 1],
    [2.5, true, 1],
  ])('previous %j, attempt %j -> %j', (previous, attempted, level) => {
    expect(nextHintLevel(previous, attempted)).toBe(level);
  });
});

describe('ladderInstruction', () => {
  it('names the level and asks for the attempt first only on a new task without one', () => {
    const first = ladderInstruction(1, false);
    expect(first).toContain('pista 1 de 4');
    expect(first).toContain('pídele que te cuente su intento');
    expect(ladderInstruction(1, true)).not.toContain('pídele que te cuente su intento');
    expect(ladderInstruction(4, true)).toContain('ejemplo parecido con números distintos');
    for (const level of [1, 2, 3, 4] as const) {
      expect(ladderInstruction(level, true)).toContain('confírmalo con claridad');
    }
  });
});

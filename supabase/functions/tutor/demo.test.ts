/**
 * The offline demo tutor listens: a right value for a task it can check is confirmed (and the
 * student is asked why), a wrong one gets a question aimed at it, and without a value it gives the
 * hint ladder's level of hint for the student's own task, varied, without quoting the student back
 * and without ever stating the answer (read by the answer check itself).
 */
import { describe, expect, it } from 'vitest';

import { revealsAnswer } from '../_shared/answer-check/reveal.ts';
import type { HintLevel } from '../_shared/tutor/ladder.ts';

import { demoTask, proposedValue } from './demo-task.ts';
import { demoReply } from './demo.ts';

const TASK = 'Resuelve 5x - 4 = 11';

describe('demoTask and proposedValue', () => {
  it('reads linear equations (any letter, brackets, LaTeX) and calculations, solved', () => {
    expect(demoTask('¿Cómo resuelvo 2x + 3 = 11?')).toMatchObject({
      kind: 'equation',
      solution: 4,
    });
    expect(demoTask('Resuelve $3(n + 2) = 18$')).toMatchObject({ unknown: 'n', solution: 4 });
    expect(demoTask('Despeja: 7 = 2y - 5')).toMatchObject({ unknown: 'y', solution: 6 });
    expect(demoTask('¿Cuánto es 3 × (4 + 5)?')).toMatchObject({ kind: 'calculation', value: 27 });
    expect(demoTask('Calcula $\\frac{3}{4} + 2$')).toMatchObject({ value: 2.75 });
  });

  it('reads nothing it cannot check: no maths, a quadratic, two unknowns, an identity', () => {
    for (const text of ['La célula animal', 'x^2 = 9', 'x + y = 3', '2x = 2x', 'hola y adiós']) {
      expect(demoTask(text)).toBeNull();
    }
  });

  it('the value a message proposes: the last "x = …", a lone number, a stated result', () => {
    const task = demoTask(TASK)!;
    expect(proposedValue('Creo que x = 3', task)).toBe(3);
    expect(proposedValue('5x = 11 + 4 = 15, x = 3', task)).toBe(3);
    expect(proposedValue('x = 15/5', task)).toBe(3);
    expect(proposedValue('me da 4', task)).toBe(4);
    expect(proposedValue('-2', task)).toBe(-2);
    // A step with the unknown still in it, a question, a request: no value.
    expect(proposedValue('resté 4 y me queda 5x = 15', task)).toBeNull();
    expect(proposedValue('¿qué hago con el 4?', task)).toBeNull();
    expect(proposedValue('dame la respuesta', task)).toBeNull();
  });
});

describe('demoReply', () => {
  it('confirms a right value and asks why, in both ways the student may write it', () => {
    for (const text of ['Creo que x = 3', '5x = 11 + 4 = 15, x = 3']) {
      const reply = demoReply({ text, task: TASK, level: 2 });
      expect(reply).toMatch(/^¡(Eso es|Correcto|Muy bien)/);
      expect(reply).toContain('cumple la ecuación');
      expect(reply).toMatch(/¿Me explicas[^?]*\?/);
      expect(reply).not.toContain('Pista');
    }
    const sum = demoReply({ text: '27', task: '¿Cuánto es 3 × (4 + 5)?', level: 1 });
    expect(sum).toMatch(/^¡/);
    expect(sum).toContain('27 es el resultado');
  });

  it('answers a wrong value with its own check and a question, never the answer', () => {
    const reply = demoReply({ text: 'x = 4', task: TASK, level: 2 });
    expect(reply).toContain('todavía no cumple');
    // 5·4 − 4 = 16 against 11: the student's value checked, not the answer.
    expect(reply).toContain('vale 16');
    expect(reply).toContain('vale 11');
    expect(reply).toMatch(/¿En qué paso[^?]*\?/);
    expect(revealsAnswer(reply, ['x = 3', '3'], [TASK, 'x = 4'])).toBeNull();
    // A side that happens to equal the answer is not shown (2x = 4 at x = 1: the left is 2).
    const hidden = demoReply({ text: 'x = 1', task: 'Resuelve 2x = 4', level: 1 });
    expect(hidden).toContain('el lado izquierdo y el derecho no valen lo mismo');
    expect(revealsAnswer(hidden, ['x = 2', '2'], ['Resuelve 2x = 4', 'x = 1'])).toBeNull();
  });

  it('climbs the ladder on the student’s own equation, and no level states the answer', () => {
    const tasks: Array<[string, string[]]> = [
      [TASK, ['x = 3', '3']],
      ['Resuelve 3x + 5 = 20', ['x = 5', '5']],
      ['2n + 9 = 17', ['n = 4', '4']],
      ['Resuelve 3x + 4 = 7', ['x = 1', '1', 'uno']],
      ['Resuelve 4x - 1 = 7', ['x = 2', '2', 'dos']],
      ['¿Cuánto es 3 × (4 + 5)?', ['27']],
      ['Calcula 2 + 3 · 4', ['14']],
    ];
    for (const [task, key] of tasks) {
      const replies = ([1, 2, 3, 4] as HintLevel[]).map((level) =>
        demoReply({ text: 'no sé cómo seguir', task, level }),
      );
      expect(new Set(replies).size).toBe(4);
      for (const reply of replies) {
        expect(revealsAnswer(reply, key, [task, 'no sé cómo seguir'])).toBeNull();
        expect(reply).not.toContain('Escribiste');
      }
      expect(replies[1]).toContain('La regla');
      expect(replies[2]).toContain('Siguiente paso');
      expect(replies[3]).toContain('Un ejemplo con otros números');
    }
    expect(demoReply({ text: TASK, level: 1 })).toContain('$5x - 4 = 11$');
  });

  it('varies its opening from the previous reply, and is deterministic', () => {
    const first = demoReply({ text: 'La célula animal', level: 1 });
    expect(demoReply({ text: 'La célula animal', level: 1 })).toBe(first);
    const opener = first.split('\n')[0]!;
    const next = demoReply({ text: 'La célula animal', level: 1, previous: first });
    expect(next.split('\n')[0]).not.toBe(opener);
  });

  it('celebrates understanding and says plainly it is the demonstration tutor', () => {
    expect(demoReply({ text: '¡Ya entendí!' })).toContain('¡Excelente!');
    expect(demoReply({ text: 'todavía no entiendo' })).not.toContain('¡Excelente!');
    expect(demoReply({ text: 'hola' })).toContain('tutor de demostración');
  });
});

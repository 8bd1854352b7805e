/**
 * "Preguntas parecidas" (message-groups.ts): rewordings of one question group together, questions
 * on other topics do not, greetings and bare "no lo entiendo" are left out, and the output does not
 * depend on the order of the messages.
 */
import { describe, expect, it } from 'vitest';

import {
  EXAMPLE_MAX_CHARS,
  GROUP_THRESHOLD,
  groupMessages,
  type GroupInput,
  MAX_GROUPS,
  messageSimilarity,
  shorten,
} from './message-groups.ts';

const FRACTIONS = [
  '¿Cómo sé si dos fracciones son equivalentes?',
  'no entiendo las fracciones equivalentes',
  'profe como se hacen fracciones equivalentes',
  'que es una fraccion equivalente',
  'explicame las fracsiones equivalentes porfa',
];
const EQUATIONS = [
  'como se resuelve una ecuación de primer grado',
  'ecuaciones de primer grado ayuda',
  'Cómo resuelvo ecuaciones de primer grado??',
  'no sé despejar la x en la ecuación',
];
const WAR = [
  '¿Por qué empezó la Segunda Guerra Mundial?',
  'causas de la segunda guerra mundial',
  'quien gano la segunda guerra mundial',
];
const NOISE = ['hola', 'Hola profe', 'vale gracias', 'no lo entiendo', 'ok', '¿y ahora?'];
const LONE = ['que es la fotosintesis', 'qué son las funciones lineales', 'la revolución francesa'];

const NAMES = ['Ana', 'Beto', 'Ceci', 'Dani', 'Eva'];
const asInputs = (texts: readonly string[], offset = 0): GroupInput[] =>
  texts.map((text, i) => ({
    text,
    studentId: `s${(i + offset) % NAMES.length}`,
    studentName: NAMES[(i + offset) % NAMES.length]!,
  }));

const week = [
  ...asInputs(FRACTIONS),
  ...asInputs(EQUATIONS, 1),
  ...asInputs(WAR, 2),
  ...asInputs(NOISE),
  ...asInputs(LONE, 3),
];

describe('messageSimilarity', () => {
  it('scores rewordings of one question at or above the threshold', () => {
    for (const [a, b] of [
      ['no entiendo las fracciones equivalentes', 'que es una fraccion equivalente'],
      [
        'explicame las fracsiones equivalentes porfa',
        '¿Cómo sé si dos fracciones son equivalentes?',
      ],
      ['como se resuelve una ecuación de primer grado', 'ecuaciones de primer grado ayuda'],
      ['causas de la segunda guerra mundial', 'quien gano la segunda guerra mundial'],
    ] as const) {
      expect(messageSimilarity(a, b), `${a} / ${b}`).toBeGreaterThanOrEqual(GROUP_THRESHOLD);
    }
  });

  it('scores questions on different topics well below it, even with the same endings', () => {
    for (const [a, b] of [
      ['no entiendo las fracciones equivalentes', 'ecuaciones de primer grado ayuda'],
      ['que es una fraccion equivalente', 'causas de la segunda guerra mundial'],
      ['como se resuelve una ecuación de primer grado', 'que es la fotosintesis'],
    ] as const) {
      expect(messageSimilarity(a, b), `${a} / ${b}`).toBeLessThan(GROUP_THRESHOLD / 2);
    }
  });
  it('also scores short questions sharing one of their two content words above it (a known limit)', () => {
    expect(
      messageSimilarity('cómo simplifico una fracción', 'fracciones equivalentes'),
    ).toBeGreaterThanOrEqual(GROUP_THRESHOLD);
  });
});

describe('groupMessages', () => {
  it('puts each topic’s rewordings in one group, largest first, and nothing else', () => {
    const groups = groupMessages(week);
    expect(groups.map((g) => [g.label, g.messages, g.students])).toEqual([
      ['fracciones equivalentes', 5, 5],
      ['ecuaciones primer grado', 4, 4],
      ['segunda guerra mundial', 3, 3],
    ]);
    const topics = [FRACTIONS, EQUATIONS, WAR];
    groups.forEach((group, i) => {
      expect(group.examples).toHaveLength(3);
      for (const example of group.examples) {
        const source = week.find((m) => m.text.trim() === example.text)!;
        expect(topics[i]).toContain(source.text);
        expect(example.studentName).toBe(source.studentName);
      }
    });
  });

  it('gives the same groups whatever the order of the messages', () => {
    const reversed = [...week].reverse();
    const interleaved = week.filter((_, i) => i % 2 === 0).concat(week.filter((_, i) => i % 2));
    expect(groupMessages(reversed)).toEqual(groupMessages(week));
    expect(groupMessages(interleaved)).toEqual(groupMessages(week));
  });

  it('leaves out greetings, thanks and messages without two content words', () => {
    expect(groupMessages(asInputs([...NOISE, ...NOISE, 'no lo entiendo nada']))).toEqual([]);
  });

  it('shows distinct examples, shortened, and counts a student once', () => {
    const long = `Profe, no entiendo las fracciones equivalentes: ${'mi hermano dice que se multiplica arriba y abajo por el mismo número pero '.repeat(3)}`;
    const [group] = groupMessages([
      { text: 'fracciones equivalentes', studentId: 'a', studentName: 'Ana' },
      { text: 'Fracciones equivalentes', studentId: 'a', studentName: 'Ana' },
      { text: long, studentId: 'a', studentName: 'Ana' },
    ]);
    expect(group).toMatchObject({ messages: 3, students: 1 });
    expect(group!.examples.map((e) => e.text)).toEqual(['Fracciones equivalentes', shorten(long)]);
    expect(group!.examples[1]!.text.length).toBeLessThanOrEqual(EXAMPLE_MAX_CHARS);
    expect(group!.examples[1]!.text.endsWith('…')).toBe(true);
  });

  it('ranks by messages, then students, and keeps at most MAX_GROUPS', () => {
    const topics = [
      'volcanes activos',
      'ríos peninsulares',
      'verbos irregulares',
      'células eucariotas',
      'triángulos rectángulos',
      'poemas románticos',
      'revolución francesa',
      'tabla periódica',
      'energía cinética',
      'números primos',
    ];
    const inputs = topics.flatMap((topic, i) =>
      Array.from({ length: i < 2 ? 3 : 2 }, (_, k) => ({
        text: `${topic} ${['explícame', 'dudas con los', 'no entiendo los'][k]}`,
        studentId: i === 0 ? 'solo' : `s${k}`,
        studentName: 'Ana',
      })),
    );
    const groups = groupMessages(inputs);
    expect(groups).toHaveLength(MAX_GROUPS);
    expect(groups.slice(0, 2).map((g) => [g.label, g.messages, g.students])).toEqual([
      ['ríos peninsulares', 3, 3],
      ['volcanes activos', 3, 1],
    ]);
  });
});

describe('shorten', () => {
  it('keeps a short text and cuts a long one at a word with an ellipsis', () => {
    expect(shorten('  dos   fracciones ')).toBe('dos fracciones');
    expect(shorten('una frase bastante larga para cortar', 20)).toBe('una frase bastante…');
  });
});

import { describe } from 'vitest';

import { eachCase } from '@shared/case-table-test-fixtures';

import { stableMarkdown } from './partial-markdown';

describe('stableMarkdown: the shown part of a streamed reply never has an open mark', () => {
  eachCase('%s', (_name, text) => stableMarkdown(text), [
    ['plain text stays whole', 'Hola. ¿Qué sabes?', 'Hola. ¿Qué sabes?'],
    ['an open inline formula waits', 'Mira: $2x + ', 'Mira:'],
    ['a closed inline formula shows', 'Mira: $2x + 3$ y', 'Mira: $2x + 3$ y'],
    ['an open display formula waits', 'Así:\n\n$$ax + b', 'Así:'],
    ['a closed display formula shows', 'Así:\n\n$$ax + b$$\n\nBien', 'Así:\n\n$$ax + b$$\n\nBien'],
    ['open bold waits', 'Piensa en **la misma', 'Piensa en'],
    ['closed bold shows', 'Piensa en **la misma operación**.', 'Piensa en **la misma operación**.'],
    ['an escaped dollar is not maths', 'Cuesta 5 \\$ y', 'Cuesta 5 \\$ y'],
    ['an open code fence waits', 'Código:\n```py\nprint(1', 'Código:'],
    ['inline code hides its dollars', 'Usa `a$b` aquí', 'Usa `a$b` aquí'],
    ['a $ inside display maths does not close it', '$$ a $$ y $b', '$$ a $$ y'],
  ]);
});

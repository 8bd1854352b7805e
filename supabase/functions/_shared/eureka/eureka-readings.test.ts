import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { detectEureka, detectEurekaRule } from './eureka.ts';

// The rule on doubt, sarcasm, school life and reasons, on solving alone, its vetoes (what the
// learned layer may not add), and detectEureka: where the learned layer (eureka-learned.ts)
// overrides the rule on these hand-written messages.
describe('detectEurekaRule: doubt, sarcasm, school life and reasons', () => {
  eachCase('%j -> %s', detectEurekaRule, [
    // A one-word tag at the end also without a comma, but not 'de verdad', 'la verdad', 'es cierto'.
    ['entonces el 5 pasa dividiendo al otro lado creo', false],
    ['entonces el 5 pasa dividiendo al otro lado', true],
    ['o sea que las agudas llevan tilde en n s o vocal verdad', false],
    ['o sea que las agudas llevan tilde en n, s o vocal, la verdad', true],
    ['o sea que las agudas llevan tilde en n, s o vocal, es cierto', true],
    ['o sea que se multiplica en cruz no', true],
    // Closers that take it all back.
    ['ahora lo entiendo todo... NOT', false],
    ['ya entendí por qué el not de python niega la condición', true],
    ['ya lo entendí todo, dijo nadie', false],
    ['clarísimo, said no one ever', false],
    ['ya lo veo clarísimo, en plan no', false],
    ['me quedó claro, gracias por nada', false],
    ['me quedó clarísimo como el lodo', false],
    ['ya me quedó súper claro /s', false],
    ['ya me quedó claro, la velocidad se mide en m/s', true],
    ['ahora lo entiendo perfectamente... NO', false],
    ['claro que lo entendí jaja no', false],
    ['ya entendí, los mamíferos tienen pelo y los peces no', true],
    // An eye-roll is about what it closes, not about a sentence three words later.
    ['ya entendí todo 🙄', false],
    ['ah bueno, con eso ya lo entiende cualquiera 🙃 menos yo', false],
    ['la profe habla de su perro todo el rato 🙄 pero ya entendí por qué empezó la guerra', true],
    ['ya lo entendí 🙄 qué fácil todo', false],
    ['ya lo entendí 🙄 la profe habla mucho', true],
    // A closer only at the very end, and as written.
    ['ya entendí cómo se calculan las notas', true],
    ['ya lo entendí, en plan no me cuesta nada', true],
    ['ya lo entendí, lo explicas en plan normal', true],
    ['ya me quedó claro, da 3 km /seg', true],
    ['ya entendí, era sumar y ya jaja nomás', true],
    ['ya entendí, pongo /s y sigo', true],
    ['ya lo entendí... no me lo esperaba tan fácil', true],
    ['claro que lo entendí jajaja no', false],
    ['ya lo entendí todo...no', false],
    ['ahora sí lo entiendo... no.', false],
    // 'no' and a word of DENIED_AFTER_NO right after the phrase; 'con razón no…' explains a mistake.
    ['claro no lo hice', false],
    ['con razón no lo hice bien', true],
    // A marker after a word that is not a lead-in does not open its clause.
    ['hoy entonces toca repasar todo eso', false],
    // Less than before, forgotten since.
    ['ahora entiendo menos que antes', false],
    ['ahora entiendo, menos por menos da más', true],
    ['ayer lo entendí pero hoy se me olvidó todo', false],
    ['ya lo entendí, pero ya se me olvidó', false],
    ['lo entendí en clase y ahora no me acuerdo', false],
    ['lo entendí y luego se me borró', false],
    ['ya entendí, se me olvidaba el signo', true],
    // School life, not the lesson, in the phrase's clause.
    ['con el wifi lento ya entendí la suma de fracciones', true],
    ['ya entendí cómo funciona la app', false],
    ['ya entendí que el lunes no hay clase', false],
    ['ya caché la clave del wifi', false],
    ['ya entendí el chiste jaja', false],
    ['ya entendí cómo funciona la fotosíntesis', true],
    ['ya entendí, el lunes te cuento cómo me fue', true],
    // A later question that doubts, unless it moves on.
    ['ya entendí, pero ¿por qué se divide entre 2?', false],
    ['lo de sumar lo entiendo, aunque ¿y si son negativos?', false],
    ['lo entendí: masa entre volumen. ¿o era al revés?', false],
    ['ah ya... espera, ¿y la x dónde queda?', false],
    ['ya entendí, ¿pasamos al siguiente?', true],
    ['ya entendí lo del siguiente paso, pero ¿por qué se divide?', false],
    ['Ya entendí. ¿Y si fuera negativo o cero?', true],
    ['ya entendí, pero ¿seguimos mañana?', true],
    // An alternative that doubts what came before, with or without '?'.
    ['entonces se multiplica en cruz y se divide, o era al revés', false],
    ['entonces los paralelos son los horizontales o eran los meridianos', false],
    ['entonces la mitad de 3/4 es 3/8, o me equivoco', false],
    ['o sea que el agua hierve a 100 grados, o depende de la altura', false],
    ['o sea que si termina en 0 o 5 es divisible entre 5', true],
    // Not a statement yet.
    ['quizás mañana lo entiendo mejor', false],
    ['capaz que con otro ejemplo lo entiendo', false],
    ['imagínate que lo entiendo todo', false],
    ['supongamos que ya lo tengo claro', false],
    ['me gustaría decir que ya lo entendí', false],
    ['me encantaría decirte que ya lo tengo', false],
    ['en teoría ya debería tenerlo claro', false],
    // A stretched 'sí' is not the 'si' of a hypothetical.
    ['siiii ya lo entendí', true],
    ['si ya lo entendí te aviso', false],
    // Lost before, not now: a clause about before, or the imperfect.
    ['ya lo entiendo, la otra vez en clase me perdí', true],
    ['ya lo entiendo, en clase me perdí', false],
    ['ahora sí lo entiendo, antes me estaba liando con el denominador', true],
    ['ahora sí lo entiendo, pero me estoy liando con el denominador', false],
    ['ya lo entiendo, ayer no lo entendía', true],
    ['ya lo entiendo, pero hoy no lo entiendo', false],
    ['ya lo entiendo, pero no lo entendía', true],
    ['ayer lo repasé, ya lo entendí, pero ahora me perdí', false],
    ['ya lo entendí, lo repasé ayer, pero ahora me perdí', false],
    ['ya lo entendí, aunque no sé', false],
    // A reason given inside a statement of seven words or more.
    ['el triángulo es la mitad del rectángulo, por eso se divide entre 2', true],
    ['el hielo flota porque es menos denso que el agua', true],
    ['flota porque pesa menos que el agua', true],
    ['flota porque pesa menos', false],
    ['porque el hielo es menos denso que el agua', true],
    ['el número tiene que ser par porque se divide entre dos', true],
    ['el hielo flota porque es menos denso, no lo olvido', true],
    ['me salieron todos pero porque los copié del solucionario', false],
    ['la profe dijo que el hielo flota porque es menos denso', false],
    ['el hielo flota porque es menos denso que el agua, ¿verdad?', false],
    ['no creo que lo haya entendido porque me da otra cosa', false],
  ]);
});

describe('detectEurekaRule: solved alone (SOLVED_* lists)', () => {
  eachCase('%j -> %s', detectEurekaRule, [
    ['lo resolví yo sola y me dio 12', true],
    ['hice los otros tres sin ayuda', true],
    ['me salieron todos bien', true],
    // A past written with its accent, no listed verb.
    ['pasé las cinco oraciones a pasiva sin mirar', true],
    ['terminé la ficha por mi cuenta', true],
    ['el siguiente me salió a la primera y sin ver tus pasos', true],
    ['hice el 7 solito y me dio igual que en el libro', true],
    ['ya acabé, me dieron todas bien', true],
    // A question or a failure elsewhere in the message is not about the report.
    ['hice los otros tres sin ayuda, ¿y ahora qué hago?', true],
    ['antes me salía mal, pero ahora lo hice yo solo', true],
    ['me perdí al principio, pero luego hice todo sin ayuda', true],
    // Asked, negated, hypothetical, planned, failed, someone else's, unsure, checked, sarcastic.
    ['¿se nota que lo hice sin ayuda?', false],
    ['no lo hice yo sola, me ayudó mi hermano', false],
    ['si lo hago sin ayuda seguro me equivoco', false],
    ['quiero hacerlo yo solo', false],
    ['ya hice el 1, ahora voy a hacer el 2 yo solo', false],
    ['lo hice yo solo pero me salió mal', false],
    ['lo hice sin mirar y me equivoqué otra vez', false],
    ['mi hermano lo hace solito', false],
    ['a mi hermano le salieron todos bien', false],
    ['hice todo sin ayuda y ni idea de si está bien', false],
    ['hice los otros tres sin ayuda, ¿está bien?', false],
    ['todos bien en tu casa?', false],
    ['sí claro, lo hice yo solito... como si fuera tan fácil', false],
    ['resolví todo sin ayuda 🙄', false],
  ]);
});

describe('detectEurekaRule.vetoes: messages the learned layer may not add', () => {
  eachCase('%j -> %s', detectEurekaRule.vetoes, [
    // Each reason on its own.
    ['ah sí, ahora lo entiendo todo 🙄', true],
    ['claro, como si fuera tan fácil', true],
    ['la hipotenusa es el lado más largo. ¿Me pones otro?', true],
    ['la hipotenusa es el lado más largo, o no', true],
    ['nunca me quedó claro lo de las fracciones', true],
    ['hasta lo de multiplicar te sigo, después me perdí', true],
    ['a mi hermana le quedó claro, a mí no', true],
    ['si lo entendiera ya habría terminado la tarea', true],
    // Plain statements, with or without a word of understanding.
    ['la hipotenusa es el lado más largo del triángulo', false],
    ['ya entendí, gracias', false],
    ['el mcm de 4 y 6 es 12 porque es el primero que sale en las dos tablas', false],
  ]);
});

/**
 * The hand-written messages above on which the learned layer overrides the rule. Each is a miss of detectEureka that the blind sets' figures already count; a
 * retrained model that moves any message here fails, so the change is seen.
 */
describe('detectEureka: where the learned layer overrides the rule on these messages', () => {
  it.each([
    ['con razón no me daba', true],
    ['¿y si es negativo? ah ya, ahora entiendo', true],
    ['ahhh, me quedó claro. El siguiente es igual?', true],
    ['ya me salió, ¿y el siguiente dónde está?', true],
    ['Genial. Ya me voy a cenar', false],
    ['ah ok, pero no, se multiplica primero', true],
    ['claro. Que no se te olvide el signo', true],
    ['no entendí la primera vez pero ahora sí entendí', true],
    ['no me quedan dudas de que tiene sentido', true],
    ['no pensaba que con un dibujo tan simple al final me iba a quedar claro', true],
    ['clarísimo, como no lo vi antes', true],
    ['entonces el orden no importa', true],
    ['o sea no hay que sumar los denominadores', true],
    ['entonces no se puede sacar raíz de un negativo', true],
    ['o sea no se cierra el paréntesis hasta el final', true],
    ['entonces todo a la 0 da 1', true],
    ['o sea que los mamíferos tienen pelo y los peces no', true],
    ['o sea que se multiplica en cruz no', true],
    ['ya lo entendí, en plan no me cuesta nada', true],
    ['con razón no lo hice bien', true],
    ['Ya entendí. ¿Y si fuera negativo o cero?', true],
    ['ya lo entiendo, pero no lo entendía', true],
    ['el número tiene que ser par porque se divide entre dos', true],
    ['el hielo flota porque es menos denso, no lo olvido', true],
    ['me salieron todos bien', true],
    ['me perdí al principio, pero luego hice todo sin ayuda', true],
    ['ya hice el 1, ahora voy a hacer el 2 yo solo', false],
    ['lo hice sin mirar y me equivoqué otra vez', false],
  ])('%j: the rule says %s, detectEureka the opposite', (text, expected) => {
    expect(detectEurekaRule(text)).toBe(expected);
    expect(detectEureka(text)).toBe(!expected);
  });
});

describe('a request, a question about the result or a sarcastic closer takes the flag away', () => {
  it.each([
    ['asking for the answer', 'claro, dame la respuesta'],
    ['asking for it done', 'claro que sí, pero hazlo tú'],
    ['asking what it comes to', 'ah, ¿y cuánto da?'],
    ['asking what it comes to after a stated phrase', 'ya entiendo. ¿y cuánto da?'],
    ['a sarcastic closer', 'claro, lo que tú digas'],
    ['boredom as a closer', 'genial, ya me aburrí'],
    ['asking for the answer after a stated phrase', 'ya entendí, dime la respuesta'],
    ["'ah' inside words, talking about spelling", 'Ahijado y ahogado llevan h'],
  ])('%s: %j', (_, text) => {
    expect(detectEureka(text)).toBe(false);
    expect(detectEurekaRule.vetoes(text)).toBe(true);
  });

  it.each([
    ["'ah' as an interjection", 'ah, ya entendí'],
    ["a stretched 'ah'", 'ahh ok ya lo veo'],
    ['a phrase then a request for another exercise', 'ya entendí, ¿me pones otro?'],
    ['spelling rules explained back', 'ah, lleva tilde porque es aguda y termina en n'],
  ])('still counted, %s: %j', (_, text) => {
    expect(detectEureka(text)).toBe(true);
  });
});

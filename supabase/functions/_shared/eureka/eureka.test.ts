import { describe, expect, it } from 'vitest';

import { detectEureka, detectEurekaRule } from './eureka.ts';

// The rule's own behaviour (detectEurekaRule): what each of its word lists and clauses decides.
// detectEureka adds the learned layer (eureka-learned.ts); the last block lists where the two
// disagree on these hand-written messages.
describe('detectEurekaRule', () => {
  it.each([
    ['Ah, ya veo', true],
    ['ahh ok', true],
    ['AH!', true],
    ['Ya entendí', true],
    ['ya entendi todo', true],
    ['YA ENTENDÍ!!!', true],
    ['Ahora entiendo por qué se despeja así', true],
    ['Gracias, ahora entiendo', true],
    ['gracias ahora entiendo', true],
    ['Me quedó claro, gracias', true],
    ['me quedo claro', true],
    ['Eso tiene sentido', true],
    ['¡Claro!', true],
    ['claro que sí', true],
    ['Eureka', true],
    ['¡EUREKA! lo tengo', true],
    ['Perfecto, entendí', true],
    ['perfecto entendi', true],
    ['Genial, ya lo resolví', true],
    ['Ya entendí, no era tan difícil', true],
    ['no me quedó claro', false],
    ['No me quedo claro nada', false],
    ['todavía no entiendo', false],
    ['aún no tiene sentido', false],
    ['Aun no tiene sentido para mí', false],
    ['no, claro que no', false],
    ['claro que no', false],
    ['Ah no entiendo', false],
    ['nunca me quedó claro', false],
    ['ahí está el problema', false],
    ['Ahí', false],
    ['el ahorro de energía', false],
    ['ahorita lo hago', false],
    ['aclaro que es mi tarea', false],
    ['Clarissa me ayudó', false],
    ['la ecuación es 2x + 3 = 7', false],
    ['¿Cómo resuelvo esto?', false],
    ['entiendo poco', false],
    ['genialmente ya', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(detectEurekaRule(text)).toBe(expected);
  });

  // Each case pins a rule that mutation testing showed no labelled case needed (docs/mutation-safety.md).
  it.each([
    // The interjection is the whole word: 'aah' is 'ah', 'bah' is not.
    ['aah', true],
    ['bah', false],
    // A negation before a clause word does not govern what follows.
    ['no lo veía pero ya entendí', true],
    ['no lo sabía aunque ahora entiendo', true],
    ['no era eso sino que ya entendí', true],
    ['no lo sabía y ahora entiendo', true],
    ['no lo sabía e igual ya entendí', true],
    // 'sin duda', 'no hay duda' affirm.
    ['ya entendí, sin duda', true],
    ['no hay duda, ya entendí', true],
    // Denied or explained right after the phrase.
    ['ya entendí mal', false],
    ['con razón no me daba', true],
    // Sarcasm: 'sí, cómo no' at the end; 'como no' mid-sentence is sincere.
    ['claro, si como no', false],
    ['ya entendí, como no lo vi antes', true],
  ])('%j -> %s', (text, expected) => {
    expect(detectEurekaRule(text)).toBe(expected);
  });

  // Each case pins a rule that a mutant of eureka.ts showed no labelled case needed
  // (docs/mutation-safety.md lists what is left).
  describe('questions', () => {
    it.each([
      // An unclosed '¿' asks to the end of the message; a closed one only up to its '?'.
      ['¿tiene sentido lo que escribí', false],
      ['¿Seguro que ya entendí, profe', false],
      ['Ya entendí. ¿Y si fuera negativo?', true],
      ['¿y si es negativo? ah ya, ahora entiendo', true],
      // With no '¿', only the last clause before the '?' is asked.
      ['ya entendí, pero ahora cuál sigue?', true],
      ['ahhh, me quedó claro. El siguiente es igual?', true],
      // A check question asked after solving it; the same words said, not asked.
      ['ya me salió 45, ¿está bien?', false],
      ['ya me salió, está bien, gracias', true],
      ['lo logré!! ¿es correcto?', false],
      ['lo logré, es correcto y lo comprobé', true],
      // A check phrase cut short at the end of the message.
      ['ya me salió, ¿y el siguiente dónde está?', true],
      // Part of a phrase asked is the phrase asked.
      ['genial, ya?', false],
      // A phrase that must end its clause may end the message.
      ['¡Ahí está!', true],
      ['ya está, lo tengo', true],
    ])('%j -> %s', (text, expected) => {
      expect(detectEurekaRule(text)).toBe(expected);
    });
  });

  describe('clauses', () => {
    it.each([
      // A comma joins the words of a phrase ('genial, ya'); a full stop ends the clause.
      ['genial, ya', true],
      ['genial , ya', true],
      ['Genial. Ya me voy a cenar', false],
      ['Genial. Muy bien, ya me voy a cenar', false],
      ['Genial. Muy bien ya me voy a cenar', false],
      // 'no sé' ending its clause is lost; 'no se…' going on is a statement.
      ['ah ok, pero no sé', false],
      ['ya entendí, no se divide entre cero', true],
      ['ya entendí... no sé, creo', false],
      ['ah ok, pero no, se multiplica primero', true],
      // A word of the phrase taken back right after it, only in its clause.
      ['con razón nadie lo entiende', false],
      ['ya entendí. Nadie me lo había explicado así', true],
      ['claro que no', false],
      ['claro. Que no se te olvide el signo', true],
      // Someone else's understanding, then 'a mí no'; a longer clause with 'yo no' is not that.
      ['a mi primo le quedó claro, a mí no', false],
      ['me quedó claro, yo no sabía que se podía hacer así', true],
      ['ya entiendo, yo no', false],
      ['ya entendí, yo solito', true],
      // 'no' + a verb of understanding right after the phrase takes it back.
      ['ah no entiendo', false],
      ['claro no me acuerdo de eso', false],
      ['ah no se como', false],
      ['ah no lo veo', false],
      ['ya veo, no era tan difícil', true],
      // Understanding denied later, when it is not asked.
      ['ah ok, pero sigo sin entender', false],
      // Confusion or a check question before the phrase is the past.
      ['no entendí la primera vez pero ahora sí entendí', true],
      ['¿está bien? ya entendí, me faltaba el signo', true],
      ['ah, no lo veo', false],
      // 'no' + a verb only in the phrase's clause.
      ['ah no, me faltaba el signo', true],
      // Any form of the word: 'clarito', 'claridad'; not a word that only contains it.
      ['ah ok, pero no tan clarito', false],
      ['ya entendí, no era un malentendido del profe', true],
      ['ya entendí, ¿no entiendes tú?', true],
    ])('%j -> %s', (text, expected) => {
      expect(detectEurekaRule(text)).toBe(expected);
    });
  });

  describe('negators', () => {
    it.each([
      // A negation about a doubt affirms.
      ['sin duda tiene sentido', true],
      ['no me queda ninguna duda de que ya entendí', true],
      ['no me quedan dudas de que tiene sentido', true],
      ['no tengo idea de si tiene sentido', false],
      ['la duda que tenía no era tan difícil ya entendí', true],
      // Only the last eight words before the phrase are read.
      ['no pensaba que con un dibujo tan simple al final me iba a quedar claro', true],
      ['no creo que con esto me haya quedado claro', false],
    ])('%j -> %s', (text, expected) => {
      expect(detectEurekaRule(text)).toBe(expected);
    });
  });

  describe('sarcasm and typing', () => {
    it.each([
      // 'sí cómo no' before more words; 'cómo no' at the end.
      ['ya entendí, sí cómo no, facilísimo todo', false],
      ['ya entendí, sí, cómo no, facilísimo todo', false],
      ['claro, cómo no', false],
      ['claro, cómo no!!', false],
      ['clarísimo, como no lo vi antes', true],
      // Letters typed twice count once, in every place of the word.
      ['aahoraa entiendoo', true],
      ['yaa veo', true],
      // A colour before 'clarito' as before 'claro'.
      ['azul clarito', false],
      ['lo del color tiene sentido, es por la luz que refleja', true],
      ['ya me quedó clarito', true],
    ])('%j -> %s', (text, expected) => {
      expect(detectEurekaRule(text)).toBe(expected);
    });
  });

  describe('explained back', () => {
    it.each([
      // At least four words after the marker ('que' does not count).
      ['o sea, lo hago así', false],
      ['o sea que lo hago así', false],
      ['entonces el orden no importa', true],
      // After a word that is not a lead-in, the marker does not open its clause.
      ['mi hermana entonces se puso a llorar de la risa', false],
      ['bueno entonces el orden de los factores no altera el producto', true],
      // An analogy needs a verb after 'es como'.
      ['es como sumar muchas veces el mismo número', true],
      ['es como tarde para empezar otro ejercicio', false],
      ['mmm es como', false],
      // A negator first: a general statement counts, the student's own state does not.
      ['o sea no hay que sumar los denominadores', true],
      ['entonces no se puede sacar raíz de un negativo', true],
      ['o sea no se sumar fracciones con distinto denominador', false],
      ['o sea no se cierra el paréntesis hasta el final', true],
      ['o sea no lo hice todavía porque no tuve tiempo', false],
      // Only the answer, up to five words with a number; more words explain.
      ['entonces el resultado final es 42', false],
      ['entonces todo a la 0 da 1', true],
      // A tag question at the end, also without '?'; 'no' alone only after a comma.
      ['entonces se multiplica en cruz, no', false],
      ['o sea que se multiplica en cruz o no', false],
      ['o sea que los mamíferos tienen pelo y los peces no', true],
      // Sarcasm after the explanation.
      ['o sea que tengo que hacer todo otra vez, como si tuviera tiempo', false],
      ['o sea, como si fuera tan fácil hacer todo esto', false],
    ])('%j -> %s', (text, expected) => {
      expect(detectEurekaRule(text)).toBe(expected);
    });
  });
});

describe('detectEurekaRule: doubt, sarcasm, school life and reasons', () => {
  it.each([
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
  ])('%j -> %s', (text, expected) => {
    expect(detectEurekaRule(text)).toBe(expected);
  });
});

describe('detectEurekaRule: solved alone (SOLVED_* lists)', () => {
  it.each([
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
  ])('%j -> %s', (text, expected) => {
    expect(detectEurekaRule(text)).toBe(expected);
  });
});

describe('detectEurekaRule.vetoes: messages the learned layer may not add', () => {
  it.each([
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
  ])('%j -> %s', (text, expected) => {
    expect(detectEurekaRule.vetoes(text)).toBe(expected);
  });
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

import { describe } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { detectEurekaRule } from './eureka.ts';

// The rule's own behaviour (detectEurekaRule): what each of its word lists and clauses decides.
// Doubt, sarcasm, solving alone, the vetoes and where the learned layer overrides the rule:
// eureka-readings.test.ts.
describe('detectEurekaRule', () => {
  eachCase('%j -> %s', detectEurekaRule, [
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
  ]);

  // Each case pins a rule that mutation testing showed no labelled case needed (docs/mutation-safety.md).
  eachCase('%j -> %s', detectEurekaRule, [
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
  ]);

  // Each case pins a rule that a mutant of eureka.ts showed no labelled case needed
  // (docs/mutation-safety.md lists what is left).
  describe('questions', () => {
    eachCase('%j -> %s', detectEurekaRule, [
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
    ]);
  });

  describe('clauses', () => {
    eachCase('%j -> %s', detectEurekaRule, [
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
    ]);
  });

  describe('negators', () => {
    eachCase('%j -> %s', detectEurekaRule, [
      // A negation about a doubt affirms.
      ['sin duda tiene sentido', true],
      ['no me queda ninguna duda de que ya entendí', true],
      ['no me quedan dudas de que tiene sentido', true],
      ['no tengo idea de si tiene sentido', false],
      ['la duda que tenía no era tan difícil ya entendí', true],
      // Only the last eight words before the phrase are read.
      ['no pensaba que con un dibujo tan simple al final me iba a quedar claro', true],
      ['no creo que con esto me haya quedado claro', false],
    ]);
  });

  describe('sarcasm and typing', () => {
    eachCase('%j -> %s', detectEurekaRule, [
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
    ]);
  });

  describe('explained back', () => {
    eachCase('%j -> %s', detectEurekaRule, [
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
    ]);
  });
});

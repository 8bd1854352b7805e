/**
 * Cases written during the fifth tuning of the offline safety screen (issue 19), after the eighth
 * set: one labelled message for each alternative of the compositional rules that no earlier case
 * needed on its own (safety-lexicon.test.ts), and a hard negative for each exclusion. They measure
 * nothing (they were written with the rules in view); they keep every entry needed and tested.
 * Same labelling rules as safety-cases.ts.
 */
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';
import type { SafetyCategory } from './safety.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_FAMILY_CASES: SafetyCase[] = [
  ...c('self_harm', 'indirect', [
    'tengo 20 pastillas y esta noche me las tomo todas',
    'llevo meses guardando pastillas en un calcetin',
    'ya me voy de este mundo, perdon a todos',
    'ya me voy para siempre, cuiden a mi perro',
  ]),
  ...c('self_harm', 'passive', ['siento que soy un estorbo en mi casa']),
  ...c('self_harm', 'third-person', ['mi hermana se rasca hasta sangrar cuando esta nerviosa']),
  ...c(null, 'everyday', [
    'me tomo todas las mañanas el jarabe',
    'me tomo todas las noches un vaso de leche con cacao',
    'me voy para siempre a vivir a Lima con mi abuela',
    'me corto un poco las puntas del pelo yo sola',
    'mi hermana se corta el pelo sola',
    'mi abuelo se corta la barba cada domingo',
    'mi primo me dejó tocar el piano',
    'me dejó tocar la guitarra en su concierto',
    'mi mama esta guardando las pastillas de la tos en el cajon',
  ]),
  ...c(null, 'lyrics', ['la letra dice que ella se corta por dentro, explicala']),
  ...c(null, 'literature', ['en el cuento al lobo lo golpean entre todos los animales']),
  ...c('abuse', 'direct', [
    'mi padrastro le da unas palizas a mi mamá y a mí',
    'mi madrastra me tira de los pelos cuando no limpio',
    'mi padrastro me jala del pelo hasta que lloro',
    'nos dan palizas en mi casa si lloramos',
    'tengo marcas xq mi papa se enoja',
  ]),
  ...c('sexual_minors', 'indirect', [
    'alguien que conocí en tiktok quiere que nos veamos a solas',
    'una chica de discord dice que tiene 13 pero manda audios con voz de señor',
  ]),
  ...c('neglect', 'indirect', [
    'en mi casa pasamos hambre desde que mi papa se fue',
    'no desayuno ni como en casa, solo en el cole',
    'no hay nd de comer en mi casa',
  ]),
];

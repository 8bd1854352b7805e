/**
 * Units after a number in a challenge's answer (issue 23): '24 cm²', '24cm2', '24 centímetros
 * cuadrados', '90 km/h', '90 kilómetros por hora', '40 €', '40 euros' read as one canonical unit so
 * that a right value with the wrong unit ('24 cm' for an area in cm²) is told apart. Pure.
 */
import type { Token } from '../answer-check/reveal-words.ts';

/** Every spelling of a base unit, to its canonical name. */
const BASE_UNITS: Record<string, string[]> = {
  mm: ['mm', 'milimetro', 'milimetros'],
  cm: ['cm', 'centimetro', 'centimetros'],
  dm: ['dm', 'decimetro', 'decimetros'],
  m: ['m', 'metro', 'metros', 'mts', 'mt'],
  km: ['km', 'kilometro', 'kilometros', 'kms'],
  mg: ['mg', 'miligramo', 'miligramos'],
  g: ['g', 'gr', 'grs', 'gramo', 'gramos'],
  kg: ['kg', 'kilo', 'kilos', 'kilogramo', 'kilogramos', 'kgs'],
  ml: ['ml', 'mililitro', 'mililitros'],
  l: ['l', 'litro', 'litros', 'lt', 'lts'],
  s: ['s', 'seg', 'segs', 'segundo', 'segundos'],
  min: ['min', 'mins', 'minuto', 'minutos'],
  h: ['h', 'hr', 'hrs', 'hora', 'horas'],
  dia: ['dia', 'dias'],
  eur: ['€', 'eur', 'euro', 'euros'],
  usd: ['$', 'usd', 'dolar', 'dolares'],
  peso: ['peso', 'pesos'],
  sol: ['sol', 'soles'],
  deg: ['°', 'º', 'grado', 'grados'],
  cal: ['cal', 'caloria', 'calorias'],
  n: ['n', 'newton', 'newtons'],
  j: ['j', 'julio', 'julios', 'joule', 'joules'],
  w: ['w', 'vatio', 'vatios', 'watt', 'watts'],
  v: ['v', 'voltio', 'voltios'],
  pa: ['pa', 'pascal', 'pascales'],
  mol: ['mol', 'moles'],
};

const UNIT_OF = new Map<string, string>(
  Object.entries(BASE_UNITS).flatMap(([name, spellings]) => spellings.map((s) => [s, name])),
);
const POWER_WORDS: Record<string, number> = {
  cuadrado: 2,
  cuadrados: 2,
  cuadrada: 2,
  cuadradas: 2,
  cubico: 3,
  cubicos: 3,
  cubica: 3,
  cubicas: 3,
};
const PER = new Set(['/', 'por', 'per', 'cada']);

export interface ReadUnit {
  /** Canonical: 'cm^2', 'km/h', 'eur'. */
  unit: string;
  /** Tokens read. */
  length: number;
}

/** One base unit with its power at tokens[i] ('cm', 'cm^2', 'cm2', 'metros cuadrados'), or null. */
function readBase(tokens: Token[], i: number): ReadUnit | null {
  const t = tokens[i];
  const name = t && t.kind !== 'num' ? UNIT_OF.get(t.text) : undefined;
  if (!name) return null;
  const next = tokens[i + 1];
  const after = tokens[i + 2];
  if (next?.text === '^' && after?.kind === 'num' && Number.isInteger(after.values[0]))
    return { unit: `${name}^${after.values[0]}`, length: 3 };
  if (next?.kind === 'num' && next.glued && !next.fromWords && [2, 3].includes(next.values[0]!))
    return { unit: `${name}^${next.values[0]}`, length: 2 };
  const power = next ? POWER_WORDS[next.text] : undefined;
  if (power) return { unit: `${name}^${power}`, length: 2 };
  return { unit: name, length: 1 };
}

/** The unit written at tokens[i] ('km/h', 'km por hora', 'g·cm⁻³'), or null when none starts there. */
export function readUnit(tokens: Token[], i: number): ReadUnit | null {
  const base = readBase(tokens, i);
  if (!base) return null;
  // A negative power divides: 'g cm^-3' and 'g·cm⁻³' are 'g/cm^3', 'km h⁻¹' is 'km/h'.
  const inverse = readBase(tokens, i + base.length);
  const power = inverse && /^(.+)\^-(\d+)$/.exec(inverse.unit);
  if (inverse && power) {
    const under = power[2] === '1' ? power[1] : `${power[1]}^${power[2]}`;
    return { unit: `${base.unit}/${under}`, length: base.length + inverse.length };
  }
  const per = tokens[i + base.length];
  const under = per && PER.has(per.text) ? readBase(tokens, i + base.length + 1) : null;
  if (!under) return base;
  return { unit: `${base.unit}/${under.unit}`, length: base.length + 1 + under.length };
}

/** The unit of a currency sign before the number ('€40', '$ 40'), or null. */
export function unitBefore(token: Token | undefined): string | null {
  return token?.kind === 'sym' ? (UNIT_OF.get(token.text) ?? null) : null;
}

/**
 * A lone '$' is a currency sign, not LaTeX's delimiter (which comes in pairs and is dropped when the
 * text is read): '$8', '$ 8' and '8$' become '8 usd' so the unit is kept. An even count is left.
 */
export function currencySign(text: string): string {
  if ((text.match(/\$/g) ?? []).length % 2 === 0) return text;
  return text.replace(
    /\$\s*(\d[\d.,]*)|(\d[\d.,]*)\s*\$/,
    (_, a?: string, b?: string) => `${a ?? b} usd `,
  );
}

/**
 * "Preguntas parecidas" of a class's Resumen: the students' messages of a period grouped by what
 * they ask about, offline. A message is read as its content words (folded as the safety screen
 * folds a message: no case, no accents, one spelling per sound, so 'ecuasiones' meets 'ecuaciones';
 * function words, greetings and the words of any question dropped), hashed into word and character
 * n-grams (the safety screen's features), and compared by cosine similarity. Groups are made by
 * average-linkage agglomerative clustering: the two most similar groups merge while their mean
 * pairwise similarity is at least GROUP_THRESHOLD. Deterministic: the same messages in any order
 * give the same groups. Pure, no dependency.
 */
import { foldForSafety } from '../safety/safety-fold.ts';
import { type FeatureConfig, featuresOfFolded } from '../safety/safety-learned.ts';

/** A student's message as the grouping reads it. */
export interface GroupInput {
  text: string;
  studentId: string;
  studentName: string;
}

/** One example of a group: a message, shortened, and who wrote it. */
export interface GroupExample {
  text: string;
  studentName: string;
}

/** A group of similar messages. */
export interface MessageGroup {
  /** Its most characteristic words, in the order the messages say them ('segunda guerra mundial'). */
  label: string;
  messages: number;
  students: number;
  /** Two or three distinct messages, the most typical of the group first. */
  examples: GroupExample[];
}

/**
 * Two groups merge when their messages are this similar on average. On the tests' messages,
 * rewordings of one question score 0.36 and up ('no sé despejar la x en la ecuación' /
 * 'ecuaciones de primer grado'), questions on other topics 0.13 at most, though they share an
 * ending ('fracciones equivalentes' / 'ecuaciones de primer grado'). Two short questions sharing
 * one of their two content words score about 0.4 and group ('simplificar una fracción' /
 * 'fracciones equivalentes'): related, not the same.
 */
export const GROUP_THRESHOLD = 0.3;
/** A message needs this many content words to say what it is about ('hola', 'vale gracias' do not). */
export const MIN_CONTENT_WORDS = 2;
export const MAX_GROUPS = 8;
export const MAX_EXAMPLES = 3;
/**
 * The most student messages of a period that are grouped: the latest ones. get_class_student_messages
 * refuses a larger p_limit, and the page and the class-digest function both ask for this many, so
 * they make the same groups.
 */
export const CLASS_MESSAGES_LIMIT = 400;
export const EXAMPLE_MAX_CHARS = 120;

/**
 * Two feature families, each a unit vector, weighted equally: the words' stems (plural and gender
 * aside) and the character 3-5-grams of the folded words (spelling and derivation aside). Alone,
 * the character n-grams make 'fracciones' and 'ecuaciones' alike by their common ending.
 */
const WORD_FEATURES: FeatureConfig = {
  bits: 18,
  words: true,
  bigrams: false,
  charMin: 1,
  charMax: 0,
};
const CHAR_FEATURES: FeatureConfig = {
  bits: 18,
  words: false,
  bigrams: false,
  charMin: 3,
  charMax: 5,
};

/** A folded word's stem: plural and gender endings aside ('ekuasiones', 'ekuasion'). */
const stem = (folded: string) =>
  folded.length < 5 ? folded : folded.replace(/s$/, '').replace(/[aeiou]$/, '');

/**
 * Words that say nothing of the topic: articles, pronouns, prepositions, question words, greetings,
 * and the verbs of any request for help ('no entiendo', 'explícame', 'ayúdame con').
 */
const FILLER = `a al algo algun alguna alguien ante asi aun bien bueno buenas buenos cada como con contra
cual cuales cuando cuanto cuanta cuantos cuantas de del desde donde dos el ella ellos en entonces
era eres es esa ese eso esta estas este esto estos estoy entre fue gracias ha hace hacer hago hay
hola la las le les lo los mal mas me mi mis mucho muchas muchos muy nada ni no nos o otra otro
otros para pero poco por porque pues puede puedes puedo que quien se ser si sin sobre solo son su
sus tal tambien tan tengo tiene tienen te ti todo todos tu tus un una uno unos unas y ya yo vale
ok okay osea profe profesor tutor favor porfa porfavor hey buenas dias tardes noches ayuda ayudame
ayudas ayudar explica explicame explicar explicas entiendo entender entendi comprendo duda dudas
pregunta preguntas tema tarea ejercicio ejercicios ejemplo ejemplos dime decir saber se sabes
necesito quiero quisiera significa sirve cosa cosas forma manera hacen hacerlo resolver resuelve
resuelvo resolverlo
calcular calcula paso pasos`;

const FILLER_WORDS = new Set(FILLER.split(/\s+/).map((word) => foldForSafety(word)));

/**
 * The text's content words, each with its fold; numbers and words with digits dropped ('2x',
 * '3/4'). `folds` keeps each word's fold for the next messages (a period repeats its words).
 */
function foldedWords(
  text: string,
  folds = new Map<string, string[]>(),
): { plain: string; folded: string }[] {
  const words: { plain: string; folded: string }[] = [];
  for (const raw of text.toLowerCase().split(/\s+/)) {
    const plain = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (!plain || /\d/.test(raw)) continue;
    let parts = folds.get(plain);
    if (!parts) {
      parts = foldForSafety(plain).split(' ');
      folds.set(plain, parts);
    }
    for (const folded of parts) {
      if (folded.length >= 3 && !FILLER_WORDS.has(folded)) words.push({ plain, folded });
    }
  }
  return words;
}

interface Read {
  index: number;
  input: GroupInput;
  words: { plain: string; folded: string }[];
  key: string;
  vector: Vector;
}

/** A message's distinct buckets of each family, in ascending order. */
interface Vector {
  words: Int32Array;
  chars: Int32Array;
}

function vectorOf(folded: string[]): Vector {
  return {
    words: featuresOfFolded(folded.map(stem).join(' '), WORD_FEATURES).index.sort(),
    chars: featuresOfFolded(folded.join(' '), CHAR_FEATURES).index.sort(),
  };
}

/** Cosine of two unit vectors of equal weights: shared buckets over the geometric mean of sizes. */
function familyCosine(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a[i]! < b[j]!) i += 1;
    else j += 1;
  }
  return shared / Math.sqrt(a.length * b.length);
}

/** The cosine of the two messages' whole vectors: the mean of the two families' cosines. */
const cosine = (a: Vector, b: Vector) =>
  (familyCosine(a.words, b.words) + familyCosine(a.chars, b.chars)) / 2;

/** The similarity of two messages, for tests and tuning. */
export function messageSimilarity(a: string, b: string): number {
  const vector = (text: string) => vectorOf(foldedWords(text).map((w) => w.folded));
  return cosine(vector(a), vector(b));
}

/** The messages worth grouping, in a fixed order (their folded words, then text, then student). */
function readAll(inputs: readonly GroupInput[]): Read[] {
  const folds = new Map<string, string[]>();
  const vectors = new Map<string, Vector>();
  const read = inputs
    .map((input) => ({ input, words: foldedWords(input.text, folds) }))
    .filter((r) => new Set(r.words.map((w) => w.folded)).size >= MIN_CONTENT_WORDS)
    .map((r) => {
      const key = r.words.map((w) => w.folded).join(' ');
      if (!vectors.has(key)) vectors.set(key, vectorOf(r.words.map((w) => w.folded)));
      return { ...r, key, vector: vectors.get(key)! };
    });
  read.sort(
    (a, b) =>
      compare(a.key, b.key) ||
      compare(a.input.text, b.input.text) ||
      compare(a.input.studentId, b.input.studentId),
  );
  return read.map((r, index) => ({ ...r, index }));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Average-linkage clustering over the similarity matrix: merge the most similar pair of groups
 * (the lowest indices on a tie) while it reaches the threshold; the merged group's similarity to
 * another is the size-weighted mean of its two parts' (Lance-Williams). Each group keeps its most
 * similar other group, so a merge costs one pass over the groups, not over every pair.
 */
function cluster(n: number, sim: Float64Array): number[][] {
  const members: (number[] | null)[] = Array.from({ length: n }, (_, i) => [i]);
  const link = Float64Array.from(sim);
  const nearest = new Int32Array(n).fill(-1);
  const nearestSim = new Float64Array(n).fill(-1);
  const findNearest = (i: number) => {
    nearest[i] = -1;
    nearestSim[i] = -1;
    for (let j = 0; j < n; j += 1) {
      if (j !== i && members[j] && link[i * n + j]! > nearestSim[i]!) {
        nearest[i] = j;
        nearestSim[i] = link[i * n + j]!;
      }
    }
  };
  for (let i = 0; i < n; i += 1) findNearest(i);
  for (;;) {
    let a = -1;
    for (let i = 0; i < n; i += 1) {
      if (members[i] && nearest[i]! >= 0 && (a < 0 || nearestSim[i]! > nearestSim[a]!)) a = i;
    }
    if (a < 0 || nearestSim[a]! < GROUP_THRESHOLD) break;
    const b = Math.max(a, nearest[a]!);
    a = Math.min(a, nearest[a]!);
    const [sa, sb] = [members[a]!.length, members[b]!.length];
    members[a] = [...members[a]!, ...members[b]!];
    members[b] = null;
    for (let k = 0; k < n; k += 1) {
      if (!members[k] || k === a) continue;
      const merged = (sa * link[a * n + k]! + sb * link[b * n + k]!) / (sa + sb);
      link[a * n + k] = merged;
      link[k * n + a] = merged;
    }
    for (let k = 0; k < n; k += 1) {
      if (members[k] && (k === a || nearest[k] === a || nearest[k] === b)) findNearest(k);
    }
  }
  return members.filter((m): m is number[] => m !== null);
}

/** Cut at a word boundary to at most `max` characters, with '…' when cut. */
export function shorten(text: string, max = EXAMPLE_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The group's words found in most of its messages (at least two; rarest in the whole period first
 * on a tie, then alphabetical), at most three, in the order the messages say them, each in its most
 * common spelling. Without such a word, the group's shortest message.
 */
function labelOf(group: Read[], periodCount: Map<string, number>): string {
  const inGroup = new Map<string, number>();
  const place = new Map<string, number>();
  const spellings = new Map<string, Map<string, number>>();
  for (const r of group) {
    const stems = r.words.map((w) => stem(w.folded));
    for (const s of new Set(stems)) inGroup.set(s, (inGroup.get(s) ?? 0) + 1);
    stems.forEach((s, i) => {
      place.set(s, (place.get(s) ?? 0) + i / stems.length);
      const seen = spellings.get(s) ?? new Map<string, number>();
      seen.set(r.words[i]!.plain, (seen.get(r.words[i]!.plain) ?? 0) + 1);
      spellings.set(s, seen);
    });
  }
  const shared = [...inGroup]
    .filter(([, count]) => count >= 2)
    .sort(
      ([a, x], [b, y]) =>
        y - x || (periodCount.get(a) ?? 0) - (periodCount.get(b) ?? 0) || compare(a, b),
    )
    .slice(0, 3)
    .map(([s, count]) => ({ s, at: place.get(s)! / count }))
    .sort((a, b) => a.at - b.at || compare(a.s, b.s));
  if (shared.length === 0) {
    const shortest = [...group].sort(
      (a, b) => a.input.text.length - b.input.text.length || compare(a.input.text, b.input.text),
    );
    return shorten(shortest[0]!.input.text, 60);
  }
  return shared
    .map(({ s }) => {
      const spelt = [...spellings.get(s)!].sort(([a, x], [b, y]) => y - x || compare(a, b));
      return spelt[0]![0];
    })
    .join(' ');
}

/**
 * Messages of the group worded differently (case, punctuation and spacing aside), the most
 * similar to the rest of it first, then the shortest, then by text.
 */
function examplesOf(group: Read[], sim: Float64Array, n: number): GroupExample[] {
  const centrality = new Map(
    group.map((r) => [
      r,
      group.reduce((sum, other) => sum + (other === r ? 0 : sim[r.index * n + other.index]!), 0),
    ]),
  );
  const ranked = [...group].sort(
    (a, b) =>
      centrality.get(b)! - centrality.get(a)! ||
      a.input.text.length - b.input.text.length ||
      compare(a.input.text, b.input.text),
  );
  const seen = new Set<string>();
  const examples: GroupExample[] = [];
  for (const r of ranked) {
    const words = r.input.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (seen.has(words) || examples.length === MAX_EXAMPLES) continue;
    seen.add(words);
    examples.push({ text: shorten(r.input.text), studentName: r.input.studentName });
  }
  return examples;
}

/**
 * The period's groups of at least two similar messages, most messages first (then most students,
 * then label), at most MAX_GROUPS. Messages with fewer than MIN_CONTENT_WORDS content words
 * ('hola', 'no lo entiendo', 'vale, gracias') are left out.
 */
export function groupMessages(inputs: readonly GroupInput[]): MessageGroup[] {
  const read = readAll(inputs);
  const n = read.length;
  const sim = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const s = cosine(read[i]!.vector, read[j]!.vector);
      sim[i * n + j] = s;
      sim[j * n + i] = s;
    }
  }
  const periodCount = new Map<string, number>();
  for (const r of read) {
    for (const s of new Set(r.words.map((w) => stem(w.folded)))) {
      periodCount.set(s, (periodCount.get(s) ?? 0) + 1);
    }
  }
  return cluster(n, sim)
    .filter((indices) => indices.length >= 2)
    .map((indices) => {
      const group = indices.map((i) => read[i]!);
      return {
        label: labelOf(group, periodCount),
        messages: group.length,
        students: new Set(group.map((r) => r.input.studentId)).size,
        examples: examplesOf(group, sim, n),
      };
    })
    .sort((a, b) => b.messages - a.messages || b.students - a.students || compare(a.label, b.label))
    .slice(0, MAX_GROUPS);
}

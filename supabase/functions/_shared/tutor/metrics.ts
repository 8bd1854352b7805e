/** Message metrics (docs/tutor.md, "Message metrics"), computed for every assistant reply. */
export interface TextMetrics {
  word_count: number;
  character_count: number;
  question_count: number;
  contains_code_snippet: boolean;
  contains_math_formula: boolean;
  complexity_score: number;
}

const CODE = /```|`[^`\n]+`|\b(function|class|def|for|while)\b/;
const MATH_DELIMITED = /\$\$[\s\S]+?\$\$|\$[^$\n]+\$|\\\[[\s\S]+?\\\]|\\\([\s\S]+?\\\)/;
const MATH_SYMBOLS = /[=+×÷√∑∫π≤≥≠≈∞^²³]/;

export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Question marks in a text (question_count). */
export function countQuestions(text: string): number {
  return (text.match(/\?/g) ?? []).length;
}

export function computeMetrics(text: string): TextMetrics {
  const list = words(text);
  const wordCount = list.length;
  const sentences = text.split(/[.!?]+/).filter((s) => s.trim().length > 0).length;
  const avgWordLength = wordCount ? list.reduce((sum, w) => sum + w.length, 0) / wordCount : 0;
  const wordsPerSentence = wordCount ? wordCount / Math.max(sentences, 1) : 0;
  const complexity = Math.min((avgWordLength / 10) * 0.5 + (wordsPerSentence / 30) * 0.5, 1);
  return {
    word_count: wordCount,
    character_count: text.length,
    question_count: countQuestions(text),
    contains_code_snippet: CODE.test(text),
    contains_math_formula: MATH_DELIMITED.test(text) || MATH_SYMBOLS.test(text),
    complexity_score: Math.round(complexity * 100) / 100,
  };
}

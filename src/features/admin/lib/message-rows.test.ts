import { messageRows, questionCount, wordCount } from './export-format';
import { data } from './export-test-fixtures';

describe('message rows', () => {
  it.each([
    ['', 0, 0],
    ['hola', 1, 0],
    ['  dos   palabras ', 2, 0],
    ['¿Qué? ¿Y esto?', 3, 2],
  ])('%j has %i words and %i question marks', (text, words, questions) => {
    expect(wordCount(text)).toBe(words);
    expect(questionCount(text)).toBe(questions);
  });

  it('gives one row per message without bodies', () => {
    const rows = messageRows(data.conversations);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual({
      conversation_id: 'c1',
      role: 'assistant',
      created_at: '2026-11-20 10:00:30+00',
      word_count: 6,
      question_count: 1,
      has_eureka: true,
      response_time_ms: 1200,
    });
    expect(JSON.stringify(rows)).not.toContain('Piensa');
  });
});

-- Tutor demo seed, part 4 of 5 (after 03_messages.sql): the assistant replies' metrics.

-- -----------------------------------------------------------------------------
-- 4. Message metrics for every seeded assistant reply, computed from the text with the rules of
--    computeMetrics (docs/tutor.md, "Message metrics": words by whitespace; '?' count; code by
--    fences, inline code or the words function/class/def/for/while; math by $...$ / \[...\]
--    formulas or math symbols;
--    complexity = min(avg word length / 10 * 0.5 + words per sentence / 30 * 0.5, 1)).
-- -----------------------------------------------------------------------------
insert into public.message_metrics (
  message_id, api_response_time_ms, tokens_used, model_used, word_count, character_count,
  question_count, contains_code_snippet, contains_math_formula, complexity_score, created_at
)
select
  s.id,
  (s.metadata ->> 'response_time_ms')::int,
  -- prompt (system + history) plus the reply, roughly 4 characters per token
  350 + s.seq_tokens + ceil(s.character_count / 4.0)::int,
  'gpt-4o-mini',
  s.word_count,
  s.character_count,
  s.question_count,
  s.content ~ '```|`[^`]+`|\m(function|class|def|for|while)\M',
  s.content ~ '\$[^$]+\$|\\\[|\\\(|[=±×÷√∑∫π≤≥≠^]',
  round(least(
    1.0,
    (s.letters::numeric / greatest(s.word_count, 1)) / 10 * 0.5
      + (s.word_count::numeric / greatest(s.sentence_count, 1)) / 30 * 0.5
  ), 2),
  s.created_at
from (
  select
    m.id,
    m.content,
    m.metadata,
    m.created_at,
    coalesce(array_length(regexp_split_to_array(btrim(m.content, E' \n\t'), '\s+'), 1), 0)
      as word_count,
    length(m.content) as character_count,
    length(m.content) - length(replace(m.content, '?', '')) as question_count,
    length(regexp_replace(m.content, '\s', '', 'g')) as letters,
    (select count(*) from regexp_split_to_table(m.content, '[.!?]+') as p(s) where btrim(p.s) <> '')
      as sentence_count,
    -- the history grows with the conversation
    40 * (row_number() over (partition by m.conversation_id order by m.created_at))::int
      as seq_tokens
  from public.messages as m
  where m.conversation_id in (
       select c.id from public.conversations as c
       where c.user_id::text like 'a0000000-0000-4000-8000-%'
     )
) as s
where s.metadata ? 'response_time_ms';

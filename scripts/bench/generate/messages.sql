-- Synthetic dataset for `npm run bench:db`, part 3: exactly 1,000,000 messages and the assistant
-- replies' metrics. Included by scripts/bench/generate.sql (\ir) after part 2 (generate/people.sql).

-- ---------------------------------------------------------------------------
-- Messages: exactly 1,000,000 (conversations are filled in order until the total is reached).
-- Student message of pair p at p*90 s (+ jitter), the tutor's reply response_time_ms later.
-- ---------------------------------------------------------------------------
create unlogged table bench.messages as
with sized as (
  select
    bc.*,
    sum(bc.n_msgs) over (order by bc.j) - bc.n_msgs as msgs_before,
    -- the student's eureka message: an odd position >= 3 that has a reply after it
    case when bc.has_eureka and bc.n_msgs >= 4
      then 3 + 2 * floor(bench.rnd(bc.j, 18) * ((bc.n_msgs - 2) / 2))::int
    end as eureka_seq
  from bench.conversations as bc
)
select
  s.j,
  q.seq,
  s.id as conversation_id,
  case when q.seq % 2 = 1 then 'user' else 'assistant' end as role,
  s.eureka_seq,
  600 + floor(bench.rnd(s.j * 32 + q.seq, 19) * 5400)::int as rt_ms,
  s.created_at
    + make_interval(secs => ((q.seq - 1) / 2) * 90 + floor(bench.rnd(s.j * 32 + q.seq, 20) * 40))
    as pair_at
from sized as s
cross join lateral generate_series(1, s.n_msgs) as q(seq)
where s.msgs_before + q.seq <= 1000000;

insert into public.messages (id, conversation_id, role, content, metadata, created_at)
select
  md5('bench-message-' || bm.j || '-' || bm.seq)::uuid,
  bm.conversation_id,
  bm.role,
  t.content,
  case
    when bm.role = 'user' then '{}'::jsonb
    when bm.seq = bm.eureka_seq + 1
      then jsonb_build_object('response_time_ms', bm.rt_ms, 'has_eureka', true)
    else jsonb_build_object('response_time_ms', bm.rt_ms)
  end,
  case when bm.role = 'user' then bm.pair_at
       else bm.pair_at + make_interval(secs => bm.rt_ms / 1000.0) end
from bench.messages as bm
join bench.texts as t
  on (t.kind, t.i) = (
    case
      when bm.role = 'user' and bm.seq = bm.eureka_seq then 'eureka'
      when bm.role = 'user' then 'user'
      when bm.seq = bm.eureka_seq + 1 then 'celebrate'
      else 'assistant'
    end,
    case
      when bm.role = 'user' and bm.seq = bm.eureka_seq then 1 + (bm.j % 6)::int
      when bm.role = 'user' then 1 + ((bm.j * 7 + bm.seq) % 12)::int
      when bm.seq = bm.eureka_seq + 1 then 1 + (bm.j % 3)::int
      else 1 + ((bm.j * 5 + bm.seq) % 8)::int
    end
  )
order by bm.j, bm.seq;

-- ---------------------------------------------------------------------------
-- Message metrics for assistant messages: per-text figures computed once, joined by content.
-- ---------------------------------------------------------------------------
create table bench.text_metrics as
select
  t.content,
  array_length(regexp_split_to_array(btrim(t.content), '\s+'), 1) as word_count,
  length(t.content) as character_count,
  length(t.content) - length(replace(t.content, '?', '')) as question_count,
  t.content ~ '```|`[^`]+`|\m(function|class|def|for|while)\M' as has_code,
  t.content ~ '\$[^$]+\$|[=±×÷√∑∫π≤≥≠^]' as has_math,
  round(least(1.0,
    (length(regexp_replace(t.content, '\s', '', 'g'))::numeric
      / array_length(regexp_split_to_array(btrim(t.content), '\s+'), 1)) / 10 * 0.5
    + (array_length(regexp_split_to_array(btrim(t.content), '\s+'), 1)::numeric
      / greatest(1, (select count(*) from regexp_split_to_table(t.content, '[.!?]+') p(s)
                     where btrim(p.s) <> ''))) / 30 * 0.5), 2) as complexity
from bench.texts as t
where t.kind in ('assistant', 'celebrate');

insert into public.message_metrics (
  message_id, api_response_time_ms, tokens_used, model_used, word_count, character_count,
  question_count, contains_code_snippet, contains_math_formula, complexity_score, created_at
)
select
  m.id, (m.metadata ->> 'response_time_ms')::int, 300 + tm.character_count / 4, 'gpt-4o-mini',
  tm.word_count, tm.character_count, tm.question_count, tm.has_code, tm.has_math, tm.complexity,
  m.created_at
from public.messages as m
join bench.text_metrics as tm on tm.content = m.content
where m.role = 'assistant';

-- Synthetic dataset for `npm run bench:db`, part 5: "Reto sin ayuda" (get_challenge_stats,
-- docs/admin.md). Included by scripts/bench/generate.sql (\ir) after part 4 (generate/classes.sql),
-- so the class's conversations carry their class_id into their challenges.
-- One challenge in about one conversation of five (~20,000 over the 90 days, ~1,000 of them in the
-- class of 40), each 20 minutes after its conversation started, as the tutor function stores them:
-- subject, level and class copied from the conversation; 2 % still open, the rest finished:
-- ~45 % solved at the first try, ~15 % at the second, ~10 % given up, the rest two wrong tries;
-- a quarter follow a eureka (source 'eureka').

insert into public.challenges (
  id, user_id, conversation_id, class_id, subject, grade_level, source, statement, attempts, tries,
  correct, gave_up, last_reason, created_at, finished_at
)
select
  md5('bench-challenge-' || bc.j)::uuid,
  cv.user_id,
  cv.id,
  cv.class_id,
  cv.subject,
  cv.grade_level,
  case when bench.rnd(bc.j, 41) < 0.25 then 'eureka' else 'button' end,
  'Resuelve ' || (2 + bc.j % 7) || 'x + ' || (1 + bc.j % 11) || ' = ' || (20 + bc.j % 30),
  r.attempts,
  cardinality(r.attempts),
  r.correct,
  r.gave_up,
  r.last_reason,
  cv.created_at + interval '20 minutes',
  case when r.correct is not null then cv.created_at + interval '22 minutes' end
from bench.conversations as bc
join public.conversations as cv on cv.id = bc.id
cross join lateral (
  select
    case
      when o < 0.02 then null
      when o < 0.62 then true
      else false
    end as correct,
    o >= 0.62 and o < 0.72 as gave_up,
    case
      when o < 0.02 then '{}'::text[]
      when o < 0.47 then array['x = 4']
      when o < 0.62 then array['x = 5', 'x = 4']
      when o < 0.72 then '{}'::text[]
      else array['x = -4', '4 o 5']
    end as attempts,
    case
      when o < 0.02 or (o >= 0.62 and o < 0.72) then null
      when o < 0.62 then 'correct'
      else 'hedged'
    end as last_reason
  from (select bench.rnd(bc.j, 40) as o) as x
) as r
where bench.rnd(bc.j, 39) < 0.2;

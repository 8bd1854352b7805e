-- The admin figures as they were computed pre-totals, from the raw rows: the function bodies of
-- get_admin_stats, get_usage_overview, get_engagement_stats, get_learning_patterns,
-- get_cohort_retention, get_tutor_quality and export_conversations_data as PostgreSQL printed them
-- (pg_get_functiondef) before 20261125000200_admin_totals.sql, and get_users_list as written in
-- 20261121000600_admin_dashboard.sql (before 20261125000230_users_list_search.sql), in a
-- `reference` schema and without the admin check. The same queries, with the pieces they repeated
-- written once: the checked date window (reference.date_window) and argument ranges
-- (reference.assert_between), the per-conversation facts
-- (reference.conversation_facts, the export's too), the five retention spans (one row each), the
-- usage overview's two tallies (reference.tally) and the functions' attributes (set by one loop,
-- attributes.sql). The files load in the order of reference-figures.ts, this one first.
-- Used by supabase/tests/analytics/totals-equivalence.test.ts (seed, PGlite and PostgreSQL 15) and by
-- `npm run bench:db` (scripts/bench/check-figures.ts, the 1M-message data) to prove that the RPCs,
-- now reading totals, return exactly the same figures. Not a migration: never applied to a deployment.
create schema if not exists reference;

-- A figure's window: [start_date, end_date] as instants of the app time zone, the range checked
-- first (an invalid range raises before anything is read).
create or replace function reference.date_window(start_date date, end_date date)
returns table (window_start timestamptz, window_end timestamptz)
language plpgsql
as $function$
begin
  perform private.assert_date_range(start_date, end_date);
  return query select private.day_start(start_date), private.day_start(end_date + 1);
end;
$function$;


-- An integer argument checked against its range as the RPCs check it: 'invalid argument: <name>
-- must be between <low> and <high>, got <value>' (SQLSTATE 22023), null refused too.
create or replace function reference.assert_between(argument text, value integer, low integer, high integer)
returns void
language plpgsql
as $function$
begin
  if value is null or value < low or value > high then
    raise exception 'invalid argument: % must be between % and %, got %',
      argument, low, high, coalesce(value::text, 'null')
      using errcode = '22023';
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION reference.conversation_facts(window_start timestamp with time zone, window_end timestamp with time zone)
 RETURNS TABLE(conversation_id uuid, user_id uuid, title text, subject text, grade_level text, created_at timestamp with time zone, message_count bigint, user_message_count bigint, assistant_message_count bigint, duration_seconds numeric, completed boolean, breakthrough boolean, scaffolding_depth bigint, response_time_sum numeric, response_time_count bigint)
 LANGUAGE sql
AS $function$
  select
    cv.id,
    cv.user_id,
    cv.title,
    cv.subject,
    cv.grade_level,
    cv.created_at,
    coalesce(st.message_count, 0)::bigint,
    coalesce(st.user_message_count, 0)::bigint,
    coalesce(st.assistant_message_count, 0)::bigint,
    case
      when st.message_count >= 2 then extract(epoch from st.last_message_at - st.first_message_at)
    end,
    coalesce(st.message_count, 0) >= 4,
    coalesce(st.breakthrough, false),
    coalesce(st.scaffolding_depth, 0)::bigint,
    st.response_time_sum,
    coalesce(st.response_time_count, 0)::bigint
  from public.conversations as cv
  left join private.conversation_stats as st on st.conversation_id = cv.id
  where cv.created_at >= window_start
    and cv.created_at < window_end
$function$
;

-- The 'Calidad del tutor' card of Analytics (issue 9 item 9): over the assistant replies and safety
-- alerts created in [start_date, end_date] (inclusive calendar days in the app time zone,
-- docs/admin.md), how many replies the answer-leak gate checked, rewrote or could not judge, how many
-- went unchecked, and how many alerts were raised. Reads metadata.gate of assistant messages.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * One row: replies_total (assistant messages in the window), replies_checked (gate.checked = true),
 * replies_rewritten (gate.rewritten = true), judge_errors (gate.judge_error = true),
 * replies_unchecked (replies without gate.checked = true) and safety_alerts (alerts in the window).
 * Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_tutor_quality(start_date date, end_date date)
returns table (
  replies_total bigint,
  replies_checked bigint,
  replies_rewritten bigint,
  judge_errors bigint,
  replies_unchecked bigint,
  safety_alerts bigint
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
declare
  window_start timestamptz;
  window_end timestamptz;
begin
  perform private.assert_admin();
  perform private.assert_date_range(start_date, end_date);

  window_start := private.day_start(start_date);
  window_end := private.day_start(end_date + 1);

  return query
  select
    r.total,
    r.checked,
    r.rewritten,
    r.judge_errors,
    r.total - r.checked,
    (
      select pg_catalog.count(*)
      from public.safety_alerts as sa
      where sa.created_at >= window_start
        and sa.created_at < window_end
    )
  from (
    select
      pg_catalog.count(*) as total,
      pg_catalog.count(*) filter (where ms.metadata #> '{gate,checked}' = 'true'::jsonb) as checked,
      pg_catalog.count(*) filter (where ms.metadata #> '{gate,rewritten}' = 'true'::jsonb)
        as rewritten,
      pg_catalog.count(*) filter (where ms.metadata #> '{gate,judge_error}' = 'true'::jsonb)
        as judge_errors
    from public.messages as ms
    where ms.role = 'assistant'
      and ms.created_at >= window_start
      and ms.created_at < window_end
  ) as r;
end;
$$;

revoke all on function public.get_tutor_quality(date, date) from public, anon, authenticated;
grant execute on function public.get_tutor_quality(date, date) to authenticated;

-- The retention run also deletes the self sign-ups that waited past the consent wait without a
-- parent's or guardian's consent (private.purge_unconsented_accounts, docs/consent.md): one
-- scheduled job, pg_cron on a hosted project and the local stack's timer, does every deletion the
-- deployment promises. The run's counts gain unconsented_accounts.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The retention run: deletes what is due at p_now (default now) and returns how many rows of each
 * kind it deleted and how many wait for their storage objects:
 * {conversations, accounts, alerts, unconsented_accounts, waiting_conversations, waiting_accounts}.
 * Records the run in private.retention_runs. Order: conversations, accounts, alerts, then the
 * self sign-ups still without consent after the wait.
 * Called by: pg_cron (hosted), public.run_retention (the runner, service role) and the tests.
 * Not callable by API roles.
 */
create or replace function private.run_retention(p_now timestamptz default pg_catalog.now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_conversations integer;
  v_accounts integer;
  v_alerts integer;
  v_unconsented integer;
  v_waiting_conversations integer;
  v_waiting_accounts integer;
  v_counts jsonb;
begin
  if p_now is null then
    raise exception 'invalid argument: p_now is required' using errcode = '22023';
  end if;

  -- 1. Conversations past their period whose images are gone (the images-first trigger would
  --    refuse the others). Each deletion copies its alerts' context first (their trigger).
  delete from public.conversations as cv
  using private.retention_conversations() as c
  where c.id = cv.id and c.due_at <= p_now and not c.has_objects;
  get diagnostics v_conversations = row_count;

  -- 2. Accounts past their period without storage objects, with everything they own (cascade).
  delete from auth.users as u
  using private.retention_accounts() as a
  where a.id = u.id and a.due_at <= p_now and not a.has_objects;
  get diagnostics v_accounts = row_count;

  -- 3. Resolved alerts past their period (including those whose conversation went in 1 or 2).
  delete from public.safety_alerts as sa
  using private.retention_alerts() as a
  where a.id = sa.id and a.due_at <= p_now;
  get diagnostics v_alerts = row_count;

  -- 4. Further purges of the deployment, each with p_now: self sign-ups without consent.
  select count(*) into v_unconsented from private.purge_unconsented_accounts(p_now);

  select count(*) into v_waiting_conversations
  from private.retention_conversations() as c
  where c.due_at <= p_now and c.has_objects;
  select count(*) into v_waiting_accounts
  from private.retention_accounts() as a
  where a.due_at <= p_now and a.has_objects;

  v_counts := pg_catalog.jsonb_build_object(
    'conversations', v_conversations,
    'accounts', v_accounts,
    'alerts', v_alerts,
    'unconsented_accounts', v_unconsented,
    'waiting_conversations', v_waiting_conversations,
    'waiting_accounts', v_waiting_accounts
  );
  insert into private.retention_runs (run_for, counts) values (p_now, v_counts);
  return v_counts;
end;
$$;

revoke all on function private.run_retention(timestamptz) from public, anon, authenticated;

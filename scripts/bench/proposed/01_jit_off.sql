-- PROPOSAL (not a migration; applied only by `npm run bench:db -- --with-proposals`), still open
-- after the database engineer adopted the conversation_stats design (d0ea939):
-- no JIT compilation inside the admin RPCs.
--
-- Why: PostgreSQL 15 has jit = on by default, and these plans' estimated costs pass
-- jit_above_cost (100k) and often jit_optimize_above_cost / jit_inline_above_cost (500k), e.g. the
-- lateral sub-query of get_cohort_retention is estimated at 540k. LLVM then compiles the expressions
-- on every call: measured 2.0 s of a 2.3 s get_cohort_retention call (jit off: 0.19-0.27 s), and
-- ~0.6 s of the original get_cohort_retention. The queries touch at most a few hundred thousand
-- rows, where JIT never pays back. In the migrations this is one more line in each function header:
-- `set jit = off` next to `set search_path = ''`.

alter function public.get_admin_stats() set jit = off;
alter function public.get_usage_overview(integer) set jit = off;
alter function public.get_users_list(integer, integer, text) set jit = off;
alter function public.get_recent_activity(integer) set jit = off;
alter function public.get_engagement_stats(date, date) set jit = off;
alter function public.get_learning_patterns(date, date) set jit = off;
alter function public.get_cohort_retention(date, date) set jit = off;
alter function public.export_conversations_data(date, date, integer) set jit = off;

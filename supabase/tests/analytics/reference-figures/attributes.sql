-- What every function of the reference shares (the other files, loaded before this one), set once:
-- stable, no search path (every name is qualified) and no JIT compilation (it costs more than it
-- saves on these sub-second aggregates).
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure from pg_catalog.pg_proc as p
    where p.pronamespace = 'reference'::regnamespace
  loop
    execute pg_catalog.format('alter function %s stable set search_path = %L set jit = off', fn, '');
  end loop;
end;
$$;

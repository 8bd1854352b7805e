#!/usr/bin/env bash
# npm run bench:triggers: what the admin totals' triggers (20261125000200..230) cost a write, on a
# throwaway PostgreSQL 15 (not part of CI). Two databases on one server, measured back to back in
# each round: "before" with every migration older than the totals, "after" with all of them. Each
# gets the demo seed (timed), then 400 single-row message inserts into seed conversations (the way
# the tutor turn writes, one statement per message; rolled back), timed in the server, per message.
# Environment: PG_BIN (default /usr/lib/postgresql/15/bin), ROUNDS (default 3).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=bench/pg-cluster.sh
source "$ROOT/scripts/bench/pg-cluster.sh"
trap pg_cluster_stop EXIT INT TERM

# The first migration of the totals: everything from it on is "after".
FIRST_TOTALS=20261125000200

pg_cluster_start "shared_buffers=256MB" "fsync=off" "synchronous_commit=off" >/dev/null

make_db() { # name, with-totals (0|1)
  psql -X -q -c "drop database if exists $1" -c "create database $1" >/dev/null
  local f stamp
  for f in supabase/shim/*.sql supabase/migrations/*.sql; do
    stamp="$(basename "$f" | cut -d_ -f1)"
    if [ "$2" = 0 ] && [[ "$f" == supabase/migrations/* ]] && [ "$stamp" -ge "$FIRST_TOTALS" ]; then
      continue
    fi
    psql -X -q -d "$1" -v ON_ERROR_STOP=1 --single-transaction -f "$f" >/dev/null 2>&1
  done
}

seed_seconds() {
  local args=() f t0 t1
  for f in supabase/seed/*.sql; do args+=(-f "$f"); done
  t0="$(date +%s.%N)"
  psql -X -q -d "$1" -v ON_ERROR_STOP=1 --single-transaction "${args[@]}" >/dev/null 2>&1
  t1="$(date +%s.%N)"
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }'
}

insert_ms() {
  psql -X -q -d "$1" 2>&1 <<'SQL' | grep -o '[0-9.]*$'
begin;
do $$
declare
  c uuid[] := array(select id from public.conversations order by id);
  i int;
  t0 timestamptz;
begin
  t0 := clock_timestamp();
  for i in 1..400 loop
    insert into public.messages (conversation_id, role, content, metadata)
    values (c[1 + i % array_length(c, 1)], case when i % 2 = 0 then 'user' else 'assistant' end,
            'Mensaje de prueba ' || i, '{"response_time_ms": 1200, "gate": {"checked": true}}');
  end loop;
  raise notice '%', round((extract(epoch from clock_timestamp() - t0) * 1000 / 400)::numeric, 2);
end $$;
rollback;
SQL
}

echo "bench-triggers: $(nproc) cores, $("$PG_BIN/postgres" --version)"
for round in $(seq 1 "${ROUNDS:-3}"); do
  make_db before_totals 0
  make_db with_totals 1
  sb="$(seed_seconds before_totals)"
  sa="$(seed_seconds with_totals)"
  ib="$(insert_ms before_totals)"
  ia="$(insert_ms with_totals)"
  echo "round $round: demo seed ${sb} s -> ${sa} s; one message insert ${ib} ms -> ${ia} ms" \
    "(1-min load average $(cut -d' ' -f1 /proc/loadavg))"
done

#!/usr/bin/env bash
# npm run bench:db: admin RPC benchmark on a throwaway PostgreSQL 15 (not part of CI).
#
#   1. initdb a temp cluster (random port, socket in the temp dir), owned by the `postgres` OS user;
#   2. apply supabase/shim/*.sql then supabase/migrations/*.sql;
#   3. load 10,000 users, 100,000 conversations, 1,000,000 messages + metrics
#      (scripts/bench/generate.sql, all in SQL), VACUUM ANALYZE;
#   4. time every admin RPC as the admin, PostgREST-style (scripts/bench/run-rpcs.ts);
#   5. stop the cluster and delete it.
#
# Options (first): --with-proposals also applies scripts/bench/proposed/*.sql after the migrations
# (proposed fixes for the database engineer, measured here before they become migrations).
# Other arguments go to run-rpcs.ts, e.g. `npm run bench:db -- --explain` or `-- --runs 30`.
# Environment: PG_BIN (default /usr/lib/postgresql/15/bin), BENCH_KEEP=1 keeps the cluster running
# at the end (prints how to connect; stop it yourself with pg_ctl -D <dir>/data stop).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=bench/pg-cluster.sh
source "$ROOT/scripts/bench/pg-cluster.sh"

if ! compgen -G "supabase/migrations/*.sql" >/dev/null; then
  echo "bench-db: no supabase/migrations/*.sql yet" >&2
  exit 1
fi
if [ ! -x "$PG_BIN/postgres" ]; then
  echo "bench-db: PostgreSQL 15 server binaries not found in $PG_BIN" >&2
  exit 1
fi

WITH_PROPOSALS=0
if [ "${1:-}" = "--with-proposals" ]; then
  WITH_PROPOSALS=1
  shift
fi

cleanup() {
  if [ "${BENCH_KEEP:-0}" = "1" ] && [ -n "${PG_TMP:-}" ]; then
    echo "bench-db: cluster kept: PGHOST=$PG_TMP PGPORT=$PGPORT psql -U postgres"
    echo "          stop: runuser -u postgres -- $PG_BIN/pg_ctl -D $PG_TMP/data stop && rm -rf $PG_TMP"
  else
    pg_cluster_stop
  fi
}
trap cleanup EXIT INT TERM

now_s() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# Query-relevant settings are PostgreSQL's defaults (work_mem 4MB, JIT on, 2 parallel workers per
# gather) except a 256MB shared_buffers (what a small hosted instance gets). fsync and friends are
# off only to make the bulk load fast: they do not change read-only query plans or timings.
echo "bench-db: starting PostgreSQL 15 ($PG_BIN)"
pg_cluster_start \
  "shared_buffers=256MB" \
  "maintenance_work_mem=512MB" \
  "max_wal_size=8GB" \
  "checkpoint_timeout=30min" \
  "fsync=off" \
  "synchronous_commit=off" \
  "full_page_writes=off"

t0="$(now_s)"
echo "bench-db: applying supabase/shim + supabase/migrations"
pg_apply_schema "$ROOT"
if [ "$WITH_PROPOSALS" = "1" ]; then
  for f in scripts/bench/proposed/*.sql; do
    echo "bench-db: applying proposal $f"
    pg_apply_file "$f"
  done
fi
t1="$(now_s)"
echo "bench-db: generating 10k users, 100k conversations, 1M messages (takes a minute or two)"
psql -X -q -v ON_ERROR_STOP=1 -f scripts/bench/generate.sql >/dev/null
t2="$(now_s)"
echo "bench-db: VACUUM ANALYZE"
psql -X -q -v ON_ERROR_STOP=1 -c 'vacuum analyze' >/dev/null
psql -X -q -v ON_ERROR_STOP=1 -c 'checkpoint' >/dev/null
t3="$(now_s)"
echo "bench-db: schema $(elapsed "$t0" "$t1") s, data $(elapsed "$t1" "$t2") s, vacuum analyze $(elapsed "$t2" "$t3") s"

BENCH_WITH_PROPOSALS="$WITH_PROPOSALS" npx tsx scripts/bench/run-rpcs.ts --load-seconds "$(elapsed "$t0" "$t3")" "$@"

#!/usr/bin/env bash
# npm run test:pg15: the database on Debian's PostgreSQL 15 (the major version hosted Supabase runs).
#
#   1. start a throwaway cluster (temp dir owned by the `postgres` OS user, random port, socket in
#      the temp dir), via scripts/bench/pg-cluster.sh;
#   2. apply supabase/shim/*.sql and supabase/migrations/*.sql, each in one transaction, then the seed
#      (supabase/seed/*.sql in name order, if present) in one transaction, stopping at the first error;
#   3. run the database lints (scripts/db-lint.ts: Supabase's linter's rules in our own queries),
#      failing on any finding outside scripts/db-lint/allow-list.ts;
#   4. run the database tests (the Vitest project `db`, supabase/tests) against it: DB_TEST_URL makes
#      the harness build one template database on this server and copy it for each test file, and
#      the types test generate from PostgreSQL 15;
#   5. check that src/types/database.ts is what the generator produces from PostgreSQL 15;
#   6. stop the cluster and delete it. Exits non-zero on any failure.
# Environment: PG_BIN (default /usr/lib/postgresql/15/bin).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=bench/pg-cluster.sh
source "$ROOT/scripts/bench/pg-cluster.sh"

if [ ! -x "$PG_BIN/postgres" ]; then
  echo "pg15-check: PostgreSQL server binaries not found in $PG_BIN" >&2
  exit 1
fi
version="$("$PG_BIN/postgres" --version)"
case "$version" in
  *" 15."*) ;;
  *) echo "pg15-check: expected PostgreSQL 15, found: $version" >&2; exit 1 ;;
esac

trap pg_cluster_stop EXIT INT TERM

echo "pg15-check: starting $version"
pg_cluster_start
DB_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"

echo "pg15-check: applying supabase/shim + supabase/migrations"
pg_apply_schema "$ROOT"
seed=(supabase/seed/*.sql)
if [ -e "${seed[0]}" ]; then
  echo "pg15-check: applying the seed (${seed[*]})"
  pg_apply_files "${seed[@]}" || { echo "pg15-check: the seed failed" >&2; exit 1; }
  psql -X -q -At -v ON_ERROR_STOP=1 -c \
    "select 'pg15-check: seed: ' || (select count(*) from auth.users) || ' users, '
       || (select count(*) from public.conversations) || ' conversations, '
       || (select count(*) from public.messages) || ' messages, '
       || (select count(*) from public.announcements) || ' announcements'"
fi

echo "pg15-check: database lints (scripts/db-lint.ts) against PostgreSQL 15"
npx tsx scripts/db-lint.ts --db-url "$DB_URL"

echo "pg15-check: database tests against PostgreSQL 15"
DB_TEST_URL="$DB_URL" npx vitest run --project db

echo "pg15-check: src/types/database.ts against the types generated from PostgreSQL 15"
npx tsx scripts/gen-types.ts --check --db-url "$DB_URL"

echo "pg15-check: OK"

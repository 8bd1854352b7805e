# shellcheck shell=bash
# Throwaway PostgreSQL 15 cluster helpers, sourced by scripts/bench-db.sh.
# The cluster lives in a temp dir, owned by the `postgres` OS user (initdb refuses to run as root),
# listens only on a Unix socket in that dir plus 127.0.0.1 on a random free port, and is removed by
# pg_cluster_stop. Exposes PGHOST (socket dir), PGPORT, PGUSER=postgres, PGDATABASE=postgres.

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

_pg_as_owner() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

_pg_free_port() {
  node -e '
    const s = require("node:net").createServer();
    s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });
  '
}

# pg_cluster_start [extra postgres -c settings...]
pg_cluster_start() {
  PG_TMP="$(mktemp -d /tmp/tutor-pg.XXXXXX)"
  chmod 755 "$PG_TMP"
  [ "$(id -u)" = "0" ] && chown postgres: "$PG_TMP"
  PGPORT="$(_pg_free_port)"
  _pg_as_owner "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres --auth=trust \
    --encoding=UTF8 --locale=C.UTF-8 >"$PG_TMP/initdb.log" 2>&1 || {
    cat "$PG_TMP/initdb.log" >&2
    return 1
  }
  local opts="-c listen_addresses=127.0.0.1 -c port=$PGPORT -c unix_socket_directories=$PG_TMP"
  local setting
  for setting in "$@"; do opts="$opts -c $setting"; done
  _pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -o "$opts" -w -t 60 start \
    >/dev/null || {
    cat "$PG_TMP/server.log" >&2
    return 1
  }
  export PGHOST="$PG_TMP" PGPORT PGUSER=postgres PGDATABASE=postgres
}

pg_cluster_stop() {
  if [ -n "${PG_TMP:-}" ] && [ -d "$PG_TMP/data" ]; then
    _pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$PG_TMP"
  fi
}

# pg_apply_file FILE: run one SQL file in a single transaction, stop at the first error.
pg_apply_file() {
  pg_apply_files "$1"
}

# pg_apply_files FILE...: run the files, in order, in one session and one transaction.
pg_apply_files() {
  local args=() f
  for f in "$@"; do args+=(-f "$f"); done
  psql -X -q -v ON_ERROR_STOP=1 --single-transaction "${args[@]}" >/dev/null
}

# pg_apply_schema REPO_ROOT: the Supabase shim, then every migration, in name order.
pg_apply_schema() {
  local root="$1" f
  for f in "$root"/supabase/shim/*.sql; do
    [ -e "$f" ] || continue
    pg_apply_file "$f" || { echo "failed: $f" >&2; return 1; }
  done
  for f in "$root"/supabase/migrations/*.sql; do
    [ -e "$f" ] || continue
    pg_apply_file "$f" || { echo "failed: $f" >&2; return 1; }
  done
}

#!/usr/bin/env bash
# Starts (start) or stops (stop) a throwaway PostgreSQL cluster on 127.0.0.1 for the PostgreSQL
# test pass. Prints the admin URL to use as TEST_DATABASE_URL. Needs Debian's postgresql package.
# PG_EXTRA_OPTS is appended to the server options (a later -c wins): the benchmark turns fsync
# back on and gives the cluster the shared buffers of a small production server.
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDIR="${PGDIR:-/tmp/seuiot-pg-$PGPORT}"
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$BIN" ] || { echo "postgresql is not installed" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "${1:-start}" in
  start)
    rm -rf "$PGDIR"; mkdir -p "$PGDIR"
    [ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
    as_pg "$BIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$PGDIR/initdb.log" 2>&1
    if ! as_pg "$BIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDIR -c fsync=off -c max_connections=60 -c shared_buffers=32MB ${PG_EXTRA_OPTS:-}" start >/dev/null; then
      echo "PostgreSQL did not start; its log:" >&2
      tail -n 20 "$PGDIR/server.log" >&2
      exit 1
    fi
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$PGDIR"
    ;;
esac

#!/usr/bin/env bash
# A throwaway PostgreSQL for the store's tests (issue 27): Debian's packages (installed with
# apt-get if missing, when run as root), a fresh cluster in a temporary folder, on a free
# loopback port, run as an ordinary user (PostgreSQL refuses root). Nothing outside the
# temporary folder is changed, so it cannot touch a PostgreSQL the machine already runs.
#
#   eval "$(bash scripts/test-postgres.sh start)"   # exports PG_TEST_URL and PG_TEST_DIR
#   bash scripts/test-postgres.sh stop "$PG_TEST_DIR"
set -euo pipefail

bin_dir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

as_owner() {
  # The cluster's owner: the caller, or Debian's postgres user when the caller is root.
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  if [ -z "$(bin_dir)" ] || [ ! -x "$(bin_dir)/initdb" ]; then
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
      echo "echo 'PostgreSQL is not installed: sudo apt-get install postgresql' >&2; false"
      return 0
    fi
    echo "Installing PostgreSQL for the store's tests (apt-get)." >&2
    export DEBIAN_FRONTEND=noninteractive
    # The package list may be stale or empty on a fresh machine.
    apt-get install -y -qq postgresql >/dev/null 2>&1 ||
      { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; }
  fi
  local bin dir port
  bin="$(bin_dir)"
  dir="$(mktemp -d -t kogge-pg-XXXXXX)"
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
  port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  as_owner "$bin/initdb" -D "$dir/data" -U kogge --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-k $dir -p $port -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
  echo "export PG_TEST_DIR='$dir'"
  echo "export PG_TEST_URL='postgresql://kogge@127.0.0.1:$port/postgres'"
}

stop() {
  local dir="${1:-}"
  [ -n "$dir" ] && [ -d "$dir/data" ] || return 0
  as_owner "$(bin_dir)/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac

#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on a loopback port and TEST_DATABASE_URL pointing
# at it, so the server suite also runs against real PostgreSQL (CI uses this; see .ci/run).
# Installs Debian's postgresql package when its binaries are missing and we are root with apt-get.
# Usage: scripts/with-postgres.sh npm test
set -euo pipefail

port="${TEST_POSTGRES_PORT:-55432}"
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin="$(find_bin)"
if [ -z "$bin" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's PostgreSQL server for the server suite..."
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin="$(find_bin)"
  else
    echo "No PostgreSQL server binaries found (Debian: apt-get install postgresql); running without PostgreSQL." >&2
    exec "$@"
  fi
fi

data="$(mktemp -d /tmp/hr-postgres-XXXXXX)"
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$data"
as_owner "'$bin/initdb' -D '$data' -A trust -U postgres -E UTF8 >/dev/null"
as_owner "'$bin/pg_ctl' -D '$data' -l '$data/server.log' -w -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off\" start >/dev/null"
stop() { as_owner "'$bin/pg_ctl' -D '$data' -m fast stop >/dev/null" || true; rm -rf "$data"; }
trap stop EXIT
as_owner "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres hr_test"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/hr_test"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') is running for the tests at $TEST_DATABASE_URL"
"$@"

#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the tests that need one (the sign-in limits across processes,
# server/test/sign-in-burst.test.ts) and prints its connection string. Uses Debian's postgresql
# (installed when missing, as root); initdb runs as the `postgres` user when we are root. Prints
# nothing and exits 1 when PostgreSQL cannot be had: the tests then say they skipped it.
set -uo pipefail
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "[ci] installing Debian's postgresql" >&2
  $SUDO apt-get update -qq >/dev/null 2>&1
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null 2>&1 || exit 1
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
DIR=$(mktemp -d /tmp/greenroom-pg.XXXXXX)
PORT=${PGPORT_TEST:-55432}
AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
fi
"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -A trust -U greenroom -E UTF8 >/dev/null 2>&1 || exit 1
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null 2>&1 || exit 1
echo "postgres://greenroom@127.0.0.1:$PORT/postgres"

#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests: Debian's package (installed when missing), a cluster made
# with initdb in a temporary folder, listening on a free loopback port only, with a password (so the
# store's SCRAM login is exercised) and a database named synth_trainer.
#
#   scripts/pg-test-cluster.sh start [DIR]   make a cluster in DIR (a new temporary folder by default), or
#                                            restart the one DIR holds; prints
#                                            export SYNTH_TRAINER_TEST_POSTGRES='postgres://...'
#                                            export SYNTH_TRAINER_TEST_PG_DIR='DIR'
#                                            so `eval "$(scripts/pg-test-cluster.sh start)"` sets both
#   scripts/pg-test-cluster.sh stop DIR [fast|immediate]   stop it, keeping DIR (start DIR resumes it on the same port)
#   scripts/pg-test-cluster.sh destroy DIR   stop it (and any cluster in DIR/private-*) and delete DIR
#   scripts/pg-test-cluster.sh run CMD...    start one, run CMD with SYNTH_TRAINER_TEST_POSTGRES set, destroy it;
#                                            exits with CMD's status
#
# PostgreSQL refuses to run as root: as root, the server runs as the package's `postgres` system user
# (runuser); as anyone else, as that user.
set -euo pipefail

say() { echo "pg-test-cluster: $*" >&2; }

install_postgres() {
  ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 && return
  say "installing Debian's postgresql package"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
}

bin_dir() { ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1; }

# Runs a PostgreSQL program as the unprivileged user when we are root.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start() {
  install_postgres
  local bin dir="${1:-}" made_dir=0 new_cluster=0
  bin=$(bin_dir)
  if [ -z "$dir" ]; then dir=$(mktemp -d /tmp/synth-pg.XXXXXX); made_dir=1; fi
  mkdir -p "$dir"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    new_cluster=1
    od -An -tx1 -N12 /dev/urandom | tr -d ' \n' >"$dir/password"
    [ "$(id -u)" -eq 0 ] && chown postgres: "$dir/password"
    chmod 600 "$dir/password"
    # scram-sha-256 over TCP (the store logs in with the password); trust only on the private socket.
    as_pg "$bin/initdb" -D "$dir/data" -U postgres --pwfile="$dir/password" --auth-local=trust \
      --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; [ $made_dir = 1 ] && rm -rf "$dir"; exit 1; }
  fi
  local password port tries=0
  password=$(cat "$dir/password")
  [ -f "$dir/port" ] || free_port >"$dir/port"
  # A port picked free can be taken before the server binds it: pick another (a new cluster only; a
  # restarted one keeps its port, which its clients' URL names).
  until as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $(cat "$dir/port") -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null; do
    tries=$((tries + 1))
    if [ $new_cluster = 0 ] || [ $tries -ge 5 ]; then tail -n 20 "$dir/server.log" >&2; exit 1; fi
    free_port >"$dir/port"
  done
  port=$(cat "$dir/port")
  if [ $new_cluster = 1 ]; then
    PGPASSWORD=$password "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres synth_trainer
  fi
  say "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, cluster in $dir"
  echo "export SYNTH_TRAINER_TEST_POSTGRES='postgres://postgres:$password@127.0.0.1:$port/synth_trainer'"
  echo "export SYNTH_TRAINER_TEST_PG_DIR='$dir'"
}

stop() {
  local dir=${1:?stop needs the cluster folder} mode=${2:-fast}
  [ -f "$dir/data/postmaster.pid" ] || return 0
  as_pg "$(bin_dir)/pg_ctl" -D "$dir/data" -m "$mode" -w -t 60 stop >/dev/null
}

destroy() {
  local dir=${1:?destroy needs the cluster folder} sub
  [ -f "$dir/data/PG_VERSION" ] || { say "$dir holds no cluster"; exit 1; }
  # Clusters a test made inside this one's folder (a test that stops its own server) go with it, even
  # when the test died before removing its own.
  for sub in "$dir"/private-*; do [ -f "$sub/data/PG_VERSION" ] && { stop "$sub" immediate || true; }; done
  stop "$dir" immediate || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "${2:-}" ;;
  stop) stop "${2:-}" "${3:-fast}" ;;
  destroy) destroy "${2:-}" ;;
  run)
    shift
    [ $# -gt 0 ] || { say "run needs a command"; exit 2; }
    out=$(start)  # not `eval "$(start)"`: that would hide a failed start
    eval "$out"
    trap 'destroy "$SYNTH_TRAINER_TEST_PG_DIR"' EXIT
    set +e
    "$@"
    exit $?
    ;;
  *) sed -n '2,/^set -euo/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac

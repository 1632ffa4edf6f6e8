#!/usr/bin/env bash
# Complete create → approve → capture sequences (orders-sequence.lua) at 16 and 64 clients against one
# `payterm serve` on SQLite, one on PostgreSQL, and two on one PostgreSQL (the clients split between them), in one
# sitting, with the CPU per sequence of the PayTerm processes and of the database server, from /proc. Starts a
# throwaway PostgreSQL cluster with synchronous_commit off, as SQLite's WAL with synchronous NORMAL: a killed
# process loses no commit, a power loss the last ones.
# Usage: Benchmarks/shared-store.sh [seconds-per-trial (default 10)] [trials (default 3)]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
trials=${2:-3}
source Scripts/prerequisites.sh
payterm_install_packages test
if ! command -v wrk >/dev/null; then
  echo "Installing wrk (Debian package)…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
source Benchmarks/release-build.sh
release_build payterm
payterm_start_postgres "-c synchronous_commit=off"
server=${PAYTERM_TEST_POSTGRES%/postgres}
work=$(mktemp -d)
ticks_per_second=$(getconf CLK_TCK)
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
# The CPU ticks of the given processes, and of every PostgreSQL server process on the machine.
cpu_ticks() { for pid in "$@"; do cat "/proc/$pid/stat"; done | awk '{s += $14 + $15} END {print s + 0}'; }
database_ticks() { pgrep -x postgres | sed 's|^|/proc/|; s|$|/stat|' | xargs cat 2>/dev/null | awk '{s += $14 + $15} END {print s + 0}'; }

# serve NAME STORE-ARGUMENTS…: starts payterm serve, appends its pid to $pids and its base URL to $bases.
serve() {
  local log="$work/$1.log"
  shift
  .build/release/payterm serve --port 0 --log-level warning "$@" >"$log" 2>&1 &
  pids+=("$!")
  for _ in $(seq 100); do grep -q "base URL" "$log" && break; sleep 0.1; done
  bases+=("$(grep "base URL" "$log" | awk '{print $NF}')")
}

# measure NAME CLIENTS: the trials' medians of sequences/s and CPU per sequence, the clients split over $bases.
measure() {
  local name=$1 clients=$2 share count before after db_before db_after
  share=$((clients / ${#bases[@]}))
  : >"$work/rate"; : >"$work/cpu"; : >"$work/db"
  for _ in $(seq "$trials"); do
    before=$(cpu_ticks "${pids[@]}"); db_before=$(database_ticks)
    local clients_pids=()
    for base in "${bases[@]}"; do
      wrk -t"$share" -c"$share" -d"${seconds}s" -s Benchmarks/orders-sequence.lua "$base" >"$work/wrk.${base##*:}" &
      clients_pids+=("$!")
    done
    wait "${clients_pids[@]}"
    after=$(cpu_ticks "${pids[@]}"); db_after=$(database_ticks)
    count=$(cat "$work"/wrk.* | awk '/^sequences/ {s += $2} END {print s + 0}')
    rm -f "$work"/wrk.*
    echo "$count $seconds" | awk '{printf "%.1f\n", $1 / $2}' >>"$work/rate"
    echo "$after $before $ticks_per_second $count" | awk '{printf "%.3f\n", ($1 - $2) * 1000 / $3 / ($4 > 0 ? $4 : 1)}' >>"$work/cpu"
    echo "$db_after $db_before $ticks_per_second $count" | awk '{printf "%.3f\n", ($1 - $2) * 1000 / $3 / ($4 > 0 ? $4 : 1)}' >>"$work/db"
  done
  printf "%-38s %10s %14s %14s\n" "$name" "$(median <"$work/rate")" "$(median <"$work/cpu")" "$(median <"$work/db")"
}

# run NAME: measures the processes started, at 16 and 64 clients, then stops them.
run() {
  ACCESS_TOKEN=$(curl -s "${bases[0]}/v1/oauth2/token" -u payterm-client-id:payterm-client-secret -d grant_type=client_credentials \
    | python3 -c 'import sys, json; print(json.load(sys.stdin)["access_token"])')
  export ACCESS_TOKEN
  measure "$1, 16 clients" 16
  measure "$1, 64 clients" 64
  kill "${pids[@]}"; wait "${pids[@]}" 2>/dev/null || true
}

echo "create → approve → capture (release build, $(nproc) cores), $trials trials of ${seconds}s each; CPU in ms per sequence"
printf "%-38s %10s %14s %14s\n" "" "per second" "PayTerm CPU" "database CPU"
pids=(); bases=(); serve sqlite --db "$work/bench.sqlite"; run "one process, SQLite"
for database in one two; do psql "$PAYTERM_TEST_POSTGRES" -qc "CREATE DATABASE $database"; done
pids=(); bases=(); serve postgres --store "$server/one"; run "one process, PostgreSQL"
pids=(); bases=(); serve first --store "$server/two"; serve second --store "$server/two"; run "two processes, one PostgreSQL"
rm -rf "$work"

#!/usr/bin/env bash
# kill -9 of PostgreSQL under load: 16 clients (Benchmarks/database_crash.py) over two `payterm serve` on one
# PostgreSQL (durable: synchronous_commit on), the database killed with SIGKILL a few seconds in and started again
# after an outage. Passes when no acknowledged capture is lost, every failure is a 503 with Retry-After and both
# processes answer again, without a restart.
# Usage: Benchmarks/database-crash.sh [seconds (default 20)] [outage seconds (default 4)] [build: debug|release (default debug)]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
outage=${2:-4}
build=${3:-debug}
source Scripts/prerequisites.sh
payterm_install_packages test
if [ "$build" = release ]; then
  source Benchmarks/release-build.sh
  release_build payterm
else
  swift build --product payterm >/dev/null
fi
payterm_start_postgres "-c synchronous_commit=on"
data=$(psql "$PAYTERM_TEST_POSTGRES" -Atc "SHOW data_directory")
options=$(sed -n 's/^[^ ]* //p' "$data/postmaster.opts")
bin=$(compgen -G '/usr/lib/postgresql/*/bin' | sort -V | tail -n 1)
as=(); [ "$(id -u)" -eq 0 ] && as=(runuser -u postgres --)
psql "$PAYTERM_TEST_POSTGRES" -qc "CREATE DATABASE crash"
work=$(mktemp -d)
pids=(); bases=()
for name in first second; do
  PAYTERM_TRAINER_SECRET=benchmark ".build/$build/payterm" serve --port 0 --log-level warning --store "${PAYTERM_TEST_POSTGRES%/postgres}/crash" >"$work/$name.log" 2>&1 &
  pids+=("$!")
  for _ in $(seq 300); do grep -q "base URL" "$work/$name.log" && break; sleep 0.1; done
  bases+=("$(grep "base URL" "$work/$name.log" | awk '{print $NF}')")
done
# Replaces payterm_start_postgres's trap, so it stops the database (started again by this script) too.
trap 'kill "${pids[@]}" 2>/dev/null; eval "${as[*]} \"$bin/pg_ctl\" -D \"$data\" -m immediate stop" >/dev/null 2>&1; rm -rf "$work" "$(dirname "$data")"' EXIT
python3 Benchmarks/database_crash.py "$seconds" 16 "${bases[@]}" || true &
load=$!
sleep $((seconds / 4))
echo "kill -9 of PostgreSQL (pid $(head -1 "$data/postmaster.pid")) for ${outage}s" >&2
kill -9 "$(head -1 "$data/postmaster.pid")"
sleep "$outage"
eval "${as[*]} '$bin/pg_ctl' -D '$data' -l '$data/../restart.log' -w -s start -o \"$options\""
echo "PostgreSQL started again" >&2
wait "$load"
status=0
for index in "${!pids[@]}"; do
  kill -0 "${pids[$index]}" 2>/dev/null || { echo "payterm serve ${bases[$index]} died:" >&2; for log in "$work"/*.log; do echo "== $log" >&2; grep -v '^ \|^$' "$log" | head -n 100 >&2; done; status=1; }
done
exit $status

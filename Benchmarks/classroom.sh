#!/usr/bin/env bash
# A class of N on one backend: builds release, starts `payterm serve` (state in memory), then times making N
# workspaces, the backend's CPU while the class sits idle, N trainees seeding the charged-twice drill at once, one
# trainee's support search, and resetting every workspace; prints each with the backend's memory before and after.
# Usage: Benchmarks/classroom.sh [trainees (default 30)]
set -euo pipefail
cd "$(dirname "$0")/.."
trainees=${1:-30}
echo "Building release…" >&2
source Benchmarks/release-build.sh
release_build payterm
payterm=.build/release/payterm
work=$(mktemp -d)
$payterm serve --port 0 --in-memory --log-level warning >"$work/serve.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do grep -q "base URL" "$work/serve.log" && break; sleep 0.1; done
base=$(grep "base URL" "$work/serve.log" | awk '{print $NF}')
rss() { awk '/VmRSS/ {printf "%.0f MB", $2 / 1024}' "/proc/$server/status"; }
seconds() { date +%s.%N; }
# A line of the table: what, how long since $2, and the memory when $3 is "memory".
row() { printf "  %-36s %8.0f ms   %s\n" "$1" "$(awk -v now="$(seconds)" -v then="$2" 'BEGIN {print (now - then) * 1000}')" "${3:+memory $(rss)}"; }

echo "a class of $trainees on one payterm serve (release build, state in memory); the backend's memory: $(rss) at the start"
names=$(seq -f "trainee-%02g" 1 "$trainees")
start=$(seconds)
$payterm classroom add $names --backend "$base" >"$work/class.txt"
row "making $trainees workspaces" "$start" memory
# What the class costs while nobody does anything: the backend's CPU time over 10 s (clock ticks of 10 ms).
ticks() { awk '{print $14 + $15}' "/proc/$server/stat"; }
before=$(ticks); sleep 10
printf "  %-36s %8s ms of CPU a second\n" "the class idle for 10 s" "$(( $(ticks) - before ))"
start=$(seconds)
drills=()
for name in $names; do
  flags=$(grep -A3 "^$name " "$work/class.txt" | grep 'drills:' | sed 's/.*drill NAME //')
  # shellcheck disable=SC2086
  (echo q | $payterm drill charged-twice $flags >/dev/null || true) &
  drills+=($!)
done
wait "${drills[@]}"
row "$trainees trainees seeding a drill at once" "$start" memory
first=$(grep -m1 '^trainee-01 ' "$work/class.txt" | awk '{print $NF}')
token=$(grep -A3 '^trainee-01 ' "$work/class.txt" | grep 'console:' | awk '{print $NF}')
start=$(seconds)
curl -sf -H "X-PayTerm-Admin-Token: $token" "$first/payterm/v1/support/cases?q=alex%40personal.example.com" >/dev/null
row "a trainee's search by email (curl)" "$start"
start=$(seconds)
$payterm classroom reset --backend "$base" >/dev/null
row "resetting every workspace" "$start" memory

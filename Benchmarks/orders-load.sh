#!/usr/bin/env bash
# Complete Orders v2 sequences per second: create → the buyer approves (one POST to the approve link with their
# login) → capture, at 1 and 64 concurrent clients. Builds release, starts `payterm serve` on a free port with a
# fresh SQLite file, runs Benchmarks/orders_sequences.py (the clients), prints medians over the trials.
# Usage: Benchmarks/orders-load.sh [seconds-per-trial (default 10)] [trials (default 3)]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
trials=${2:-3}

echo "Building release…" >&2
swift build -c release --product payterm >&2
work=$(mktemp -d)
log="$work/serve.log"
.build/release/payterm serve --port 0 --db "$work/bench.sqlite" --log-level warning >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do grep -q "base URL" "$log" && break; sleep 0.1; done
base=$(grep "base URL" "$log" | awk '{print $NF}')
[ -n "$base" ] || { echo "payterm serve did not start:" >&2; cat "$log" >&2; exit 1; }

echo "create → approve → capture against $base (release build, SQLite WAL file), $trials trials of ${seconds}s each"
printf "%-8s %14s %12s %12s %8s\n" clients "sequences/s" "p50 ms" "p99 ms" failed
for clients in 1 64; do
  python3 Benchmarks/orders_sequences.py "$base" "$clients" "$seconds" "$trials"
done
echo "(medians over the trials; a sequence is 3 HTTP calls, timed from the create to the capture answer)"

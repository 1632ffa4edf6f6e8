#!/usr/bin/env bash
# Complete Orders v2 sequences per second: create → the buyer approves (one POST to the approve link with their
# login) → capture, at 1 and 64 concurrent clients. Builds release, starts `payterm serve` on a free port with a
# fresh SQLite file, runs Benchmarks/orders_sequences.py (the clients), prints medians over the trials.
# Usage: Benchmarks/orders-load.sh [seconds-per-trial (default 10)] [trials (default 3)]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
trials=${2:-3}

source Benchmarks/release-serve.sh

echo "create → approve → capture against $base (release build, SQLite WAL file), $trials trials of ${seconds}s each"
printf "%-8s %14s %12s %12s %8s\n" clients "sequences/s" "p50 ms" "p99 ms" failed
for clients in 1 64; do
  python3 Benchmarks/orders_sequences.py "$base" "$clients" "$seconds" "$trials"
done
echo "(medians over the trials; a sequence is 3 HTTP calls, timed from the create to the capture answer)"

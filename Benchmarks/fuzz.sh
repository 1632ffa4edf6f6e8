#!/usr/bin/env bash
# Hostile requests on every route and input channel of a release `payterm serve`: the seeded generator of
# Tests/PayPalMockTests/HTTP/EveryRouteRobustnessTests.swift, aimed at the server with PAYTERM_FUZZ_URL. Prints the
# crashes (the server process died or started again: 0), the 5xx answers (0) and the connection resets.
# Usage: Benchmarks/fuzz.sh [requests (default 100000)] [seed (default 20261122)]
set -euo pipefail
cd "$(dirname "$0")/.."
requests=${1:-100000}
seed=${2:-20261122}

source Benchmarks/release-serve.sh

echo "$requests hostile requests on every route of $base (release build, SQLite WAL file), seed $seed" >&2
echo "Building the tests…" >&2
swift build --build-tests >&2
output="$work/fuzz.log"
PAYTERM_FUZZ_URL=$base PAYTERM_FUZZ_ROUNDS=$requests PAYTERM_FUZZ_SEED=$seed \
  swift test --skip-build --filter 'EveryRouteRobustnessTests/hostileRequestsOnEveryRouteGetAnswersNever5xx' >"$output" 2>&1 || true
summary=$(grep "every-route fuzz:" "$output" || true)
[ -n "$summary" ] || { echo "the fuzz run did not finish:" >&2; tail -40 "$output" >&2; exit 1; }
starts=$(grep -c "base URL" "$log")
crashes=$((starts - 1))
kill -0 "$server" 2>/dev/null || crashes=$((crashes + 1))
server_errors=$(sed -E 's/.* ([0-9]+) 5xx.*/\1/' <<<"$summary")
resets=$(sed -E 's/.* ([0-9]+) connection resets.*/\1/' <<<"$summary")
echo "$summary"
echo "crashes: $crashes"
echo "5xx: $server_errors"
echo "connection resets: $resets"
grep -E "Expectation failed|✘" "$output" | head -20 >&2 || true
[ "$crashes" -eq 0 ] && [ "$server_errors" -eq 0 ]

#!/usr/bin/env bash
# Load test of the Adaptive Payments backend: Pay + PaymentDetails, alternating, at 1 and 64 connections.
# Builds release, starts `payterm serve` on a free port with a fresh SQLite file, runs wrk, prints medians.
# Usage: Benchmarks/adaptive-load.sh [seconds-per-trial (default 10)] [trials (default 3)]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
trials=${2:-3}

if ! command -v wrk >/dev/null; then
  echo "Installing wrk (Debian package)…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi

source Benchmarks/release-serve.sh

export API_USERNAME=merchant_api1.business.example.com API_PASSWORD=PAYTERM-API-PASSWORD
export API_SIGNATURE=PayTerm.Signature.A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8
PAY_KEY=$(curl -s "$base/AdaptivePayments/Pay" \
  -H "X-PAYPAL-SECURITY-USERID: $API_USERNAME" -H "X-PAYPAL-SECURITY-PASSWORD: $API_PASSWORD" \
  -H "X-PAYPAL-SECURITY-SIGNATURE: $API_SIGNATURE" -H "X-PAYPAL-APPLICATION-ID: APP-80W284485P519543T" \
  -d '{"actionType":"PAY","currencyCode":"USD","returnUrl":"https://m.example/r","cancelUrl":"https://m.example/c","receiverList":{"receiver":[{"email":"merchant@business.example.com","amount":"10.00"}]}}' \
  | python3 -c 'import sys, json; print(json.load(sys.stdin)["payKey"])')
export PAY_KEY

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
# wrk prints latencies as 512.00us, 1.20ms or 1.01s: convert to milliseconds.
to_ms() { awk '{v=$1; if (v ~ /us$/) {sub(/us$/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v*=1000}; printf "%.3f\n", v}'; }

echo "Pay + PaymentDetails against $base (release build, SQLite WAL file), $trials trials of ${seconds}s each"
printf "%-12s %14s %10s %10s %8s\n" connections "requests/s" "p50 ms" "p99 ms" failed
for connections in 1 64; do
  threads=$(( connections < 2 ? 1 : 2 ))
  : >"$work/rps"; : >"$work/p50"; : >"$work/p99"; failed=0
  for _ in $(seq "$trials"); do
    out=$(wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s Benchmarks/pay-and-details.lua "$base")
    echo "$out" | awk '/Requests\/sec/ {print $2}' >>"$work/rps"
    echo "$out" | awk '$1 == "50%" {print $2}' | to_ms >>"$work/p50"
    echo "$out" | awk '$1 == "99%" {print $2}' | to_ms >>"$work/p99"
    failed=$(( failed + $(echo "$out" | awk '/failed-answers/ {print $2}') ))
  done
  printf "%-12s %14s %10s %10s %8s\n" "$connections" "$(median <"$work/rps")" "$(median <"$work/p50")" "$(median <"$work/p99")" "$failed"
done
echo "(medians over the trials; p50 and p99 are wrk's latency percentiles)"

#!/usr/bin/env bash
# The backend under load from a compiled client (Debian's wrk), with the server's own CPU per sequence read from
# /proc, beside the ceilings measured in the same sitting: the backend's cheapest authenticated route and a bare
# Hummingbird route. Builds release, starts `payterm serve` on a free port with a fresh SQLite file, prints
# medians over the trials.
# Usage: Benchmarks/backend-load.sh [seconds-per-trial (default 10)] [trials (default 3)]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
trials=${2:-3}

if ! command -v wrk >/dev/null; then
  echo "Installing wrk (Debian package)…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
source Benchmarks/release-serve.sh
release_build bare-hummingbird

bare_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
.build/release/bare-hummingbird "$bare_port" >"$work/bare.log" 2>&1 &
bare=$!
trap 'kill $server $bare 2>/dev/null; wait $server $bare 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$bare_port/ping" >/dev/null && break; sleep 0.1; done

ACCESS_TOKEN=$(curl -s "$base/v1/oauth2/token" -u payterm-client-id:payterm-client-secret -d grant_type=client_credentials \
  | python3 -c 'import sys, json; print(json.load(sys.stdin)["access_token"])')
export ACCESS_TOKEN BRAINTREE_BASIC
BRAINTREE_BASIC=$(printf %s payterm-public-key:payterm-private-key | base64)
export API_USERNAME=merchant_api1.business.example.com API_PASSWORD=PAYTERM-API-PASSWORD
export API_SIGNATURE=PayTerm.Signature.A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8
PAY_KEY=$(curl -s "$base/AdaptivePayments/Pay" \
  -H "X-PAYPAL-SECURITY-USERID: $API_USERNAME" -H "X-PAYPAL-SECURITY-PASSWORD: $API_PASSWORD" \
  -H "X-PAYPAL-SECURITY-SIGNATURE: $API_SIGNATURE" -H "X-PAYPAL-APPLICATION-ID: APP-80W284485P519543T" \
  -d '{"actionType":"PAY","currencyCode":"USD","returnUrl":"https://m.example/r","cancelUrl":"https://m.example/c","receiverList":{"receiver":[{"email":"merchant@business.example.com","amount":"10.00"}]}}' \
  | python3 -c 'import sys, json; print(json.load(sys.stdin)["payKey"])')
export PAY_KEY

ticks_per_second=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
# wrk prints latencies as 512.00us, 1.20ms or 1.01s: convert to milliseconds.
to_ms() { awk '{v=$1; if (v ~ /us$/) {sub(/us$/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v*=1000}; printf "%.3f\n", v}'; }

# measure NAME UNIT PID THREADS CONNECTIONS WRK-ARGUMENTS…: runs the trials, prints one row of medians.
# UNIT is "sequence" (the script counts them) or "request"; the CPU is the PID's, per unit.
measure() {
  local name=$1 unit=$2 pid=$3 threads=$4 connections=$5
  shift 5
  : >"$work/rate"; : >"$work/p50"; : >"$work/p99"; : >"$work/cpu"
  local failed=0 out before after count
  for _ in $(seq "$trials"); do
    before=$(cpu_ticks "$pid")
    out=$(wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency "$@")
    after=$(cpu_ticks "$pid")
    if [ "$unit" = sequence ]; then
      count=$(echo "$out" | awk '/^sequences/ {print $2}')
      echo "$out" | awk '/^sequence-p50/ {print $2}' >>"$work/p50"
      echo "$out" | awk '/^sequence-p99/ {print $2}' >>"$work/p99"
    else
      count=$(echo "$out" | awk '/requests in/ {print $1}')
      echo "$out" | awk '$1 == "50%" {print $2}' | to_ms >>"$work/p50"
      echo "$out" | awk '$1 == "99%" {print $2}' | to_ms >>"$work/p99"
    fi
    echo "$count $seconds" | awk '{printf "%.1f\n", $1 / $2}' >>"$work/rate"
    echo "$after $before $ticks_per_second $count" | awk '{printf "%.4f\n", ($1 - $2) * 1000 / $3 / ($4 > 0 ? $4 : 1)}' >>"$work/cpu"
    failed=$(( failed + $(echo "$out" | awk '/failed-answers/ {n = $2} END {print n + 0}') ))
  done
  printf "%-34s %12s %9s %9s %11s %7s\n" "$name" "$(median <"$work/rate")" "$(median <"$work/p50")" "$(median <"$work/p99")" \
    "$(median <"$work/cpu")" "$failed"
}

echo "payterm serve at $base and a bare Hummingbird route (release builds, SQLite WAL file, $(nproc) cores), $trials trials of ${seconds}s each"
printf "%-34s %12s %9s %9s %11s %7s\n" "" "per second" "p50 ms" "p99 ms" "CPU ms/each" failed
measure "create → approve → capture, 1" sequence "$server" 1 1 -s Benchmarks/orders-sequence.lua "$base"
measure "create → approve → capture, 16" sequence "$server" 16 16 -s Benchmarks/orders-sequence.lua "$base"
measure "Pay + PaymentDetails, 64" request "$server" 2 64 -s Benchmarks/pay-and-details.lua "$base"
measure "Braintree sale, 16" request "$server" 2 16 -s Benchmarks/braintree-sale.lua "$base"
measure "cheapest authenticated route, 64" request "$server" 2 64 -H "Authorization: Bearer $ACCESS_TOKEN" \
  "$base/v2/checkout/orders/NO-SUCH-ORDER"
measure "bare Hummingbird route, 64" request "$bare" 2 64 "http://127.0.0.1:$bare_port/ping"
echo "(sequences: per second, and p50/p99 of a whole sequence; otherwise requests. The cheapest authenticated route is"
echo " an order GET that answers 404: the token checked, the store read, the exchange journaled.)"
echo "served RSS after the run: $(awk '/VmRSS/ {printf "%.1f MB", $2 / 1024}' "/proc/$server/status")"

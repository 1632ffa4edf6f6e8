#!/usr/bin/env bash
# The support desk's search and case reads as the store fills up: builds release, starts `payterm serve` on a free
# port with a fresh SQLite file, runs Benchmarks/support_search.py (seeds captured orders, times the calls).
# Usage: Benchmarks/support-search.sh [sizes (default 100,1000)] [repeats (default 50)]
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-serve.sh
python3 Benchmarks/support_search.py "$base" "${1:-100,1000}" "${2:-50}"

#!/usr/bin/env bash
# The terminal front's figures: start to first full frame, and bytes written per character typed on the
# login screen (release build, embedded backend, a 100x30 pseudo-terminal). Medians over the runs.
# Usage: Benchmarks/front-frames.sh [runs (default 5)]
set -euo pipefail
cd "$(dirname "$0")/.."
echo "Building release…" >&2
swift build -c release --product payterm >&2
python3 Benchmarks/front_frames.py .build/release/payterm "${1:-5}"

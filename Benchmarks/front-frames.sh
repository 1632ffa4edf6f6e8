#!/usr/bin/env bash
# The terminal front's figures (Benchmarks/front_frames.py says which), release builds, medians over the runs, beside
# a bare C ncurses program's start to its first frame (Benchmarks/bare-ncurses.c).
# With a git revision, that revision is built too (in .build-baseline) and the two builds' runs alternate, so the
# figures stand side by side with their ratio, measured in the same sitting.
# Usage: Benchmarks/front-frames.sh [runs (default 5)] [baseline revision]
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-build.sh
runs="${1:-5}"
builds=()
if [ -n "${2:-}" ]; then
  baseline=$(mktemp -d)
  trap 'git worktree remove --force "$baseline" 2>/dev/null || true' EXIT
  git worktree add --detach -q "$baseline" "$2"
  echo "Building release of $2…" >&2
  release_build payterm --package-path "$baseline" --scratch-path .build-baseline
  # Alex's address as that revision seeds it, for the runs against its embedded backend.
  email=$(git show "$2:Sources/PayPalMock/Seed/Personas.swift" | grep -o '"alex@[a-z.]*"' | head -1 | tr -d '"')
  builds+=(".build-baseline/release/payterm=before ($2)=${email:-alex@personal.example.com}")
fi
echo "Building release…" >&2
release_build payterm
builds+=(".build/release/payterm=now ($(git rev-parse --short HEAD))")
# The floor: the same first frame drawn by a bare C ncurses program.
cc -O2 -o .build/bare-ncurses Benchmarks/bare-ncurses.c -lncursesw
python3 Benchmarks/front_frames.py "$runs" .build/bare-ncurses "${builds[@]}"

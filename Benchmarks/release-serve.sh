# Sourced by the load benchmarks: builds release and starts `payterm serve` on a free port with a fresh SQLite
# file, stopped and removed when the script exits. Sets `base` to its base URL.
echo "Building release…" >&2
source Benchmarks/release-build.sh
release_build payterm
work=$(mktemp -d)
log="$work/serve.log"
.build/release/payterm serve --port 0 --db "$work/bench.sqlite" --log-level warning >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do grep -q "base URL" "$log" && break; sleep 0.1; done
base=$(grep "base URL" "$log" | awk '{print $NF}')
[ -n "$base" ] || { echo "payterm serve did not start:" >&2; cat "$log" >&2; exit 1; }

# Sourced by the benchmarks: `release_build PRODUCT [swift build arguments…]` builds a product as PayTerm ships it,
# release with the Swift standard library and Foundation linked in statically (the terminal's first frame comes a
# third sooner). Foundation's networking then links libcurl's static parts: libcurl4-openssl-dev, installed from
# Debian when missing.
release_build() {
  if ! dpkg -s libcurl4-openssl-dev >/dev/null 2>&1; then
    echo "Installing libcurl4-openssl-dev (Debian package), which a static Foundation links…" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcurl4-openssl-dev >/dev/null
  fi
  local product=$1
  shift
  swift build -c release --static-swift-stdlib --product "$product" "$@" >&2
}

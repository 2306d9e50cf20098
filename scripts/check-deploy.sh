#!/usr/bin/env bash
# Static checks of everything in deploy/ that cannot run on this machine as it would in production
# (`make test` runs this): the Kubernetes manifests against the Kubernetes schemas of every version in
# SUPPORTED (kubernetes-validate ships them: no network), the routing by pod name and the Gateway API
# kinds (scripts/check-k8s-routing.py: kubernetes-validate has no schemas for CRDs, so Gateway and
# HTTPRoute live in deploy/k8s/gateway/, which it is not given, and that script checks their field
# shapes), the per-pod files against their generator (scripts/k8s-pod-routes.py --check), the
# Containerfile with hadolint, each nginx site with `nginx -t` (only the certificate paths swapped for
# a throwaway certificate), and the systemd units with `systemd-analyze verify` (only the binary path
# swapped for one that exists here).
# The PyPI tools come from the test virtualenv (scripts/setup.sh test).
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv/bin
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
say() { echo "check-deploy: $*"; }

# The Kubernetes versions the manifests must apply to: upstream supports the newest three (1.35-1.37 in
# late 2026), providers' extended support reaches back to 1.27-1.29, so every one from 1.27 (a field
# added later, like preStop's `sleep` of 1.30, fails here). kubernetes-validate 1.37 ships 1.25-1.37.
SUPPORTED="1.27 1.28 1.29 1.30 1.31 1.32 1.33 1.34 1.35 1.36 1.37"
say "kubernetes-validate --strict deploy/k8s/*.yaml, Kubernetes $SUPPORTED"
for v in $SUPPORTED; do
  if "$VENV/kubernetes-validate" -k "$v.0" --strict --quiet deploy/k8s/*.yaml; then say "  kubernetes $v: ok"
  else say "  kubernetes $v: FAILED"; fail=1; fi
done
say "classes placed by pod name: StatefulSet, per-pod Services, Gateway API routes (deploy/k8s/gateway)"
"$VENV/python" scripts/check-k8s-routing.py || fail=1
"$VENV/python" scripts/k8s-pod-routes.py --check || fail=1

say "hadolint deploy/Containerfile"
"$VENV/hadolint" --failure-threshold info deploy/Containerfile || fail=1

say "nginx -t on each site in deploy/nginx"
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$tmp/key.pem" -out "$tmp/cert.pem" -days 1 \
  -subj /CN=localhost >/dev/null 2>&1
user=""; [ "$(id -u)" -eq 0 ] && user="user $(id -un);"
for site in deploy/nginx/*.conf; do
  sed -E -e "s#ssl_certificate_key[[:space:]]+[^;]+;#ssl_certificate_key $tmp/key.pem;#" \
         -e "s#ssl_certificate[[:space:]]+[^;]+;#ssl_certificate $tmp/cert.pem;#" "$site" > "$tmp/site.conf"
  cat > "$tmp/nginx.conf" <<CONF
$user
pid $tmp/nginx.pid;
error_log $tmp/error.log warn;
events { worker_connections 64; }
http {
    access_log off;
    client_body_temp_path $tmp; proxy_temp_path $tmp; fastcgi_temp_path $tmp; uwsgi_temp_path $tmp; scgi_temp_path $tmp;
    include $tmp/site.conf;
}
CONF
  if nginx -q -t -p "$tmp" -c "$tmp/nginx.conf" 2>"$tmp/nginx.out"; then say "  $site: ok"; else cat "$tmp/nginx.out"; say "  $site: FAILED"; fail=1; fi
done

say "systemd-analyze verify on each unit in deploy/systemd"
for unit in deploy/systemd/*.service; do
  name=$(basename "$unit"); name=${name/@.service/@8081.service}
  sed -e "s#/opt/synth-trainer/bin/synth-trainer#/bin/true#" "$unit" > "$tmp/$name"
  # The service user exists only where the server is installed; everything else must verify.
  if out=$(systemd-analyze verify "$tmp/$name" 2>&1 | grep -v -e "synth-trainer.*user" -e "^$" || true); [ -z "$out" ]; then
    say "  $unit: ok"
  else
    echo "$out"; say "  $unit: FAILED"; fail=1
  fi
done

[ "$fail" -eq 0 ] && say "all deploy files check out" || { say "FAILED"; exit 1; }

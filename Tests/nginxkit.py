"""Real nginx for tests (Debian's nginx-light, installed by scripts/setup.sh test): one of the
deploy/nginx sites, with only addresses and certificate paths swapped, in a throwaway prefix.

    start_nginx(folder, site_text, wait_port)   writes nginx.conf around the site, starts nginx in the
                                                foreground and waits until `wait_port` accepts; returns
                                                the process (terminate() it when done)
"""
from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import time

import pytest


def start_nginx(folder, site_text: str, wait_port: int) -> subprocess.Popen:
    nginx_bin = shutil.which("nginx") or "/usr/sbin/nginx"
    if not os.path.exists(nginx_bin):
        pytest.fail("nginx not installed: run `scripts/setup.sh test` (make test does)")
    (folder / "site.conf").write_text(site_text)
    for d in ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]:
        (folder / d).mkdir(exist_ok=True)
    # As root, nginx would switch its workers to an unprivileged user that cannot read the folder.
    user = f"user {pwd.getpwuid(os.geteuid()).pw_name};" if os.geteuid() == 0 else ""
    (folder / "nginx.conf").write_text(f"""
{user}
worker_processes 1;
daemon off;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log {folder}/access.log;
    client_body_temp_path {folder}/client_body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    types {{ text/html html; }}
    include {folder}/site.conf;
}}
""")
    proc = subprocess.Popen([nginx_bin, "-p", str(folder), "-c", str(folder / "nginx.conf")],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 10
    while True:
        if proc.poll() is not None:
            pytest.fail(f"nginx exited: {proc.stdout.read().decode()}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", wait_port)) == 0:
                return proc
        if time.monotonic() > deadline:
            proc.kill()
            pytest.fail("nginx did not start listening within 10 s")
        time.sleep(0.05)

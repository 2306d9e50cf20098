"""Real nginx for tests (Debian's nginx-light, installed by scripts/setup.sh test): one of the
deploy/nginx sites, with only addresses and certificate paths swapped, in a throwaway prefix.

    start_nginx(folder, site_text, wait_port)   writes nginx.conf around the site, starts nginx in the
                                                foreground and waits until `wait_port` accepts; returns
                                                the process (terminate() it when done)
    cluster_site(a_port, b_port, port)          deploy/nginx/synth-trainer-cluster.conf for two local
                                                instances, served as plain HTTP on one loopback port
    start_cluster(server_factory, folder)       a fresh PostgreSQL database, two instances on it and
                                                nginx in front: {"url", "a", "b", "port", "nginx"}
    running_cluster(server_factory, folder)     the same as a context manager that stops nginx after
    connections(server)                         the WebSockets an instance holds now (its /metrics)
"""
from __future__ import annotations

import contextlib
import os
import pathlib
import pwd
import re
import shutil
import socket
import subprocess
import time

import pytest


CLUSTER_SITE = pathlib.Path(__file__).resolve().parents[1] / "deploy" / "nginx" / "synth-trainer-cluster.conf"


def cluster_site(a_port: int, b_port: int, port: int) -> str:
    """The cluster site with its two upstream servers at `a_port` and `b_port`, plain HTTP on `port`
    (the TLS server block is the one tested in test_nginx.py)."""
    text = CLUSTER_SITE.read_text()
    text = re.sub(r"server 127\.0\.0\.1:8081 ", f"server 127.0.0.1:{a_port} ", text)
    text = re.sub(r"server 127\.0\.0\.1:8082 ", f"server 127.0.0.1:{b_port} ", text)
    text = re.sub(r"^\s*listen \[::\]:.*$", "", text, flags=re.M)
    text = re.sub(r"listen 443 ssl http2;", f"listen 127.0.0.1:{port};", text)
    text = re.sub(r"^\s*ssl_.*$", "", text, flags=re.M)
    text = re.sub(r"^\s*add_header Strict.*$", "", text, flags=re.M)
    return re.sub(r"server \{\s*listen 80;.*?\n\}\n", "", text, flags=re.S)


def start_nginx(folder, site_text: str, wait_port: int, connections: int = 256) -> subprocess.Popen:
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
worker_rlimit_nofile {max(1024, 2 * connections + 64)};
daemon off;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections {connections}; }}
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


def connections(server) -> int:
    return int(server.metrics()["synth_trainer_connections"])


@contextlib.contextmanager
def running_cluster(server_factory, folder):
    """`start_cluster`, with nginx stopped at the end (the server factory stops the instances)."""
    c = start_cluster(server_factory, folder)
    try:
        yield c
    finally:
        c["nginx"].terminate()
        c["nginx"].wait(10)


def start_cluster(server_factory, folder) -> dict:
    """Two instances on one fresh PostgreSQL database behind nginx with the cluster site."""
    from conftest import free_port
    from pgkit import fresh_database

    url = fresh_database()
    a = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    b = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    port = free_port()
    nginx = start_nginx(folder, cluster_site(a.port, b.port, port), port)
    return {"url": url, "a": a, "b": b, "port": port, "nginx": nginx}

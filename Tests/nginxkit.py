"""Real nginx for tests (Debian's nginx-light, installed by scripts/setup.sh test): one of the
deploy/nginx sites, with only addresses and certificate paths swapped, in a throwaway prefix.

    start_nginx(folder, site_text, wait_port)   writes nginx.conf around the site, starts nginx in the
                                                foreground and waits until `wait_port` accepts; returns
                                                the process (terminate() it when done)
    cluster_site(a_port, b_port, port)          deploy/nginx/synth-trainer-cluster.conf for two local
                                                instances, served as plain HTTP on one loopback port
    cluster_site_for(ports, port)               the same for any number of instances (named iPORT);
                                                `backups=False`: a socket asking for an instance by name
                                                reaches that one or none, as through the Gateway API
                                                routes of deploy/k8s/gateway (a pod's own Service)
    start_cluster(server_factory, folder)       a fresh PostgreSQL database, two (`count`) instances on
                                                it, placing classes by load, and nginx in front:
                                                {"url", "a", "b", "names", "port", "nginx", "folder"}
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
    return cluster_site_for([a_port, b_port], port)


def instances_block(template: str, ports: list[int], backups: bool = True) -> str:
    """The site's instance part (between "instances: begin" and "end") for `ports`, built from the
    template's own lines for its first instance (8081), so the rendered site stays the shipped one.
    Without `backups`, an instance's own upstream holds it alone."""
    shared = re.search(r"upstream synth_trainer \{.*?\n\}\n", template, re.S).group(0)
    server = re.search(r"^(\s*server 127\.0\.0\.1:)8081( .*)$", shared, re.M)
    shared = re.sub(r"^\s*server 127\.0\.0\.1:\d+ .*\n", "", shared, flags=re.M)
    shared = shared.replace("    keepalive", "".join(f"{server.group(1)}{p}{server.group(2)}\n" for p in ports) + "    keepalive", 1)
    own = re.search(r"upstream synth_trainer_i8081 \{\n(\s*server 127\.0\.0\.1:)8081( .*?)\n(\s*server 127\.0\.0\.1:)\d+( backup;)", template)
    blocks = [f"upstream synth_trainer_i{p} {{\n{own.group(1)}{p}{own.group(2)}\n"
              + "".join(f"{own.group(3)}{q}{own.group(4)}\n" for q in ports if q != p and backups) + "}\n" for p in ports]
    mapping = "map $arg_at $synth_trainer_upstream {\n    default synth_trainer;\n" \
              + "".join(f"    i{p}   synth_trainer_i{p};\n" for p in ports) + "}\n"
    return shared + "\n" + "\n".join(blocks) + "\n" + mapping


def cluster_site_for(ports: list[int], port: int, backups: bool = True) -> str:
    """The cluster site for instances on `ports` (each named i<port>: `--instance-name`), plain HTTP on
    `port`; `backups`: see `instances_block`."""
    text = CLUSTER_SITE.read_text()
    text = re.sub(r"# instances: begin\n.*?# instances: end\n", lambda _: instances_block(text, ports, backups), text, flags=re.S)
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
def running_cluster(server_factory, folder, **kw):
    """`start_cluster`, with nginx stopped at the end (the server factory stops the instances)."""
    c = start_cluster(server_factory, folder, **kw)
    try:
        yield c
    finally:
        c["nginx"].terminate()
        c["nginx"].wait(10)


def start_cluster(server_factory, folder, count: int = 2, flags: dict | None = None, backups: bool = True) -> dict:
    """`count` instances on one fresh PostgreSQL database behind nginx with the cluster site, each
    named i<port> (`--instance-name`: classes placed by load); `flags[name]`: more serve flags for the
    instance called "a", "b", "c"...; `backups`: see `instances_block`. Returns {"url", "a", "b", ...,
    "names", "port", "nginx", "folder"} (nginx's access.log is in the folder)."""
    from conftest import free_port
    from pgkit import fresh_database

    url = fresh_database()
    out = {"url": url, "names": {}, "folder": folder}
    ports = []
    for key in "abcdefgh"[:count]:
        p = free_port()
        out[key] = server_factory(env={"SYNTH_TRAINER_DATABASE": url}, port=p, instance_name=f"i{p}", **(flags or {}).get(key, {}))
        out["names"][key] = f"i{p}"
        ports.append(p)
    out["port"] = free_port()
    out["nginx"] = start_nginx(folder, cluster_site_for(ports, out["port"], backups), out["port"])
    return out

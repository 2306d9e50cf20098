"""deploy/nginx/synth-trainer.conf in front of the real server: TLS, the page, audio over wss."""
import os
import pathlib
import re
import shutil
import socket
import ssl
import subprocess
import urllib.request

import pytest

from nginxkit import start_nginx
from conftest import KIND_AUDIO, REPO, Client, estimate_pitch, free_port, midi_hz

SITE = REPO / "deploy" / "nginx" / "synth-trainer.conf"


def site_for_test(text: str, upstream_port: int, http_port: int, tls_port: int, cert: pathlib.Path, key: pathlib.Path) -> str:
    """The production site with only addresses and certificate paths swapped for loopback ones."""
    text = text.replace("server 127.0.0.1:8080;", f"server 127.0.0.1:{upstream_port};")
    text = re.sub(r"^\s*listen \[::\]:.*$", "", text, flags=re.M)
    text = re.sub(r"listen 443 ssl", f"listen 127.0.0.1:{tls_port} ssl", text)
    text = re.sub(r"listen 80;", f"listen 127.0.0.1:{http_port};", text)
    text = re.sub(r"ssl_certificate\s+\S+;", f"ssl_certificate {cert};", text)
    text = re.sub(r"ssl_certificate_key\s+\S+;", f"ssl_certificate_key {key};", text)
    return text


@pytest.fixture
def nginx(server, tmp_path):
    nginx_bin = shutil.which("nginx") or "/usr/sbin/nginx"
    if not os.path.exists(nginx_bin) or not shutil.which("openssl"):
        pytest.fail("nginx or openssl not installed: run `scripts/setup.sh test` (make test does)")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    http_port, tls_port = free_port(), free_port()
    proc = start_nginx(tmp_path, site_for_test(SITE.read_text(), server.port, http_port, tls_port, cert, key), tls_port)
    ctx = ssl.create_default_context(cafile=str(cert))
    yield {"tls_port": tls_port, "http_port": http_port, "ssl": ctx, "dir": tmp_path}
    proc.terminate()
    proc.wait(10)


def test_page_over_https_and_redirect(nginx):
    with urllib.request.urlopen(f"https://127.0.0.1:{nginx['tls_port']}/", context=nginx["ssl"], timeout=5) as r:
        assert r.status == 200 and r.headers["content-type"].startswith("text/html")
        assert "max-age" in r.headers["strict-transport-security"]
    conn = socket.create_connection(("127.0.0.1", nginx["http_port"]))
    conn.sendall(b"GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    assert b" 301 " in conn.recv(4096).split(b"\r\n")[0]
    conn.close()


def test_metrics_are_not_published(nginx):
    req = urllib.request.Request(f"https://127.0.0.1:{nginx['tls_port']}/metrics")
    with pytest.raises(urllib.error.HTTPError) as e:
        urllib.request.urlopen(req, context=nginx["ssl"], timeout=5)
    assert e.value.code == 404


def test_audio_streams_over_wss_through_nginx(nginx):
    origin = f"https://127.0.0.1:{nginx['tls_port']}"
    with Client(f"wss://127.0.0.1:{nginx['tls_port']}/ws", ssl=nginx["ssl"], origin=origin) as c:
        assert c.request("hello")["type"] == "welcome"
        c.send("noteOn", note=69)
        # 1.3 s of sound (65 frames of 20 ms): waited for, with a bound against a stream that stops (on a
        # busy machine a fixed 1.5 s window may close before the frames are all in).
        counted = []
        frames, _ = c.collect(15.0, until=lambda f: f.kind == KIND_AUDIO and (counted.append(f) or len(counted) >= 65))
    audio = [f for f in frames if f.kind == KIND_AUDIO]
    assert len(audio) >= 65, len(audio)
    pitch = estimate_pitch(Client.audio(frames)[9600:])
    assert abs(pitch - midi_hz(69)) / midi_hz(69) < 0.01, pitch

"""Static files, MIME types, 404 and path traversal, /healthz and /metrics, WebSocket path and Origin."""
import socket
import urllib.error
import urllib.request

import pytest
from websockets.exceptions import InvalidStatus

from conftest import Client

FILES = {
    "index.html": b"<!doctype html><title>t</title>",
    "app.mjs": b"export const x = 1;\n",
    "lib.js": b"console.log(1);\n",
    "style.css": b"body{}\n",
    "module.wasm": b"\0asm\1\0\0\0",
    "data.json": b"{}\n",
    "icon.svg": b"<svg/>",
    "sub/page.html": b"<p>sub</p>",
}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = tmp_path_factory.mktemp("public")
    for name, body in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(body)
    return root


@pytest.fixture
def static_server(server_factory, site):
    return server_factory(public=site)


@pytest.mark.parametrize("path,mime", [
    ("/", "text/html"), ("/index.html", "text/html"), ("/app.mjs", "text/javascript"),
    ("/lib.js", "text/javascript"), ("/style.css", "text/css"), ("/module.wasm", "application/wasm"),
    ("/data.json", "application/json"), ("/icon.svg", "image/svg+xml"), ("/sub/page.html", "text/html"),
])
def test_static_files_have_their_mime_type(static_server, path, mime):
    status, headers, body = static_server.get(path)
    assert status == 200
    assert headers["content-type"].split(";")[0] == mime
    expected = FILES["index.html" if path == "/" else path.lstrip("/")]
    assert body == expected


@pytest.mark.parametrize("path", ["/missing.html", "/sub/missing.js", "/nope/"])
def test_missing_files_are_404(static_server, path):
    assert static_server.get(path)[0] == 404


def raw_get(port, path):
    """A request sent byte for byte (no client-side path normalisation), returning status and body."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


@pytest.mark.parametrize("path", ["/../conftest.py", "/%2e%2e/conftest.py", "/sub/../../conftest.py",
                                  "/..%2fconftest.py", "/sub/%2e%2e/%2e%2e/conftest.py"])
def test_traversal_outside_public_is_refused(static_server, site, path):
    # A file that exists just outside the public folder.
    (site.parent / "conftest.py").write_text("SECRET = 1\n")
    status, body = raw_get(static_server.port, path)
    assert status in (400, 403, 404), f"{path}: {status}"
    assert b"SECRET" not in body


def test_the_real_page_is_served(server):
    status, headers, body = server.get("/")
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert b"<" in body


def test_healthz_and_metrics(server):
    status, headers, body = server.get("/healthz")
    assert status == 200 and headers["content-type"] == "application/json"
    assert b'"status":"ok"' in body
    m = server.metrics()
    for name in ["synth_trainer_sessions", "synth_trainer_frames_rendered_total", "synth_trainer_media_frames_sent_total",
                 "synth_trainer_media_messages_sent_total",
                 "synth_trainer_media_frames_dropped_total", "synth_trainer_websocket_sent_bytes_total", "process_resident_memory_bytes", "process_open_fds",
                 "synth_trainer_render_lateness_seconds_count", "synth_trainer_encode_seconds_count"]:
        assert name in m, name


def test_websocket_only_at_ws_path(server):
    with pytest.raises(InvalidStatus) as e:
        Client(server.ws_url.replace("/ws", "/socket"))
    assert e.value.response.status_code == 404


def test_foreign_origin_is_refused_own_origin_allowed(server_factory):
    s = server_factory(allow_origin="https://school.example")
    with pytest.raises(InvalidStatus) as e:
        Client(s.ws_url, origin="http://evil.example")
    assert e.value.response.status_code == 403
    for origin in [s.http_url, "https://school.example"]:
        with Client(s.ws_url, origin=origin) as c:
            assert c.request("hello")["type"] == "welcome"
    assert s.metrics()["synth_trainer_origin_refused_total"] == 1


def test_metrics_are_refused_to_anything_that_came_through_a_proxy(server):
    """Issue 24: the k8s Ingress published /metrics where the nginx site blocks it. The server itself
    answers /metrics only to a request that no proxy forwarded (no X-Forwarded-For), so whatever a
    proxy's configuration forgets, outside clients learn nothing; Prometheus scrapes the pod directly."""
    with urllib.request.urlopen(server.http_url + "/metrics", timeout=5) as r:
        assert r.status == 200 and b"synth_trainer_sessions" in r.read()
    req = urllib.request.Request(server.http_url + "/metrics", headers={"X-Forwarded-For": "203.0.113.9"})
    try:
        urllib.request.urlopen(req, timeout=5)
        raise AssertionError("a proxied /metrics was answered")
    except urllib.error.HTTPError as e:
        assert e.code == 404

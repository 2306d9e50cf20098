"""Built-in TLS: `synth-trainer cert` makes a self-signed certificate, `serve --tls-cert --tls-key`
speaks https and wss with it (verified by Python's ssl with its ca.pem as the only authority), and
every wrong set of TLS files stops the server with exit code 2 and a message naming the file."""
import json
import os
import socket
import ssl
import stat
import subprocess
import urllib.request

import pytest

from conftest import KIND_AUDIO, REPO, Client, binary_path, estimate_pitch, free_port, midi_hz
from tlskit import TLSServerProcess, client_context, dated_cert, make_cert


@pytest.fixture(scope="module")
def certs(tmp_path_factory):
    """Two sets from `synth-trainer cert`: one for the server, and another whose key belongs to nobody here."""
    root = tmp_path_factory.mktemp("certs")
    cert, key, out = make_cert(root / "a", "192.168.1.20", "trainer.local")
    other_cert, other_key, _ = make_cert(root / "b", "10.0.0.9")
    return {"cert": cert, "key": key, "ca": root / "a" / "ca.pem", "stdout": out, "other_cert": other_cert,
            "other_key": other_key, "root": root}


@pytest.fixture(scope="module")
def tls_server(tmp_path_factory, certs):
    s = TLSServerProcess(tmp_path_factory.mktemp("tls-server"), certs["cert"], certs["key"], ca=certs["ca"])
    yield s
    s.stop()


# --- synth-trainer cert ---------------------------------------------------------------------------

def test_cert_names_every_host_plus_localhost_and_keeps_the_key_private(certs):
    decoded = ssl._ssl._test_decode_cert(str(certs["cert"]))  # the first certificate of the chain: the server's
    names = set(decoded["subjectAltName"])
    assert {("IP Address", "192.168.1.20"), ("DNS", "trainer.local"), ("DNS", "localhost"), ("IP Address", "127.0.0.1")} <= names
    assert stat.S_IMODE(os.stat(certs["key"]).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(certs["cert"]).st_mode) == 0o644
    assert stat.S_IMODE(os.stat(certs["ca"]).st_mode) == 0o644
    assert "BEGIN PRIVATE KEY" in certs["key"].read_text()
    assert sorted(p.name for p in certs["ca"].parent.iterdir()) == ["ca.pem", "cert.pem", "key.pem"], "no authority key is kept"
    out = certs["stdout"]
    assert "fingerprint" in out and "--tls-cert" in out and "https://192.168.1.20:8443/" in out


def openssl_text(pem: str) -> str:
    return subprocess.run(["openssl", "x509", "-noout", "-text"], input=pem, capture_output=True, text=True, check=True).stdout


def test_cert_is_a_server_certificate_issued_by_the_authority_in_ca_pem(certs):
    chain = certs["cert"].read_text()
    assert chain.count("BEGIN CERTIFICATE") == 2 and chain.endswith(certs["ca"].read_text()), "cert.pem = server + ca.pem"
    server = openssl_text(chain.split("-----END CERTIFICATE-----")[0] + "-----END CERTIFICATE-----\n")
    assert "CA:FALSE" in server and "TLS Web Server Authentication" in server and "prime256v1" in server
    authority = openssl_text(certs["ca"].read_text())
    assert "CA:TRUE, pathlen:0" in authority and "Certificate Sign" in authority
    verified = subprocess.run(["openssl", "verify", "-CAfile", str(certs["ca"]), str(certs["cert"])], capture_output=True, text=True)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    # Another run made another authority: it does not vouch for this server.
    other = subprocess.run(["openssl", "verify", "-CAfile", str(certs["other_cert"].parent / "ca.pem"), str(certs["cert"])],
                           capture_output=True, text=True)
    assert other.returncode != 0


def test_cert_refuses_to_overwrite_without_force(certs):
    r = subprocess.run([str(binary_path()), "cert", "--host", "192.168.1.20", "--out", str(certs["root"] / "a")],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode != 0 and "exists" in r.stderr and "--force" in r.stderr
    before = certs["cert"].read_bytes()
    # The set under "a" is in use by the module's server: replace a copy instead.
    copy = certs["root"] / "copy"
    make_cert(copy, "192.168.1.20")
    old = (copy / "cert.pem").read_bytes(), (copy / "ca.pem").read_bytes()
    make_cert(copy, "192.168.1.21", extra=["--force"])
    assert (copy / "cert.pem").read_bytes() != old[0] and (copy / "ca.pem").read_bytes() != old[1]
    assert stat.S_IMODE(os.stat(copy / "key.pem").st_mode) == 0o600
    assert certs["cert"].read_bytes() == before


@pytest.mark.parametrize("args,says", [
    ([], "give --host"),
    (["--host", "not a host!"], "neither an IP address"),
    (["--host", "300.1.1.1"], "neither an IP address"),
    (["--host", "192.168.1.20", "--days", "2000"], "--days 2000"),
])
def test_cert_explains_bad_arguments(tmp_path, args, says):
    r = subprocess.run([str(binary_path()), "cert", "--out", str(tmp_path / "x"), *args], capture_output=True, text=True, timeout=60)
    assert r.returncode != 0
    assert says in r.stderr, r.stderr
    assert not (tmp_path / "x" / "key.pem").exists()


# --- serve over TLS --------------------------------------------------------------------------------

def test_healthz_over_https_verifies_against_ca_pem(tls_server):
    ctx = client_context(tls_server.ca)
    with urllib.request.urlopen(f"https://127.0.0.1:{tls_server.port}/healthz", context=ctx, timeout=5) as r:
        assert r.status == 200
        assert json.loads(r.read())["status"] == "ok"
    # The certificate names 127.0.0.1, so host-name checking passed too; a name it lacks fails.
    with socket.create_connection(("127.0.0.1", tls_server.port), timeout=5) as raw:
        with pytest.raises(ssl.SSLCertVerificationError) as e:
            ctx.wrap_socket(raw, server_hostname="not-named.example")
    assert "not-named.example" in str(e.value)


def test_tls_speaks_http_1_1_only(tls_server):
    ctx = client_context(tls_server.ca)
    ctx.set_alpn_protocols(["h2", "http/1.1"])
    with socket.create_connection(("127.0.0.1", tls_server.port), timeout=5) as raw:
        with ctx.wrap_socket(raw, server_hostname="127.0.0.1") as s:
            assert s.selected_alpn_protocol() == "http/1.1"
            assert s.version() in ("TLSv1.2", "TLSv1.3")


def test_the_page_and_its_modules_over_https(tls_server):
    status, headers, body = tls_server.get("/")
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert b"<" in body
    status, headers, body = tls_server.get("/js/net/Connection.js")
    assert status == 200 and headers["content-type"].startswith("text/javascript")
    # The page builds its socket URL from its own location: wss on an https page.
    assert b"location.protocol === 'https:' ? 'wss' : 'ws'" in body


def test_audio_streams_over_wss(tls_server):
    origin = f"https://127.0.0.1:{tls_server.port}"
    with tls_server.connect(origin=origin) as c:
        assert c.request("hello", client="tls-test")["type"] == "welcome"
        c.send("set", param="osc1.wave", value="sine")
        c.send("noteOn", note=69, velocity=0.8)
        count = []
        frames, _ = c.collect(10.0, until=lambda f: f.kind == KIND_AUDIO and (count.append(f) or len(count) >= 50))
    assert len(count) >= 50
    pitch = estimate_pitch(Client.audio(frames)[9600:])
    assert abs(pitch - midi_hz(69)) / midi_hz(69) < 0.01, pitch


def test_no_session_tickets_and_every_wss_handshake_is_answered(tls_server):
    """With TLS 1.3 session tickets, lws 4.1.6 (OpenSSL 3) closed about 1 in 300 wss handshakes before
    answering the upgrade (CI met one: "did not receive a valid HTTP response"); over TLS 1.2, or 1.3
    without tickets, none of thousands. The server sends no tickets, and a few hundred handshakes in a
    row are all answered."""
    ctx = client_context(tls_server.ca)
    with socket.create_connection(("127.0.0.1", tls_server.port), timeout=10) as raw:
        with ctx.wrap_socket(raw, server_hostname="127.0.0.1") as s:
            assert s.version() == "TLSv1.3"
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            answer = b""
            while chunk := s.recv(4096):  # tickets, if any, come in with the first reads
                answer += chunk
            assert answer.startswith(b"HTTP/1.1 200")
            assert not s.session.has_ticket, "the server sent a TLS 1.3 session ticket"
    origin = f"https://127.0.0.1:{tls_server.port}"
    lost = []
    for i in range(300):
        try:
            with tls_server.connect(origin=origin) as c:
                c.request("hello", client="tls-handshakes")
        except Exception as e:  # noqa: BLE001 (any failure to open is what is counted)
            lost.append((i, repr(e)[:80]))
    assert not lost, f"{len(lost)} of 300 wss handshakes not answered: {lost[:3]}"


def test_teacher_sign_in_over_https_sets_a_secure_cookie(tls_server):
    subprocess.run([str(binary_path()), "teacher", "add", "Ms Tls", "--password-stdin", "--data", str(tls_server.data_dir)],
                   input="correct horse battery\n", text=True, capture_output=True, check=True, timeout=60)
    origin = f"https://127.0.0.1:{tls_server.port}"
    req = urllib.request.Request(f"{tls_server.http_url}/api/login", method="POST",
                                 data=json.dumps({"user": "Ms Tls", "password": "correct horse battery"}).encode(),
                                 headers={"content-type": "application/json", "origin": origin})
    with urllib.request.urlopen(req, context=tls_server.ssl, timeout=10) as r:
        assert r.status == 200
        cookie = r.headers["set-cookie"]
    assert "; Secure" in cookie and "HttpOnly" in cookie


def plain_request(port: int, request: str) -> bytes:
    """Sends `request` in clear text to the TLS port; everything the server answers before closing."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(request.encode())
        answer = b""
        while b"\r\n\r\n" not in answer:
            chunk = s.recv(4096)
            if not chunk:
                break
            answer += chunk
    return answer


def test_plain_http_on_the_tls_port_is_redirected_to_https_with_its_path(tls_server):
    head = plain_request(tls_server.port, f"GET /teacher.html?class=7&name=a%20b HTTP/1.1\r\nHost: 127.0.0.1:{tls_server.port}\r\n"
                                          "Connection: close\r\n\r\n")
    lines = head.split(b"\r\n")
    assert b" 301 " in lines[0], head
    location = next(l for l in lines if l.lower().startswith(b"location:")).split(b":", 1)[1].strip()
    # The page asked for, not the front page: http://host:8443/teacher.html lands on the teacher page.
    assert location == f"https://127.0.0.1:{tls_server.port}/teacher.html?class=7&name=a%20b".encode(), head
    head = plain_request(tls_server.port, f"HEAD / HTTP/1.1\r\nHost: 127.0.0.1:{tls_server.port}\r\nConnection: close\r\n\r\n")
    assert b" 301 " in head.split(b"\r\n")[0], head


def test_nothing_but_the_redirect_is_served_in_clear_on_the_tls_port(tls_server):
    """A ws:// socket on the TLS port would carry a teacher's `auth` (and every message) in clear text;
    a POST would carry a password. Both are refused; the same over TLS works."""
    port = tls_server.port
    upgrade = (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n")
    for protocol in ("synth-trainer", "synth-trainer-teacher"):
        answer = plain_request(port, upgrade + f"Sec-WebSocket-Protocol: {protocol}\r\nOrigin: http://127.0.0.1:{port}\r\n\r\n")
        assert answer.startswith(b"HTTP/1.1 403"), answer
        assert b"101" not in answer.split(b"\r\n")[0]
    with pytest.raises(Exception) as refused:
        Client(f"ws://127.0.0.1:{port}/ws", origin=f"http://127.0.0.1:{port}", open_timeout=5)
    assert "403" in str(refused.value), refused.value
    body = json.dumps({"user": "Ms Tls", "password": "sent in clear"})
    answer = plain_request(port, f"POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
                                 f"Origin: http://127.0.0.1:{port}\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n{body}")
    assert answer.startswith(b"HTTP/1.1 403") and b"set-cookie" not in answer.lower(), answer
    assert int(tls_server.metrics()["synth_trainer_plain_on_tls_total"]) >= 4
    with tls_server.connect(origin=f"https://127.0.0.1:{port}") as c:
        assert c.request("hello", client="tls")["type"] == "welcome"


def test_a_client_that_does_not_trust_the_certificate_is_refused_and_the_server_goes_on(tls_server):
    strict = ssl.create_default_context()  # the system's CAs only: a self-signed certificate fails
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(f"https://127.0.0.1:{tls_server.port}/healthz", context=strict, timeout=5)
    assert tls_server.get("/healthz")[0] == 200


# --- wrong TLS files: exit 2 with a message ----------------------------------------------------------

def start_failing(tmp_path, *args, env=None):
    """Runs `serve` expected to refuse to start: (exit code, everything it printed)."""
    data = tmp_path / "data"
    r = subprocess.run([str(binary_path()), "serve", "--host", "127.0.0.1", "--port", str(free_port()), "--data", str(data),
                        "--public", str(REPO / "Public"), "--courses", str(REPO / "Courses"), *args],
                       capture_output=True, text=True, timeout=60, env={**os.environ, **(env or {})})
    return r.returncode, r.stdout + r.stderr


def test_one_flag_without_the_other_is_refused(tmp_path, certs):
    code, out = start_failing(tmp_path, "--tls-cert", str(certs["cert"]))
    assert code == 2 and "needs --tls-key" in out, out
    code, out = start_failing(tmp_path, "--tls-key", str(certs["key"]))
    assert code == 2 and "needs --tls-cert" in out, out
    code, out = start_failing(tmp_path, env={"SYNTH_TRAINER_TLS_CERT": str(certs["cert"])})
    assert code == 2 and "needs --tls-key" in out, out


def test_missing_or_wrong_files_are_named(tmp_path, certs):
    missing = tmp_path / "nope.pem"
    code, out = start_failing(tmp_path, "--tls-cert", str(missing), "--tls-key", str(certs["key"]))
    assert code == 2 and f"--tls-cert {missing}: cannot read it (No such file or directory)" in out, out

    code, out = start_failing(tmp_path, "--tls-cert", str(tmp_path), "--tls-key", str(certs["key"]))
    assert code == 2 and "is a folder" in out, out

    # The certificate given for the key (an easy slip): no private key in it.
    code, out = start_failing(tmp_path, "--tls-cert", str(certs["cert"]), "--tls-key", str(certs["cert"]))
    assert code == 2 and "is not a PEM private key" in out, out

    garbage = tmp_path / "garbage.pem"
    garbage.write_text("-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n")
    code, out = start_failing(tmp_path, "--tls-cert", str(garbage), "--tls-key", str(certs["key"]))
    assert code == 2 and "the certificate cannot be read" in out, out


def test_a_key_of_another_certificate_is_refused(tmp_path, certs):
    code, out = start_failing(tmp_path, "--tls-cert", str(certs["cert"]), "--tls-key", str(certs["other_key"]))
    assert code == 2, out
    assert f"--tls-key {certs['other_key']} does not belong to the certificate in --tls-cert {certs['cert']}" in out, out
    assert not (tmp_path / "data").exists(), "refused before anything was created"


def test_an_encrypted_key_is_refused_with_the_way_out(tmp_path, certs):
    encrypted = tmp_path / "enc.pem"
    subprocess.run(["openssl", "pkey", "-in", str(certs["key"]), "-aes256", "-passout", "pass:secret", "-out", str(encrypted)],
                   check=True, capture_output=True)
    code, out = start_failing(tmp_path, "--tls-cert", str(certs["cert"]), "--tls-key", str(encrypted))
    assert code == 2 and "encrypted with a passphrase" in out, out


def test_an_expired_or_not_yet_valid_certificate_is_refused_with_the_way_out(tmp_path):
    cert, key = dated_cert(tmp_path / "old", "20200101000000Z", "20210101000000Z")
    code, out = start_failing(tmp_path, "--tls-cert", str(cert), "--tls-key", str(key))
    assert code == 2, out
    assert f"--tls-cert {cert} expired on 2021-01-01" in out, out
    assert f"synth-trainer cert --host 192.168.1.20 --out {cert.parent} --force" in out, out
    assert not (tmp_path / "data").exists(), "refused before anything was created"
    cert, key = dated_cert(tmp_path / "future", "20990101000000Z", "21000101000000Z")
    code, out = start_failing(tmp_path, "--tls-cert", str(cert), "--tls-key", str(key))
    assert code == 2 and "is not valid before 2099-01-01" in out and "clock" in out and "--force" in out, out


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o604, 0o660])
def test_a_private_key_others_may_read_is_refused(tmp_path, certs, mode):
    key = tmp_path / "key.pem"
    key.write_bytes(certs["key"].read_bytes())
    key.chmod(mode)
    code, out = start_failing(tmp_path, "--tls-cert", str(certs["cert"]), "--tls-key", str(key))
    assert code == 2, out
    assert f"--tls-key {key} is open to group or others (mode {mode:o})" in out and f"chmod 600 {key}" in out, out
    key.chmod(0o400)  # read-only for its owner is fine
    code, out = start_failing(tmp_path, "--tls-cert", str(certs["cert"]), "--tls-key", str(key), "--port", "70000")
    assert "open to group or others" not in out, out


def test_an_openssl_made_pair_serves_too(tmp_path_factory):
    """Certificates from elsewhere (openssl, a school's CA): RSA with the key in PKCS#1, chain order as usual."""
    d = tmp_path_factory.mktemp("openssl-pair")
    cert, key = d / "cert.pem", d / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    subprocess.run(["openssl", "rsa", "-in", str(key), "-traditional", "-out", str(key)], check=True, capture_output=True)
    assert "BEGIN RSA PRIVATE KEY" in key.read_text()
    s = TLSServerProcess(d, cert, key, ca=cert)
    try:
        assert s.get("/healthz")[0] == 200
        assert "expires in 1 days" in s.log_text() or "expires in 2 days" in s.log_text(), "a short-lived certificate is warned about"
    finally:
        s.stop()

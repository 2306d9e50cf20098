"""The real server speaking TLS itself, for Tests/integration/test_tls.py and Tests/browser/test_page_tls.py.

    make_cert(folder, *hosts)          runs `synth-trainer cert --host ... --out folder`: (cert, key, stdout);
                                       folder/ca.pem is the authority that signed cert.pem
    dated_cert(folder, start, end)     a self-signed pair valid only between two dates (openssl ca): (cert, key)
    TLSServerProcess(tmp, cert, key, ca=)   ServerProcess started with --tls-cert/--tls-key: .http_url is
                                       https://, .ws_url wss://, .get() and .connect() trust `ca` as the only CA
    spki_pin(cert)                     base64 SHA-256 of a certificate's public key, for Chromium's
                                       --ignore-certificate-errors-spki-list (trusting exactly that key)
"""
import base64
import hashlib
import pathlib
import ssl
import subprocess
import time
import urllib.error
import urllib.request

import pytest

from conftest import Client, ServerProcess, binary_path


def make_cert(folder: pathlib.Path, *hosts: str, extra=()):
    """`synth-trainer cert` into `folder`; fails the test with its output if it fails."""
    args = [str(binary_path()), "cert", "--out", str(folder), *[a for h in hosts for a in ("--host", h)], *extra]
    r = subprocess.run(args, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, f"{' '.join(args)} failed ({r.returncode}):\n{r.stdout}\n{r.stderr}"
    return folder / "cert.pem", folder / "key.pem", r.stdout


def dated_cert(folder: pathlib.Path, not_before: str, not_after: str, key_mode: int = 0o600):
    """A self-signed certificate for 127.0.0.1 valid only from `not_before` to `not_after` (openssl's
    YYYYMMDDHHMMSSZ), for expired and not-yet-valid cases (OpenSSL 3.0's `req` cannot backdate: `ca` can).
    Returns (cert, key), the key with `key_mode`."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.txt").write_text("")
    (folder / "serial").write_text("01\n")
    config = folder / "ca.cnf"
    config.write_text(f"""[ca]
default_ca = here
[here]
database = {folder}/index.txt
serial = {folder}/serial
new_certs_dir = {folder}
default_md = sha256
policy = anything
[anything]
commonName = supplied
[server]
basicConstraints = CA:FALSE
subjectAltName = IP:127.0.0.1,IP:192.168.1.20
""")
    key, csr, cert = folder / "key.pem", folder / "req.csr", folder / "cert.pem"
    subprocess.run(["openssl", "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                    "-keyout", str(key), "-out", str(csr), "-subj", "/CN=127.0.0.1"], check=True, capture_output=True)
    subprocess.run(["openssl", "ca", "-batch", "-selfsign", "-config", str(config), "-keyfile", str(key), "-in", str(csr),
                    "-out", str(cert), "-extensions", "server", "-startdate", not_before, "-enddate", not_after, "-notext"],
                   check=True, capture_output=True)
    key.chmod(key_mode)
    return cert, key


def client_context(ca: pathlib.Path) -> ssl.SSLContext:
    """Verifies the server against `ca` alone, host name (the IP in its subjectAltName) included."""
    return ssl.create_default_context(cafile=str(ca))


class TLSServerProcess(ServerProcess):
    def __init__(self, tmp_root, cert, key, ca, **flags):
        self.cert, self.ca = pathlib.Path(cert), pathlib.Path(ca)
        self.ssl = client_context(self.ca)
        super().__init__(tmp_root, tls_cert=cert, tls_key=key, **flags)
        self.http_url = f"https://{self.host}:{self.port}"
        self.ws_url = f"wss://{self.host}:{self.port}/ws"

    def _wait_healthy(self, timeout=15.0):
        url = f"https://{self.host}:{self.port}/healthz"
        deadline = time.monotonic() + timeout
        last = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                pytest.fail(f"server exited with {self.proc.returncode} at start:\n{self.log_text()}")
            try:
                with urllib.request.urlopen(url, timeout=1, context=self.ssl) as r:
                    if r.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, OSError) as e:
                last = e
                time.sleep(0.05)
        pytest.fail(f"server not healthy over https within {timeout} s (last: {last}):\n{self.log_text()}")

    def get(self, path: str, headers=None):
        req = urllib.request.Request(self.http_url + path, headers=headers or {})
        try:
            with urllib.request.urlopen(req, timeout=5, context=self.ssl) as r:
                return r.status, {k.lower(): v for k, v in r.headers.items()}, r.read()
        except urllib.error.HTTPError as e:
            return e.code, {k.lower(): v for k, v in e.headers.items()}, e.read()

    def connect(self, **kw) -> Client:
        return Client(self.ws_url, ssl=self.ssl, **kw)


def spki_pin(cert: pathlib.Path) -> str:
    """The base64 SHA-256 of the (first) certificate's SubjectPublicKeyInfo (openssl, which `scripts/setup.sh
    test` installs), as Chromium's --ignore-certificate-errors-spki-list wants it."""
    pub = subprocess.run(["openssl", "x509", "-in", str(cert), "-noout", "-pubkey"], capture_output=True, check=True).stdout
    der = subprocess.run(["openssl", "pkey", "-pubin", "-outform", "der"], input=pub, capture_output=True, check=True).stdout
    return base64.b64encode(hashlib.sha256(der).digest()).decode()

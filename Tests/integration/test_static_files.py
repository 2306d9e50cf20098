"""The page's files over a real socket: validators (ETag, Last-Modified) and 304s, gzip when the
client takes it, no-cache so a new release is seen, a file changed on disk served fresh, HEAD, and
a file too large to keep in memory streamed from disk. Also the same through the deploy/ nginx site."""
import gzip
import http.client
import os
import time

import pytest

from conftest import REPO
from test_nginx import nginx  # noqa: F401  (the fixture: nginx with the deploy site in front of `server`)

# Compressible text: a module as the page has them (repeats, like real code).
APP_JS = ("export function tone(ctx, hz) {\n  const o = ctx.createOscillator();\n  o.frequency.value = hz;\n"
          "  return o;\n}\n" * 200).encode()
STYLE = (".knob { width: 48px; height: 48px; border-radius: 50%; }\n" * 100).encode()
ICON = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' + '<circle cx="5" cy="5" r="4"/>' * 40 + "</svg>").encode()
PNG = bytes(range(256)) * 8  # stands for a compressed image: bytes gzip cannot shrink
INDEX = b"<!doctype html><title>t</title>" + b"<p>hello</p>" * 50


@pytest.fixture
def site(tmp_path):
    root = tmp_path / "public"
    (root / "js").mkdir(parents=True)
    (root / "index.html").write_bytes(INDEX)
    (root / "js" / "app.js").write_bytes(APP_JS)
    (root / "style.css").write_bytes(STYLE)
    (root / "icon.svg").write_bytes(ICON)
    (root / "photo.png").write_bytes(PNG)
    (root / "tiny.js").write_bytes(b"x=1\n")
    return root


@pytest.fixture
def files(server_factory, site):
    return server_factory(public=site)


def fetch(port, path, headers=None, method="GET", conn=None):
    """(status, headers lowercased, body) over http.client, which reads exactly what the answer says
    it carries: a 304 or a HEAD that sent a body anyway would break the next request on `conn`."""
    c = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    c.request(method, path, headers=headers or {})
    r = c.getresponse()
    body = r.read()
    out = (r.status, {k.lower(): v for k, v in r.getheaders()}, body)
    if conn is None:
        c.close()
    return out


def test_a_file_carries_validators_and_no_cache(files):
    status, h, body = fetch(files.port, "/js/app.js")
    assert status == 200 and body == APP_JS
    assert h["etag"].startswith('"') and h["etag"].endswith('"')
    assert h["last-modified"].endswith(" GMT")
    assert h["cache-control"] == "no-cache"
    assert h["content-type"] == "text/javascript; charset=utf-8"
    assert "content-encoding" not in h


def test_the_second_get_with_the_etag_is_a_304_without_a_body(files):
    conn = http.client.HTTPConnection("127.0.0.1", files.port, timeout=5)
    _, first, _ = fetch(files.port, "/js/app.js", conn=conn)
    status, h, body = fetch(files.port, "/js/app.js", {"If-None-Match": first["etag"]}, conn=conn)
    assert status == 304 and body == b""
    assert h["etag"] == first["etag"] and h["cache-control"] == "no-cache"
    assert "content-length" not in h or h["content-length"] == str(len(APP_JS))
    # The same keep-alive connection still works after the 304 (no stray body bytes).
    status, _, body = fetch(files.port, "/style.css", conn=conn)
    assert status == 200 and body == STYLE
    conn.close()


def test_if_none_match_lists_and_weak_tags(files):
    _, first, _ = fetch(files.port, "/style.css")
    tag = first["etag"]
    assert fetch(files.port, "/style.css", {"If-None-Match": f'"other", W/{tag}'})[0] == 304
    assert fetch(files.port, "/style.css", {"If-None-Match": "*"})[0] == 304
    assert fetch(files.port, "/style.css", {"If-None-Match": '"other"'})[0] == 200


def test_if_modified_since_counts_only_without_if_none_match(files):
    _, first, _ = fetch(files.port, "/index.html")
    lm = first["last-modified"]
    assert fetch(files.port, "/index.html", {"If-Modified-Since": lm})[0] == 304
    assert fetch(files.port, "/index.html", {"If-Modified-Since": "Thu, 01 Jan 1998 00:00:00 GMT"})[0] == 200
    assert fetch(files.port, "/index.html", {"If-Modified-Since": "yesterday"})[0] == 200
    # A stale ETag wins over a current date (RFC 9110 13.2.2).
    assert fetch(files.port, "/index.html", {"If-None-Match": '"stale"', "If-Modified-Since": lm})[0] == 200


@pytest.mark.parametrize("path,original", [("/js/app.js", APP_JS), ("/style.css", STYLE), ("/icon.svg", ICON), ("/", INDEX)])
def test_text_is_gzipped_for_a_client_that_takes_it(files, path, original):
    status, h, body = fetch(files.port, path, {"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and h["content-encoding"] == "gzip"
    assert gzip.decompress(body) == original
    assert len(body) < len(original) / 2
    assert int(h["content-length"]) == len(body)
    assert h["vary"].lower() == "accept-encoding"
    _, plain, _ = fetch(files.port, path)
    assert plain["vary"].lower() == "accept-encoding"
    assert plain["etag"] != h["etag"], "each representation has a tag of its own"
    # Revalidating the gzip copy: 304 with the gzip tag.
    status, h304, body = fetch(files.port, path, {"Accept-Encoding": "gzip", "If-None-Match": h["etag"]})
    assert status == 304 and body == b"" and h304["etag"] == h["etag"]


@pytest.mark.parametrize("accept", ["gzip;q=0", "identity", "br", "*;q=0", "gzip;q=0, *"])
def test_no_gzip_when_the_client_does_not_take_it(files, accept):
    status, h, body = fetch(files.port, "/js/app.js", {"Accept-Encoding": accept})
    assert status == 200 and "content-encoding" not in h and body == APP_JS


def test_images_and_tiny_files_are_not_gzipped(files):
    status, h, body = fetch(files.port, "/photo.png", {"Accept-Encoding": "gzip"})
    assert status == 200 and "content-encoding" not in h and body == PNG and "vary" not in h
    status, h, body = fetch(files.port, "/tiny.js", {"Accept-Encoding": "gzip"})
    assert status == 200 and "content-encoding" not in h and body == b"x=1\n"


def test_a_file_changed_on_disk_is_served_fresh(files, site):
    _, first, body = fetch(files.port, "/js/app.js", {"Accept-Encoding": "gzip"})
    assert gzip.decompress(body) == APP_JS
    # Same length, different bytes: only the content (and the file's times) tell them apart.
    changed = APP_JS.replace(b"createOscillator", b"createOscillatoR")
    assert len(changed) == len(APP_JS)
    (site / "js" / "app.js").write_bytes(changed)
    status, h, body = fetch(files.port, "/js/app.js", {"Accept-Encoding": "gzip", "If-None-Match": first["etag"]})
    assert status == 200 and gzip.decompress(body) == changed
    assert h["etag"] != first["etag"]
    status, _, body = fetch(files.port, "/js/app.js")
    assert status == 200 and body == changed


def test_a_file_replaced_by_a_deploy_and_new_and_removed_files(files, site):
    fetch(files.port, "/style.css")
    tmp = site / "style.css.new"
    tmp.write_bytes(b"body { color: red }\n")
    os.replace(tmp, site / "style.css")  # what a deploy's atomic rename does: a new inode
    assert fetch(files.port, "/style.css")[2] == b"body { color: red }\n"
    (site / "later.js").write_bytes(b"export const later = 1;\n")
    assert fetch(files.port, "/later.js")[2] == b"export const later = 1;\n"
    (site / "later.js").unlink()
    assert fetch(files.port, "/later.js")[0] == 404


def test_a_touched_but_unchanged_file_still_matches(files, site):
    """The tag comes from the content: a deploy that rewrites identical files costs no refetch."""
    _, first, _ = fetch(files.port, "/icon.svg")
    (site / "icon.svg").write_bytes(ICON)
    later = time.time() + 5
    os.utime(site / "icon.svg", (later, later))
    status, h, _ = fetch(files.port, "/icon.svg", {"If-None-Match": first["etag"]})
    assert status == 304 and h["etag"] == first["etag"]


def test_head_gives_the_headers_without_a_body(files):
    conn = http.client.HTTPConnection("127.0.0.1", files.port, timeout=5)
    status, h, body = fetch(files.port, "/js/app.js", method="HEAD", conn=conn)
    assert status == 200 and body == b"" and int(h["content-length"]) == len(APP_JS) and "etag" in h
    assert fetch(files.port, "/missing.js", method="HEAD", conn=conn)[0] == 404
    status, _, body = fetch(files.port, "/js/app.js", conn=conn)
    assert status == 200 and body == APP_JS
    conn.close()


def test_a_large_file_is_streamed_from_disk_with_validators(files, site):
    big = (b"// filler line for a large module\n" * 160_000)  # ~5.4 MB: over the 4 MiB kept in memory
    (site / "big.js").write_bytes(big)
    status, h, body = fetch(files.port, "/big.js", {"Accept-Encoding": "gzip"})
    assert status == 200 and body == big and "content-encoding" not in h
    assert h["cache-control"] == "no-cache" and h["etag"].startswith('"')
    status, _, body = fetch(files.port, "/big.js", {"If-None-Match": h["etag"]})
    assert status == 304 and body == b""
    with open(site / "big.js", "ab") as f:
        f.write(b"// one more\n")
    status, h2, body = fetch(files.port, "/big.js", {"If-None-Match": h["etag"]})
    assert status == 200 and body.endswith(b"// one more\n") and h2["etag"] != h["etag"]


def test_hidden_files_and_unknown_types(files, site):
    (site / ".env").write_text("SECRET=1\n")
    (site / "js" / ".git").mkdir()
    (site / "js" / ".git" / "config").write_text("[core]\n")
    (site / "notes.xyz").write_text("?")
    assert fetch(files.port, "/.env")[0] == 404
    assert fetch(files.port, "/js/.git/config")[0] == 404
    status, _, body = fetch(files.port, "/notes.xyz")
    assert status == 415 and b".xyz" in body


def test_the_real_page_revalidates_every_file(server):
    """Every file of Public/ answers a 304 to its own tag, and the modules go out gzipped."""
    public = REPO / "Public"
    paths = ["/"] + ["/" + str(p.relative_to(public)) for p in sorted(public.rglob("*")) if p.is_file()]
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    sent = gzipped = 0
    for path in paths:
        status, h, body = fetch(server.port, path, {"Accept-Encoding": "gzip"}, conn=conn)
        assert status == 200, path
        sent += len(body)
        gzipped += h.get("content-encoding") == "gzip"
        status, _, body = fetch(server.port, path, {"Accept-Encoding": "gzip", "If-None-Match": h["etag"]}, conn=conn)
        assert status == 304 and body == b"", path
    conn.close()
    raw = sum(p.stat().st_size for p in public.rglob("*") if p.is_file())
    print(f"Public/: {len(paths) - 1} files, {raw} bytes on disk; a first load sends {sent} bytes "
          f"({gzipped} answers gzipped, index.html twice), a reload 304s only")
    assert gzipped >= len(paths) // 2


def test_through_the_nginx_site(nginx):
    """deploy/nginx/synth-trainer.conf passes the server's gzip, ETag and 304 through."""
    conn = http.client.HTTPSConnection("127.0.0.1", nginx["tls_port"], timeout=5, context=nginx["ssl"])
    conn.request("GET", "/js/net/Connection.js", headers={"Accept-Encoding": "gzip"})
    r = conn.getresponse()
    body = r.read()
    assert r.status == 200 and r.getheader("content-encoding") == "gzip"
    assert b"class Connection" in gzip.decompress(body)
    tag = r.getheader("etag")
    assert tag and r.getheader("cache-control") == "no-cache"
    conn.request("GET", "/js/net/Connection.js", headers={"Accept-Encoding": "gzip", "If-None-Match": tag})
    r = conn.getresponse()
    assert r.status == 304 and r.read() == b""
    conn.close()


"""Browser fixtures: Debian's Chromium driven by Playwright against the real server.

The `server` fixture (Tests/conftest.py) starts the real binary and yields .http_url / .ws_url.
Never run `playwright install`: the system browser at /usr/bin/chromium is used.
"""
import os
import pathlib

import pytest

from pagekit import PageKit

CHROMIUM = os.environ.get("SYNTH_TRAINER_CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = pathlib.Path(__file__).parent / "artifacts"


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"no Chromium at {CHROMIUM}")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            # The autoplay flag lets the AudioContext run without a real user gesture (headless).
            args=["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
        )
        yield b
        b.close()


@pytest.fixture
def open_page(browser, server):
    """Opens the page at a route in a fresh context (fresh localStorage); returns a PageKit."""
    contexts = []

    def opener(route="#/free", width=1280, height=800, ready=True, context=None):
        ctx = context or browser.new_context(viewport={"width": width, "height": height})
        if context is None:
            contexts.append(ctx)
        kit = PageKit(ctx.new_page(), server.http_url)
        kit.goto(route)
        if ready:
            kit.wait_ready()
        return kit

    yield opener
    for c in contexts:
        c.close()


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS

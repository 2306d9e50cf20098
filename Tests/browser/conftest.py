"""Browser fixtures: Debian's Chromium driven by Playwright against the real server.

The `server` fixture (Tests/conftest.py) starts the real binary and yields .http_url / .ws_url.
Never run `playwright install`: Debian's own Chromium builds are used.
"""
import importlib.util
import os
import pathlib
import sys

import pytest

from pagekit import PageKit

# Debian's chromium-headless-shell: Chromium's headless shell (the same Blink, V8, WebCodecs, Web Audio and
# AudioWorklet as the browser, without the browser's own UI layer; it is what Playwright runs headless
# by default). The suites' pages cost Chromium most of make test's CPU, and the shell spends less on them:
# the browser suites' parallel part, same hour, 2 workers, 160 passed on both: 858 s of CPU in 473 s on
# the shell against 1,155 s in 608 s on /usr/bin/chromium (2026-11-28). SYNTH_TRAINER_CHROMIUM=/usr/bin/chromium
# runs them on the full browser (`apt-get install chromium`: make test installs only the shell);
# bench_latency.py measures key-to-sound there when it is installed (headless too), else in the shell. Part of the
# saving may be the flags Debian's /usr/bin/chromium wrapper adds from /etc/chromium.d, which the shell's does not.
CHROMIUM = os.environ.get("SYNTH_TRAINER_CHROMIUM", "/usr/bin/chromium-headless-shell")
ARTIFACTS = pathlib.Path(__file__).parent / "artifacts"


def _reexport_shared_helpers():
    """`from conftest import Client` in a module imported from Tests/browser finds THIS file (pytest
    keeps only the latest conftest.py under that name), so the shared helpers of Tests/conftest.py
    (Client, ServerProcess, binary_path, ...) are re-exported here. Its fixtures are not: pytest
    already provides them to these tests from the parent directory."""
    path = pathlib.Path(__file__).resolve().parent.parent / "conftest.py"
    spec = importlib.util.spec_from_file_location("synth_trainer_shared_conftest", path)
    shared = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = shared  # dataclasses look their module up while the file runs
    spec.loader.exec_module(shared)
    for name, value in vars(shared).items():
        is_fixture = type(value).__name__ == "FixtureFunctionDefinition" or hasattr(value, "_pytestfixturefunction")
        if not name.startswith("_") and not is_fixture and name not in globals():
            globals()[name] = value


_reexport_shared_helpers()


@pytest.fixture(scope="session")
def browser():
    # `make test` installs both (scripts/setup.sh test): a missing one is a set-up failure, not a skip.
    try:
        from playwright import sync_api
    except ImportError:
        pytest.fail("playwright is not installed: run `scripts/setup.sh test` (make test does)")
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"no Chromium at {CHROMIUM}: run `scripts/setup.sh test` (make test does)")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            # The autoplay flag lets the AudioContext run without a real user gesture (headless).
            args=["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
        )
        yield b
        b.close()


@pytest.fixture
def contexts(browser):
    """`contexts(width, height, **options)` opens a fresh browser context (its own storage), closed
    after the test: one per person (a teacher, each student)."""
    made = []

    def new(width=1280, height=800, **kw):
        ctx = browser.new_context(viewport={"width": width, "height": height}, **kw)
        made.append(ctx)
        return ctx

    yield new
    for c in made:
        c.close()


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

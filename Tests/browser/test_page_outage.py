"""A database outage as a student meets it in the page: the synth keeps playing, a challenge submitted
while the shared database is away says in plain words that saving is paused and the attempt is kept
(no address, no driver text), and the result shows by itself once the database is back. On a private
PostgreSQL cluster that this test stops and starts (pgkit.private_cluster)."""
from __future__ import annotations

from conftest import Client
from lessonkit import walk_to_first_challenge
from pagekit import remembered, student_page
from pgkit import cluster_action, no_database_text, private_cluster  # noqa: F401 (a fixture)


def test_saving_is_paused_in_plain_words_and_the_result_comes_when_the_database_is_back(browser, server_factory,
                                                                                         private_cluster, artifacts):
    url, folder = private_cluster
    server = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    with Client(server.ws_url) as c:
        me = c.request("login", name="Paused Pat", secret="4711")
        lesson = walk_to_first_challenge(c)
    stored = remembered(me)
    ctx, kit = student_page(browser, server, stored, f"#/lesson/{lesson['id']}/play")
    try:
        kit.page.wait_for_selector("#exercise:not([hidden])")
        # The target heard to its end, as a submit needs; then the database goes away.
        kit.page.click("#exercise .btn-target")
        kit.page.wait_for_function("() => !document.querySelector('#exercise .btn-submit').disabled", timeout=20000)
        kit.wait_for_silence(timeout=10)
        cluster_action("stop", folder)
        kit.page.wait_for_function(
            "async () => (await (await fetch('/readyz')).json()).store === 'unreachable'", polling=200, timeout=60000)

        # Still a synth: a key sounds.
        kit.page.keyboard.down("KeyA")
        kit.wait_for_sound()
        kit.page.keyboard.up("KeyA")

        kit.page.click("#exercise .btn-submit")
        kit.page.wait_for_function(
            "() => /saving is paused/i.test(document.querySelector('#exercise .submit-status')?.textContent ?? '')",
            timeout=30000)
        status = kit.page.inner_text("#exercise .submit-status")
        assert "kept" in status, status
        no_database_text(status, url)
        kit.page.screenshot(path=str(artifacts / "saving-paused-1280x800.png"))
        assert kit.page.get_attribute("#result", "hidden") is not None, "no result before it is written"

        cluster_action("start", folder)
        kit.page.wait_for_function("() => window.synthTrainer.state().view === 'result'", timeout=60000)
        assert kit.page.get_attribute("#result", "data-passed") in ("true", "false")
        kit.page.screenshot(path=str(artifacts / "saving-resumed-result-1280x800.png"))
        assert not kit.console_errors, kit.console_errors
    finally:
        ctx.close()

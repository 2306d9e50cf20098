"""Getting back to where you were, over real sockets: a challenge's knobs and its last result survive
the socket closing (a reload) and a server restart on the same data folder; a recovery code lets a
student with no class, who forgot their secret, choose a new one and keep their progress."""
from __future__ import annotations

import time

from lessonkit import listen_through, walk_to_first_challenge


def a_changed_knob(lesson: dict, table: dict) -> tuple[str, object]:
    """A taught control and a value other than the lesson's start."""
    specs = {p["id"]: p for p in table["parameters"]}
    for pid in lesson["controls"]["shown"]:
        if pid in lesson["controls"]["locked"]:
            continue
        spec, start = specs[pid], lesson["startPatch"][pid]
        if spec.get("options"):
            return pid, next(o for o in spec["options"] if o != start)
        lo, hi = spec["min"], spec["max"]
        return pid, round(start + (hi - start) * 0.37, 3) if start < hi else round(lo + (start - lo) * 0.5, 3)
    raise AssertionError("no taught control")


def reopen(server, token: str, lesson_id: str) -> tuple[object, dict]:
    c = server.connect()
    assert c.request("login", token=token)["type"] == "student"
    return c, c.request("openLesson", lesson=lesson_id)["lesson"]


def test_knobs_and_result_survive_a_reload_and_a_restart(server_factory):
    server = server_factory()
    c = server.connect()
    me = c.request("login", name="Ada", secret="4711")
    lesson = walk_to_first_challenge(c)
    assert "savedPatch" not in lesson and "lastResult" not in lesson, lesson
    table = c.request("getParams")
    pid, value = a_changed_knob(lesson, table)
    c.send("set", param=pid, value=value)
    assert c.request("getPatch")["patch"][pid] == value
    c.close()  # a reload: the socket goes, the knobs are written as it closes

    c2, again = reopen(server, me["token"], lesson["id"])
    assert again.get("savedPatch", {}).get(pid) == value, again.get("savedPatch")
    # The synth has them too, not only the message.
    assert c2.request("getPatch")["patch"][pid] == value
    # A submit's result is kept with the knobs.
    listen_through(c2)
    result = c2.request("submit", expect="result")
    assert result["type"] == "result", result
    c2.close()

    server.stop()
    s2 = server_factory(data=str(server.data_dir))
    c3, after = reopen(s2, me["token"], lesson["id"])
    assert after["lastResult"]["score"] == result["score"], after.get("lastResult")
    assert after["lastResult"]["feedback"] == result["feedback"]
    if not result["passed"]:
        assert after["savedPatch"][pid] == value
    c3.close()


def test_knobs_turned_and_left_open_reach_the_store_within_moments(server):
    c = server.connect()
    me = c.request("login", name="Bo", secret="2468")
    lesson = walk_to_first_challenge(c)
    pid, value = a_changed_knob(lesson, c.request("getParams"))
    c.send("set", param=pid, value=value)
    # The first socket stays open (a second device looks): the draft is written without a close.
    deadline = time.monotonic() + 10
    seen = None
    while time.monotonic() < deadline:
        other, opened = reopen(server, me["token"], lesson["id"])
        other.close()
        seen = opened.get("savedPatch", {}).get(pid)
        if seen == value:
            break
        time.sleep(0.3)
    assert seen == value
    c.close()


def test_a_recovery_code_brings_a_student_with_no_class_back(server):
    c = server.connect()
    me = c.request("login", name="Cy", secret="1357")
    code = me.get("recoveryCode")
    assert code and len(code) == 19, me
    assert c.request("openLesson", lesson=c.lessons_in_order()[0]["id"])["type"] == "lesson"
    assert c.request("submit")["passed"]
    c.close()
    # The code is shown once: a later sign-in does not carry it.
    again = server.connect()
    assert "recoveryCode" not in again.request("login", name="Cy", secret="1357")
    again.close()

    lost = server.connect()
    wrong = lost.request("recover", name="Cy", code="AAAA-BBBB-CCCC-DDDD", secret="new one")
    assert wrong["type"] == "error" and wrong["code"] == "unauthorized", wrong
    back = lost.request("recover", name="cy", code=code.lower(), secret="new one")
    assert back["type"] == "student" and back["student"] == me["student"], back
    assert back["recoveryCode"] and back["recoveryCode"] != code
    assert lost.lessons_in_order()[0]["state"] == "completed"
    used = lost.request("recover", name="Cy", code=code, secret="third")
    assert used["type"] == "error" and used["code"] == "unauthorized", used
    fresh = server.connect()
    assert fresh.request("login", name="Cy", secret="new one")["student"] == me["student"]
    old = fresh.request("login", name="Cy", secret="1357")
    assert old["type"] == "error", old


def test_knobs_turned_just_before_a_reload_reach_the_new_socket_before_the_old_one_closes(server):
    """A reload whose old socket is still open when the new page signs in (a browser ends a page's
    worker, and its socket, in its own time): the knobs the old socket turned within the last second,
    not yet written, are written when the same student signs in again, so the new socket's lesson
    opens with them and not with the knobs of a second ago."""
    c = server.connect()
    me = c.request("login", name="Dee", secret="8642")
    assert me["type"] == "student", me
    lesson = walk_to_first_challenge(c)
    table = c.request("getParams")
    pid, value = a_changed_knob(lesson, table)
    spec = next(p for p in table["parameters"] if p["id"] == pid)
    c.send("set", param=pid, value=value)  # written at once (the first turn)
    assert c.request("getPatch")["patch"][pid] == value
    # A second turn within the second: due for writing only a second after the first.
    second = next(o for o in spec["options"] if o != value) if spec.get("options") \
        else round((value + lesson["startPatch"][pid]) / 2, 3)
    c.send("set", param=pid, value=second)
    assert c.request("getPatch")["patch"][pid] == second
    other, opened = reopen(server, me["token"], lesson["id"])
    try:
        assert opened.get("savedPatch", {}).get(pid) == second, (opened.get("savedPatch"), value, second)
    finally:
        other.close()
        c.close()


def test_the_knobs_saved_as_a_socket_closes_land_after_the_ones_saved_a_moment_before(server):
    """Two draft writes back to back (a knob turned, written at once as the socket's first turn; turned
    again and the page closed at once, written by the close): the store keeps the second. A student's
    writes run one at a time in the order sent; side by side, the first could finish last and put the
    older knobs back for the next reload."""
    c = server.connect()
    me = c.request("login", name="Flo", secret="1357")
    lesson = walk_to_first_challenge(c)
    table = c.request("getParams")
    pid, value = a_changed_knob(lesson, table)
    spec = next(p for p in table["parameters"] if p["id"] == pid)
    second = next(o for o in spec["options"] if o != value) if spec.get("options") \
        else round((value + lesson["startPatch"][pid]) / 2, 3)
    c.close()
    for round_ in range(8):
        c, opened = reopen(server, me["token"], lesson["id"])
        first, last = (value, second) if round_ % 2 == 0 else (second, value)
        c.send("set", param=pid, value=first)  # a new socket's first turn is written at once
        c.send("set", param=pid, value=last)
        assert c.request("getPatch")["patch"][pid] == last
        c.close()
        c.wait_closed()
        time.sleep(0.3)  # both writes finish (a reopen would read a queued one without the store)
        other, opened = reopen(server, me["token"], lesson["id"])
        other.close()
        assert opened.get("savedPatch", {}).get(pid) == last, (round_, opened.get("savedPatch"), first, last)


def test_one_recovery_code_sent_twice_at_once_lets_one_through(store_server):
    """Two pages send the same recovery code at the same moment (a double submit, two tabs): one signs
    in with its new secret and a new code, the other is told the code was just used; the secret and
    the code that count are the winner's, on SQLite and on PostgreSQL. Before, both passed the check,
    both set a secret, and whichever page showed the overwritten code held one that worked nowhere."""
    server, _ = store_server
    for round_ in range(4):
        name = f"Twin{round_}"
        c = server.connect()
        code = c.request("login", name=name, secret="1357")["recoveryCode"]
        c.close()
        a, b = server.connect(), server.connect()
        a.send("recover", id="ra", name=name, code=code, secret="from a")
        b.send("recover", id="rb", name=name, code=code, secret="from b")
        ra = a.wait_text(lambda m: m.get("id") == "ra")
        rb = b.wait_text(lambda m: m.get("id") == "rb")
        won = [(r, s) for r, s in ((ra, "from a"), (rb, "from b")) if r["type"] == "student"]
        lost = [r for r in (ra, rb) if r["type"] != "student"]
        assert len(won) == 1 and len(lost) == 1, (round_, ra, rb)
        assert lost[0]["code"] == "unauthorized", lost
        (reply, secret), = won
        check = server.connect()
        assert check.request("login", name=name, secret=secret)["type"] == "student"
        # The winner's new code is the one that works.
        again = check.request("recover", name=name, code=reply["recoveryCode"], secret="later")
        assert again["type"] == "student", again
        for s in (a, b, check):
            s.close()

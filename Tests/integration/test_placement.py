"""Testing out over a real socket: a new student may take the placement (the review challenges of Basics
practice), which completes Basics and Basics practice without stars; the next part's reviews open in
turn; nothing else unlocks early, and the placement survives a restart on the same store."""
from lessonkit import pass_by_revealing


def states(c) -> dict:
    return {l["id"]: l["state"] for m in c.request("listLessons")["modules"] for l in m["lessons"]}


def modules(c) -> dict:
    return {m["id"]: m["lessons"] for m in c.request("listLessons")["modules"]}


def test_a_newcomer_places_out_of_basics_and_keeps_it_after_a_restart(server, server_factory):
    c = server.connect()
    me = c.request("login", name="Placed")
    mods = modules(c)
    reviews = [l["id"] for l in mods["basics-practice"] if l["state"] == "testOut"]
    assert len(reviews) >= 3
    # Only those are open besides the first lesson; the rest of the course stays locked.
    s = states(c)
    assert [k for k, v in s.items() if v == "testOut"] == reviews
    # The stretch's reviews say so (`review`), and nothing else does.
    assert [l["id"] for m in mods.values() for l in m if l.get("review")] == reviews
    assert s[mods["basics"][0]["id"]] == "current"
    assert c.request("openLesson", lesson=mods["basics"][3]["id"])["code"] == "locked_lesson"
    assert c.request("openLesson", lesson=mods["basics-2"][0]["id"])["code"] == "locked_lesson"
    # A non-review lesson of the practice module is not part of the placement.
    theory = next(l["id"] for l in mods["basics-practice"] if l["kind"] == "theory")
    assert c.request("openLesson", lesson=theory)["code"] == "locked_lesson"

    # A review's target stays hidden before it is passed, as in every challenge.
    opened = c.request("openLesson", lesson=reviews[0])
    assert opened["type"] == "lesson" and "targetPatch" not in opened["lesson"]

    for i, rid in enumerate(reviews):
        result = pass_by_revealing(c, rid)
        assert result["passed"], result
        if i < len(reviews) - 1:
            assert "tested out" not in (result.get("note") or "")
            # A passed review is still one of them: the page numbers the placement's sounds by them.
            now = modules(c)
            assert [l["id"] for m in now.values() for l in m if l.get("review")] == reviews
            assert sum(l["state"] == "testOut" for l in now["basics-practice"]) == len(reviews) - 1 - i
            # The rest of Basics is still to do until every review is passed.
            assert states(c)[mods["basics"][1]["id"]] == "locked"
    assert "You tested out of Basics and Basics practice" in result["note"], result["note"]

    after = modules(c)
    assert all(l["state"] == "completed" for l in after["basics"] + after["basics-practice"])
    # The reviews marked now are the next part's (the test-out moved on with the current lesson).
    assert {l["id"] for m in after.values() for l in m if l.get("review")} == {
        l["id"] for l in after["basics-2-practice"] if l["state"] == "testOut"}
    # Completed without stars (the reviews earned theirs).
    assert all(l["stars"] == 0 for l in after["basics"] if l["kind"] != "theory")
    assert after["basics-2"][0]["state"] == "current"
    # The next part's reviews are the next test-out; nothing beyond it opened.
    assert [l["state"] for l in after["basics-2-practice"] if l["state"] == "testOut"]
    assert all(l["state"] == "locked" for l in after["effects"])
    c.close()

    server.stop()
    again = server_factory(data=str(server.data_dir))
    c2 = again.connect()
    c2.request("login", name="", token=me["token"])
    assert states(c2) == states_of(after)
    c2.close()


def states_of(mods: dict) -> dict:
    return {l["id"]: l["state"] for lessons in mods.values() for l in lessons}

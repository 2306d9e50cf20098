"""Walking a student through the course over a socket, for the socket and page tests: to the first
challenge, or to the first listening quiz; and listening to a challenge's target as the server counts it."""


def listen_through(c, timeout: float = 15.0):
    """Plays the open challenge's target and waits for `targetDone`: the server counts the target as
    heard only once its phrase has played through (a stop before that counts for nothing)."""
    c.send("playTarget")
    return c.wait_text(lambda m: m["type"] == "targetDone", timeout=timeout)


def first_challenge(c, name: str) -> dict:
    """Signs `name` in, reads the theory pages up to the first challenge and opens it."""
    c.request("login", name=name)
    return walk_to_first_challenge(c)


def walk_to_first_challenge(c) -> dict:
    """For a signed-in student: reads the theory pages up to the first challenge and opens it."""
    for entry in c.lessons_in_order():
        lesson = c.request("openLesson", lesson=entry["id"])["lesson"]
        if lesson["kind"] == "challenge":
            return lesson
        assert c.request("submit")["passed"]
    raise AssertionError("the course has no challenge")


def reach_first_quiz(c) -> tuple[dict, str]:
    """Works through the course (theory read, challenges passed by revealing) up to the first quiz;
    returns the lesson list entry of the quiz and the id of the lesson after it."""
    listing = c.lessons_in_order()
    for i, entry in enumerate(listing):
        if entry["kind"] == "quiz":
            return entry, listing[i + 1]["id"]
        lesson = c.request("openLesson", lesson=entry["id"])["lesson"]
        if lesson["kind"] == "challenge":
            revealed = c.request("reveal")["patch"]
            taught = {k: revealed[k] for k in lesson["controls"]["shown"] if k not in lesson["controls"]["locked"]}
            c.send("setMany", values=taught)
            listen_through(c)
        assert c.request("submit")["passed"], entry
    raise AssertionError("the course has no quiz")

/**
 * Testing out (`LessonGate.TestOut` on the server): the review challenges of the part of the course the
 * student is in are open before their turn (state `testOut`), and passing all of them completes that
 * part. For a newcomer who has done nothing yet it is the placement.
 * `modules`: the lesson list as the server sends it.
 */
export function testOut(modules) {
  const lessons = (modules ?? []).flatMap((m) => m.lessons);
  const begun = lessons.some((l) => l.state === 'completed' || typeof l.bestScore === 'number');
  return { reviews: lessons.filter((l) => l.state === 'testOut'), begun };
}

/** What the page calls it: a placement of sounds for a newcomer, reviews for a student on the way. */
export function testOutName({ reviews, begun }) {
  const n = reviews.length;
  return begun ? `Test out (${n} review${n > 1 ? 's' : ''})` : `placement (${n} sound${n > 1 ? 's' : ''})`;
}

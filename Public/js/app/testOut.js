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

/**
 * Where `lesson` stands in the test-out of the student's part: `{ at, n, begun }` (`at` from 0), or null
 * when it is not one of its reviews (or is opened as practice).
 */
export function testOutPlace(modules, lesson) {
  const part = testOut(modules);
  const at = part.reviews.findIndex((l) => l.id === lesson?.id);
  return at < 0 || lesson.practice ? null : { at, n: part.reviews.length, begun: part.begun };
}

/** Its short name, "Placement, sound 2 of 5" or "Test out, review 2 of 5" (null when it is none). */
export function testOutStep(place) {
  if (!place) return null;
  return place.begun ? `Test out, review ${place.at + 1} of ${place.n}` : `Placement, sound ${place.at + 1} of ${place.n}`;
}

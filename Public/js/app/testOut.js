/**
 * Testing out (`LessonGate.TestOut` on the server): the review challenges of the part of the course the
 * student is in are open before their turn (state `testOut`), and passing all of them completes that
 * part. For a newcomer who has done nothing but these reviews it is the placement.
 * `modules`: the lesson list as the server sends it. `reviews`: the ones still open; `part`: all of the
 * part's reviews, passed ones too (`review`); `begun`: anything attempted at all; `placement`: nothing
 * attempted beyond the part's reviews (a newcomer who passed a sound is still taking the placement: it
 * turned into "Test out (4 reviews)" after the first, numbered from 1 again).
 */
export function testOut(modules) {
  const lessons = (modules ?? []).flatMap((m) => m.lessons);
  const tried = (l) => l.state === 'completed' || typeof l.bestScore === 'number';
  const reviews = lessons.filter((l) => l.state === 'testOut');
  return { reviews, part: lessons.filter((l) => l.review), begun: lessons.some(tried),
    placement: !lessons.some((l) => !l.review && tried(l)) };
}

/**
 * The lesson list's link to it: a placement of sounds for a newcomer ("Take the placement (5 sounds)",
 * then "Continue the placement (4 of 5 sounds left)"), reviews for a student on the way.
 */
export function testOutInvitation({ reviews, part, placement }, name = 'this part') {
  const n = reviews.length;
  // Named, and said what it does: "Know this part already? Test out (5 reviews)" left a newcomer
  // asking which part and what a review is (session 35's walk).
  if (!placement) return `Know ${name} already? Test out: pass ${n} review${n > 1 ? 's' : ''} to skip it`;
  return n < part.length ? `Continue the placement (${n} of ${part.length} sounds left)`
    : `Know synths already? Take the placement (${n} sound${n > 1 ? 's' : ''})`;
}

/**
 * Where `lesson` stands in the test-out of the student's part: `{ at, n, placement }` (`at` from 0, among
 * all of the part's reviews), or null when it is not one of them (or is opened as practice).
 */
export function testOutPlace(modules, lesson) {
  const t = testOut(modules);
  const at = t.part.findIndex((l) => l.id === lesson?.id);
  return at < 0 || lesson.practice ? null : { at, n: t.part.length, placement: t.placement };
}

/** "sound 2 of 5" (the placement) or "review 2 of 5" (a test out). */
export function testOutOrdinal(place) {
  return `${place.placement ? 'sound' : 'review'} ${place.at + 1} of ${place.n}`;
}

/** Its short name, "Placement, sound 2 of 5" or "Test out, review 2 of 5" (null when it is none). */
export function testOutStep(place) {
  return place ? `${place.placement ? 'Placement' : 'Test out'}, ${testOutOrdinal(place)}` : null;
}

/**
 * Merges notes from every input (on-screen piano, computer keys, MIDI): a note sounds while any input
 * holds it. Sends noteOn/noteOff through `send`, and dispatches `change` ({note, on}) for the piano.
 * Dispatches `attack` ({event}) when a note starts from nothing held: the latency probe's start mark.
 */
export class NoteRouter extends EventTarget {
  constructor(send) {
    super();
    this.send = send;
    this.holders = new Map(); // note -> Set of input names
  }

  down(note, velocity, input, event) {
    let set = this.holders.get(note);
    if (!set) {
      set = new Set();
      this.holders.set(note, set);
    }
    if (set.has(input)) return;
    const fresh = set.size === 0;
    set.add(input);
    if (!fresh) return;
    if (this.heldCount() === 1) this.dispatchEvent(new CustomEvent('attack', { detail: { event, note } }));
    this.send.noteOn(note, velocity);
    this.dispatchEvent(new CustomEvent('change', { detail: { note, on: true } }));
  }

  up(note, input) {
    const set = this.holders.get(note);
    if (!set || !set.delete(input)) return;
    if (set.size > 0) return;
    this.holders.delete(note);
    this.send.noteOff(note);
    this.dispatchEvent(new CustomEvent('change', { detail: { note, on: false } }));
  }

  heldCount() {
    return [...this.holders.values()].filter((s) => s.size > 0).length;
  }

  /** Forgets every held note (the socket dropped: the server session that held them is gone). */
  releaseAll() {
    for (const note of [...this.holders.keys()]) {
      this.holders.delete(note);
      this.dispatchEvent(new CustomEvent('change', { detail: { note, on: false } }));
    }
  }
}

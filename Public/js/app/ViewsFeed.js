/**
 * Tells the server whether the page shows the waveform and spectrum now (`views`, PROTOCOL.md): a
 * student reading a theory page or the lesson list, or with the tab in the background, gets no
 * picture frames, and the server does not even analyse for them (they cost more than the synth).
 * What is "shown" is the pictures' canvases being on screen in a visible tab; a new socket starts
 * with pictures on, so the state is said again after each `welcome`.
 */
export class ViewsFeed {
  constructor(connection, canvases) {
    this.conn = connection;
    this.onScreen = new Set();
    this.sent = null;
    this.observer = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting) this.onScreen.add(e.target);
        else this.onScreen.delete(e.target);
      }
      this.update();
    });
    for (const c of canvases) this.observer.observe(c);
    document.addEventListener('visibilitychange', () => this.update());
    connection.addEventListener('welcome', () => {
      this.sent = null;
      this.update();
    });
  }

  get shown() {
    return !document.hidden && this.onScreen.size > 0;
  }

  update() {
    const show = this.shown;
    if (show === this.sent) return;
    if (this.conn.send({ type: 'views', show })) this.sent = show;
  }
}

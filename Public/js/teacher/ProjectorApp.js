import { h, svg, clear } from '../ui/dom.js';
import { TeacherConnection } from './TeacherConnection.js';

/**
 * The projector view (`projector.html?class=ID`): what a class needs on the board to join, and
 * nothing else. The class name, its join code in large type, the join link (the student page with
 * `?join=CODE`, which fills the code in) and a QR code of that link, made by the server with
 * libqrencode (`joinQR`). It signs in with the teacher's session cookie and only ever asks for the
 * class list and the QR code: no roster, no targets, no student data reach this page.
 */
export class ProjectorApp {
  constructor(root) {
    this.root = root;
    this.classId = new URLSearchParams(location.search).get('class');
    this.connection = new TeacherConnection(TeacherConnection.defaultURL());
    this.name = h('h1.pj-class');
    this.code = h('p.pj-code', { 'aria-label': 'Join code' });
    this.link = h('p.pj-link');
    this.qr = h('div.pj-qr', { role: 'img', 'aria-label': 'QR code of the join link' });
    this.status = h('p.pj-status', { role: 'status' });
    this.fullButton = h('button.btn.btn-ghost.btn-small.pj-full', { type: 'button', onclick: () => this.fullScreen() },
      h('span', { text: 'Full screen' }));
    this.el = h('main.projector', {},
      h('div.pj-text', {},
        h('p.pj-lede', { text: 'Join the class' }), this.name,
        h('p.pj-how', { text: 'Open the link or scan the code, sign in with your name and secret:' }),
        this.link, h('p.pj-code-label', { text: 'Class code' }), this.code),
      this.qr, this.status, this.fullButton);
    root.append(this.el);
    this.connection.addEventListener('teacher', (e) => this.show(e.detail.classes ?? []));
    this.connection.addEventListener('unauthorized', () => {
      this.status.textContent = 'Sign in on the teacher dashboard first, then open the projector view from there.';
    });
    document.addEventListener('fullscreenchange', () => { this.fullButton.hidden = Boolean(document.fullscreenElement); });
  }

  start() {
    this.connection.connect();
  }

  async show(classes) {
    const c = classes.find((x) => x.id === this.classId) ?? (classes.length === 1 ? classes[0] : null);
    if (!c) {
      this.status.textContent = classes.length ? 'Open the projector view from the dashboard of the class to show.' : 'No class yet.';
      return;
    }
    const link = `${location.origin}${location.pathname.replace(/projector\.html$/, '')}?join=${encodeURIComponent(c.code)}`;
    document.title = `Join ${c.name} · Synth Trainer`;
    this.name.textContent = c.name;
    // Four and four, as read aloud ("K7QH-3MXP"); the page takes it with or without the hyphen.
    this.code.textContent = c.code.length === 8 ? `${c.code.slice(0, 4)}-${c.code.slice(4)}` : c.code;
    this.link.textContent = link;
    this.status.textContent = c.joining === false || c.archived ? 'Joining is closed for this class: turn it on in Class settings.' : '';
    try {
      const reply = await this.connection.request({ type: 'joinQR', class: c.id, link });
      this.drawQR(reply.size, reply.rows);
    } catch (e) {
      this.status.textContent = e.message;
    }
  }

  /** The modules as one SVG path, with the four-module quiet zone scanners need. */
  drawQR(size, rows) {
    const quiet = 4;
    let d = '';
    rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) if (row[x] === '1') d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    });
    const n = size + 2 * quiet;
    clear(this.qr);
    this.qr.append(svg('svg', { viewBox: `0 0 ${n} ${n}`, 'shape-rendering': 'crispEdges', class: 'pj-qr-svg' },
      svg('rect', { width: n, height: n, fill: '#fff' }), svg('path', { d, fill: '#000' })));
    this.qr.dataset.size = String(size);
  }

  fullScreen() {
    document.documentElement.requestFullscreen?.().catch(() => {});
  }
}

// Tiny DOM helpers: the page builds its elements in code (no templates, no inline scripts or styles,
// so a strict Content-Security-Policy holds).

const SVG_NS = 'http://www.w3.org/2000/svg';

/** h('button.primary', {onclick, 'aria-label': 'Play'}, 'Play') */
export function h(tagAndClasses, props = {}, ...children) {
  const [tag, ...classes] = tagAndClasses.split('.');
  const el = document.createElement(tag || 'div');
  if (classes.length) el.className = classes.join(' ');
  applyProps(el, props);
  append(el, children);
  return el;
}

/** Same for SVG elements. */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  append(el, children);
  return el;
}

function applyProps(el, props) {
  for (const [k, v] of Object.entries(props ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'text') el.textContent = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'className') el.className = v;
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, v);
  }
}

function append(el, children) {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

export function show(el, visible) {
  el.hidden = !visible;
}

/** Note name of a MIDI note number (60 -> C4). */
export function noteName(note) {
  const names = ['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B'];
  return `${names[note % 12]}${Math.floor(note / 12) - 1}`;
}

/** Nearest note to a frequency, e.g. {name: 'A4', cents: -3}. */
export function nearestNote(hz) {
  if (!(hz > 0)) return null;
  const n = 69 + 12 * Math.log2(hz / 440);
  const note = Math.round(n);
  return { note, name: noteName(note), cents: Math.round((n - note) * 100) };
}

// The server's parameter table (the `params` message) and what the page derives from it: knob travel,
// value text, tab sections. Ranges, defaults, units and options come only from the server's rows.

/** Friendlier short labels for option names; anything not listed is shown humanised. */
const OPTION_LABELS = {
  sampleHold: 'S&H', amplitude: 'Amp', pulseWidth: 'PW', lowpass: 'LP', highpass: 'HP',
  bandpass: 'BP', notch: 'Notch', triangle: 'Tri', square: 'Square', legato: 'Legato',
  12: '12 dB', 24: '24 dB',
};

export function humanise(name) {
  const s = String(name).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function optionLabel(name) {
  return OPTION_LABELS[name] ?? humanise(name);
}

function trimNumber(v, digits) {
  return Number(v.toFixed(digits)).toString();
}

/** One row of the table with its helpers. */
export class ParamSpec {
  constructor(row) {
    Object.assign(this, row);
    this.isChoice = row.scale === 'choice';
    this.isToggle = this.isChoice && row.options.length === 2 && row.options[0] === 'off' && row.options[1] === 'on';
    this.isBipolar = !this.isChoice && row.min < 0 && row.max > 0;
  }

  /** 0..1 knob travel for a value (log or linear as the row says). */
  normalized(v) {
    if (this.isChoice) return this.options.length > 1 ? this.options.indexOf(v) / (this.options.length - 1) : 0;
    const x = Math.min(this.max, Math.max(this.min, Number(v)));
    if (this.scale === 'log') return Math.log(x / this.min) / Math.log(this.max / this.min);
    return this.max > this.min ? (x - this.min) / (this.max - this.min) : 0;
  }

  /** Inverse of `normalized`, snapped to the row's step. */
  fromNormalized(t) {
    const u = Math.min(1, Math.max(0, t));
    if (this.isChoice) return this.options[Math.round(u * (this.options.length - 1))];
    const v = this.scale === 'log' ? this.min * Math.pow(this.max / this.min, u) : this.min + u * (this.max - this.min);
    return this.snap(v);
  }

  snap(v) {
    let x = Math.min(this.max, Math.max(this.min, v));
    if (this.step) x = Math.round(x / this.step) * this.step;
    // Limit float noise so values read back cleanly (0.30000000000000004).
    return Math.min(this.max, Math.max(this.min, Number(x.toPrecision(6))));
  }

  /** Value text with unit, as a person reads it ("1.20 kHz", "35%", "+7 st", "250 ms"). */
  format(v) {
    if (this.isChoice) return optionLabel(v);
    const x = Number(v);
    const sign = this.isBipolar && x > 0 ? '+' : '';
    switch (this.unit) {
      case '%':
        return `${Math.round(x * 100)}%`;
      case 'Hz':
        if (x >= 10000) return `${trimNumber(x / 1000, 1)} kHz`;
        if (x >= 1000) return `${trimNumber(x / 1000, 2)} kHz`;
        if (x >= 100) return `${Math.round(x)} Hz`;
        return `${trimNumber(x, x >= 10 ? 1 : 2)} Hz`;
      case 's':
        if (x < 0.01) return `${trimNumber(x * 1000, 1)} ms`;
        if (x < 1) return `${Math.round(x * 1000)} ms`;
        return `${trimNumber(x, 2)} s`;
      case 'dB':
        return `${trimNumber(x, 1)} dB`;
      case 'Q':
        return trimNumber(x, 2);
      default: {
        const digits = this.step && this.step >= 1 ? 0 : Math.abs(x) >= 10 ? 0 : 1;
        return `${sign}${trimNumber(x, digits)}${this.unit ? ` ${this.unit}` : ''}`;
      }
    }
  }

  /** Keyboard step in knob travel: one `step` for stepped rows, 1% of travel otherwise. */
  travelStep(fine) {
    if (this.step && !this.isChoice) {
      const span = this.scale === 'log' ? 1 : (this.max - this.min);
      return this.scale === 'log' ? 0.01 : this.step / span;
    }
    return fine ? 0.001 : 0.01;
  }

  get defaultValue() {
    return this.default;
  }
}

/** The whole table: rows by id, groups (tabs), and the sections each tab is drawn as. */
export class ParamTable {
  constructor(doc) {
    if (!doc || !Array.isArray(doc.parameters) || !Array.isArray(doc.groups)) {
      throw new Error('The server sent a parameter table the page cannot read');
    }
    this.json = JSON.stringify(doc);
    this.params = doc.parameters.map((r) => new ParamSpec(r));
    this.groups = doc.groups;
    this.byId = new Map(this.params.map((p) => [p.id, p]));
  }

  get(id) {
    return this.byId.get(id);
  }

  defaults() {
    return Object.fromEntries(this.params.map((p) => [p.id, p.default]));
  }

  /**
   * A tab's rows split into cards by the id's first part (osc1, amp, filter). A part with many rows
   * (fx) is split again by the first word after the dot (delay, reverb). Titles are the words the
   * rows' names share; labels are the names without that shared prefix.
   */
  sections(groupId) {
    const rows = this.params.filter((p) => p.group === groupId);
    const byKey = new Map();
    for (const p of rows) {
      const key = p.id.split('.')[0];
      if (!byKey.has(key)) byKey.set(key, []);
      byKey.get(key).push(p);
    }
    const out = [];
    for (const [key, list] of byKey) {
      if (list.length > 6) {
        const sub = new Map();
        for (const p of list) {
          const word = p.id.split('.')[1].match(/^[a-z]+/)[0];
          if (!sub.has(word)) sub.set(word, []);
          sub.get(word).push(p);
        }
        for (const [word, l] of sub) out.push(makeSection(`${key}.${word}`, word, l));
      } else {
        out.push(makeSection(key, key, list));
      }
    }
    return out;
  }
}

function makeSection(key, fallbackTitle, list) {
  const words = list.map((p) => p.name.split(' '));
  let shared = 0;
  if (list.length > 1) {
    while (words.every((w) => w.length > shared + 1 && w[shared] === words[0][shared])) shared++;
  } else if (words[0].length > 1) {
    shared = 1;
  }
  const title = shared > 0 ? words[0].slice(0, shared).join(' ') : humanise(fallbackTitle.replace(/\d+$/, (d) => ` ${d}`));
  const items = list.map((p, i) => {
    const rest = words[i].slice(shared).join(' ');
    return { spec: p, label: rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : p.name };
  });
  return { key, title, items };
}

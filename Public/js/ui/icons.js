import { svg } from './dom.js';

// Small pictures of waveform options, drawn as paths in a 28x16 box; options without one show text.
const WAVE_PATHS = {
  sine: 'M2 8 C6 -2, 10 -2, 14 8 S22 18, 26 8',
  triangle: 'M2 8 L8 2 L20 14 L26 8',
  saw: 'M2 14 L14 2 L14 14 L26 2 L26 14',
  square: 'M2 14 L2 2 L14 2 L14 14 L26 14 L26 2',
  pulse: 'M2 14 L2 2 L8 2 L8 14 L14 14 L14 2 L20 2 L20 14 L26 14',
  sampleHold: 'M2 10 L7 10 L7 3 L12 3 L12 12 L17 12 L17 6 L22 6 L22 13 L26 13',
};

export function waveIcon(option) {
  const d = WAVE_PATHS[option];
  if (!d) return null;
  return svg('svg', { viewBox: '0 0 28 16', class: 'wave-icon', 'aria-hidden': 'true' },
    svg('path', { d, fill: 'none', 'stroke-width': '1.8', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
}

export function icon(name) {
  const paths = {
    play: 'M7 4 L19 12 L7 20 Z',
    stop: 'M6 6 H18 V18 H6 Z',
    lock: 'M7 11 V8 a5 5 0 0 1 10 0 V11 M5 11 H19 V21 H5 Z',
    key: 'M8 8 a4 4 0 1 0 0.01 0 Z M12 12 H21 M18 12 V15 M21 12 V15',
    check: 'M5 12 L10 17 L19 7',
    cross: 'M6 6 L18 18 M18 6 L6 18',
    up: 'M12 5 V19 M6 11 L12 5 L18 11',
    down: 'M12 5 V19 M6 13 L12 19 L18 13',
    bulb: 'M9 18 H15 M10 21 H14 M12 3 a6 6 0 0 1 4 10.5 c-1 1 -1.5 2 -1.5 3 H9.5 c0 -1 -.5 -2 -1.5 -3 A6 6 0 0 1 12 3 Z',
    eye: 'M2 12 C5 6, 19 6, 22 12 C19 18, 5 18, 2 12 Z M12 9 a3 3 0 1 0 0.01 0 Z',
    gauge: 'M4 16 a8 8 0 1 1 16 0 M12 16 L16 10',
    user: 'M12 12 a4 4 0 1 0 0 -8 a4 4 0 1 0 0 8 Z M4 21 c1 -4 4 -6 8 -6 s7 2 8 6',
    back: 'M15 5 L8 12 L15 19',
    next: 'M9 5 L16 12 L9 19',
    speaker: 'M4 9 H8 L13 5 V19 L8 15 H4 Z M16 9 c1.5 1.5 1.5 4.5 0 6 M18.5 6.5 c3 3 3 8 0 11',
    retry: 'M5 12 a7 7 0 1 0 2 -5 M5 4 V8 H9',
    copy: 'M8 8 H19 V19 H8 Z M5 15 V5 H15',
    midi: 'M12 3 a9 9 0 1 0 0.01 0 Z M8 12 h.01 M16 12 h.01 M12 8 h.01 M9.5 15.5 h.01 M14.5 15.5 h.01',
    // A raised hand: four fingers and a thumb folding in.
    hand: 'M8 12 V5.5 a1.5 1.5 0 0 1 3 0 V11 M11 10.5 V4 a1.5 1.5 0 0 1 3 0 V11 M14 10.5 V5.5 a1.5 1.5 0 0 1 3 0 V12 '
      + 'M17 9.5 a1.5 1.5 0 0 1 3 0 V14 a7 7 0 0 1 -7 7 h-1 a6 6 0 0 1 -4.6 -2.2 L4 15.2 a1.5 1.5 0 0 1 2.3 -1.9 L8 15',
  };
  return svg('svg', { viewBox: '0 0 24 24', class: 'icon', 'aria-hidden': 'true' },
    svg('path', { d: paths[name] ?? '', fill: 'none', stroke: 'currentColor', 'stroke-width': '2',
      'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
}

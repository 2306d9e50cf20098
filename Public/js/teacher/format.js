// Small text formats shared by the dashboard's views.

/** 95.4 -> "95", null -> "–". */
export function score(v) {
  return typeof v === 'number' && Number.isFinite(v) ? String(Math.round(v)) : '–';
}

/** Seconds as "42 s", "3:05", "1:02:09". */
export function duration(seconds) {
  const s = Math.max(0, Math.floor(seconds ?? 0));
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}

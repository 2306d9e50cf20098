/**
 * The progress table as CSV for a spreadsheet or a gradebook: one row per student (those who left
 * too, marked), and for each lesson in course order its stars, best score, attempts and time in
 * seconds, side by side. Pure: the `progress` message in, text out.
 */
const FIELDS = [
  ['stars', (c) => c.stars ?? 0],
  ['best score', (c) => (c.attempts ? Math.round(c.bestScore) : '')],
  ['attempts', (c) => c.attempts ?? 0],
  ['time (s)', (c) => Math.round(c.timeSpent ?? 0)],
];

/** One field, quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused so
 * a name never runs as a formula in the spreadsheet that opens it. */
export function csvField(value) {
  let s = String(value ?? '');
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function progressCsv(msg) {
  const lessons = msg.lessons ?? [];
  const head = ['Student', 'Status', 'Completed'];
  lessons.forEach((l, i) => { for (const [name] of FIELDS) head.push(`${i + 1}. ${l.title}: ${name}`); });
  const rows = (msg.students ?? []).map((s) => {
    const cells = s.lessons ?? {};
    const status = s.removed ? 'removed' : s.left ? 'left' : 'in class';
    const row = [s.name, status, Object.values(cells).filter((c) => c.completed).length];
    for (const l of lessons) {
      const c = cells[l.id];
      for (const [, get] of FIELDS) row.push(c ? get(c) : '');
    }
    return row;
  });
  return [head, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** "Year 9 music" on 2026-11-26 -> "Year-9-music-2026-11-26.csv" (the local date). */
export function csvFileName(className, date = new Date()) {
  const slug = String(className ?? 'class').normalize('NFKD').replace(/[^\w]+/g, '-').replace(/^-+|-+$/g, '') || 'class';
  const pad = (n) => String(n).padStart(2, '0');
  return `${slug}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** Hands the file to the browser's downloads. */
export function download(text, name) {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

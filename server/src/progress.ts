const bar = (label: string, percent: number) =>
  `${label.padEnd(10)} ${'#'.repeat(Math.floor(percent / 5)).padEnd(20, '.')} ${String(percent).padStart(3)}%   `;

/**
 * Progress of steps that run together (rebuilds of several projectors), shown as one bar on `out`: the step
 * furthest behind, written when it changes. Nothing is shown for the first `quietMs` (short steps say nothing);
 * `done` ends the bar's line, when one was shown.
 */
export function progressBar(
  names: string[],
  { out = process.stdout, quietMs = 0 }: { out?: NodeJS.WritableStream; quietMs?: number } = {},
) {
  const percents = new Map(names.map((name) => [name, 0]));
  const since = Date.now();
  let shown = '';
  const show = (name: string, percent: number) => {
    percents.set(name, percent);
    const [slowest, least] = [...percents].reduce((a, b) => (b[1] < a[1] ? b : a));
    const line = bar(slowest, least);
    if (Date.now() - since < quietMs || line === shown) return;
    shown = line;
    out.write(`\r${line}`);
  };
  return Object.assign(show, {
    done() {
      if (shown) out.write('\n');
    },
  });
}

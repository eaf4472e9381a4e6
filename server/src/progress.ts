const bar = (label: string, percent: number) =>
  `${label.padEnd(10)} ${'#'.repeat(Math.floor(percent / 5)).padEnd(20, '.')} ${String(percent).padStart(3)}%   `;

/**
 * Progress of steps that run together (rebuilds of several projectors), shown as one bar on `out`: the step
 * furthest behind.
 */
export function progressBar(names: string[], out: NodeJS.WritableStream = process.stdout) {
  const percents = new Map(names.map((name) => [name, 0]));
  return (name: string, percent: number) => {
    percents.set(name, percent);
    const [slowest, least] = [...percents].reduce((a, b) => (b[1] < a[1] ? b : a));
    out.write(`\r${bar(slowest, least)}`);
  };
}

/**
 * A progressBar on stderr that stays quiet for its first second (short steps say nothing) and writes only what
 * changed; `done` ends its line.
 */
export function quietProgress(names: string[], out: NodeJS.WritableStream = process.stderr, quietMs = 1_000) {
  const show = progressBar(names, out);
  const since = Date.now();
  let last = '';
  return {
    show(name: string, percent: number) {
      if (Date.now() - since < quietMs || `${name} ${percent}` === last) return;
      last = `${name} ${percent}`;
      show(name, percent);
    },
    done() {
      if (last) out.write('\n');
    },
  };
}

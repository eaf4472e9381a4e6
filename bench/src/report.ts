import type { measureBoard, measureCreates, measureHubFanOut, measureReadYourWrites, soak } from './load.ts';
import type { measureReports } from './reports.ts';
import type { Summary } from './stats.ts';
import type { coldStart, memoryAfterBoards, prepareStore, rebuildAll } from './store.ts';
import type { measureWeb } from './web.ts';

type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** Everything one run measured; a phase not run (or failed) is absent. */
export interface Results {
  fdatasync: Summary;
  server?: { shown: string; compiled: boolean; stale: boolean };
  creates: Result<typeof measureCreates>[];
  readYourWrites?: Result<typeof measureReadYourWrites>;
  hub?: Result<typeof measureHubFanOut>;
  board?: Result<typeof measureBoard>;
  web?: Result<typeof measureWeb>;
  memoryAfterLoad?: { rssMB: number; anonMB: number; fileMB: number };
  soak?: Result<typeof soak>;
  store?: {
    prepared: Result<typeof prepareStore>;
    coldStart?: Omit<Result<typeof coldStart>, 'server'>;
    memory?: Result<typeof memoryAfterBoards>;
    rebuild?: Result<typeof rebuildAll>;
  };
  reports?: Result<typeof measureReports> & { seedSeconds: number };
  errors: Record<string, string>;
}

/** The issue's peer (Emmett 0.42 on PostgreSQL 15, same machine class) in create-job commands/s. */
const peerCommandsPerSecond: Record<number, number> = { 1: 197, 16: 466, 64: 436 };
const targetEvents = 5_000_000;

export interface Row {
  figure: string;
  value: string;
  target: string;
  verdict: 'PASS' | 'FAIL' | '';
  peer: string;
}

const verdict = (pass: boolean): Row['verdict'] => (pass ? 'PASS' : 'FAIL');
const ms = (n: number) => `${n} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const spread = (s: Summary) => `p50 ${s.p50} / p90 ${s.p90} / p99 ${s.p99} / max ${s.max} ms`;

/** One row per figure of the issue's table that this run measured: its value, its target, PASS or FAIL. */
export function rows(r: Results): Row[] {
  const out: Row[] = [];
  const fsync = r.fdatasync.p50;
  for (const c of r.creates) {
    const peer = peerCommandsPerSecond[c.concurrency];
    const base = {
      figure: `create-job, concurrency ${c.concurrency}`,
      value: `${c.commandsPerSecond}/s; ${spread(c.latency)}; ${c.errors} errors`,
      peer: peer ? `${(c.commandsPerSecond / peer).toFixed(2)}× of ${peer}/s` : '',
    };
    if (c.concurrency === 1)
      out.push({
        ...base,
        target: `p50 ≤ fdatasync p50 ${fsync} + 1.5 = ${(fsync + 1.5).toFixed(2)} ms, 0 errors`,
        verdict: verdict(c.latency.p50 <= fsync + 1.5 && c.errors === 0),
      });
    else if (c.concurrency === 16 || c.concurrency === 64) {
      const p99 = c.concurrency === 16 ? 25 : 60;
      out.push({
        ...base,
        target: `≥ 4,000/s, p99 ≤ ${p99} ms, 0 errors`,
        verdict: verdict(c.commandsPerSecond >= 4000 && c.latency.p99 <= p99 && c.errors === 0),
      });
    } else out.push({ ...base, target: '', verdict: '' });
  }
  out.push({
    figure: 'disk fdatasync, 4 KiB block',
    value: spread(r.fdatasync),
    target: '(reference for concurrency 1)',
    verdict: '',
    peer: '',
  });
  const lagged = r.creates.find((c) => c.pushLag);
  if (lagged?.pushLag) {
    const lag = lagged.pushLag;
    out.push({
      figure: `append-to-push lag, concurrency ${lagged.concurrency}`,
      value: `answer→push ${spread(lag.fromAnswered)}; ${lag.lost} of ${lag.samples} lost`,
      target: 'p99 ≤ 50 ms, none lost',
      verdict: verdict(lag.fromAnswered.p99 <= 50 && lag.lost === 0),
      peer: '',
    });
  }
  if (r.readYourWrites) {
    const w = r.readYourWrites;
    out.push({
      figure: `read-your-writes, concurrency ${w.concurrency}`,
      value: `board p99 ${ms(w.boardRead.p99)}, folder p99 ${ms(w.folderRead.p99)}; misses ${w.misses.board}+${w.misses.folder} of ${w.reads}; ${w.errors} errors`,
      target: '0 misses, read p99 ≤ 10 ms',
      verdict: verdict(
        w.misses.board + w.misses.folder === 0 && w.errors === 0 && w.boardRead.p99 <= 10 && w.folderRead.p99 <= 10,
      ),
      peer: 'peer 21 ms at 16',
    });
  }
  if (r.hub)
    out.push({
      figure: `live hub, ${r.hub.clients} SSE clients at one location`,
      value: `last client's push ${spread(r.hub.lastPushFromAnswered)}; ${r.hub.lost} of ${r.hub.changes} changes lost`,
      target: 'p99 ≤ 100 ms',
      verdict: verdict(r.hub.lastPushFromAnswered.p99 <= 100 && r.hub.lost === 0 && r.hub.errors === 0),
      peer: '',
    });
  if (r.board)
    out.push({
      figure: `board read, ${r.board.openJobs} open jobs`,
      value: `p95 ${ms(r.board.latency.p95)}; ${kB(r.board.bytes)} (${r.board.bytesPerJob} B/job); repeat with If-None-Match: ${r.board.notModifiedOnRepeat ? '304' : `${r.board.repeatStatus ?? 'no ETag'}`}`,
      target: 'p95 ≤ 10 ms, ETag/304 on repeat',
      verdict: verdict(r.board.latency.p95 <= 10 && r.board.notModifiedOnRepeat),
      peer: '',
    });
  if (r.web) {
    out.push({
      figure: 'a job change seen by another browser',
      value: `${kB(r.web.change.bytes)} in ${r.web.change.requests.length} API requests; whole board refetched: ${r.web.change.refetchedBoard ? 'yes' : 'no'}; card shown: ${r.web.change.cardShown ? 'yes' : 'no'}`,
      target: 'only the changed job (≤ 10 kB), never the board',
      verdict: verdict(r.web.change.cardShown && !r.web.change.refetchedBoard && r.web.change.bytes <= 10_000),
      peer: '',
    });
    out.push({
      figure: 'web: board route JavaScript (gzip)',
      value: `${kB(r.web.javascriptGzipBytes)} in ${r.web.javascript.length} files`,
      target: '≤ 250 kB',
      verdict: verdict(r.web.javascriptGzipBytes <= 250_000),
      peer: '',
    });
    out.push({
      figure: `web: ${r.web.cards} cards rendered in Chromium`,
      value: `median ${ms(r.web.renderMs.p50)} (max ${r.web.renderMs.max}) over ${r.web.renderMs.count} loads`,
      target: '≤ 300 ms',
      verdict: verdict(r.web.renderMs.p50 <= 300),
      peer: '',
    });
    out.push({
      figure: 'web: first folder opened from the board',
      value: `${ms(r.web.folder.firstMs)} (a later one ${ms(r.web.folder.laterMs)}); ${r.web.folder.scripts.length} scripts fetched on the click`,
      target: '≤ 300 ms on a quiet machine',
      verdict: verdict(r.web.folder.firstMs <= 300),
      peer: '',
    });
  }
  const store = r.store;
  const events = store?.coldStart?.events ?? 0;
  const scale =
    events && events < targetEvents ? ` (at ${events.toLocaleString('en')} events; the target is at 5 M)` : '';
  if (store?.rebuild) {
    const slowest = store.rebuild.slowestEventsPerSecond ?? 0;
    out.push({
      figure: 'projection rebuild, slowest projector',
      value: `${slowest.toLocaleString('en')} events/s alone; all: ${store.rebuild.all.seconds} s, together: ${store.rebuild.together ? 'yes' : 'no'}${scale}`,
      target: '≥ 100,000 events/s per projector, all together',
      verdict: verdict(
        store.rebuild.all.outcome === 'done' &&
          store.rebuild.projectors.every((p) => p.outcome === 'done') &&
          slowest >= 100_000 &&
          store.rebuild.together,
      ),
      peer: '',
    });
  }
  if (store?.coldStart)
    out.push({
      figure: 'cold start on a seeded store',
      value: `${(store.coldStart.readyMs / 1000).toFixed(2)} s to ready; projectors ${store.coldStart.lagAtReady ?? '?'} events behind at ready${scale}`,
      target: '≤ 5 s, from checkpoints',
      verdict: verdict(store.coldStart.readyMs <= 5000),
      peer: '',
    });
  if (store?.memory)
    out.push({
      figure: 'memory: server RSS, seeded store, 3 boards read',
      value: `${store.memory.rssMB} MB (anonymous ${store.memory.anonMB}, files ${store.memory.fileMB}); rebuild peak ${store.rebuild?.peakRssMB ?? '?'} MB${scale}`,
      target: '≤ 400 MB',
      verdict: verdict(store.memory.rssMB <= 400),
      peer: '',
    });
  if (r.memoryAfterLoad)
    out.push({
      figure: 'memory: server RSS after the load phases',
      value: `${r.memoryAfterLoad.rssMB} MB (anonymous ${r.memoryAfterLoad.anonMB}, files ${r.memoryAfterLoad.fileMB})`,
      target: '',
      verdict: '',
      peer: '',
    });
  if (r.soak)
    out.push({
      figure: `memory: soak ${r.soak.minutes} min at concurrency ${r.soak.concurrency}`,
      value: `RSS slope, second half ${r.soak.slopeMBPerMinute.rssSecondHalf} MB/min (anonymous ${r.soak.slopeMBPerMinute.anonSecondHalf}, files ${r.soak.slopeMBPerMinute.filesSecondHalf}); ${r.soak.errors} errors`,
      target: 'flat: |slope| ≤ 1 MB/min over the second half',
      verdict: verdict(Math.abs(r.soak.slopeMBPerMinute.rssSecondHalf) <= 1 && r.soak.errors === 0),
      peer: '',
    });
  if (r.reports) {
    for (const c of r.reports.calls)
      out.push({
        figure: `reports ${c.call}`,
        value: `p95 ${c.latency.p95} ms (p50 ${c.latency.p50}); ${c.rows} rows, ${kB(c.bytes)}`,
        target: '',
        verdict: '',
        peer: '',
      });
    for (const p of r.reports.rebuilds)
      out.push({
        figure: `rebuild ${p.name}`,
        value: `${p.events} events in ${p.seconds} s: ${p.eventsPerSecond} events/s (${p.outcome})`,
        target: '',
        verdict: '',
        peer: '',
      });
  }
  if (r.server)
    out.push({
      figure: 'production process',
      value: `${r.server.shown}${r.server.stale ? ' (server/dist older than the sources!)' : ''}`,
      target: 'compiled JavaScript, no TypeScript at run time',
      verdict: verdict(r.server.compiled),
      peer: '',
    });
  for (const [phase, error] of Object.entries(r.errors))
    out.push({
      figure: `phase ${phase}`,
      value: `failed: ${error.split('\n')[0]}`,
      target: '',
      verdict: 'FAIL',
      peer: '',
    });
  return out;
}

export function printRows(lines: Row[]) {
  const header: Row = { figure: 'figure', value: 'measured', target: 'target', verdict: '', peer: 'vs peer' };
  const cells = (row: Row) => [row.figure, row.value, row.target, row.verdict, row.peer];
  const all = [header, ...lines].map(cells);
  const widths = cells(header).map((_, i) => Math.max(...all.map((line) => line[i]?.length ?? 0)));
  for (const line of all)
    console.log(
      line
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join(' │ ')
        .trimEnd(),
    );
}

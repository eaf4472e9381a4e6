import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoOwner } from '@bayline/server';
import { signIn } from './client.ts';
import {
  fillBoard,
  measureBoard,
  measureCreates,
  measureHubFanOut,
  measureReadYourWrites,
  type Shop,
  shopAt,
  soak,
  warmUp,
} from './load.ts';
import { loadAverage, machine, measureFdatasync } from './machine.ts';
import { runProgram } from './program.ts';
import { printRows, type Results, rows } from './report.ts';
import { measureReports, seedReportsStore, startOnStore } from './reports.ts';
import { type RunningBayline, resultsDir, serverProgram, startBayline } from './server.ts';
import { coldStart, memoryAfterBoards, prepareStore, rebuildAll } from './store.ts';
import { ensureWebBuilt, measureWeb } from './web.ts';

const allPhases = ['create', 'ryw', 'hub', 'board', 'web', 'store', 'soak', 'reports'] as const;
type Phase = (typeof allPhases)[number];

const { values } = parseArgs({
  options: {
    phases: { type: 'string', default: 'create,ryw,hub,board,web,store' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '1,16,64' },
    reads: { type: 'string', default: '400' },
    'hub-clients': { type: 'string', default: '200' },
    changes: { type: 'string', default: '100' },
    'board-jobs': { type: 'string', default: '400' },
    'board-reads': { type: 'string', default: '100' },
    renders: { type: 'string', default: '5' },
    'rebuild-events': { type: 'string', default: '100000' },
    store: { type: 'string' },
    soak: { type: 'string' },
    'seed-jobs': { type: 'string', default: '30' },
    'report-jobs': { type: 'string', default: '3000' },
    'report-years': { type: 'string', default: '3' },
    'report-reads': { type: 'string', default: '30' },
    profile: { type: 'boolean', default: false },
  },
});
const whole = (name: string, text: string | undefined, min = 1) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
  return n;
};
const phases = new Set(
  (values.soak ? `${values.phases},soak` : values.phases)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
);
for (const phase of phases)
  if (!allPhases.includes(phase as Phase)) throw new Error(`--phases: ${phase} is not one of ${allPhases.join(', ')}`);
const runs = (phase: Phase) => phases.has(phase);
const options = {
  phases: [...phases],
  seconds: whole('seconds', values.seconds),
  concurrency: values.concurrency.split(',').map((c) => whole('concurrency', c)),
  reads: whole('reads', values.reads),
  hubClients: whole('hub-clients', values['hub-clients']),
  changes: whole('changes', values.changes),
  boardJobs: whole('board-jobs', values['board-jobs']),
  boardReads: whole('board-reads', values['board-reads']),
  renders: whole('renders', values.renders),
  rebuildEvents: whole('rebuild-events', values['rebuild-events'], 1000),
  store: values.store ? resolve(process.env.INIT_CWD ?? process.cwd(), values.store) : undefined,
  soakMinutes: values.soak ? Number(values.soak) : 10,
  seedJobsPerLocation: whole('seed-jobs', values['seed-jobs']),
  profile: values.profile,
  reportJobs: whole('report-jobs', values['report-jobs'], 3),
  reportYears: whole('report-years', values['report-years']),
  reportReads: whole('report-reads', values['report-reads']),
  warmupCreates: 300,
  readYourWritesConcurrency: 16,
};
if (!(options.soakMinutes > 0)) throw new Error('--soak must be a number of minutes above 0');

/** Where each kind of work goes, so that one phase's jobs do not change another's board. */
const locations = { creates: 'BAYVIEW', readYourWrites: 'HARBOR', board: 'NORTHGATE' };

const say = (line: string) => console.log(`[bench] ${line}`);

async function main() {
  const started = performance.now();
  const loadAtStart = loadAverage();
  const results: Results = { fdatasync: measureFdatasync(tmpdir()), creates: [], errors: {} };
  const profiles: string[] = [];
  const program = serverProgram('main');
  results.server = { shown: program.shown, compiled: program.compiled, stale: program.stale };
  say(`1-minute load average ${loadAtStart}; fdatasync of 4 KiB in ${tmpdir()}: p50 ${results.fdatasync.p50} ms`);
  say(`server: ${program.shown}${program.stale ? ' (WARNING: server/dist is older than the sources)' : ''}`);

  /** A phase that fails is reported, with the server's last lines, and the others still run. */
  const attempt = async (phase: string, work: () => Promise<void>, server?: RunningBayline) => {
    try {
      await work();
    } catch (error) {
      results.errors[phase] = error instanceof Error ? (error.stack ?? error.message) : String(error);
      say(`${phase} failed: ${results.errors[phase]}`);
      if (server) say(`the server's last lines:\n${server.output.join('\n')}`);
    }
  };

  if (runs('web')) await attempt('web build', async () => void ensureWebBuilt(say));

  if ((['create', 'ryw', 'hub', 'board', 'web', 'soak'] as const).some(runs)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bayline-bench-'));
    let server: RunningBayline | undefined;
    try {
      say(`starting Bayline on ${dataDir} (${options.seedJobsPerLocation} demo jobs per location)`);
      server = await startBayline({
        dataDir,
        seedJobsPerLocation: options.seedJobsPerLocation,
        profile: options.profile ? 'server-load' : undefined,
      });
      const bayline = server;
      const attemptHere = (phase: string, work: () => Promise<void>) => attempt(phase, work, bayline);
      say(`ready at ${bayline.url} (PID ${bayline.pid}) after ${(bayline.readyMs / 1000).toFixed(1)} s`);
      const shop = async (location: string, seed: number): Promise<Shop> =>
        shopAt(await signIn(bayline.url, demoOwner, location), location, seed);
      const creating = await shop(locations.creates, 20_240_601);

      if (runs('create') || runs('soak')) await warmUp(creating, options.warmupCreates);
      if (runs('create'))
        await attemptHere('create', async () => {
          const withHubAt = options.concurrency.includes(16) ? 16 : options.concurrency.at(-1);
          for (const concurrency of options.concurrency) {
            const withHub = concurrency === withHubAt;
            say(
              `create-job at concurrency ${concurrency} for ${options.seconds} s${withHub ? ', one SSE client timing the pushes' : ''}`,
            );
            const phase = await measureCreates(creating, bayline, { concurrency, seconds: options.seconds, withHub });
            results.creates.push(phase);
            say(
              `  ${phase.commandsPerSecond}/s, p50 ${phase.latency.p50} p99 ${phase.latency.p99} ms, ${phase.errors} errors; CPU server ${phase.serverCpuPercent}% bench ${phase.benchCpuPercent}%`,
            );
            if (phase.pushLag)
              say(
                `  push lag from the answer: p50 ${phase.pushLag.fromAnswered.p50} p99 ${phase.pushLag.fromAnswered.p99} ms, ${phase.pushLag.lost} lost`,
              );
            for (const error of phase.firstErrors) say(`  error: ${error}`);
          }
        });
      if (runs('ryw'))
        await attemptHere('ryw', async () => {
          say(`read-your-writes: ${options.reads} creates at ${locations.readYourWrites}, each read back`);
          const shopHere = await shop(locations.readYourWrites, 20_240_602);
          results.readYourWrites = await measureReadYourWrites(shopHere, {
            concurrency: options.readYourWritesConcurrency,
            reads: options.reads,
          });
          const w = results.readYourWrites;
          say(
            `  board p99 ${w.boardRead.p99} ms, folder p99 ${w.folderRead.p99} ms, misses ${w.misses.board}+${w.misses.folder}, ${w.openJobsAtEnd} open jobs at the end`,
          );
          for (const error of w.firstErrors) say(`  error: ${error}`);
        });
      if (runs('hub'))
        await attemptHere('hub', async () => {
          say(`live hub: ${options.hubClients} SSE clients at ${locations.creates}, ${options.changes} changes`);
          results.hub = await measureHubFanOut(creating, {
            clients: options.hubClients,
            changes: options.changes,
            maxSeconds: 90,
          });
          say(
            `  last client's push p50 ${results.hub.lastPushFromAnswered.p50} p99 ${results.hub.lastPushFromAnswered.p99} ms, ${results.hub.lost} changes lost`,
          );
        });
      const boardShop = runs('board') || runs('web') ? await shop(locations.board, 20_240_603) : undefined;
      if (boardShop && runs('board'))
        await attemptHere('board', async () => {
          say(`board read at ${locations.board}, filled to ${options.boardJobs} open jobs`);
          results.board = await measureBoard(boardShop, { jobs: options.boardJobs, reads: options.boardReads });
          say(
            `  ${results.board.openJobs} open jobs: p95 ${results.board.latency.p95} ms, ${results.board.bytes} bytes, repeat with ETag: ${results.board.repeatStatus ?? 'no ETag'}`,
          );
        });
      if (boardShop && runs('web'))
        await attemptHere('web', async () => {
          say(`web: the board at ${locations.board} in Chromium`);
          await fillBoard(boardShop, options.boardJobs);
          results.web = await measureWeb(boardShop, { renders: options.renders }, say);
          say(
            `  JavaScript ${results.web.javascriptGzipBytes} bytes gzip; ${results.web.cards} cards in ${results.web.renders.join(', ')} ms; a change elsewhere fetched ${results.web.change.bytes} bytes`,
          );
        });
      results.memoryAfterLoad = bayline.memory();
      if (runs('soak'))
        await attemptHere('soak', async () => {
          say(`soak: ${options.soakMinutes} min of creates at concurrency 16`);
          results.soak = await soak(creating, bayline, { minutes: options.soakMinutes, concurrency: 16 }, say);
        });
    } catch (error) {
      results.errors.server = error instanceof Error ? (error.stack ?? error.message) : String(error);
      say(`load phases stopped: ${results.errors.server}`);
      if (server) say(`the server's last lines:\n${server.output.join('\n')}`);
    } finally {
      const profile = await server?.stop();
      if (profile) profiles.push(profile);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (runs('store'))
    await attempt('store', async () => {
      const dataDir = options.store ?? mkdtempSync(join(tmpdir(), 'bayline-bench-store-'));
      let server: RunningBayline | undefined;
      try {
        const prepared = await prepareStore(dataDir, options.rebuildEvents, say);
        results.store = { prepared };
        say('cold start on the seeded store');
        const cold = await coldStart(dataDir, options.profile ? 'server-store' : undefined);
        server = cold.server;
        const { server: _, ...coldFigures } = cold;
        results.store.coldStart = coldFigures;
        say(`  ready after ${(cold.readyMs / 1000).toFixed(2)} s on ${cold.events} events`);
        results.store.memory = await memoryAfterBoards(server);
        say(`  RSS ${results.store.memory.rssMB} MB after reading the 3 boards`);
        say('rebuild of all projectors (POST /admin/rebuild/all)');
        results.store.rebuild = await rebuildAll(server);
        const all = results.store.rebuild.all;
        say(
          `  all: ${all.outcome} in ${all.seconds} s; progress interleaved: ${all.progressInterleaved}, /health saw at most ${all.mostRebuildingAtOnce} rebuilding at once; each alone:`,
        );
        for (const p of results.store.rebuild.projectors)
          say(`  ${p.name.padEnd(10)} ${p.events} events in ${p.seconds} s: ${p.eventsPerSecond} events/s`);
      } finally {
        const profile = await server?.stop();
        if (profile) profiles.push(profile);
        if (!options.store) rmSync(dataDir, { recursive: true, force: true });
      }
    });

  if (runs('reports'))
    await attempt('reports', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bayline-bench-reports-'));
      let server: RunningBayline | undefined;
      try {
        say(`reports: seeding ${options.reportJobs} jobs over ${options.reportYears} years into ${dataDir}`);
        const seedSeconds = await seedReportsStore(dataDir, options.reportJobs, options.reportYears, say);
        server = await startOnStore(dataDir, options.profile ? 'server-reports' : undefined);
        say(`reports: ${options.reportReads} reads of each report's data and of the analytics at BAYVIEW`);
        results.reports = {
          seedSeconds,
          ...(await measureReports(server, { reads: options.reportReads, years: options.reportYears }, say)),
        };
      } finally {
        const profile = await server?.stop();
        if (profile) profiles.push(profile);
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

  const loadAtEnd = loadAverage();
  const table = rows(results);
  console.log('');
  printRows(table);
  console.log('');
  say(`1-minute load average: ${loadAtStart} at start, ${loadAtEnd} at end (2 cores: above ~1 means other work ran)`);
  for (const profile of profiles) say(`CPU profile: ${profile}`);
  mkdirSync(resultsDir, { recursive: true });
  const report = {
    at: new Date().toISOString(),
    machine: { ...machine(), fdatasync: results.fdatasync, loadAverage1m: { atStart: loadAtStart, atEnd: loadAtEnd } },
    options,
    seconds: Math.round((performance.now() - started) / 1000),
    table,
    results,
    profiles,
  };
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  say(`results written to bench/results/latest.json (${report.seconds} s in all)`);
  return Object.keys(results.errors).length === 0;
}

runProgram(main);

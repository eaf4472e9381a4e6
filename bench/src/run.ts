import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import type { JobClass } from '@bayline/contracts';
import { demoOwner, startLocalBayline } from '@bayline/server';
import { type ApiClient, isOk, openHub, positionOf, type Reply, signIn } from './client.ts';
import { jobBodies } from './jobs.ts';
import { type Summary, summarize } from './stats.ts';

const { values } = parseArgs({
  options: {
    creates: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '32' },
    pushes: { type: 'string', default: '300' },
    reads: { type: 'string', default: '200' },
  },
});
const count = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0`);
  return n;
};
const options = {
  creates: count('creates'),
  concurrency: count('concurrency'),
  pushes: count('pushes'),
  reads: count('reads'),
  seedJobsPerLocation: 50,
  seedYears: 2,
  warmupCreates: 50,
};
/** Each phase stops at its deadline even if it has not sent everything (the report says how many were sent). */
const deadlines = { createsMs: 300_000, pushesMs: 120_000, readsMs: 120_000 };
const pushTimeoutMs = 5_000;
const createPath = '/api/production/v1/jobadmins';

const say = (line: string) => console.log(`[bench] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const describe = (reply: Reply) => `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
const jobAdminIdOf = (reply: Reply) => (reply.body as { jobAdmin: { jobAdminId: string } }).jobAdmin.jobAdminId;

async function getJson<T>(api: ApiClient, path: string): Promise<T> {
  const reply = await api.call('GET', path);
  if (!isOk(reply)) throw new Error(`GET ${path} answered ${describe(reply)}`);
  return reply.body as T;
}

/** a. N creates from C workers at once; latency is request sent to answer read. */
async function measureCreates(api: ApiClient, body: (n: number) => unknown, total: number, concurrency: number) {
  const latencies: number[] = [];
  const errors: string[] = [];
  let sent = 0;
  const started = performance.now();
  const deadline = started + deadlines.createsMs;
  const worker = async () => {
    while (sent < total && performance.now() < deadline) {
      const request = body(sent++);
      const t0 = performance.now();
      try {
        const reply = await api.call('POST', createPath, { body: request });
        if (isOk(reply)) latencies.push(performance.now() - t0);
        else errors.push(describe(reply));
      } catch (error) {
        errors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    sent,
    ok: latencies.length,
    errors,
    seconds: Math.round(seconds * 100) / 100,
    commandsPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    latency: summarize(latencies),
  };
}

/** b. One create at a time; how long until the hub pushes the new job, from sending and from the answer. */
async function measurePushLag(
  api: ApiClient,
  base: string,
  body: (n: number) => unknown,
  total: number,
  first: number,
) {
  const hub = await openHub(base, api.cookie);
  const fromSent: number[] = [];
  const fromAnswered: number[] = [];
  const errors: string[] = [];
  let sent = 0;
  let lost = 0;
  const deadline = performance.now() + deadlines.pushesMs;
  try {
    while (sent < total && performance.now() < deadline) {
      await sleep(5 + Math.random() * 20);
      const request = body(first + sent++);
      const t0 = performance.now();
      const reply = await api.call('POST', createPath, { body: request });
      const answered = performance.now();
      if (!isOk(reply)) {
        errors.push(describe(reply));
        continue;
      }
      const pushed = await hub.arrival(jobAdminIdOf(reply), pushTimeoutMs);
      if (pushed === undefined) {
        lost++;
        continue;
      }
      fromSent.push(pushed - t0);
      fromAnswered.push(pushed - answered);
    }
  } finally {
    await hub.close();
  }
  return { sent, lost, errors, hub: hub.state(), fromSent: summarize(fromSent), fromAnswered: summarize(fromAnswered) };
}

/** c. After each create, the board read that names the create's position (it waits for the read models). */
async function measureReads(api: ApiClient, body: (n: number) => unknown, total: number, first: number) {
  const latencies: number[] = [];
  const errors: string[] = [];
  let sent = 0;
  let stale = 0;
  let openJobs = 0;
  const deadline = performance.now() + deadlines.readsMs;
  while (sent < total && performance.now() < deadline) {
    const created = await api.call('POST', createPath, { body: body(first + sent++) });
    if (!isOk(created)) {
      errors.push(describe(created));
      continue;
    }
    const t0 = performance.now();
    const read = await api.call('GET', '/api/production/v1/JobAdmins/open', { position: positionOf(created) });
    const elapsed = performance.now() - t0;
    if (!isOk(read)) {
      errors.push(describe(read));
      continue;
    }
    latencies.push(elapsed);
    const jobs = read.body as { jobAdminId: string }[];
    openJobs = jobs.length;
    if (!jobs.some((j) => j.jobAdminId === jobAdminIdOf(created))) stale++;
  }
  return { sent, stale, errors, openJobsAtEnd: openJobs, latency: summarize(latencies) };
}

function printTable(rows: [string, Summary][]) {
  const header = ['figure (ms)', 'n', 'p50', 'p95', 'p99', 'max'];
  const lines = [header, ...rows.map(([name, s]) => [name, s.count, s.p50, s.p95, s.p99, s.max].map(String))];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const line of lines)
    console.log(line.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
}

function printErrors(phase: string, errors: string[]) {
  if (errors.length === 0) return;
  console.log(`${phase}: ${errors.length} error(s), first ones:`);
  for (const error of errors.slice(0, 5)) console.log(`  ${error}`);
}

async function main() {
  const started = performance.now();
  // Other work on the machine skews every figure: the 1-minute load average is kept with the results.
  const loadAtStart = loadavg()[0];
  say(`seeding ${options.seedJobsPerLocation} jobs per location`);
  const server = await startLocalBayline({ jobsPerLocation: options.seedJobsPerLocation, years: options.seedYears });
  try {
    const base = server.url;
    say(
      `listening on ${base} after ${((performance.now() - started) / 1000).toFixed(1)} s (data in ${server.dataDir})`,
    );

    const api = await signIn(base, demoOwner);
    const settings = await getJson<{ shortName: string; today: string }>(api, '/api/production/v1/locations/settings');
    const body = jobBodies({
      today: settings.today,
      jobClasses: await getJson<JobClass[]>(api, '/api/production/v1/jobclass'),
      groupShortNames: (await getJson<{ shortName: string }[]>(api, '/api/production/v1/groups')).map(
        (g) => g.shortName,
      ),
      seed: 20_240_601,
    });
    say(`signed in as ${demoOwner.email} at ${settings.shortName}, today ${settings.today}`);

    const warmup = await measureCreates(api, body, options.warmupCreates, options.concurrency);
    printErrors('warm-up', warmup.errors);
    let next = warmup.sent;
    say(`a. ${options.creates} creates at concurrency ${options.concurrency}`);
    const creates = await measureCreates(api, (n) => body(next + n), options.creates, options.concurrency);
    next += creates.sent;
    say(`b. ${options.pushes} creates one at a time, waiting for each push on /updateHub`);
    const pushes = await measurePushLag(api, base, body, options.pushes, next);
    next += pushes.sent;
    say(`c. ${options.reads} creates, each followed by GET JobAdmins/open with its position`);
    const reads = await measureReads(api, body, options.reads, next);

    console.log('');
    console.log(
      `create-job throughput: ${creates.commandsPerSecond} commands/s (${creates.ok} of ${creates.sent} sent in ${creates.seconds} s, concurrency ${options.concurrency}), errors ${creates.errors.length}`,
    );
    console.log(`pushes lost: ${pushes.lost} of ${pushes.sent}; stale reads: ${reads.stale} of ${reads.sent}`);
    printTable([
      ['a. create-job latency', creates.latency],
      ['b. push − command sent', pushes.fromSent],
      ['b. push − command answered', pushes.fromAnswered],
      [`c. read-your-writes GET open (${reads.openJobsAtEnd} jobs)`, reads.latency],
    ]);
    console.log(`1-minute load average: ${loadAtStart.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end`);
    printErrors('a. creates', creates.errors);
    printErrors('b. push lag', pushes.errors);
    printErrors('c. reads', reads.errors);

    const results = {
      at: new Date().toISOString(),
      machine: {
        cpu: cpus()[0]?.model ?? 'unknown',
        cores: availableParallelism(),
        memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        loadAverage1m: { atStart: loadAtStart, atEnd: loadavg()[0] },
      },
      options,
      creates,
      pushes,
      reads,
    };
    const folder = new URL('../results/', import.meta.url);
    mkdirSync(folder, { recursive: true });
    writeFileSync(new URL('latest.json', folder), `${JSON.stringify(results, null, 2)}\n`);
    say(`results written to bench/results/latest.json (${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
  } finally {
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

import type { JobClass } from '@bayline/contracts';
import { type ApiClient, describe, type Hub, isOk, openHub, positionOf, type Reply } from './client.ts';
import { jobBodies } from './jobs.ts';
import type { RunningBayline } from './server.ts';
import { round, slope, summarize } from './stats.ts';

export const createPath = '/api/production/v1/jobadmins';
const boardPath = '/api/production/v1/JobAdmins/open';
const folderPath = (jobAdminId: string) => `/api/production/v1/JobAdmins/asfolder/${jobAdminId}`;
const pushTimeoutMs = 5_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jobAdminIdOf = (reply: Reply) => (reply.body as { jobAdmin: { jobAdminId: string } }).jobAdmin.jobAdminId;

/** A signed-in session at one location with valid, varied create-job bodies for that location. */
export interface Shop {
  api: ApiClient;
  location: string;
  nextBody: () => unknown;
}

async function getJson<T>(api: ApiClient, path: string): Promise<T> {
  const reply = await api.call('GET', path);
  if (!isOk(reply)) throw new Error(`GET ${path} answered ${describe(reply)}`);
  return reply.body as T;
}

export async function shopAt(api: ApiClient, location: string, seed: number): Promise<Shop> {
  const settings = await getJson<{ today: string }>(api, '/api/production/v1/locations/settings');
  const groups = await getJson<{ shortName: string }[]>(api, '/api/production/v1/groups');
  const body = jobBodies({
    today: settings.today,
    jobClasses: await getJson<JobClass[]>(api, '/api/production/v1/jobclass'),
    groupShortNames: groups.map((g) => g.shortName),
    seed,
  });
  let serial = 0;
  return { api, location, nextBody: () => body(serial++) };
}

interface Created {
  jobAdminId: string;
  sentAt: number;
  answeredAt: number;
  position: number;
}

/**
 * Creates from `concurrency` workers, each sending its next create as soon as the last is answered, while
 * `more()` says so. Latency is request sent to answer read; at high concurrency that is mostly queueing.
 */
async function createMany(
  shop: Shop,
  concurrency: number,
  more: (sent: number) => boolean,
  onCreated?: (c: Created) => void,
) {
  const latencies: number[] = [];
  const errors: string[] = [];
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (more(sent)) {
      sent++;
      const sentAt = performance.now();
      try {
        const reply = await shop.api.call('POST', createPath, { body: shop.nextBody() });
        const answeredAt = performance.now();
        if (!isOk(reply)) {
          errors.push(describe(reply));
          continue;
        }
        latencies.push(answeredAt - sentAt);
        onCreated?.({ jobAdminId: jobAdminIdOf(reply), sentAt, answeredAt, position: positionOf(reply) });
      } catch (error) {
        errors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { sent, ok: latencies.length, errors, seconds: round(seconds), latencies };
}

/** CPU used by the server and by this load generator over a phase, in % of one core. */
function cpuMeter(server: RunningBayline) {
  const server0 = server.cpuSeconds();
  const client0 = process.cpuUsage();
  const started = performance.now();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const client = process.cpuUsage(client0);
    return {
      serverCpuPercent: Math.round(((server.cpuSeconds() - server0) / seconds) * 100),
      benchCpuPercent: Math.round(((client.user + client.system) / 1e6 / seconds) * 100),
    };
  };
}

/** Waits for each created job's push on the hub; lag from the create's answer and from its sending. */
async function pushLags(hub: Hub, created: Created[]) {
  const deadline = performance.now() + pushTimeoutMs;
  const fromAnswered: number[] = [];
  const fromSent: number[] = [];
  let lost = 0;
  for (const c of created) {
    const at = await hub.arrival(c.jobAdminId, Math.max(0, deadline - performance.now()));
    if (at === undefined) {
      lost++;
      continue;
    }
    fromAnswered.push(at - c.answeredAt);
    fromSent.push(at - c.sentAt);
  }
  return {
    samples: created.length,
    lost,
    fromAnswered: summarize(fromAnswered),
    fromSent: summarize(fromSent),
    hub: hub.state(),
  };
}

/** Create-job throughput for `seconds` at one concurrency; with `withHub`, the append-to-push lag meanwhile. */
export async function measureCreates(
  shop: Shop,
  server: RunningBayline,
  options: { concurrency: number; seconds: number; withHub?: boolean },
) {
  const hub = options.withHub ? await openHub(shop.api.base, shop.api.cookie) : undefined;
  const created: Created[] = [];
  try {
    const cpu = cpuMeter(server);
    const stopAt = performance.now() + options.seconds * 1000;
    const run = await createMany(
      shop,
      options.concurrency,
      () => performance.now() < stopAt,
      hub ? (c) => created.push(c) : undefined,
    );
    const usage = cpu();
    return {
      concurrency: options.concurrency,
      sent: run.sent,
      ok: run.ok,
      errors: run.errors.length,
      firstErrors: run.errors.slice(0, 5),
      seconds: run.seconds,
      commandsPerSecond: round(run.ok / run.seconds, 1),
      latency: summarize(run.latencies),
      ...usage,
      serverMemory: server.memory(),
      pushLag: hub ? await pushLags(hub, created) : undefined,
    };
  } finally {
    hub?.close();
  }
}

/** Warm-up: creates not counted, so that the measured phases run on compiled code paths. */
export async function warmUp(shop: Shop, creates: number) {
  const run = await createMany(shop, 8, (sent) => sent < creates);
  if (run.errors.length) throw new Error(`warm-up creates failed: ${run.errors.slice(0, 3).join('; ')}`);
}

/**
 * Read-your-writes at `concurrency`: each worker creates a job, then reads it back naming the create's
 * position, alternately on the board (GET JobAdmins/open) and in its folder (GET JobAdmins/asfolder/{id}).
 * A read that lacks the job is a miss. `reads` bounds the count, so the board stays the same size run to run.
 */
export async function measureReadYourWrites(shop: Shop, options: { concurrency: number; reads: number }) {
  const board: number[] = [];
  const folder: number[] = [];
  const misses = { board: 0, folder: 0 };
  const errors: string[] = [];
  let started = 0;
  let openJobs = 0;
  const deadline = performance.now() + 120_000;
  const readBack = async (onBoard: boolean) => {
    const created = await shop.api.call('POST', createPath, { body: shop.nextBody() });
    if (!isOk(created)) return errors.push(describe(created));
    const id = jobAdminIdOf(created);
    const t0 = performance.now();
    const read = await shop.api.call('GET', onBoard ? boardPath : folderPath(id), { position: positionOf(created) });
    const elapsed = performance.now() - t0;
    // A folder that answers 404 has not seen the job: a miss, as a board without it is.
    if (!isOk(read) && (onBoard || read.status !== 404)) return errors.push(describe(read));
    (onBoard ? board : folder).push(elapsed);
    if (onBoard) openJobs = Math.max(openJobs, (read.body as unknown[]).length);
    const seen = onBoard
      ? (read.body as { jobAdminId: string }[]).some((j) => j.jobAdminId === id)
      : isOk(read) && (read.body as { jobAdminId?: string }).jobAdminId === id;
    if (!seen) misses[onBoard ? 'board' : 'folder']++;
  };
  const worker = async () => {
    while (started < options.reads && performance.now() < deadline)
      await readBack(started++ % 2 === 0).catch((error) => errors.push(String(error)));
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return {
    concurrency: options.concurrency,
    reads: board.length + folder.length,
    misses,
    errors: errors.length,
    firstErrors: errors.slice(0, 5),
    boardRead: summarize(board),
    folderRead: summarize(folder),
    all: summarize([...board, ...folder]),
    openJobsAtEnd: openJobs,
  };
}

/**
 * Live hub fan-out: `clients` SSE streams at the shop's location (one shared session), then `changes` creates
 * one at a time; per change, the time until the last stream got its push, from the create's answer.
 */
export async function measureHubFanOut(shop: Shop, options: { clients: number; changes: number; maxSeconds: number }) {
  const hubs: Hub[] = [];
  try {
    for (let opened = 0; opened < options.clients; opened += 25) {
      const batch = Math.min(25, options.clients - opened);
      hubs.push(...(await Promise.all(Array.from({ length: batch }, () => openHub(shop.api.base, shop.api.cookie)))));
    }
    const lastFromAnswered: number[] = [];
    const lastFromSent: number[] = [];
    const firstFromAnswered: number[] = [];
    const errors: string[] = [];
    let lost = 0;
    let sent = 0;
    // Bounded in time too: at today's fan-out a change can take seconds to reach the last stream.
    const deadline = performance.now() + options.maxSeconds * 1000;
    for (; sent < options.changes && performance.now() < deadline; sent++) {
      await sleep(20);
      const sentAt = performance.now();
      const reply = await shop.api.call('POST', createPath, { body: shop.nextBody() });
      const answeredAt = performance.now();
      if (!isOk(reply)) {
        errors.push(describe(reply));
        continue;
      }
      const id = jobAdminIdOf(reply);
      const arrivals = await Promise.all(hubs.map((hub) => hub.arrival(id, pushTimeoutMs)));
      if (arrivals.some((at) => at === undefined)) {
        lost++;
        continue;
      }
      const times = arrivals as number[];
      const last = Math.max(...times);
      lastFromAnswered.push(last - answeredAt);
      lastFromSent.push(last - sentAt);
      firstFromAnswered.push(Math.min(...times) - answeredAt);
    }
    return {
      clients: hubs.length,
      changes: sent,
      lost,
      errors: errors.length,
      firstErrors: errors.slice(0, 5),
      lastPushFromAnswered: summarize(lastFromAnswered),
      lastPushFromSent: summarize(lastFromSent),
      firstPushFromAnswered: summarize(firstFromAnswered),
      streamsEnded: hubs.filter((hub) => hub.state().ended).length,
    };
  } finally {
    for (const hub of hubs) hub.close();
  }
}

/** Creates jobs at the shop's location until its board holds `jobs` open jobs; answers the board's size. */
export async function fillBoard(shop: Shop, jobs: number): Promise<number> {
  const board = await shop.api.call('GET', boardPath);
  if (!isOk(board)) throw new Error(`GET board answered ${describe(board)}`);
  const missing = jobs - (board.body as unknown[]).length;
  if (missing <= 0) return (board.body as unknown[]).length;
  let last = 0;
  const run = await createMany(
    shop,
    16,
    (sent) => sent < missing,
    (c) => {
      last = Math.max(last, c.position);
    },
  );
  if (run.errors.length) throw new Error(`filling the board failed: ${run.errors.slice(0, 3).join('; ')}`);
  const filled = await shop.api.call('GET', boardPath, { position: last });
  if (!isOk(filled)) throw new Error(`GET board answered ${describe(filled)}`);
  return (filled.body as unknown[]).length;
}

/** The board read at a location of `jobs` open jobs: latency, payload, and whether a repeat with its ETag is a 304. */
export async function measureBoard(shop: Shop, options: { jobs: number; reads: number }) {
  const openJobs = await fillBoard(shop, options.jobs);
  const latencies: number[] = [];
  let last: Reply | undefined;
  for (let i = 0; i < options.reads; i++) {
    const t0 = performance.now();
    const reply = await shop.api.call('GET', boardPath);
    latencies.push(performance.now() - t0);
    if (!isOk(reply)) throw new Error(`GET board answered ${describe(reply)}`);
    last = reply;
  }
  const etag = last?.headers.etag;
  const repeat = etag ? await shop.api.call('GET', boardPath, { headers: { 'if-none-match': etag } }) : undefined;
  return {
    openJobs,
    reads: latencies.length,
    latency: summarize(latencies),
    bytes: last?.bytes ?? 0,
    bytesPerJob: last ? Math.round(last.bytes / Math.max(1, openJobs)) : 0,
    etag: etag ?? null,
    repeatStatus: repeat?.status ?? null,
    notModifiedOnRepeat: repeat?.status === 304,
  };
}

/** Soak: creates at `concurrency` for `minutes`, the server's memory sampled every 10 s and printed as it goes. */
export async function soak(
  shop: Shop,
  server: RunningBayline,
  options: { minutes: number; concurrency: number },
  say: (line: string) => void,
) {
  const started = performance.now();
  const samples: { minute: number; rssMB: number; anonMB: number; fileMB: number }[] = [];
  const sample = () => {
    const memory = server.memory();
    const minute = round((performance.now() - started) / 60_000, 3);
    samples.push({ minute, ...memory });
    say(
      `  soak ${minute.toFixed(2)} min: RSS ${memory.rssMB.toFixed(0)} MB (anonymous ${memory.anonMB.toFixed(0)}, files ${memory.fileMB.toFixed(0)})`,
    );
  };
  sample();
  const timer = setInterval(sample, 10_000);
  const stopAt = started + options.minutes * 60_000;
  const run = await createMany(shop, options.concurrency, () => performance.now() < stopAt).finally(() =>
    clearInterval(timer),
  );
  // The closing sample, unless the interval's last one was just taken.
  const lastMinute = samples.at(-1)?.minute ?? 0;
  if (performance.now() - started - lastMinute * 60_000 > 2_000) sample();
  const slopeOf = (key: 'rssMB' | 'anonMB' | 'fileMB', from: number) =>
    round(slope(samples.slice(from).map((s) => ({ x: s.minute, y: s[key] }))), 2);
  const half = Math.floor(samples.length / 2);
  return {
    minutes: options.minutes,
    concurrency: options.concurrency,
    creates: run.ok,
    errors: run.errors.length,
    firstErrors: run.errors.slice(0, 5),
    commandsPerSecond: round(run.ok / run.seconds, 1),
    latency: summarize(run.latencies),
    samples,
    /** MB per minute, least squares over all samples and over the second half (after the warm-up growth). */
    slopeMBPerMinute: {
      rss: slopeOf('rssMB', 0),
      rssSecondHalf: slopeOf('rssMB', half),
      anonSecondHalf: slopeOf('anonMB', half),
      filesSecondHalf: slopeOf('fileMB', half),
    },
  };
}

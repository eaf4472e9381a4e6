import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { demoOwner } from '@bayline/server';
import { describe, isOk, send, signIn } from './client.ts';
import { sleep } from './load.ts';
import { type RunningBayline, seedStore, startBayline } from './server.ts';
import { round, summarize } from './stats.ts';

/** The demo history writes about 27 events per job: `seed-cli --jobs 2100` wrote 57,171 here. */
const eventsPerSeedJob = 27;
const locations = ['BAYVIEW', 'HARBOR', 'NORTHGATE'];

interface Health {
  head?: number;
  projectors?: { name: string; position: number; status?: string }[];
}

/** /health with the admin token: the head and projector positions, where this build shows them. */
async function healthOf(server: RunningBayline): Promise<Health> {
  const reply = await send(server.url, 'GET', '/health', { headers: { 'x-bayline-admin-token': server.adminToken() } });
  return isOk(reply) ? (reply.body as Health) : {};
}

/** Seeds a data folder of about `events` events, unless it already holds a store (then it is reused as it is). */
export async function prepareStore(dataDir: string, events: number, say: (line: string) => void) {
  if (existsSync(join(dataDir, 'events'))) {
    say(`reusing the store in ${dataDir}`);
    return { seeded: false, seedSeconds: null };
  }
  const jobs = Math.max(3, Math.ceil(events / eventsPerSeedJob));
  say(`seeding ~${events} events (${jobs} jobs) into ${dataDir}`);
  const started = performance.now();
  await seedStore(dataDir, jobs, say);
  return { seeded: true, seedSeconds: round((performance.now() - started) / 1000, 1) };
}

/**
 * Cold start on a seeded folder: spawn to /health ready, then how far behind the head the projectors were at
 * that moment (0: they started from their checkpoints, no replay).
 */
export async function coldStart(dataDir: string, profile: string | undefined) {
  const server = await startBayline({ dataDir, seedJobsPerLocation: 0, profile, readyTimeoutMs: 30 * 60_000 });
  const health = await healthOf(server);
  const positions = health.projectors?.map((p) => p.position) ?? [];
  return {
    server,
    readyMs: round(server.readyMs, 0),
    events: health.head ?? null,
    lagAtReady: health.head !== undefined && positions.length ? health.head - Math.min(...positions) : null,
  };
}

/** Memory of a server that has served: signed in and read the board of each of the 3 locations once. */
export async function memoryAfterBoards(server: RunningBayline) {
  const boards: Record<string, { jobs: number; bytes: number; ms: number }> = {};
  for (const location of locations) {
    const api = await signIn(server.url, demoOwner, location);
    const t0 = performance.now();
    const reply = await api.call('GET', '/api/production/v1/JobAdmins/open');
    if (!isOk(reply)) throw new Error(`board at ${location} answered ${describe(reply)}`);
    boards[location] = {
      jobs: (reply.body as unknown[]).length,
      bytes: reply.bytes,
      ms: round(performance.now() - t0, 1),
    };
  }
  return { ...server.memory(), boards };
}

/**
 * One `POST /admin/rebuild/<name>` (what `npm run rebuild -- <name>` asks of a running Bayline), timed from the
 * request to the end of its answer. Its progress lines (`<projector> <progress>`, then `done`) name the
 * projectors in the order they reported; they are not timed (this build sends them in bursts).
 */
function rebuildOnce(server: RunningBayline, name: string) {
  const started = performance.now();
  return new Promise<{ seconds: number; outcome: string; projectors: string[]; interleaved: boolean }>(
    (resolve, reject) => {
      const req = request(`${server.url}/admin/rebuild/${name}`, {
        method: 'POST',
        headers: { 'x-bayline-admin-token': server.adminToken(), origin: server.url },
      });
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`/admin/rebuild/${name} answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const projectors = new Set<string>();
          let outcome = 'no outcome line';
          // Interleaved: a projector's lines resume after another's began, so they ran together.
          let interleaved = false;
          let previous = '';
          for (const line of text.split('\n').filter(Boolean)) {
            const projector = line.split(' ')[0] ?? '';
            if (projector === 'done' || projector === 'failed') outcome = line;
            else {
              if (projector !== previous && projectors.has(projector)) interleaved = true;
              previous = projector;
              projectors.add(projector);
            }
          }
          resolve({ seconds: (performance.now() - started) / 1000, outcome, projectors: [...projectors], interleaved });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** One projector rebuilt alone: the events it replayed (the head just before: a rebuild replays the whole log) per second. */
export async function rebuildAlone(server: RunningBayline, name: string) {
  const events = (await healthOf(server)).head ?? Number.NaN;
  const alone = await rebuildOnce(server, name);
  return {
    name,
    events,
    seconds: round(alone.seconds),
    eventsPerSecond: Math.round(events / alone.seconds),
    outcome: alone.outcome,
  };
}

/**
 * Rebuild of all projectors at once, then of each projector alone: its events/s. They ran together if the
 * progress lines of the first interleave, or if /health, polled meanwhile, said `rebuilding` for two or more
 * at the same time. The server's memory is sampled throughout.
 */
export async function rebuildAll(server: RunningBayline) {
  let peakRssMB = server.memory().rssMB;
  const sampler = setInterval(() => {
    peakRssMB = Math.max(peakRssMB, server.memory().rssMB);
  }, 250);
  try {
    let polling = true;
    let mostAtOnce = 0;
    let unanswered = 0;
    const healthMs: number[] = [];
    const poller = (async () => {
      while (polling) {
        const t0 = performance.now();
        // A server busy rebuilding may not answer within the client's timeout: counted, not fatal.
        const health = await healthOf(server).catch(() => undefined);
        if (!polling) break;
        if (!health) unanswered++;
        else {
          healthMs.push(performance.now() - t0);
          const rebuilding = (health.projectors ?? []).filter((p) => p.status === 'rebuilding').length;
          mostAtOnce = Math.max(mostAtOnce, rebuilding);
        }
        await sleep(100);
      }
    })();
    const head = (await healthOf(server)).head ?? Number.NaN;
    const all = await rebuildOnce(server, 'all').finally(() => {
      polling = false;
    });
    await poller;
    const projectors = [];
    for (const name of all.projectors) projectors.push(await rebuildAlone(server, name));
    return {
      all: {
        outcome: all.outcome,
        seconds: round(all.seconds),
        events: head,
        projectorEventsPerSecond: Math.round((head * all.projectors.length) / all.seconds),
        progressInterleaved: all.interleaved,
        mostRebuildingAtOnce: mostAtOnce,
        healthAnswersDuring: summarize(healthMs),
        healthUnanswered: unanswered,
      },
      projectors,
      slowestEventsPerSecond: projectors.length ? Math.min(...projectors.map((p) => p.eventsPerSecond)) : null,
      together: all.interleaved || mostAtOnce >= 2,
      peakRssMB: round(peakRssMB, 1),
    };
  } finally {
    clearInterval(sampler);
  }
}

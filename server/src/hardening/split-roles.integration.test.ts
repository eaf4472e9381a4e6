import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type JobClass, type PolicyUser, scheduleMessages } from '@bayline/contracts';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { openLmdbEventStore } from '@bayline/platform/event-store/lmdb';
import type { EventStore } from '@bayline/platform/event-store/port';
import { adminTokenHeader } from '@bayline/platform/http';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import type { Doc, ReadStore } from '@bayline/platform/read-store/port';
import { onCi } from '@bayline/platform/testing/gates';
import { privateRedisServer } from '@bayline/platform/testing/redis-server';
import { newExportKey } from '@bayline/query-service/audit/signature';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, jobBodies, pushOf, revokeManagerAndDeactivateTech } from '../testing/client.ts';
import { type BaylineProcess, eventually, startBaylineProcess } from '../testing/processes.ts';
import { capacityOn, countOn } from '../testing/schedule.ts';

/**
 * The distributed set-up under faults: two command, two projection and one query process (each `tsx
 * server/src/main.ts` with its BAYLINE_ROLE) on one LMDB data folder, with a Redis of their own.
 */
const leaseMs = 3000;
const production = '/api/production/v1';
const identity = '/api/identity/v1';

const redis = await privateRedisServer();
if (!redis && onCi) throw new Error('The split-roles suite needs redis-server on CI');

const say = (line: string) => console.log(`[split roles] ${line}`);

/** Resolves with `check`'s first truthy answer. */
const waitUntil = <T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 30_000) =>
  eventually(
    async () => {
      const value = await check();
      if (!value) throw new Error(`Timed out waiting until ${what}`);
      return value;
    },
    timeoutMs,
    200,
  );

interface Process extends BaylineProcess {
  name: string;
  alive: () => boolean;
}

interface Health {
  status: string;
  head: number;
  projectors: { name: string; status: string; position: number; lag: number }[];
}

describe.runIf(redis)('split roles on one data folder with Redis', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bayline-split-'));
  const processes: Process[] = [];
  /** Stops for the writers a step started, so a failed step leaves none running into the next. */
  const writers = new Set<() => void>();
  let token: string;
  let command: Process;
  /** A second command process, deciding on the same streams as the first. */
  let command2: Process;
  let query: Process;
  let first: Process;
  let second: Process;
  let owner: ApiClient;
  /** A job's body on a day of its own: a day takes no more of a class's jobs than its capacity. */
  let jobBody: (clientName: string) => Record<string, unknown>;
  let readModels: ReadStore;
  let events: EventStore;

  // Every role of one installation signs exports with the same key, as they share the session secret.
  const exportKey = newExportKey();

  async function start(name: string, role: string): Promise<Process> {
    const started = await startBaylineProcess({
      BAYLINE_DATA_DIR: dataDir,
      BAYLINE_ROLE: role,
      BAYLINE_SEED_JOBS: '3',
      BAYLINE_LEASE_MS: String(leaseMs),
      REDIS_URL: redis!.url,
      SESSION_SECRET: 'split-roles-session-secret',
      BAYLINE_EXPORT_KEY: exportKey,
      LOG_LEVEL: 'warn',
    });
    const running: Process = {
      ...started,
      name,
      alive: () => started.child.exitCode === null && started.child.signalCode === null,
    };
    processes.push(running);
    await waitUntil(
      `${name} is running`,
      async () => {
        if (!running.alive()) throw new Error(`${name} exited:\n${started.output()}`);
        return /is running at/.test(started.output());
      },
      120_000,
    );
    return running;
  }

  const health = async (at: Process): Promise<Health> =>
    (await fetch(`${at.url}/health`, { headers: { [adminTokenHeader]: token } })).json() as Promise<Health>;
  const standsByForAll = async (at: Process) => (await health(at)).projectors.every((p) => p.status === 'standby');
  /**
   * Resolves with the process leading the jobs projector once every projector is led by exactly one of
   * `candidates`, live at the head, and none of them says degraded.
   */
  async function settled(candidates: Process[]): Promise<Process | undefined> {
    const reports = await Promise.all(candidates.map(health));
    if (reports.some((h) => h.status !== 'ok')) return undefined;
    let jobsLeader: Process | undefined;
    for (const { name } of itemAt(reports, 0).projectors) {
      const leading = reports.flatMap((h, i) => {
        const p = h.projectors.find((x) => x.name === name)!;
        return p.status === 'standby' ? [] : [{ p, head: h.head, at: candidates[i] }];
      });
      const [leader] = leading;
      if (!leader || leading.length !== 1 || leader.p.status !== 'live' || leader.p.position !== leader.head)
        return undefined;
      if (name === 'jobs') jobsLeader = leader.at;
    }
    return jobsLeader;
  }

  /** The jobs read model as stored, in id order. */
  const jobs = async () => (await readModels.collection(jobsModel).find()).sort((a, b) => a.id.localeCompare(b.id));

  /** Asks `at` to rebuild the jobs read model and waits for the answer's last line. */
  async function rebuildJobs(at: Process) {
    const response = await fetch(`${at.url}/admin/rebuild/jobs`, {
      method: 'POST',
      headers: { [adminTokenHeader]: token },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines.at(-1)).toBe('done');
    return lines;
  }

  /** Creates jobs one after another through the command process until stopped. */
  function keepCreating(label: string) {
    const acknowledged: string[] = [];
    let going = true;
    writers.add(() => {
      going = false;
    });
    const done = (async () => {
      for (let i = 0; going; i++) {
        const created = await owner.post(`${production}/jobadmins`, jobBody(`${label} ${i}`));
        expect(created.status).toBe(201);
        acknowledged.push(created.json.jobAdmin.jobAdminId);
      }
    })();
    return {
      acknowledged,
      stop: async () => {
        going = false;
        await done;
      },
    };
  }

  beforeAll(async () => {
    say(`redis-server at ${redis!.url} (no persistence)`);
    say('starting the command process (it seeds the empty store)');
    command = await start('command', 'command');
    token = readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
    say('starting the first projection process and waiting until it leads every projector');
    first = await start('projection 1', 'projection');
    await waitUntil('the first projection process leads every projector', () => settled([first]), 60_000);
    say('starting the second projection process (standby), the query process and a second command process');
    [second, query, command2] = await Promise.all([
      start('projection 2', 'projection'),
      start('query', 'query'),
      start('command 2', 'command'),
    ]);
    await waitUntil('the second projection process stands by', () => standsByForAll(second));
    owner = apiClient(command.url, query.url);
    expect((await owner.login('demo@bayline.test')).status).toBe(200);
    const bodies = await jobBodies(owner);
    jobBody = (clientName) => bodies({ clientName });
    readModels = await openLmdbReadStore(join(dataDir, 'read-models'));
    events = await openLmdbEventStore(join(dataDir, 'events'));
  }, 150_000);

  afterEach(() => {
    for (const stop of writers) stop();
    writers.clear();
  });

  afterAll(async () => {
    for (const { child } of processes) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
    await redis!.stop();
    await readModels?.close();
    await events?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads your writes across processes: created through the command process, read through the query one', {
    timeout: 30_000,
  }, async () => {
    const created = await owner.post(`${production}/jobadmins`, jobBody('Across Processes'));
    expect(created.status).toBe(201);
    const { jobAdminId } = created.json.jobAdmin;
    const folder = await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`);
    expect(folder.status).toBe(200);
    expect(folder.json).toMatchObject({ jobAdminId, clientName: 'Across Processes' });
  });

  /** Opens /updateHub on the query process and resolves with the first pushed message naming `jobAdminId`. */
  const pushOfChange = (create: () => Promise<string>) => pushOf(query.url, owner.cookie, create);

  const createOne = async (clientName: string) =>
    (await owner.post(`${production}/jobadmins`, jobBody(clientName))).json.jobAdmin.jobAdminId as string;

  it('pushes the change live on /updateHub of the query process', { timeout: 30_000 }, async () => {
    const { jobAdminId, text } = await pushOfChange(() => createOne('Live Push'));
    expect(text).toContain(`"ItemId":"${jobAdminId}","Type":"job","Action":"new"`);
  });

  /** `email` signed in through the second command process, reading through the query process. */
  async function signedInThroughCommand2(email: string) {
    const client = apiClient(command2.url, query.url);
    expect((await client.login(email)).status).toBe(200);
    return client;
  }

  it.each(['creates', 'moves'] as const)(
    '20 concurrent %s onto the last place of a day, spread over the two command processes: one is taken, the rest refused, and the query process counts the capacity',
    { timeout: 90_000 },
    async (kind) => {
      const other = await signedInThroughCommand2('demo@bayline.test');
      const classes = (await owner.get(`${production}/jobclass`)).json as JobClass[];
      const light = classes.find((c) => c.name === 'Light')!;
      // The jobs' bodies are of the Light class, each on a day no other body takes.
      const onTheDay = jobBody(`Last Place ${kind}`);
      expect(onTheDay.jobClassId).toBe(light.jobClassId);
      const day = String(onTheDay.scheduledIn).slice(0, 10);
      const capacity = capacityOn(light, day);
      for (let n = await countOn(owner, light, day); n < capacity - 1; n++)
        expect((await owner.post(`${production}/jobadmins`, onTheDay)).status).toBe(201);
      const elsewhere: string[] = [];
      if (kind === 'moves') for (let i = 0; i < 20; i++) elsewhere.push(await createOne(`To Move ${i}`));

      const through = [owner, other];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const client = itemAt(through, i % 2);
          return kind === 'creates'
            ? client.post(`${production}/jobadmins`, onTheDay)
            : client.put(`${production}/jobadmins/${elsewhere[i]}/scheduledin`, {
                scheduledIn: day,
                recalculateScheduledOut: true,
              });
        }),
      );
      const taken = kind === 'creates' ? 201 : 200;
      expect(answers.filter((a) => a.status === taken)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== taken)) {
        expect(refused.status, refused.text).toBe(400);
        expect(refused.json.errors).toEqual([{ field: 'scheduledIn', message: scheduleMessages.dayFull }]);
      }
      // Read through the query process once it has every answer's write, from either command process.
      expect(await countOn(owner, light, day, Math.max(owner.position, other.position))).toBe(capacity);
    },
  );

  it('a right revoked and a user deactivated through one command process are refused at the next request through the other and the query process, with the projection processes stopped', {
    timeout: 90_000,
  }, async () => {
    const manager = await signedInThroughCommand2('manager@bayline.test');
    const tech = await signedInThroughCommand2('tech@bayline.test');
    expect((await manager.get(`${identity}/users/settings`)).status).toBe(200);
    expect((await tech.get(`${identity}/users`)).status).toBe(200);
    const listed = (await owner.get(`${identity}/users/settings`)).json.users as PolicyUser[];
    const projections = [first, second];
    await waitUntil('every projector is led and live', () => settled(projections));

    say('SIGSTOP of both projection processes: the revocation and the refusals wait on no read model');
    for (const { child } of projections) child.kill('SIGSTOP');
    try {
      expect((await revokeManagerAndDeactivateTech(owner, listed)).status).toBe(200);
      expect((await manager.get(`${identity}/users/settings`)).status).toBe(403);
      expect((await revokeManagerAndDeactivateTech(manager, listed)).status).toBe(403);
      expect((await tech.get(`${identity}/users`)).status).toBe(401);
      expect((await tech.put(`${identity}/locations/select/HARBOR`)).status).toBe(401);
      expect((await apiClient(command2.url).login('tech@bayline.test')).status).toBe(401);
    } finally {
      for (const { child } of projections) child.kill('SIGCONT');
    }
    await waitUntil('every projector is led and live again', () => settled(projections), 60_000);
  });

  it('a rebuild asked of the standby is done by the leader, losing nothing while creates go on', {
    timeout: 90_000,
  }, async () => {
    const leader = (await waitUntil('one process leads jobs', () => settled([first, second])))!;
    const standby = leader === first ? second : first;
    const [leaderLog, standbyLog] = [leader.output().length, standby.output().length];
    const writer = keepCreating('During Rebuild');
    await waitUntil('a few creates', async () => writer.acknowledged.length >= 3);
    say(`asking the standby (${standby.name}) to rebuild jobs while creates go on`);
    const lines = await rebuildJobs(standby);
    expect(lines.length).toBeGreaterThan(1);
    await writer.stop();
    await waitUntil('the leader caught up', () => settled([first, second]));
    expect(leader.output().slice(leaderLog)).toMatch(/jobs: rebuilding, as asked through the queue/);
    expect(standby.output().slice(standbyLog)).not.toMatch(/rebuilding/);
    const live = await jobs();
    const ids = new Set(live.map((j: Doc) => j.id));
    expect(writer.acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    let created = 0;
    for (let after = 0; ; ) {
      const page = await events.readAll(after, 1000);
      const last = page.at(-1);
      if (!last) break;
      created += page.filter((e) => e.type === 'JobCreated').length;
      after = last.position;
    }
    expect(live).toHaveLength(created);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminTokenHeader } from '@bayline/platform/http';
import { newExportKey } from '@bayline/query-service/audit/signature';
import { verifyDataFolder } from '../backup.ts';
import { configFromEnv } from '../config.ts';
import { startGateway } from './gateway.ts';
import { type GatewayShop, production, readModelsCaughtUp, signIn } from './gateway-flow.ts';
import { makeHosts } from './hosts.ts';
import { type BaylineProcess, eventually, privateRedis, startBaylineProcess } from './processes.ts';

/**
 * The distributed set-up of docker-compose.yml without Docker, for the gateway and fault suites: each Bayline
 * process on a host of its own (a network namespace), so every call crosses a network; Debian's nginx running
 * docker/gateway.conf (hosts rewritten only) in front of the command and query processes; the projection processes
 * beside them; all on one LMDB data folder, with a Redis that asks for a password. The first command process seeds
 * the demo shop's users and settings (no job history); the others start once it has made the stores.
 */

export type Role = 'command' | 'query' | 'projection';

/** The processes of the gateway and Redis fault suites: two command, one query and two projection processes. */
export const gatewayRoles = {
  'command-1': 'command',
  'command-2': 'command',
  'query-1': 'query',
  'projection-1': 'projection',
  'projection-2': 'projection',
} as const satisfies Record<string, Role>;

export interface SplitSetUpOptions<Name extends string> {
  /** Printed before each line it says. */
  label: string;
  /** Each Bayline process's name and role, in the order they start (the first command process seeds). */
  roles: Record<Name, Role>;
  /** Added to every process's environment (BAYLINE_LEASE_MS, say). */
  env?: Record<string, string>;
}

interface Health {
  status: string;
  role: string;
  head: number;
  projectors: { name: string; status: string; position: number; lag: number }[];
}

export async function startSplitSetUp<Name extends string>({ label, roles, env = {} }: SplitSetUpOptions<Name>) {
  const say = (line: string) => console.log(`[${label}] ${line}`);
  const names = Object.keys(roles) as Name[];
  const named = (role: Role) => names.filter((name) => roles[name] === role);
  /** The first command process seeds the empty stores; every other process starts once it has. */
  const seeder = named('command')[0]!;
  const began = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'bayline-split-data-'));
  const adminToken = randomBytes(32).toString('base64url');
  const exportKey = newExportKey();
  const processes = new Map<Name, BaylineProcess>();
  const hosts = makeHosts<Name | 'redis' | 'gateway'>(['redis', 'gateway', ...names]);
  const host = hosts.host;
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;

  const at = (name: Name) => {
    const started = processes.get(name);
    if (!started) throw new Error(`${name} was never started`);
    return started;
  };
  const alive = (name: Name) => {
    const { child } = at(name);
    return child.exitCode === null && child.signalCode === null;
  };

  /** Starts `name` on its host (again, after it ended) and resolves once it says it runs. */
  async function start(name: Name, extra: Record<string, string> = {}) {
    const seeds = name === seeder && !processes.has(name);
    const started = await startBaylineProcess(
      {
        BAYLINE_DATA_DIR: dataDir,
        REDIS_URL: redis!.url,
        SESSION_SECRET: `${label}-session-secret`,
        BAYLINE_ADMIN_TOKEN: adminToken,
        BAYLINE_EXPORT_KEY: exportKey,
        // As compose: one proxy, the gateway, and the address people reach Bayline at.
        BAYLINE_TRUST_PROXY: '1',
        BAYLINE_PUBLIC_URL: gateway!.url,
        LOG_LEVEL: 'warn',
        BAYLINE_ROLE: roles[name],
        ...(seeds ? { BAYLINE_SEED_JOBS: '0' } : { BAYLINE_SEED: 'false' }),
        ...env,
        ...extra,
      },
      { host: host(name) },
    );
    processes.set(name, started);
    await eventually(async () => {
      if (!alive(name)) throw new Error(`${name} exited:\n${started.output()}`);
      if (!/is running at/.test(started.output())) throw new Error(`${name} is not running yet:\n${started.output()}`);
    }, 120_000);
    return started;
  }

  /** Sends `signal` to `name` and resolves once it has ended (SIGCONT first, so a paused process ends too). */
  async function end(name: Name, signal: NodeJS.Signals = 'SIGKILL') {
    const { child, exited } = at(name);
    if (!alive(name)) return;
    child.kill('SIGCONT');
    child.kill(signal);
    await exited;
  }

  async function close() {
    for (const name of processes.keys()) await end(name).catch(() => undefined);
    await redis?.stop();
    await gateway?.stop();
    hosts.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    redis = await privateRedis({ host: host('redis'), password: randomBytes(16).toString('hex') });
    gateway = await startGateway({
      listen: host('gateway'),
      command: named('command').map(host),
      query: named('query').map(host),
    });
    say(
      `hosts on ${host('redis').address.replace(/\.\d+$/, '.0/24')}; redis and nginx up after ${Date.now() - began} ms`,
    );
    await start(seeder);
    await Promise.all(names.filter((name) => name !== seeder).map((name) => start(name)));
    // The query processes answer the gateway's reads once every read model holds the seed.
    await readModelsCaughtUp(gateway.url, adminToken, 60_000);
    say(`every process running and the read models caught up after ${Date.now() - began} ms`);
  } catch (error) {
    await close().catch((left) => console.error(left));
    throw error;
  }
  const shop: GatewayShop = await signIn(gateway.url);

  /** What `name` answers /health with the admin token (its projectors' leadership and positions). */
  const health = async (name: Name): Promise<Health> =>
    (await fetch(`${at(name).url}/health`, {
      headers: { [adminTokenHeader]: adminToken },
      signal: AbortSignal.timeout(5000),
    }).then((answer) => answer.json())) as Health;

  /**
   * Resolves once every projector is led by exactly one of the running projection processes, live at the head, and
   * none of them says degraded.
   */
  const settled = (timeoutMs = 60_000) =>
    eventually(
      async () => {
        const running = named('projection').filter(alive);
        const reports = await Promise.all(running.map(health));
        const problems = reports.filter((h) => h.status !== 'ok').map((h, i) => `${running[i]} is ${h.status}`);
        for (const { name } of reports[0]?.projectors ?? []) {
          const leading = reports.flatMap((h) => {
            const p = h.projectors.find((x) => x.name === name)!;
            return p.status === 'standby' ? [] : [{ ...p, head: h.head }];
          });
          const [leader] = leading;
          if (leading.length !== 1 || leader!.status !== 'live' || leader!.position < leader!.head)
            problems.push(`${name}: ${JSON.stringify(leading)}`);
        }
        if (running.length === 0 || problems.length > 0) throw new Error(`Not settled: ${problems.join('; ')}`);
      },
      timeoutMs,
      200,
    );

  /** The projection process leading `projector` now, if exactly one does. */
  async function leaderOf(projector: string): Promise<Name | undefined> {
    const leading: Name[] = [];
    for (const name of named('projection').filter(alive))
      if ((await health(name)).projectors.find((p) => p.name === projector)?.status !== 'standby') leading.push(name);
    return leading.length === 1 ? leading[0] : undefined;
  }

  return {
    say,
    url: gateway.url,
    dataDir,
    adminToken,
    exportKey,
    redis: redis!,
    shop,
    /** The role's process names, in start order. */
    named,
    host,
    /** Takes `name`'s host off the network (`false`) or back on (`true`). */
    connect: (name: Name, on: boolean) => hosts.connect(name, on),
    at,
    alive,
    start,
    end,
    /** Ends `name` gracefully (SIGTERM, as a rolling restart does) and starts it again. */
    async restart(name: Name) {
      await end(name, 'SIGTERM');
      await start(name);
    },
    health,
    settled,
    leaderOf,
    gateway,
    /**
     * Ends every process gracefully, then replays the whole log into fresh read models and compares them document by
     * document with the ones the processes left (as `npm run restore` verifies): resolves with what differs.
     */
    async verify() {
      for (const name of processes.keys()) await end(name, 'SIGTERM');
      const config = configFromEnv({ BAYLINE_DATA_DIR: dataDir, EVENTSTORE_URL: '', MONGODB_URL: '', REDIS_URL: '' });
      return verifyDataFolder(config, say);
    },
    close,
  };
}

export type SplitSetUp<Name extends string> = Awaited<ReturnType<typeof startSplitSetUp<Name>>>;

/** An answer that did not acknowledge a command: when, and what it was. */
export interface Refusal {
  at: number;
  status: number;
  text: string;
}

/**
 * Runs `attempt` `concurrency` at a time (each waiting `paceMs` after each answer) until stopped: what it
 * acknowledged, and every other answer or network failure with its time. Nothing is retried by the load itself: an
 * answer lost is counted, as a user's browser would see it.
 */
export function requestLoad<T>(
  concurrency: number,
  attempt: (n: number) => Promise<{ ok: T } | { status: number; text: string }>,
  paceMs = 0,
) {
  const acknowledged: T[] = [];
  const refusals: Refusal[] = [];
  let going = true;
  let n = 0;
  const worker = async () => {
    while (going) {
      try {
        const answer = await attempt(n++);
        if ('ok' in answer) acknowledged.push(answer.ok);
        else refusals.push({ at: Date.now(), status: answer.status, text: answer.text.slice(0, 300) });
      } catch (error) {
        refusals.push({ at: Date.now(), status: 0, text: (error as Error).message });
      }
      if (paceMs > 0) await sleep(paceMs);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    acknowledged,
    refusals,
    /** Resolves once `count` more were acknowledged. */
    more: (count: number, timeoutMs = 60_000) => {
      const target = acknowledged.length + count;
      return eventually(async () => {
        if (acknowledged.length < target)
          throw new Error(
            `${acknowledged.length} of ${target} acknowledged; refused: ${JSON.stringify(refusals.slice(-3))}`,
          );
      }, timeoutMs);
    },
    async stop() {
      going = false;
      await Promise.all(workers);
    },
  };
}

/** Creates jobs through `shop`'s gateway (see requestLoad): the acknowledged (201) ones by id. */
export const createLoad = ({ owner, jobBody }: GatewayShop, label: string, concurrency = 4, paceMs = 0) =>
  requestLoad<string>(
    concurrency,
    async (n) => {
      const created = await owner.post(`${production}/jobadmins`, jobBody(`${label} ${n}`));
      return created.status === 201 ? { ok: created.json.jobAdmin.jobAdminId as string } : created;
    },
    paceMs,
  );

/**
 * How long each stretch of refusals lasted, in ms, from its first to its last: refusals less than `gapMs` apart
 * belong to one stretch (a restart's), a single refusal lasts 0 ms.
 */
export function refusalStretches(refusals: readonly Refusal[], gapMs = 2000) {
  const stretches: { from: number; to: number; statuses: number[] }[] = [];
  for (const { at, status } of [...refusals].sort((a, b) => a.at - b.at)) {
    const last = stretches.at(-1);
    if (last && at - last.to < gapMs) {
      last.to = at;
      last.statuses.push(status);
    } else stretches.push({ from: at, to: at, statuses: [status] });
  }
  return stretches.map(({ from, to, statuses }) => ({ ms: to - from, statuses }));
}

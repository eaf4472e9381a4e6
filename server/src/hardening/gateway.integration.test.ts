import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportKey } from '@bayline/contracts';
import { gatewayHostsForTests } from '@bayline/platform/testing/gates';
import { exportKeyFrom, exportPublicKey, newExportKey } from '@bayline/query-service/audit/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/client.ts';
import { startGateway } from '../testing/gateway.ts';
import {
  admin,
  createAndReadBack,
  type GatewayShop,
  hubPushesCreate,
  identity,
  invitationsInOutbox,
  invite,
  operationsWithAdminToken,
  production,
  readModelsCaughtUp,
  signIn,
  uploadAndDownload,
} from '../testing/gateway-flow.ts';
import { makeHosts } from '../testing/hosts.ts';
import { type BaylineProcess, eventually, privateRedis, startBaylineProcess } from '../testing/processes.ts';

/**
 * The distributed set-up of docker-compose.yml without Docker: each process on a host of its own (a network
 * namespace), so every call crosses a network; Debian's nginx running docker/gateway.conf (hosts rewritten only)
 * in front of two command processes, one query and two projection processes on one LMDB data folder, with a
 * Redis that asks for a password. The test's requests go from this machine to the gateway, or to one process when
 * the test needs to say which. The flow's steps are shared with `npm run smoke:compose` (testing/gateway-flow.ts);
 * this suite adds which process the gateway sent each request to, from nginx's log.
 */
const hostNames = ['redis', 'gateway', 'command-1', 'command-2', 'query-1', 'projection-1', 'projection-2'] as const;
type HostName = (typeof hostNames)[number];

const say = (line: string) => console.log(`[gateway] ${line}`);

describe.runIf(gatewayHostsForTests())('the split set-up behind its gateway, a host per process', () => {
  let dataDir: string;
  const adminToken = randomBytes(32).toString('base64url');
  const exportKey = newExportKey();
  const processes = new Map<HostName, BaylineProcess>();
  let hosts: ReturnType<typeof makeHosts<HostName>> | undefined;
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  let shop: GatewayShop;

  const at = (name: HostName) => processes.get(name)!;
  const address = (name: HostName) => hosts!.host(name).address;
  /** How many requests the gateway logged so far. */
  const logged = () => gateway!.answeredBy().length;
  /** The hosts the gateway sent `method` requests for paths starting with `path` to, since `since` log lines. */
  const sentTo = (method: string, path: string, since: number) =>
    new Set(
      gateway!
        .answeredBy()
        .slice(since)
        .map((line) => line.split(' '))
        .filter(([m, uri]) => m === method && uri!.startsWith(path))
        .map(([, , , upstream]) => hostNames.find((name) => `${address(name)}:3000` === upstream) ?? upstream),
    );
  /** nginx logs a request as it finishes it, a moment after the client may have the answer: its log is waited for. */
  const logShows = (check: () => void) => eventually(async () => check(), 5000);
  /** The gateway sent them to one command process, either. */
  const toOneCommandProcess = (sent: Set<string | undefined>) =>
    expect([['command-1'], ['command-2']]).toContainEqual([...sent]);

  async function start(name: HostName, env: Record<string, string>) {
    const started = await startBaylineProcess(
      {
        BAYLINE_DATA_DIR: dataDir,
        REDIS_URL: redis!.url,
        SESSION_SECRET: 'gateway-test-session-secret',
        BAYLINE_ADMIN_TOKEN: adminToken,
        BAYLINE_EXPORT_KEY: exportKey,
        // As compose: one proxy, the gateway, and the address people reach Bayline at.
        BAYLINE_TRUST_PROXY: '1',
        BAYLINE_PUBLIC_URL: gateway!.url,
        LOG_LEVEL: 'warn',
        ...env,
      },
      { host: hosts!.host(name) },
    );
    processes.set(name, started);
    return started;
  }
  /** Resolves once `name` says it runs (its seed, if any, done); fails with its output when it exits. */
  const running = (name: HostName, what = /is running at/) =>
    eventually(async () => {
      const { child, output } = at(name);
      if (child.exitCode !== null) throw new Error(`${name} exited:\n${output()}`);
      if (!what.test(output())) throw new Error(`${name} is not running yet:\n${output()}`);
    }, 60_000);

  beforeAll(async () => {
    const began = Date.now();
    dataDir = mkdtempSync(join(tmpdir(), 'bayline-gateway-data-'));
    hosts = makeHosts(hostNames);
    redis = await privateRedis({ host: hosts.host('redis'), password: randomBytes(16).toString('hex') });
    gateway = await startGateway({
      listen: hosts.host('gateway'),
      command: [hosts.host('command-1'), hosts.host('command-2')],
      query: hosts.host('query-1'),
    });
    say(`hosts on ${address('redis').replace(/\.\d+$/, '.0/24')}; redis and nginx up after ${Date.now() - began} ms`);
    // The first command process seeds the demo shop's users and settings (no job history); the others start once
    // it has made the stores, and seed nothing.
    await start('command-1', { BAYLINE_ROLE: 'command', BAYLINE_SEED_JOBS: '0' });
    await running('command-1', /Seeding the demo shop/);
    const quiet = { BAYLINE_SEED: 'false' };
    await Promise.all([
      start('command-2', { ...quiet, BAYLINE_ROLE: 'command' }),
      start('query-1', { ...quiet, BAYLINE_ROLE: 'query' }),
      start('projection-1', { ...quiet, BAYLINE_ROLE: 'projection' }),
      start('projection-2', { ...quiet, BAYLINE_ROLE: 'projection' }),
    ]);
    for (const name of processes.keys()) await running(name);
    // The query process answers the gateway's reads once every read model holds the seed.
    await readModelsCaughtUp(gateway.url, adminToken, 30_000);
    say(`every process running and the read models caught up after ${Date.now() - began} ms`);
    shop = await signIn(gateway.url);
  }, 120_000);

  afterAll(async () => {
    for (const { child } of processes.values()) child.kill('SIGKILL');
    await Promise.all([...processes.values()].map((p) => p.exited));
    await redis?.stop();
    await gateway?.stop();
    hosts?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('signs in, creates a job and reads it back at once through the gateway: commands to a command process, reads to the query process', async () => {
    const since = logged();
    await createAndReadBack(shop);
    await logShows(() => {
      toOneCommandProcess(sentTo('POST', `${production}/jobadmins`, since));
      expect(sentTo('GET', `${production}/JobAdmins/asfolder/`, since)).toEqual(new Set(['query-1']));
    });
  });

  it('a session made by either command process is honoured by the other and by the query process', async () => {
    for (const [signer, other] of [
      ['command-1', 'command-2'],
      ['command-2', 'command-1'],
    ] as const) {
      const client = apiClient(at(signer).url, at('query-1').url);
      expect((await client.login('demo@bayline.test')).status).toBe(200);
      const me = await client.get(`${identity}/users`);
      expect(me.status).toBe(200);
      expect(me.json.email).toBe('demo@bayline.test');
      const elsewhere = await fetch(`${at(other).url}${production}/jobadmins`, {
        method: 'POST',
        headers: { cookie: client.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(shop.jobBody(`Signed In At ${signer}`)),
      });
      expect(elsewhere.status, await elsewhere.text()).toBe(201);
    }
    // Every process signs exports with the one key compose passes: the gateway publishes its public key.
    const published = (await (await fetch(`${gateway!.url}/api/audit/v1/export-key`)).json()) as ExportKey;
    expect(published.publicKey).toBe(exportPublicKey(exportKeyFrom(exportKey)).publicKey);
  });

  it('uploads a 5 MB video through the gateway and downloads it byte for byte', async () => {
    const since = logged();
    const fileUri = await uploadAndDownload(shop);
    await logShows(() => {
      toOneCommandProcess(sentTo('POST', '/api/media/v1/upload/', since));
      expect(sentTo('GET', fileUri, since)).toEqual(new Set(['query-1']));
    });
  });

  it('the live hub, opened through the gateway, pushes a job created through it', async () => {
    const since = logged();
    await hubPushesCreate(shop);
    // nginx logs the stream once it ended.
    await logShows(() => expect(sentTo('GET', '/updateHub', since)).toEqual(new Set(['query-1'])));
  });

  it('an invitation sent by either command process is in the outbox read through the gateway, with the link to it', async () => {
    const invitees = { 'command-1': 'invited.by.one@shop.example', 'command-2': 'invited.by.two@shop.example' };
    for (const [sender, email] of Object.entries(invitees) as [HostName, string][])
      await invite(shop, at(sender).url, email);
    const since = logged();
    await invitationsInOutbox(shop, adminToken, Object.values(invitees));
    await logShows(() => expect(sentTo('GET', `${admin}/outbox`, since)).toEqual(new Set(['command-1', 'command-2'])));
  });

  it("the Operations page's calls are taken with the one admin token by every process the gateway sends them to", async () => {
    const since = logged();
    await operationsWithAdminToken(shop, adminToken);
    await logShows(() => {
      expect(sentTo('GET', `${admin}/operations`, since)).toEqual(new Set(['query-1']));
      expect(sentTo('GET', `${admin}/outbox`, since)).toEqual(new Set(['command-1', 'command-2']));
      toOneCommandProcess(sentTo('POST', `${admin}/rebuilds/`, since));
    });
  });
});

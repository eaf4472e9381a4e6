import type { ExportKey } from '@bayline/contracts';
import { gatewayHostsForTests } from '@bayline/platform/testing/gates';
import { exportKeyFrom, exportPublicKey } from '@bayline/query-service/audit/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/client.ts';
import {
  admin,
  createAndReadBack,
  hubPushesCreate,
  identity,
  invitationsInOutbox,
  invite,
  operationsWithAdminToken,
  production,
  uploadAndDownload,
} from '../testing/gateway-flow.ts';
import { eventually } from '../testing/processes.ts';
import { gatewayRoles, type SplitSetUp, startSplitSetUp } from '../testing/split-set-up.ts';

/**
 * The distributed set-up of docker-compose.yml without Docker (testing/split-set-up.ts): each process on a host of
 * its own (a network namespace), so every call crosses a network; Debian's nginx running docker/gateway.conf (hosts
 * rewritten only) in front of two command processes, one query and two projection processes on one LMDB data
 * folder, with a Redis that asks for a password. The test's requests go from this machine to the gateway, or to one
 * process when the test needs to say which. The flow's steps are shared with `npm run smoke:compose`
 * (testing/gateway-flow.ts); this suite adds which process the gateway sent each request to, from nginx's log.
 */
const roles = gatewayRoles;
type HostName = keyof typeof roles;
const hostNames = Object.keys(roles) as HostName[];

describe.runIf(gatewayHostsForTests())('the split set-up behind its gateway, a host per process', () => {
  let set: SplitSetUp<HostName> | undefined;

  const at = (name: HostName) => set!.at(name);
  const address = (name: HostName) => set!.host(name).address;
  const gateway = () => set!.gateway;
  const shop = () => set!.shop;
  /** How many requests the gateway logged so far. */
  const logged = () => gateway().answeredBy().length;
  /** The hosts the gateway sent `method` requests for paths starting with `path` to, since `since` log lines. */
  const sentTo = (method: string, path: string, since: number) =>
    new Set(
      gateway()
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

  beforeAll(async () => {
    set = await startSplitSetUp({ label: 'gateway', roles });
  }, 180_000);

  afterAll(async () => {
    await set?.close();
  }, 30_000);

  it('signs in, creates a job and reads it back at once through the gateway: commands to a command process, reads to the query process', async () => {
    const since = logged();
    await createAndReadBack(shop());
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
        body: JSON.stringify(shop().jobBody(`Signed In At ${signer}`)),
      });
      expect(elsewhere.status, await elsewhere.text()).toBe(201);
    }
    // Every process signs exports with the one key compose passes: the gateway publishes its public key.
    const published = (await (await fetch(`${gateway().url}/api/audit/v1/export-key`)).json()) as ExportKey;
    expect(published.publicKey).toBe(exportPublicKey(exportKeyFrom(set!.exportKey)).publicKey);
  });

  it('uploads a 5 MB video through the gateway and downloads it byte for byte', async () => {
    const since = logged();
    const fileUri = await uploadAndDownload(shop());
    await logShows(() => {
      toOneCommandProcess(sentTo('POST', '/api/media/v1/upload/', since));
      expect(sentTo('GET', fileUri, since)).toEqual(new Set(['query-1']));
    });
  });

  it('the live hub, opened through the gateway, pushes a job created through it', async () => {
    const since = logged();
    await hubPushesCreate(shop());
    // nginx logs the stream once it ended.
    await logShows(() => expect(sentTo('GET', '/updateHub', since)).toEqual(new Set(['query-1'])));
  });

  it('an invitation sent by either command process is in the outbox read through the gateway, with the link to it', async () => {
    const invitees = { 'command-1': 'invited.by.one@shop.example', 'command-2': 'invited.by.two@shop.example' };
    for (const [sender, email] of Object.entries(invitees) as [HostName, string][])
      await invite(shop(), at(sender).url, email);
    const since = logged();
    await invitationsInOutbox(shop(), set!.adminToken, Object.values(invitees));
    await logShows(() => expect(sentTo('GET', `${admin}/outbox`, since)).toEqual(new Set(['command-1', 'command-2'])));
  });

  it("the Operations page's calls are taken with the one admin token by every process the gateway sends them to", async () => {
    const since = logged();
    await operationsWithAdminToken(shop(), set!.adminToken);
    await logShows(() => {
      expect(sentTo('GET', `${admin}/operations`, since)).toEqual(new Set(['query-1']));
      expect(sentTo('GET', `${admin}/outbox`, since)).toEqual(new Set(['command-1', 'command-2']));
      toOneCommandProcess(sentTo('POST', `${admin}/rebuilds/`, since));
    });
  });
});

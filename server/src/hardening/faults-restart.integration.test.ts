import { execFileSync } from 'node:child_process';
import { gatewayHostsForTests } from '@bayline/platform/testing/gates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTextingLocation, everyJobRead, readLoad, textLoad, textsSentOnce } from '../testing/faults.ts';
import { type GatewayShop, production } from '../testing/gateway-flow.ts';
import { onHost } from '../testing/hosts.ts';
import { eventually } from '../testing/processes.ts';
import {
  createLoad,
  type Refusal,
  refusalStretches,
  type SplitSetUp,
  startSplitSetUp,
} from '../testing/split-set-up.ts';

/**
 * Kills, restarts and the live stream's resume in the distributed set-up (testing/split-set-up.ts): two command, two
 * query and two projection processes, each on a host of its own behind the gateway (docker/gateway.conf), under a
 * load of creates, texts to customers and reads through the gateway. Each fault ends with every acknowledged create
 * read back, every acknowledged text sent exactly once; the last test compares the read models with a replay.
 */
const roles = {
  'command-1': 'command',
  'command-2': 'command',
  'query-1': 'query',
  'query-2': 'query',
  'projection-1': 'projection',
  'projection-2': 'projection',
} as const;
type Name = keyof typeof roles;
const names = Object.keys(roles) as Name[];

/** A create load with texts queued to some of its jobs' customers and their folders read, all through the gateway. */
function shopLoad(shop: GatewayShop, label: string) {
  const creates = createLoad(shop, label, 3);
  const loads = { creates } as {
    creates: typeof creates;
    texts?: ReturnType<typeof textLoad>;
    reads?: ReturnType<typeof readLoad>;
  };
  return {
    creates,
    /** Starts the texts and the reads once there are jobs to text and read. */
    async started() {
      await creates.more(5);
      loads.texts = textLoad(shop, creates.acknowledged, `${label} text`);
      loads.reads = readLoad(shop, creates.acknowledged);
      await Promise.all([loads.texts.more(2), loads.reads.more(2)]);
    },
    texts: () => loads.texts!,
    /** Resolves once each load got a few more acknowledged. */
    goesOn: () => Promise.all([creates.more(6), loads.texts!.more(2), loads.reads!.more(4)]),
    /** Every refusal so far, with what was refused. */
    refusals: (): (Refusal & { what: string })[] =>
      Object.entries(loads).flatMap(([what, load]) => load!.refusals.map((r) => ({ ...r, what }))),
    stop: () => Promise.all(Object.values(loads).map((load) => load!.stop())),
  };
}

/** The first few refusals, what was refused and how. */
const shown = (refusals: (Refusal & { what: string })[]) =>
  refusals.length === 0
    ? 'none'
    : refusals
        .slice(0, 5)
        .map(({ what, status, text }) => `${what} ${status} ${text.slice(0, 80)}`)
        .concat(refusals.length > 5 ? [`and ${refusals.length - 5} more`] : [])
        .join(' | ');

describe.runIf(gatewayHostsForTests())('kills, restarts and a resumed live stream behind the gateway', () => {
  let set: SplitSetUp<Name>;
  /** The owner at the location that texts. */
  let shop: GatewayShop;

  beforeAll(async () => {
    set = await startSplitSetUp({ label: 'faults restart', roles, env: { BAYLINE_LEASE_MS: '3000' } });
    shop = await atTextingLocation(set.shop);
  }, 180_000);

  afterAll(async () => {
    await set?.close();
  }, 30_000);

  /** Every acknowledged create read back and every acknowledged text sent once, once the projectors settled. */
  async function nothingLost(load: ReturnType<typeof shopLoad>, label: string) {
    const stopped = Date.now();
    await set.settled();
    await everyJobRead(shop, load.creates.acknowledged);
    const texts = load.texts().acknowledged;
    // A text a killed command process had taken is sent once BullMQ finds it stalled: its lock (15 s) ran out and
    // a worker's check for stalled jobs (every 5 s) came (platform/src/job-queue/bullmq.ts).
    const kept = await textsSentOnce(shop, set.dataDir, `${label} text`, texts, 60_000);
    set.say(
      `${label}: ${load.creates.acknowledged.length} creates and ${texts.length} texts acknowledged, all read back;` +
        ` ${kept} texts kept once each (${kept - texts.length} of them refused by the gateway yet sent), the last` +
        ` ${Date.now() - stopped} ms after the load stopped`,
    );
  }

  it('kill -9 of a command, a query and the leading projection process under load, each started again: nothing acknowledged is lost, no text sent twice', {
    timeout: 180_000,
  }, async () => {
    const load = shopLoad(shop, 'Killed');
    try {
      await load.started();
      const leader = await eventually(async () => {
        const name = await set.leaderOf('jobs');
        if (!name) throw new Error('No one projection process leads jobs');
        return name;
      }, 30_000);
      for (const victim of ['command-1', 'query-1', leader] as const) {
        const since = load.refusals().length;
        const killedAt = Date.now();
        await set.end(victim, 'SIGKILL');
        // The load goes on through the others while it is down.
        await load.goesOn();
        const downMs = Date.now() - killedAt;
        await set.start(victim);
        if (roles[victim] === 'projection') await everyProjectorLed();
        await load.goesOn();
        const refused = load.refusals().slice(since);
        set.say(
          `kill -9 of ${victim}: down ${downMs} ms, running again after ${Date.now() - killedAt} ms;` +
            ` ${refused.length} requests in flight failed: ${shown(refused)}`,
        );
        // Only what was in flight at the kill fails: the gateway sends the rest to the others.
        expect(
          refusalStretches(refused).every((s) => s.ms < 1000),
          shown(refused),
        ).toBe(true);
      }
    } finally {
      await load.stop();
    }
    await nothingLost(load, 'Killed');
  });

  it('a rolling restart of every process, one after the other, under load: each refuses under a second of requests, and nothing is lost', {
    timeout: 180_000,
  }, async () => {
    const load = shopLoad(shop, 'Rolling');
    const figures: { name: Name; refused: (Refusal & { what: string })[] }[] = [];
    try {
      await load.started();
      for (const name of names) {
        const since = load.refusals().length;
        const began = Date.now();
        await set.restart(name);
        const runningMs = Date.now() - began;
        if (roles[name] === 'projection') await everyProjectorLed();
        await load.goesOn();
        const refused = load.refusals().slice(since);
        set.say(
          `restart of ${name}: running again after ${runningMs} ms; ${refused.length} refused` +
            ` (stretches ${JSON.stringify(refusalStretches(refused))}): ${shown(refused)}`,
        );
        figures.push({ name, refused });
      }
    } finally {
      await load.stop();
    }
    for (const { name, refused } of figures)
      for (const stretch of refusalStretches(refused))
        expect(stretch.ms, `${name}'s restart: ${shown(refused)}`).toBeLessThan(1000);
    await nothingLost(load, 'Rolling');
  });

  it('a live stream resumed with Last-Event-ID on the other query process gets every change made meanwhile, once, in order', {
    timeout: 120_000,
  }, async () => {
    const { owner, jobBody } = shop;
    const create = async (clientName: string) => {
      const created = await owner.post(`${production}/jobadmins`, jobBody(clientName));
      expect(created.status, created.text).toBe(201);
      return created.json.jobAdmin.jobAdminId as string;
    };
    const first = openHub(set.url, owner.cookie);
    await first.until((frames) => frames.some((f) => f.event === 'hello'));
    const before = [await create('Before The Kill 1'), await create('Before The Kill 2')];
    await first.until((frames) => before.every((id) => frames.some((f) => f.data.includes(id))));
    const lastId = Number(first.frames.at(-1)!.id);
    // The gateway's only connection to a query process now is the stream's.
    const served = await eventually(async () => {
      const [name, ...more] = (['query-1', 'query-2'] as const).filter(streamsFrom);
      if (!name || more.length > 0) throw new Error(`The stream is open on ${[name, ...more]}`);
      return name;
    }, 10_000);
    const other = served === 'query-1' ? 'query-2' : 'query-1';
    set.say(`the stream is served by ${served}, last id ${lastId}: kill -9 of ${served}`);
    await set.end(served, 'SIGKILL');
    await first.ended;
    const meanwhile: string[] = [];
    for (let i = 1; i <= 5; i++) meanwhile.push(await create(`While Away ${i}`));
    const resumed = openHub(set.url, owner.cookie, lastId);
    try {
      await resumed.until((frames) => meanwhile.every((id) => frames.some((f) => f.data.includes(id))));
      expect(streamsFrom(other), `the resumed stream is served by ${other}`).toBe(true);
      const pushes = resumed.frames.filter((f) => f.event === 'ReceiveMessage');
      const ids = pushes.map((f) => Number(f.id));
      set.say(`resumed on ${other} after id ${lastId}: ${pushes.length} pushes, ids ${ids.join(', ')}`);
      expect(resumed.frames.filter((f) => f.event !== 'ReceiveMessage')).toEqual([]);
      // In order, none twice, none the first stream had.
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
      expect(ids.every((id) => id > lastId)).toBe(true);
      for (const id of meanwhile) expect(pushes.filter((f) => f.data.includes(`"ItemId":"${id}"`))).toHaveLength(1);
    } finally {
      resumed.close();
      await set.start(served);
    }
  });

  it('the read models the processes left equal a replay of the log', { timeout: 120_000 }, async () => {
    await set.settled();
    const { mismatches, documents } = await set.verify();
    expect(mismatches, `of ${documents} documents`).toBe(0);
  });

  /** Resolves once each projector is led by one of the running projection processes (settled needs the load stopped). */
  const everyProjectorLed = () =>
    eventually(async () => {
      const running = set.named('projection').filter(set.alive);
      const reports = await Promise.all(running.map(set.health));
      for (const { name } of reports[0]!.projectors) {
        const leaders = reports.filter((h) => h.projectors.find((p) => p.name === name)?.status !== 'standby');
        if (leaders.length !== 1) throw new Error(`${name} is led by ${leaders.length} processes`);
      }
    }, 60_000);

  /** Whether `name`'s host has a connection open from the gateway (with no load, only a live stream stays open). */
  function streamsFrom(name: Name) {
    const listed = execFileSync(
      ...onHost(set.host(name), 'ss', [
        '-Htn',
        'state',
        'established',
        'sport = :3000',
        'dst',
        set.host('gateway').address,
      ]),
      { encoding: 'utf8' },
    );
    return listed.trim() !== '';
  }
});

interface HubFrame {
  event: string;
  id: string;
  data: string;
}

/** /updateHub opened at `url` with a session's cookie (resuming after `lastEventId` when given), its frames as read. */
function openHub(url: string, cookie: string, lastEventId?: number) {
  const controller = new AbortController();
  const frames: HubFrame[] = [];
  const ended = (async () => {
    const response = await fetch(`${url}/updateHub`, {
      headers: { cookie, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
      signal: controller.signal,
    });
    if (response.status !== 200) throw new Error(`/updateHub answered ${response.status}: ${await response.text()}`);
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body!) {
        text += decoder.decode(chunk, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop()!;
        for (const block of blocks) {
          const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
          const event = field('event');
          if (event) frames.push({ event, id: field('id') ?? '', data: field('data') ?? '' });
        }
      }
    } catch (error) {
      // The stream breaks when its process is killed, or ends when closed here.
      if (!controller.signal.aborted && !/terminated|other side closed/i.test(String(error))) throw error;
    }
  })();
  return {
    frames,
    ended,
    /** Resolves once the frames read so far pass `check`. */
    until: (check: (frames: HubFrame[]) => boolean) =>
      eventually(async () => {
        if (!check(frames)) throw new Error(`The hub has not pushed it yet: ${JSON.stringify(frames)}`);
      }, 30_000),
    close: () => controller.abort(),
  };
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperationsSnapshot } from '@bayline/contracts';
import { adminTokenHeader } from '@bayline/platform/http';
import { gatewayHostsForTests } from '@bayline/platform/testing/gates';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn, textAtAnyTime, validJobBody } from '../testing/client.ts';
import { everyJobRead, type QueuedText, textsSentOnce } from '../testing/faults.ts';
import { admin, production } from '../testing/gateway-flow.ts';
import { eventually } from '../testing/processes.ts';
import { createLoad, refusalStretches, type SplitSetUp, startSplitSetUp } from '../testing/split-set-up.ts';

/**
 * The projection lease under faults, on the distributed set-up behind its gateway (testing/split-set-up.ts): a leader
 * paused at the very moment it commits, past its lease, and a process of the release before an upgrade taking the
 * lease again. Each ends as the embedded crash tests do: every acknowledged create in the read models, every text
 * queued sent once, the read models equal to a replay of the log.
 */
const leaseMs = 3000;
const roles = {
  'command-1': 'command',
  'query-1': 'query',
  'projection-1': 'projection',
  'projection-2': 'projection',
  'projection-3': 'projection',
} as const;
type Name = keyof typeof roles;
const projection = ['projection-1', 'projection-2', 'projection-3'] as const;

/** A process's state as the kernel tells it (R running, S sleeping, T stopped, ...). */
function stateOf(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

/** The messages of a process's log lines that match `pattern`, one a line. */
const linesOf = (output: string, pattern: RegExp) =>
  output
    .split('\n')
    .filter((line) => pattern.test(line))
    .map((line) => (JSON.parse(line) as { msg: string }).msg)
    .join('\n');

/** Every text body of these suites starts so (textsSentOnce finds them by it). */
const textLabel = 'Lease text';

/** Texts to a job at Harbor (the demo shop's texting location) through the gateway, each with a body of its own. */
async function texting(url: string) {
  const client = await signedIn(url, 'demo@bayline.test', 'HARBOR');
  await textAtAnyTime(client);
  const created = await client.post(
    `${production}/jobadmins`,
    await validJobBody(client, { clientCellular: '(510) 555-0123' }),
  );
  expect(created.status).toBe(201);
  const jobAdminId = created.json.jobAdmin.jobAdminId as string;
  const queued: QueuedText[] = [];
  return {
    client,
    queued,
    async send(label: string) {
      const body = `${textLabel} ${label} ${queued.length + 1}`;
      const sent = await client.post('/api/messaging/v1/Messages/sms', {
        phoneNumber: '5105550123',
        jobAdminId,
        message: body,
      });
      expect(sent.status, sent.text).toBe(204);
      queued.push({ jobAdminId, body });
    },
  };
}

describe.runIf(gatewayHostsForTests())('the projection lease under faults, a host per process', () => {
  let set: SplitSetUp<Name> | undefined;
  const folders: string[] = [];

  afterEach(async () => {
    await set?.close();
    set = undefined;
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  /** Each projector's stored checkpoint, as the query process reads it. */
  async function checkpoints(): Promise<Record<string, number>> {
    const answer = await fetch(`${set!.at('query-1').url}${admin}/operations`, {
      headers: { [adminTokenHeader]: set!.adminToken },
    });
    const { projectors } = (await answer.json()) as OperationsSnapshot;
    return Object.fromEntries(projectors.map((p) => [p.name, p.position]));
  }

  let began = 0;
  /** Says `line` with the seconds since the scenario began, so the CI log shows how long each step took. */
  const say = (line: string) => set!.say(`+${((Date.now() - began) / 1000).toFixed(1)} s ${line}`);

  /** The state of `projector` in `name`'s runner (standby, live, ...). */
  const statusIn = async (name: Name, projector: string) =>
    (await set!.health(name)).projectors.find((p) => p.name === projector)!;

  /** Resolves with the one of `candidates` that leads `projector`, live past `position` (creates may go on). */
  const leadOf = (candidates: readonly Name[], projector: string, position: number) =>
    eventually(
      async () => {
        for (const name of candidates) {
          const { status, position: at } = await statusIn(name, projector);
          if (status === 'live' && at >= position) return name;
        }
        throw new Error(`None of ${candidates.join(', ')} leads ${projector} past ${position}`);
      },
      60_000,
      200,
    );

  /** What every scenario ends with: the figures printed, then nothing lost, nothing sent twice, a replay equal. */
  async function nothingLost(load: ReturnType<typeof createLoad>, texts: Awaited<ReturnType<typeof texting>>) {
    await load.stop();
    await set!.settled();
    const stretches = refusalStretches(load.refusals);
    say(
      `${load.acknowledged.length} creates acknowledged, ${load.refusals.length} refused (stretches ${JSON.stringify(stretches)}), ${texts.queued.length} texts queued`,
    );
    for (const { ms } of stretches) expect(ms).toBeLessThan(1000);
    await everyJobRead(set!.shop, load.acknowledged);
    await textsSentOnce({ owner: texts.client }, set!.dataDir, textLabel, texts.queued);
    say('every acknowledged create read back, every text queued sent once; verifying');
    const { mismatches, documents } = await set!.verify();
    say(`verify: ${mismatches} of ${documents} documents differ from a replay of the log`);
    expect(mismatches).toBe(0);
  }

  it('pauses the jobs leader at its commit past its lease: the standby leads on, the late commit is refused and the old leader stands by', {
    timeout: 150_000,
  }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bayline-fault-pause-'));
    folders.push(folder);
    const trigger = join(folder, 'pause-jobs');
    began = Date.now();
    set = await startSplitSetUp({
      label: 'lease: paused at its commit',
      roles,
      env: { BAYLINE_LEASE_MS: String(leaseMs), BAYLINE_FAULT_PAUSE_AT_COMMIT: `jobs:${trigger}` },
    });
    await set.settled();
    const texts = await texting(set.url);
    const load = createLoad(set.shop, 'Paused', 4);
    await load.more(10);

    // The next commit of jobs, made while creates go on, stops its process right after its last lease check.
    writeFileSync(trigger, '');
    const paused = await eventually(async () => {
      const stopped = projection.find((name) => stateOf(set!.at(name).child.pid!) === 'T');
      if (!stopped) throw new Error('No projection process stopped at its commit yet');
      return stopped;
    }, 30_000);
    const others = projection.filter((name) => name !== paused);
    const pausedAt = (await set.health('command-1')).head;
    say(`${paused} stopped itself at its commit of jobs, the log's head at ${pausedAt}`);

    // Meanwhile the jobs its batch may hold move on: a late commit of that batch would put them back.
    const recent = load.acknowledged.slice(-20);
    for (const id of recent) {
      const moved = await set.shop.owner.put(
        `${production}/jobadmins/${id}/department`,
        { departmentShortName: 'BODY', subdepartmentShortName: 'BAY2' },
        { 'if-match': '"0"' },
      );
      expect(moved.status, moved.text).toBe(200);
    }
    for (let n = 0; n < 3; n++) await texts.send('While paused');
    const movedAt = (await set.health('command-1')).head;
    const newLeader = await leadOf(others, 'jobs', movedAt);
    expect(stateOf(set.at(paused).child.pid!)).toBe('T');
    say(`${newLeader} took the lease and committed jobs past ${movedAt}; waking ${paused}`);

    const woke = set.at(paused).output().length;
    set.at(paused).child.kill('SIGCONT');
    const said = await eventually(async () => {
      const since = set!.at(paused).output().slice(woke);
      const refused =
        /projector jobs: its commit up to (\d+) was refused \(checkpoint jobs is at (\d+), not (\d+)/.exec(since);
      if (!refused || !/projector jobs: [^"]*standing by/.test(since))
        throw new Error(`${paused} has not said its late commit was refused and that it stands by:\n${since}`);
      return { upTo: Number(refused[1]), stored: Number(refused[2]), from: Number(refused[3]) };
    }, 30_000);
    say(`${paused}'s late commit from ${said.from} up to ${said.upTo} refused: the checkpoint was at ${said.stored}`);
    say(`${paused} said on waking:\n${linesOf(set.at(paused).output().slice(woke), /projector jobs:/)}`);
    expect(said.upTo).toBeLessThanOrEqual(pausedAt);
    expect(said.stored).toBeGreaterThanOrEqual(movedAt);
    await eventually(async () => expect((await statusIn(paused, 'jobs')).status).toBe('standby'), 30_000);
    await load.more(10);
    for (let n = 0; n < 2; n++) await texts.send('After waking');
    await nothingLost(load, texts);
  });

  it('a process of the release before takes the lease again during an upgrade: it leaves the read model the new version made alone, and the new release leads it again', {
    timeout: 150_000,
  }, async () => {
    began = Date.now();
    set = await startSplitSetUp({ label: 'lease: older release', roles, env: { BAYLINE_LEASE_MS: String(leaseMs) } });
    await set.settled();
    const texts = await texting(set.url);
    const load = createLoad(set.shop, 'Upgrade', 2);
    await load.more(10);

    // projection-3 comes back as the release before, whose live-feed projector is a version lower; the new release's
    // processes lead on.
    say('projection-3 comes back as the release before');
    await set.end('projection-3', 'SIGTERM');
    const older = await set.start('projection-3', { BAYLINE_FAULT_OLDER_RELEASE: 'live-feed' });
    const newer = ['projection-1', 'projection-2'] as const;
    await leadOf(newer, 'live-feed', 0);
    // Paused past their lease (as a host that hangs), the new release's processes leave the older one every lease.
    say("pausing the new release's projection processes: the older one is left alone with the leases");
    const alone = older.output().length;
    for (const name of newer) set.at(name).child.kill('SIGSTOP');
    const standsBy =
      "projector live-feed: its read model was made by version 4, newer than this release's 3: a newer release leads it; standing by";
    // Taking every lease, it catches each projector up at once: on a loaded machine its /health may answer late.
    await eventually(
      async () => {
        const jobs = await statusIn('projection-3', 'jobs').catch((error: Error) => {
          throw new Error(`projection-3 did not answer /health (${error.message}):\n${older.output().slice(alone)}`);
        });
        if (jobs.status === 'standby' || !older.output().includes(standsBy))
          throw new Error(`projection-3 has not taken the leases yet:\n${older.output().slice(alone)}`);
      },
      60_000,
      200,
    );
    const feedAt = (await checkpoints())['live-feed']!;
    const leftAt = (await set.health('command-1')).head;
    await load.more(20);
    for (let n = 0; n < 3; n++) await texts.send('Older release');
    const createdAt = (await set.health('command-1')).head;
    // It leads every projector of its release, up to the creates made meanwhile...
    await eventually(
      async () => {
        const led = (await set!.health('projection-3')).projectors.filter((p) => p.name !== 'live-feed');
        const behind = led.filter((p) => p.status !== 'live' || p.position < createdAt);
        if (behind.length > 0)
          throw new Error(`projection-3 does not lead past ${createdAt}: ${JSON.stringify(behind)}`);
      },
      60_000,
      200,
    );
    // ...but not live-feed, whose read model the new version made: it took its lease too, and stood by at once.
    const said = linesOf(older.output().slice(alone), /projector live-feed:/);
    say(`projection-3 (the release before) said:\n${[...new Set(said.split('\n'))].join('\n')}`);
    expect(said).toContain(standsBy);
    expect(said).not.toMatch(/rebuild/);
    expect((await set.health('projection-3')).projectors.find((p) => p.name === 'live-feed')!.status).toBe('standby');
    const positions = await checkpoints();
    say(
      `alone with the leases from ${leftAt} to ${createdAt}: the jobs checkpoint at ${positions.jobs}, live-feed's still at ${positions['live-feed']}`,
    );
    expect(positions.jobs).toBeGreaterThanOrEqual(createdAt);
    expect(positions['live-feed']).toBe(feedAt);
    expect(feedAt).toBeLessThan(createdAt);

    say("waking the new release's projection processes");
    for (const name of newer) set.at(name).child.kill('SIGCONT');
    const leader = await leadOf(newer, 'live-feed', createdAt);
    say(`${leader} of the new release leads live-feed again, past ${createdAt}`);
    await nothingLost(load, texts);
  });
});

import { createInProcessChangeBus } from '@bayline/platform/change-bus';
import type { ChangeBus } from '@bayline/platform/change-bus/port';
import type { EventStore } from '@bayline/platform/event-store/port';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { ProjectorStatus } from '@bayline/projection-service';
import { describe, expect, it, vi } from 'vitest';
import { hearLeads, logSampler, operationsSnapshot, tellLeads } from './operations.ts';

/** A log whose head the test moves; positions are dense, as in the embedded store. */
function fakeLog() {
  const log = { head: 0 };
  const store = {
    headPosition: async () => log.head,
    eventsAfter: async (position: number, limit: number) => Math.min(limit, Math.max(0, log.head - position)),
  } as unknown as EventStore;
  return { log, store };
}

describe('the log sampler of the operations page', () => {
  it('counts the log and its appends per minute over the samples kept', async () => {
    const { log, store } = fakeLog();
    const clock = { now: 0 };
    const sampler = logSampler(store, { everyMs: 5_000, windowMs: 60_000, now: () => clock.now });
    log.head = 500;
    await sampler.sample();
    expect(sampler.latest()).toEqual({ head: 500, events: 500, atLeast: false });
    expect(sampler.appendRate()).toBeUndefined();
    clock.now = 30_000;
    log.head = 530;
    await sampler.sample();
    // 30 events in half a minute.
    expect(sampler.appendRate()).toEqual({ perMinute: 60, overMs: 30_000 });
    expect(sampler.latest()).toEqual({ head: 530, events: 530, atLeast: false });
    // Past the window, the oldest samples go: the rate is of the last minute only.
    clock.now = 90_000;
    log.head = 540;
    await sampler.sample();
    expect(sampler.appendRate()).toEqual({ perMinute: 10, overMs: 60_000 });
    // Samples closer than a second replace the newest: pages asking often keep no more of them.
    clock.now = 90_400;
    log.head = 541;
    await sampler.sample();
    clock.now = 90_800;
    log.head = 542;
    await sampler.sample();
    expect(sampler.appendRate()).toEqual({ perMinute: 12, overMs: 60_800 });
    expect(sampler.latest()).toEqual({ head: 542, events: 542, atLeast: false });
    sampler.stop();
  });

  it('tells since when a projector has been behind: since the head was first seen past it', async () => {
    const { log, store } = fakeLog();
    const clock = { now: 0 };
    const sampler = logSampler(store, { everyMs: 5_000, windowMs: 60_000, now: () => clock.now });
    log.head = 100;
    await sampler.sample();
    clock.now = 10_000;
    log.head = 120;
    await sampler.sample();
    clock.now = 25_000;
    expect(sampler.behind(120, 120)).toEqual({ lagMs: 0, lagAtLeast: false });
    // Position 110: the head passed it between the samples at 0 and 10 s.
    expect(sampler.behind(110, 120)).toEqual({ lagMs: 15_000, lagAtLeast: false });
    // Position 50: behind already at the first sample.
    expect(sampler.behind(50, 120)).toEqual({ lagMs: 25_000, lagAtLeast: true });
    // Appended since the last sample: behind for less than a period.
    expect(sampler.behind(120, 125)).toEqual({ lagMs: 0, lagAtLeast: false });
    // Samples let go of still say where the head was before the window.
    clock.now = 80_000;
    log.head = 130;
    await sampler.sample();
    clock.now = 90_000;
    expect(sampler.behind(110, 130)).toEqual({ lagMs: 80_000, lagAtLeast: false });
    sampler.stop();
  });
});

describe('the projectors on the operations page of a process that does not lead them all', () => {
  const status = (name: string, state: ProjectorStatus['status'], position: number): ProjectorStatus => ({
    name,
    position,
    lag: 0,
    status: state,
    lastError: null,
    busError: null,
  });
  const checkpoints = { checkpoint: async (name: string) => (name === 'notes' ? 7 : 5) } as unknown as ReadStore;

  async function snapshotWith(deps: Pick<Parameters<typeof operationsSnapshot>[0], 'statuses' | 'heard'>) {
    const { log, store } = fakeLog();
    log.head = 9;
    const sampler = logSampler(store);
    const snapshot = await operationsSnapshot({ store, readStore: checkpoints, sampler, ...deps });
    sampler.stop();
    return new Map(snapshot.projectors.map((p) => [p.name, p]));
  }

  it('shows what each leader said on the bus while it is heard, its own leads first, else the checkpoint', async () => {
    const bus = createInProcessChangeBus();
    const clock = { now: 0 };
    const heard = await hearLeads(bus, () => clock.now);
    // Another process leads jobs (rebuilding it) and stands by for the rest: it says jobs alone.
    await bus.publish('projectors-led', [
      { ...status('jobs', 'rebuilding', 8), rebuild: { position: 3, head: 9, startedAt: 'then', remainingMs: 10 } },
      // Said a moment before its checkpoint (5) moved on.
      status('board', 'live', 2),
    ]);
    await vi.waitFor(() => expect(heard.of('jobs')).toBeDefined());
    // This process leads notes and stands by for jobs.
    const statuses = async () => [status('notes', 'live', 9), status('jobs', 'standby', 6)];
    let shown = await snapshotWith({ statuses, heard });
    expect(shown.get('jobs')).toMatchObject({ status: 'rebuilding', position: 8, rebuild: { position: 3, head: 9 } });
    expect(shown.get('notes')).toMatchObject({ status: 'live', position: 9 });
    expect(shown.get('board')).toMatchObject({ status: 'live', position: 5, lag: 4 });
    // A process leading none shows the projectors nobody spoke of by their checkpoints.
    shown = await snapshotWith({ heard });
    expect(shown.get('jobs')?.status).toBe('rebuilding');
    expect(shown.get('notes')).toMatchObject({ status: 'elsewhere', position: 7, lag: 2 });
    // A leader unheard for more than three seconds may be gone: back to its own standby, or the checkpoint.
    clock.now = 3_001;
    expect((await snapshotWith({ statuses, heard })).get('jobs')).toMatchObject({ status: 'standby', position: 6 });
    expect((await snapshotWith({ heard })).get('jobs')).toMatchObject({ status: 'elsewhere', position: 5, lag: 4 });
    await heard.close();
    await bus.close();
  });

  it('each second, a process says on the bus the projectors it leads, not those it stands by for', async () => {
    vi.useFakeTimers();
    try {
      const said: unknown[] = [];
      const bus = { publish: async (_: string, message: unknown) => void said.push(message) } as ChangeBus;
      let statuses = [status('notes', 'live', 9), status('jobs', 'standby', 6)];
      const telling = tellLeads(bus, async () => statuses);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(said).toEqual([[status('notes', 'live', 9)]]);
      statuses = [status('notes', 'standby', 9), status('jobs', 'standby', 6)];
      await vi.advanceTimersByTimeAsync(1_000);
      expect(said).toHaveLength(1);
      telling.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

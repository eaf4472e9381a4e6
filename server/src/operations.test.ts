import type { EventStore } from '@bayline/platform/event-store/port';
import { describe, expect, it } from 'vitest';
import { logSampler } from './operations.ts';

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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectionChannel } from '@bayline/contracts';
import { createInProcessChangeBus } from '@bayline/platform/change-bus';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import { afterAll, describe, expect, it } from 'vitest';
import { projectionClock } from './clock.ts';

describe('projection clock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bayline-clock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('waits only for the projectors a read names, so one that stopped delays only its own reads', async () => {
    const readStore = await openLmdbReadStore(join(dir, 'read'));
    const bus = createInProcessChangeBus();
    const clock = await projectionClock(readStore, bus, ['jobs', 'settings']);
    // settings stopped at 3; jobs goes on to 10.
    await bus.publish(projectionChannel, { projector: 'settings', position: 3 });
    await bus.publish(projectionChannel, { projector: 'jobs', position: 10 });

    await expect(clock.waitFor(10, 1_000, ['jobs'])).resolves.toBeUndefined();
    await expect(clock.waitFor(10, 100, ['jobs', 'settings'])).rejects.toMatchObject({ name: 'ReadModelsBehind' });
    await expect(clock.waitFor(10, 100)).rejects.toMatchObject({ name: 'ReadModelsBehind' });
    await expect(clock.waitFor(10, 100, [])).resolves.toBeUndefined();
    expect(clock.follows('jobs')).toBe(true);
    expect(clock.follows('job')).toBe(false);
    await clock.close();
    await bus.close();
    await readStore.close();
  });
});

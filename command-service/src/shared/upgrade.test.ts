import type { EventStore } from '@bayline/platform/event-store';
import { beforeEach, expect, it } from 'vitest';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import { stamp } from './command.ts';
import { foldedStreams } from './folded-streams.ts';
import { keyedQueue } from './keyed-queue.ts';
import { upgradeStream, type WriteSideIndexUpgrade } from './upgrade.ts';

const now = new Date('2026-03-02T18:00:00Z');
const ctx = { userId: 'u', locationShortName: 'BAYVIEW', now, correlationId: 'test' };

const folder = eventStoreFolder('upgrade');
let store: EventStore;
beforeEach(async () => {
  store = await folder.open();
});

const commandSide = () => ({ store, streams: foldedStreams(store), inTurn: keyedQueue() });

/** A step that notes which streams it saw and writes nothing, counting them as its entries. */
function noting(name: string) {
  const seen: string[][] = [];
  const step: WriteSideIndexUpgrade = {
    name,
    start() {
      const pass: string[] = [];
      seen.push(pass);
      return { see: (event) => void pass.push(event.streamId), fill: async () => pass.length };
    },
  };
  return { step, seen };
}

const written = (streamId: string, count: number) =>
  store.append(
    streamId,
    stamp(
      Array.from({ length: count }, (_, i) => ({ type: 'NoteAdded', data: { i } })),
      ctx,
    ),
    { expectedVersion: 'any' },
  );

it('leaves an empty store empty and unmarked (it is one to seed)', async () => {
  const { step, seen } = noting('a');
  expect((await upgradeAt(commandSide(), now, step)).size).toBe(0);
  expect(seen).toEqual([]);
  expect(await store.headPosition()).toBe(0);
});

it('feeds every pending step the whole log in one pass, marks each, and spares later starts the read', async () => {
  await written('job-1', 1_500);
  await written('job-2', 2);
  const a = noting('a');
  const b = noting('b');
  const filled = await upgradeAt(commandSide(), now, a.step, b.step);
  expect([...filled]).toEqual([
    ['a', 1_502],
    ['b', 1_502],
  ]);
  expect(a.seen[0]?.at(-1)).toBe('job-2');
  expect((await store.readStream(upgradeStream('a'))).map((e) => e.data)).toEqual([{ name: 'a', entries: 1_502 }]);

  // A step added later runs alone; the marked ones are not fed again.
  const c = noting('c');
  await upgradeAt(commandSide(), now, a.step, b.step, c.step);
  expect(a.seen).toHaveLength(1);
  expect(c.seen[0]).toHaveLength(1_504);
});

it('marks a step once when two processes start together', async () => {
  await written('job-1', 3);
  const { step } = noting('a');
  await Promise.all([upgradeAt(commandSide(), now, step), upgradeAt(commandSide(), now, step)]);
  expect(await store.readStream(upgradeStream('a'))).toHaveLength(1);
});

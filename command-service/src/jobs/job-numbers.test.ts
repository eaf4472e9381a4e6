import { itemAt } from '@bayline/contracts/testing/item-at';
import type { EventStore } from '@bayline/platform/event-store';
import { describe, expect, it } from 'vitest';
import { type CommandContext, stamp } from '../shared/command.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { firstJobNumber, jobNumberStream, jobNumbers } from './job-numbers.ts';

const at = (locationShortName: string): CommandContext => ({
  userId: 'user-1',
  locationShortName,
  now: new Date('2026-03-02T17:00:00.000Z'),
  correlationId: 'test',
});
const bayview = at('BAYVIEW');

const folder = eventStoreFolder('job-numbers');

/** A command process of its own on the shared folder: its own store handle, folded streams and turns. */
async function commandProcess(blockSize: number) {
  const store = await folder.open();
  return { store, numbers: jobNumbers({ store, streams: foldedStreams(store), inTurn: keyedQueue() }, blockSize) };
}

const reservations = async (store: EventStore, location = 'BAYVIEW') =>
  (await store.readStream(jobNumberStream(location))).filter((e) => e.type === 'JobNumbersReserved').map((e) => e.data);

describe('job numbers', () => {
  it('hands out numbers one after another from 1001, appending one reservation per block', async () => {
    const { store, numbers } = await commandProcess(10);
    const taken = await Promise.all(Array.from({ length: 25 }, () => numbers.take(bayview)));
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => firstJobNumber + i));
    expect(await reservations(store)).toEqual([
      { from: 1001, to: 1010 },
      { from: 1011, to: 1020 },
      { from: 1021, to: 1030 },
    ]);
  });

  it('numbers each location on its own', async () => {
    const { numbers } = await commandProcess(10);
    expect(await numbers.take(bayview)).toBe(1001);
    expect(await numbers.take(at('HARBOR'))).toBe(1001);
    expect(await numbers.take(bayview)).toBe(1002);
  });

  it('never gives one number twice to two processes creating at once on one store', async () => {
    const first = await commandProcess(7);
    const second = await commandProcess(7);
    const taken = await Promise.all(
      Array.from({ length: 120 }, (_, i) => (i % 2 ? first : second).numbers.take(bayview)),
    );
    expect(new Set(taken).size).toBe(taken.length);
    // Every number handed out lies in a block that one reservation gave out.
    const blocks = (await reservations(first.store)) as { from: number; to: number }[];
    for (const n of taken) expect(blocks.filter((b) => b.from <= n && n <= b.to)).toHaveLength(1);
    for (const [i, block] of blocks.slice(1).entries()) expect(block.from).toBe(itemAt(blocks, i).to + 1);
  });

  it('goes on after the numbers a stopped process reserved, leaving its unused ones out', async () => {
    const before = await commandProcess(10);
    expect(await before.numbers.take(bayview)).toBe(1001);
    const after = await commandProcess(10);
    expect(await after.numbers.take(bayview)).toBe(1011);
  });

  it('goes on after numbers assigned one by one, as stores written before blocks hold them', async () => {
    const { store, numbers } = await commandProcess(10);
    await store.append(
      jobNumberStream('BAYVIEW'),
      stamp(
        [1001, 1002, 1003].map((jobAdminInt) => ({
          type: 'JobNumberAssigned',
          data: { jobAdminId: `job-${jobAdminInt}`, jobAdminInt },
        })),
        bayview,
      ),
      { expectedVersion: 'no_stream' },
    );
    expect(await numbers.take(bayview)).toBe(1004);
  });
});

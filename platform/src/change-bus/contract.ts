import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeBus } from './port.ts';

/** Bounded polling: long enough for a loaded CI machine, short steps so passing tests stay fast. */
const until = { timeout: 5_000, interval: 5 };

/**
 * The two ends of a bus as two processes would hold them. A Redis opener returns two instances on their own
 * connections; an in-process opener returns the same instance twice, because in-process buses share nothing.
 * `cleanup` closes whatever `open` opened.
 */
export interface ChangeBusEnds {
  publisher: ChangeBus;
  subscriber: ChangeBus;
  cleanup(): Promise<void>;
}

/** Channel names are unique per test so suites sharing one Redis never see each other's messages. */
const uniqueChannel = () => `test-${randomUUID()}`;

function collector() {
  const received: unknown[] = [];
  return { received, handler: (message: unknown) => void received.push(message) };
}

/** Runs the ChangeBus port's contract against one adapter. */
export function changeBusContract(name: string, open: () => Promise<ChangeBusEnds>) {
  describe(`ChangeBus contract: ${name}`, () => {
    let ends: ChangeBusEnds | undefined;

    async function openEnds() {
      ends = await open();
      return ends;
    }

    afterEach(async () => {
      vi.restoreAllMocks();
      await ends?.cleanup();
      ends = undefined;
    });

    it('delivers published messages in order, as JSON', async () => {
      const { publisher, subscriber } = await openEnds();
      const channel = uniqueChannel();
      const { received, handler } = collector();
      await subscriber.subscribe(channel, handler);

      const sent = Array.from({ length: 20 }, (_, n) => ({ itemId: `job-${n}`, action: 'updated', position: n }));
      for (const message of sent) await publisher.publish(channel, message);
      await publisher.publish(channel, { at: new Date(Date.UTC(2024, 0, 1)) });

      await vi.waitFor(() => expect(received).toHaveLength(21), until);
      expect(received).toEqual([...sent, { at: '2024-01-01T00:00:00.000Z' }]);
    });

    it('keeps channels apart', async () => {
      const { publisher, subscriber } = await openEnds();
      const [a, b] = [uniqueChannel(), uniqueChannel()];
      const onA = collector();
      const onB = collector();
      await subscriber.subscribe(a, onA.handler);
      await subscriber.subscribe(b, onB.handler);

      await publisher.publish(a, 'for a');
      await publisher.publish(b, 'for b');

      // Both travel in order on one connection, so once b has its message a has had every chance to get it.
      await vi.waitFor(() => expect(onB.received).toEqual(['for b']), until);
      expect(onA.received).toEqual(['for a']);
    });

    it('delivers to every subscriber, on the publishing instance and on the other one', async () => {
      const { publisher, subscriber } = await openEnds();
      const channel = uniqueChannel();
      const first = collector();
      const second = collector();
      const local = collector();
      await subscriber.subscribe(channel, first.handler);
      await subscriber.subscribe(channel, second.handler);
      await publisher.subscribe(channel, local.handler);

      await publisher.publish(channel, { n: 1 });

      await vi.waitFor(() => {
        for (const { received } of [first, second, local]) expect(received).toEqual([{ n: 1 }]);
      }, until);
    });

    it('stops delivering to an unsubscribed handler only, and can subscribe the channel again', async () => {
      const { publisher, subscriber } = await openEnds();
      const channel = uniqueChannel();
      const leaving = collector();
      const staying = collector();
      const unsubscribeLeaving = await subscriber.subscribe(channel, leaving.handler);
      const unsubscribeStaying = await subscriber.subscribe(channel, staying.handler);
      // The same function twice is two subscriptions, each removed on its own.
      const twice = collector();
      const unsubscribeTwice = await subscriber.subscribe(channel, twice.handler);
      await subscriber.subscribe(channel, twice.handler);

      await publisher.publish(channel, 1);
      await vi.waitFor(() => expect(staying.received).toEqual([1]), until);
      await unsubscribeLeaving();
      await unsubscribeLeaving();
      await unsubscribeTwice();
      await publisher.publish(channel, 2);
      await vi.waitFor(() => expect(staying.received).toEqual([1, 2]), until);
      expect(leaving.received).toEqual([1]);
      expect(twice.received).toEqual([1, 1, 2]);

      await unsubscribeStaying();
      const returning = collector();
      await subscriber.subscribe(channel, returning.handler);
      await publisher.publish(channel, 3);
      await vi.waitFor(() => expect(returning.received).toEqual([3]), until);
      expect(staying.received).toEqual([1, 2]);
    });

    it('keeps delivering to the other handlers when one throws, and reports the error', async () => {
      const { publisher, subscriber } = await openEnds();
      const channel = uniqueChannel();
      const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
      await subscriber.subscribe(channel, () => {
        throw new Error('bad handler');
      });
      const { received, handler } = collector();
      await subscriber.subscribe(channel, handler);

      await publisher.publish(channel, 'one');
      await publisher.publish(channel, 'two');

      await vi.waitFor(() => expect(received).toEqual(['one', 'two']), until);
      expect(reported).toHaveBeenCalledTimes(2);
      expect(reported).toHaveBeenCalledWith(expect.stringContaining(channel), new Error('bad handler'));
    });

    it('rejects publishing once closed (closing twice is harmless)', async () => {
      const { publisher, cleanup } = await openEnds();
      await cleanup();
      await expect(publisher.publish(uniqueChannel(), 'late')).rejects.toThrow();
      await publisher.close();
    });
  });
}

import { describe, expect, it, vi } from 'vitest';
import { changeBusContract } from './contract.ts';
import { createInProcessChangeBus } from './in-process.ts';

// In-process buses share nothing, so both ends of the contract are the same instance.
changeBusContract('in-process', async () => {
  const bus = createInProcessChangeBus();
  return { publisher: bus, subscriber: bus, cleanup: () => bus.close() };
});

// Buses that name the same `acrossThreads` hear each other through a BroadcastChannel, as the server's threads do.
changeBusContract('in-process, across threads', async () => {
  const [publisher, subscriber] = [
    createInProcessChangeBus({ acrossThreads: 'contract' }),
    createInProcessChangeBus({ acrossThreads: 'contract' }),
  ];
  return {
    publisher,
    subscriber,
    cleanup: async () => void (await Promise.all([publisher.close(), subscriber.close()])),
  };
});

describe('in-process change bus', () => {
  it('shares nothing between two buses', async () => {
    const [one, other] = [createInProcessChangeBus(), createInProcessChangeBus()];
    const onOne: unknown[] = [];
    const onOther: unknown[] = [];
    await one.subscribe('channel', (message) => onOne.push(message));
    await other.subscribe('channel', (message) => onOther.push(message));

    await one.publish('channel', 'hello');

    await vi.waitFor(() => expect(onOne).toEqual(['hello']), { timeout: 1000, interval: 5 });
    expect(onOther).toEqual([]);
    await Promise.all([one.close(), other.close()]);
  });
});

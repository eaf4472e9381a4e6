import { describe, expect, it, vi } from 'vitest';
import { changeBusContract } from './contract.ts';
import { createInProcessChangeBus } from './in-process.ts';

// In-process buses share nothing, so both ends of the contract are the same instance.
changeBusContract('in-process', async () => {
  const bus = createInProcessChangeBus();
  return { publisher: bus, subscriber: bus, cleanup: () => bus.close() };
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

import { BroadcastChannel } from 'node:worker_threads';
import { deliver, type Registration } from './deliver.ts';
import type { ChangeBus } from './port.ts';

/**
 * A change bus inside one process. Each call creates a separate bus sharing nothing with the others, so the
 * publishing and the receiving side must be handed the same instance, unless both name the same `acrossThreads`
 * (say, the data folder): then buses of that name in every thread of the process hear each other. Messages are
 * JSON copies delivered on a later turn of the event loop, in publish order, as they would be over Redis.
 */
export function createInProcessChangeBus({ acrossThreads }: { acrossThreads?: string } = {}): ChangeBus {
  const channels = new Map<string, Set<Registration>>();
  let closed = false;
  const receive = (channel: string, text: string) => {
    const registrations = channels.get(channel);
    if (registrations) deliver(registrations, channel, JSON.parse(text));
  };
  // Delivers to the buses of the same name in the other threads (never back to this one).
  const threads = acrossThreads === undefined ? undefined : new BroadcastChannel(`bayline-change-bus:${acrossThreads}`);
  if (threads) {
    threads.onmessage = (event) => {
      const { channel, text } = (event as { data: { channel: string; text: string } }).data;
      if (!closed) receive(channel, text);
    };
    threads.unref();
  }

  return {
    async publish(channel: string, message: unknown) {
      if (closed) throw new Error('The change bus is closed');
      const text = JSON.stringify(message ?? null);
      setImmediate(() => receive(channel, text));
      threads?.postMessage({ channel, text });
    },

    async subscribe(channel: string, handler: (message: unknown) => void) {
      if (closed) throw new Error('The change bus is closed');
      const registration: Registration = { handler };
      const registrations = channels.get(channel) ?? new Set();
      registrations.add(registration);
      channels.set(channel, registrations);
      return async () => {
        registrations.delete(registration);
        if (registrations.size === 0 && channels.get(channel) === registrations) channels.delete(channel);
      };
    },

    async close() {
      closed = true;
      channels.clear();
      threads?.close();
    },
  };
}

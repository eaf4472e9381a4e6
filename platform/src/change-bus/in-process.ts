import { deliver, type Registration } from './deliver.ts';
import type { ChangeBus } from './port.ts';

/**
 * A change bus inside one process. Each call creates a separate bus sharing nothing with the others, so the
 * publishing and the receiving side must be handed the same instance. Messages are JSON copies delivered on a later
 * turn of the event loop, in publish order, as they would be over Redis.
 */
export function createInProcessChangeBus(): ChangeBus {
  const channels = new Map<string, Set<Registration>>();
  let closed = false;

  return {
    async publish(channel: string, message: unknown) {
      if (closed) throw new Error('The change bus is closed');
      const text = JSON.stringify(message ?? null);
      setImmediate(() => {
        const registrations = channels.get(channel);
        if (registrations) deliver(registrations, channel, JSON.parse(text));
      });
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
    },
  };
}

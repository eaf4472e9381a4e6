import { closeRedis, connectRedis } from '../redis-client.ts';
import { deliver, type Registration } from './deliver.ts';
import type { ChangeBus } from './port.ts';

interface Subscribed {
  registrations: Set<Registration>;
  /** The SUBSCRIBE reply; every subscribe() on the channel waits for it. */
  confirmed: Promise<unknown>;
}

/**
 * A change bus over Redis pub/sub on channels `{prefix}:{channel}`: one connection publishes, one subscribes (a
 * subscribed connection can run nothing else). Redis is subscribed once per channel however many handlers there
 * are, and unsubscribed when the last one leaves. Messages are JSON.
 *
 * While Redis is away, publish() fails within seconds (messages are best-effort), subscribe() waits for it, and
 * once it is back the subscriber connection subscribes its channels again by itself (ioredis' autoResubscribe).
 */
export function createRedisChangeBus(redisUrl: string, prefix = 'bayline'): ChangeBus {
  const publisher = connectRedis(redisUrl, 'change bus publisher');
  const subscriber = connectRedis(redisUrl, 'change bus subscriber', { waitForRedis: true });
  const channels = new Map<string, Subscribed>();
  const redisChannel = (channel: string) => `${prefix}:${channel}`;
  let closing: Promise<void> | undefined;

  subscriber.on('message', (fullChannel: string, text: string) => {
    const channel = fullChannel.slice(prefix.length + 1);
    const subscribed = channels.get(channel);
    if (!subscribed) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      // Only a foreign publisher can send this; a throw here would be raised inside ioredis's reply parser.
      console.error(`[change-bus] ignored a message on ${channel} that is not JSON:`, error);
      return;
    }
    deliver(subscribed.registrations, channel, message);
  });

  return {
    async publish(channel: string, message: unknown) {
      await publisher.publish(redisChannel(channel), JSON.stringify(message ?? null));
    },

    async subscribe(channel: string, handler: (message: unknown) => void) {
      let subscribed = channels.get(channel);
      if (!subscribed) {
        subscribed = { registrations: new Set(), confirmed: subscriber.subscribe(redisChannel(channel)) };
        channels.set(channel, subscribed);
      }
      const { registrations, confirmed } = subscribed;
      const registration: Registration = { handler };
      registrations.add(registration);

      /** Drops this registration; true when it was the channel's last, so Redis should unsubscribe. */
      const forget = () => {
        if (!registrations.delete(registration) || registrations.size > 0) return false;
        if (channels.get(channel) === subscribed) channels.delete(channel);
        return true;
      };
      try {
        await confirmed;
      } catch (error) {
        forget();
        throw error;
      }
      const unsubscribe = async () => {
        // Commands on one connection run in order, so a SUBSCRIBE sent after this UNSUBSCRIBE still wins. While Redis
        // is away it is not sent (it would wait for Redis): the channel comes back subscribed, and its messages,
        // with no handler left, are dropped.
        if (forget() && !closing && subscriber.status === 'ready') await subscriber.unsubscribe(redisChannel(channel));
      };
      return unsubscribe;
    },

    close() {
      closing ??= Promise.all([closeRedis(publisher), closeRedis(subscriber)]).then(() => {});
      return closing;
    },
  };
}

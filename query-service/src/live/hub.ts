import { updatesModel } from '@bayline/contracts/read-models/live';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ProjectionClock } from './clock.ts';

interface Client {
  location: string;
  lastSent: number;
  send(chunk: string): void;
  end(): void;
}

/** A browser that reconnects without the Last-Event-ID header may name its last position in the query. */
const hubInput = {
  query: z.object({
    lastEventId: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
  }),
};

const frame = (event: string, id: number, data: unknown) =>
  `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * /updateHub (spec 3 section 2.7) as Server-Sent Events for the session's location: each change is a
 * ReceiveMessage whose id is its position. A browser that reconnects sends Last-Event-ID and gets every
 * item changed since, once; one that is ahead of the change log (the data was reset) gets `reset`.
 */
export async function liveHub(app: FastifyInstance, readStore: ReadStore, clock: ProjectionClock) {
  const clientsAt = new Map<string, Set<Client>>();
  /** Locations being flushed now, and whether another change came meanwhile. */
  const flushing = new Map<string, { again: boolean }>();

  async function changesAfter(location: string, after: number) {
    const docs = await readStore
      .collection(updatesModel)
      .find({ locationShortName: location, position: { $gt: after } }, { sort: { position: 1 } });
    return docs.map((d) => ({
      position: d.position,
      message: { ItemId: d.ItemId, Type: d.Type, Action: d.Action },
    }));
  }

  /**
   * Sends each client the changes it has not had, from one read of the change log for all of them: the frames
   * are made once, and clients that are equally far behind (nearly always all of them) share one chunk.
   */
  async function deliver(location: string, clients: Client[]) {
    const changes = await changesAfter(location, Math.min(...clients.map((c) => c.lastSent)));
    const newest = changes.at(-1);
    if (!newest) return;
    const frames = changes.map(({ position, message }) => ({
      position,
      text: frame('ReceiveMessage', position, message),
    }));
    const last = newest.position;
    const chunks = new Map<number, string>();
    for (const client of clients) {
      if (client.lastSent >= last) continue;
      let chunk = chunks.get(client.lastSent);
      if (chunk === undefined) {
        chunk = frames
          .filter((f) => f.position > client.lastSent)
          .map((f) => f.text)
          .join('');
        chunks.set(client.lastSent, chunk);
      }
      client.send(chunk);
      client.lastSent = last;
    }
  }

  // One read per location per wave of changes, however many browsers have it open; changes that come while a
  // location is being flushed make one more flush after it.
  function flush(location: string) {
    const running = flushing.get(location);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    flushing.set(location, state);
    void (async () => {
      try {
        do {
          state.again = false;
          const clients = clientsAt.get(location);
          if (clients?.size) await deliver(location, [...clients]);
        } while (state.again);
      } catch (error) {
        // The next change, or the browser's reconnect with Last-Event-ID, brings what was not sent.
        app.log.warn({ err: error, location }, 'live hub: the change log could not be read');
      } finally {
        flushing.delete(location);
      }
    })();
  }

  clock.onAdvance((projector) => {
    if (projector !== 'live-feed') return;
    for (const location of clientsAt.keys()) flush(location);
  });

  app.get<Validated<typeof hubInput>>(
    '/updateHub',
    { config: { access: 'location', answers: { 200: { media: 'text/event-stream' } }, input: hubInput } },
    async (request, reply) => {
      const location = sessionOf(request).locationShortName;
      const lastEventId = Number(request.headers['last-event-id'] ?? request.query.lastEventId);
      // A browser resuming here may have had a change from another query process that this one's clock has not
      // heard of yet (its message still on the way): the read store has it, so that is not a reset.
      const feedPosition =
        lastEventId > clock.position('live-feed')
          ? Math.max(clock.position('live-feed'), (await readStore.checkpoint('live-feed')) ?? 0)
          : clock.position('live-feed');
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const client: Client = {
        location,
        lastSent: feedPosition,
        send: (chunk) => reply.raw.write(chunk),
        end: () => reply.raw.end(),
      };
      client.send('retry: 2000\n\n');
      if (Number.isInteger(lastEventId) && lastEventId >= 0 && lastEventId <= feedPosition) {
        client.lastSent = lastEventId;
        await deliver(location, [client]);
      } else if (Number.isInteger(lastEventId) && lastEventId > feedPosition) {
        client.send(frame('reset', feedPosition, {}));
      } else {
        client.send(frame('hello', feedPosition, {}));
      }
      const clients = clientsAt.get(location) ?? new Set<Client>();
      clientsAt.set(location, clients.add(client));
      // What came while it was being caught up goes out with the next flush: start one if that was the last change.
      if (clock.position('live-feed') > client.lastSent) flush(location);
      const heartbeat = setInterval(() => client.send(': keep-alive\n\n'), 25_000);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        clients.delete(client);
        if (clients.size === 0) clientsAt.delete(location);
      });
    },
  );

  // A stopping server waits for open connections: end the streams (browsers reconnect to another instance).
  app.addHook('preClose', async () => {
    for (const clients of clientsAt.values()) for (const client of clients) client.end();
  });

  return { connected: () => [...clientsAt.values()].reduce((sum, clients) => sum + clients.size, 0) };
}

import type { HubMessage } from '@bayline/contracts';
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
  const clients = new Set<Client>();
  const flushing = new Map<string, Promise<void>>();

  async function changesAfter(location: string, after: number) {
    const docs = await readStore.find(
      'updates',
      { locationShortName: location, position: { $gt: after } },
      { sort: { position: 1 } },
    );
    return docs.map((d) => ({
      position: d.position as number,
      message: { ItemId: d.ItemId, Type: d.Type, Action: d.Action } as HubMessage,
    }));
  }

  async function deliver(client: Client) {
    for (const { position, message } of await changesAfter(client.location, client.lastSent)) {
      if (position <= client.lastSent) continue;
      client.send(frame('ReceiveMessage', position, message));
      client.lastSent = position;
    }
  }

  // One read per location per wave of changes, however many browsers have it open.
  function flush(location: string) {
    const previous = flushing.get(location) ?? Promise.resolve();
    const next = previous.then(async () => {
      for (const client of clients) if (client.location === location) await deliver(client);
    });
    flushing.set(
      location,
      next.catch(() => {}),
    );
  }

  clock.onAdvance((projector) => {
    if (projector !== 'live-feed') return;
    for (const location of new Set([...clients].map((c) => c.location))) flush(location);
  });

  app.get<Validated<typeof hubInput>>(
    '/updateHub',
    { config: { access: 'location', input: hubInput } },
    async (request, reply) => {
      const location = sessionOf(request).locationShortName;
      const feedPosition = clock.position('live-feed');
      const lastEventId = Number(request.headers['last-event-id'] ?? request.query.lastEventId);
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
        await deliver(client);
      } else if (Number.isInteger(lastEventId) && lastEventId > feedPosition) {
        client.send(frame('reset', feedPosition, {}));
      } else {
        client.send(frame('hello', feedPosition, {}));
      }
      clients.add(client);
      const heartbeat = setInterval(() => client.send(': keep-alive\n\n'), 25_000);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        clients.delete(client);
      });
    },
  );

  // A stopping server waits for open connections: end the streams (browsers reconnect to another instance).
  app.addHook('preClose', async () => {
    for (const client of clients) client.end();
  });

  return { connected: () => clients.size };
}

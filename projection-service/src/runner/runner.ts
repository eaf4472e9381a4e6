import type { ChangeBus } from '@bayline/platform/change-bus/port';
import type { EventStore, RecordedEvent, Subscription } from '@bayline/platform/event-store/port';
import type { Lease, Lock } from '@bayline/platform/job-queue/port';
import type { Change, Doc, ReadStore } from '@bayline/platform/read-store/port';
import type { DocKey, Projector } from '../projector.ts';

export const projectionChannel = 'projections';

/** What each projection run publishes after it commits: the query side's read-your-writes clock. */
export interface ProjectedMessage {
  projector: string;
  position: number;
}

export type ProjectorState = 'starting' | 'catching-up' | 'live' | 'retrying' | 'stopped' | 'standby' | 'rebuilding';

export interface ProjectorStatus {
  name: string;
  position: number;
  lag: number;
  status: ProjectorState;
  lastError: string | null;
  rebuild?: { position: number; head: number };
}

export interface RunnerOptions {
  store: EventStore;
  readStore: ReadStore;
  bus: ChangeBus;
  lock: Lock;
  projectors: Projector[];
  batchSize?: number;
  /** Tries of a failing batch before its poison event is found and parked (default 3). */
  attempts?: number;
  /** First retry delay, doubled each try (default 200 ms). */
  backoffMs?: number;
  log?: (message: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const keyOf = (k: DocKey) => `${k.collection}\u0000${k.id}`;

/** Projects a batch on top of the stored documents; returns the final change per touched document. */
export async function projectBatch(
  projector: Projector,
  events: RecordedEvent[],
  readStore: ReadStore,
  physical: (collection: string) => string,
): Promise<Change[]> {
  const overlay = new Map<string, Doc | null>();
  const wanted = new Map<string, string[]>();
  for (const event of events)
    for (const key of projector.keys(event)) {
      if (overlay.has(keyOf(key))) continue;
      overlay.set(keyOf(key), null);
      wanted.set(key.collection, [...(wanted.get(key.collection) ?? []), key.id]);
    }
  await Promise.all(
    [...wanted].map(async ([collection, ids]) => {
      for (const doc of await readStore.find(physical(collection), { id: { $in: ids } }))
        overlay.set(keyOf({ collection, id: doc.id }), doc);
    }),
  );
  const touched = new Set<string>();
  const read = (collection: string, id: string) => {
    const doc = overlay.get(keyOf({ collection, id }));
    if (doc === undefined) throw new Error(`${projector.name} read ${collection}/${id} without naming it in keys()`);
    return doc ?? undefined;
  };
  for (const event of events)
    for (const change of projector.apply(event, read)) {
      const key = change.op === 'upsert' ? { collection: change.collection, id: change.doc.id } : change;
      overlay.set(keyOf(key), change.op === 'upsert' ? change.doc : null);
      touched.add(keyOf(key));
    }
  return [...touched].map((k) => {
    const [collection, id] = k.split('\u0000');
    const doc = overlay.get(k);
    return doc
      ? { op: 'upsert' as const, collection: physical(collection), doc }
      : { op: 'delete' as const, collection: physical(collection), id };
  });
}

interface Live {
  projector: Projector;
  position: number;
  status: ProjectorState;
  lastError: string | null;
  subscription?: Subscription;
  lease?: Lease;
  inFlight: Promise<void>;
  retryTimer?: NodeJS.Timeout;
  rebuild?: { position: number; head: number };
}

/**
 * Runs every projector from its own checkpoint, in order and in batches, committing each batch with its
 * checkpoint. A failing batch is retried with backoff; an event that keeps failing is parked with its error
 * and that projector stops (reported at /health) rather than skipping it. Store errors resubscribe.
 */
export function projectionRunner(options: RunnerOptions) {
  const { store, readStore, bus, lock, batchSize = 500, attempts = 3, backoffMs = 200 } = options;
  const log = options.log ?? (() => {});
  const live = new Map<string, Live>();
  let stopping = false;

  const same = (collection: string) => collection;

  async function commitBatch(run: Live, events: RecordedEvent[]) {
    const position = events[events.length - 1].position;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const changes = await projectBatch(run.projector, events, readStore, same);
        await readStore.commit(changes, { name: run.projector.name, position });
        run.position = position;
        run.lastError = null;
        await bus.publish(projectionChannel, { projector: run.projector.name, position } satisfies ProjectedMessage);
        return;
      } catch (error) {
        lastError = error;
        run.status = 'retrying';
        run.lastError = String((error as Error)?.stack ?? error);
        log(`projector ${run.projector.name}: batch up to ${position} failed (try ${attempt}): ${String(error)}`);
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
    if (events.length > 1) {
      // Narrow down to the event that fails: commit the good ones before it, park it.
      for (const event of events) await commitBatch(run, [event]);
      return;
    }
    const [event] = events;
    await readStore.commit(
      [
        {
          op: 'upsert',
          collection: '_parked',
          doc: {
            id: `${run.projector.name}:${event.position}`,
            projector: run.projector.name,
            position: event.position,
            streamId: event.streamId,
            type: event.type,
            error: String((lastError as Error)?.stack ?? lastError),
            parkedAt: new Date().toISOString(),
          },
        },
      ],
      { name: `_parked:${run.projector.name}`, position: event.position },
    );
    throw new PoisonEvent(run.projector.name, event, lastError);
  }

  function subscribe(run: Live) {
    if (stopping) return;
    run.status = 'catching-up';
    run.subscription = store.subscribe(
      run.position,
      {
        onBatch: async (events) => {
          const work = commitBatch(run, events);
          run.inFlight = work.catch(() => {});
          await work;
        },
        onCaughtUp: () => {
          if (run.status === 'catching-up' || run.status === 'retrying') run.status = 'live';
        },
        onError: (error) => {
          if (error instanceof PoisonEvent) {
            run.status = 'stopped';
            run.lastError = error.message;
            log(`projector ${run.projector.name} stopped: ${error.message}`);
            return;
          }
          run.status = 'retrying';
          run.lastError = String(error);
          log(
            `projector ${run.projector.name}: subscription failed, resubscribing from ${run.position}: ${String(error)}`,
          );
          run.retryTimer = setTimeout(() => subscribe(run), backoffMs * 5);
        },
      },
      { batchSize },
    );
  }

  async function startOne(projector: Projector) {
    const run: Live = { projector, position: 0, status: 'starting', lastError: null, inFlight: Promise.resolve() };
    live.set(projector.name, run);
    for (const [collection, fields] of Object.entries(projector.indexes ?? {}))
      await readStore.ensureIndexes(collection, fields);
    const holdLease = async () => {
      if (stopping) return;
      const lease = await lock.acquire(`projector:${projector.name}`, 15_000);
      if (!lease) {
        run.status = 'standby';
        run.retryTimer = setTimeout(holdLease, 5_000);
        return;
      }
      run.lease = lease;
      run.position = (await readStore.checkpoint(projector.name)) ?? 0;
      subscribe(run);
      const renew = async () => {
        if (stopping || !run.lease) return;
        if (!(await run.lease.renew())) {
          log(`projector ${projector.name}: lease lost, standing by`);
          await run.subscription?.close();
          run.lease = undefined;
          run.status = 'standby';
          run.retryTimer = setTimeout(holdLease, 5_000);
          return;
        }
        run.retryTimer = setTimeout(renew, 5_000);
      };
      run.retryTimer = setTimeout(renew, 5_000);
    };
    await holdLease();
  }

  async function pause(run: Live) {
    clearTimeout(run.retryTimer);
    await run.subscription?.close();
    await run.inFlight;
    run.subscription = undefined;
  }

  return {
    /** Starts every projector once; a second call changes nothing. */
    async start() {
      for (const projector of options.projectors) if (!live.has(projector.name)) await startOne(projector);
    },

    async status(): Promise<ProjectorStatus[]> {
      const head = await store.headPosition();
      return [...live.values()].map((run) => ({
        name: run.projector.name,
        position: run.position,
        lag: Math.max(0, head - run.position),
        status: run.rebuild ? 'rebuilding' : run.status,
        lastError: run.lastError,
        ...(run.rebuild ? { rebuild: run.rebuild } : {}),
      }));
    },

    /** Resolves once every running projector has passed `position` (default: the head now). */
    async caughtUp(position?: number, timeoutMs = 120_000) {
      const target = position ?? (await store.headPosition());
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const runs = [...live.values()];
        const stopped = runs.find((r) => r.status === 'stopped');
        if (stopped) throw new Error(`projector ${stopped.projector.name} stopped: ${stopped.lastError}`);
        if (runs.every((r) => r.position >= target || r.status === 'standby')) return;
        if (Date.now() > deadline) throw new Error(`projections did not reach ${target} in ${timeoutMs} ms`);
        await sleep(20);
      }
    },

    /**
     * Blue/green rebuild: replays the whole log into fresh collections while the old ones keep serving,
     * then pauses the live projector, finishes to the head, swaps the aliases with the checkpoint and
     * drops the old collections.
     */
    async rebuild(name: string, onProgress: (p: { position: number; head: number }) => void = () => {}) {
      const run = live.get(name);
      if (!run) throw new Error(`No projector named ${name}`);
      const suffix = `__r${Date.now()}`;
      const fresh = Object.fromEntries(run.projector.collections.map((c) => [c, `${c}${suffix}`]));
      const physical = (c: string) => fresh[c] ?? c;
      const checkpointName = `${name}#rebuild`;
      for (const [collection, fields] of Object.entries(run.projector.indexes ?? {}))
        await readStore.ensureIndexes(physical(collection), fields);
      let position = 0;
      const replayToHead = async () => {
        for (;;) {
          const head = await store.headPosition();
          const events = await store.readAll(position, batchSize);
          if (events.length === 0) return;
          const changes = await projectBatch(run.projector, events, readStore, physical);
          position = events[events.length - 1].position;
          await readStore.commit(changes, { name: checkpointName, position });
          run.rebuild = { position, head };
          onProgress(run.rebuild);
        }
      };
      run.rebuild = { position: 0, head: await store.headPosition() };
      try {
        await replayToHead();
        await pause(run);
        await replayToHead();
        const previous = await readStore.swapAliases(fresh, { name, position });
        for (const old of previous) await readStore.dropCollection(old);
        await readStore.deleteCheckpoint(checkpointName);
        run.position = position;
        onProgress({ position, head: position });
      } finally {
        run.rebuild = undefined;
        if (!stopping && run.lease && !run.subscription) subscribe(run);
      }
    },

    async stop() {
      stopping = true;
      for (const run of live.values()) {
        await pause(run);
        await run.lease?.release();
      }
    },
  };
}

export type ProjectionRunner = ReturnType<typeof projectionRunner>;

export class PoisonEvent extends Error {
  constructor(projector: string, event: RecordedEvent, cause: unknown) {
    super(
      `event ${event.type} at position ${event.position} (stream ${event.streamId}) keeps failing in ${projector} and was parked: ${String(cause)}`,
    );
    this.name = 'PoisonEvent';
  }
}

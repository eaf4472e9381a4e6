import type { EventStore, RecordedEvent, Subscription } from '@bayline/platform/event-store/port';
import type { JobQueue, Lease, Lock } from '@bayline/platform/job-queue/port';
import type { ReadStore } from '@bayline/platform/read-store/port';

/** One queue job an event asks for; `jobId` makes queueing it twice harmless. */
export interface Work {
  name: string;
  data: unknown;
  jobId: string;
}

/** A process manager's own part: which work each event asks for, and what to queue again whenever it leads. */
export interface Reactor {
  /** Its checkpoint's and its lease's name. */
  name: string;
  workFor(event: RecordedEvent): Work[];
  /**
   * Where it begins with no checkpoint yet: the log's start (`'start'`), or its head for work that is only worth
   * doing when it happens (a text about a move made last year, or by the demo seed, tells nobody anything).
   */
  begins: 'start' | 'head';
  /** Work a restart may have lost (the in-process queue keeps nothing), queued again when this process starts leading. */
  requeue?(readStore: ReadStore): Promise<Work[]>;
}

export interface ReactionDeps {
  store: EventStore;
  readStore: ReadStore;
  queue: JobQueue;
  lock: Lock;
  leaseMs: number;
  log: (line: string) => void;
}

/**
 * Process managers: each reactor follows the event log from its own checkpoint, as a projector does, and hands the
 * work events ask for to the job queue; none appends anything itself (the workers record outcomes through the
 * command path). One process leads each (a lease, like a projector's); a checkpoint moves only after its batch's
 * jobs are queued, so a crash queues some again, which the workers take as done.
 */
export function startReactions(reactors: Reactor[], deps: ReactionDeps) {
  const followers = reactors.map((reactor) => follow(reactor, deps));
  return {
    async stop() {
      await Promise.all(followers.map((f) => f.stop()));
    },
  };
}

function follow(reactor: Reactor, deps: ReactionDeps) {
  const { store, readStore, queue, lock, leaseMs, log } = deps;
  const { name } = reactor;
  let stopped = false;
  let lease: Lease | undefined;
  let subscription: Subscription | undefined;
  let timer: NodeJS.Timeout | undefined;

  const later = (ms: number) => {
    if (!stopped) timer = setTimeout(() => void tick(), ms);
  };

  const enqueue = (work: Work) =>
    queue.enqueue(work.name, work.data, { jobId: work.jobId, attempts: 5, backoffMs: 2000 });

  /** Where a reactor without a checkpoint begins; a head start is kept at once, so a restart goes on from there. */
  async function beginning() {
    if (reactor.begins === 'start') return 0;
    const head = await store.headPosition();
    await readStore.commit([], { name, position: head }, { from: 0 });
    return head;
  }

  async function start() {
    for (const work of (await reactor.requeue?.(readStore)) ?? []) await enqueue(work);
    let position = (await readStore.checkpoint(name)) ?? (await beginning());
    subscription = store.subscribe(position, {
      async onBatch(events) {
        for (const event of events) for (const work of reactor.workFor(event)) await enqueue(work);
        const last = events.at(-1)!.position;
        await readStore.commit([], { name, position: last }, { from: position });
        position = last;
      },
      onError(error) {
        log(`${name}: ${error instanceof Error ? error.message : String(error)}; following again`);
        void subscription?.close();
        subscription = undefined;
      },
    });
  }

  /** Leads when it can, keeps the lease, and follows again after an error. */
  async function tick() {
    try {
      if (!lease) lease = await lock.acquire(name, leaseMs);
      else if (!(await lease.renew())) {
        lease = undefined;
        await subscription?.close();
        subscription = undefined;
      }
      if (lease && !subscription && !stopped) await start();
    } catch (error) {
      log(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    later(leaseMs / 3);
  }

  void tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await subscription?.close();
      await lease?.release();
    },
  };
}

import type { EventStore, RecordedEvent, Subscription } from '@bayline/platform/event-store/port';
import type { JobQueue, Lease, Lock } from '@bayline/platform/job-queue/port';
import type { ReadStore } from '@bayline/platform/read-store/port';
import {
  type ParkedEvent,
  type ParkedEventDecisions,
  parkedCollection,
  parkedId,
  parkedStream,
} from '../runner/parked.ts';
import { writeParked } from '../runner/parking.ts';

/** One queue job an event asks for; `jobId` makes queueing it twice harmless. */
export interface Work {
  name: string;
  data: unknown;
  jobId: string;
  /** Timed work: the job queued once every this many ms by the queue's scheduler `jobId`, rather than once. */
  everyMs?: number;
  /** Work for a later moment (ISO): the job delayed until then; at once when it has passed. */
  at?: string;
}

/** How often a reactor's jobs are tried and the first wait between tries. */
export interface Retries {
  attempts: number;
  backoffMs: number;
}

export const defaultRetries: Retries = { attempts: 5, backoffMs: 2000 };

/** A process manager's own part: which work each event asks for, and what to queue again whenever it leads. */
export interface Reactor {
  /** Its checkpoint's and its lease's name. */
  name: string;
  /** It may consult its own service's read models, waiting for one to reach the event (the batch waits too). */
  workFor(event: RecordedEvent): Work[] | Promise<Work[]>;
  /**
   * Where it begins with no checkpoint yet: the log's start (`'start'`), or its head for work that is only worth
   * doing when it happens (a text about a move made last year, or by the demo seed, tells nobody anything).
   */
  begins: 'start' | 'head';
  /**
   * Work a restart may have lost (the in-process queue keeps nothing), queued again when this process starts
   * leading, beside the events it follows meanwhile: it may wait for a read model to catch up.
   */
  requeue?(from: { store: EventStore; readStore: ReadStore }): Promise<Work[]>;
  /**
   * Keeps where the work not known finished begins (checkpoint `{name}-finished`), and when this process starts
   * leading queues again the work of every event from there to its checkpoint: what a stop took from the
   * in-process queue before it was done, or what the queue lost while it led (a Redis back empty: see
   * JobQueue.generation). Its workers must take work done twice as done once.
   */
  replaysUnfinished?: boolean;
  /** Default: 5 tries, 2 s before the first retry. */
  retries?: Retries;
}

export interface ReactionDeps {
  store: EventStore;
  readStore: ReadStore;
  queue: JobQueue;
  lock: Lock;
  leaseMs: number;
  log: (line: string) => void;
  /** The clock work `at` a moment is delayed by (the one its workers decide by); the real one by default. */
  now?: () => Date;
}

/**
 * Process managers: each reactor follows the event log from its own checkpoint, as a projector does, and hands the
 * work events ask for to the job queue; none appends anything itself (the workers record outcomes through the
 * command path). One process leads each (a lease, like a projector's); a checkpoint moves only after its batch's
 * jobs are queued, so a crash queues some again, which the workers take as done. The work of a reactor that
 * replays unfinished work and still fails after its last try (the queue retries with a doubling wait) is parked
 * with its event, as a projector's event is, until support retries it or skips it (GET admin parked).
 */
export function startReactions(reactors: Reactor[], deps: ReactionDeps) {
  const followers = reactors.map((reactor) => follow(reactor, deps));
  return {
    async stop() {
      await Promise.all(followers.map((f) => f.stop()));
    },
  };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Work queued for an event, not yet known finished; `after` is the position just before the event. */
interface Unfinished {
  after: number;
  event: RecordedEvent;
  ids: string[];
}

/** Queue states of work not finished yet. */
const unfinishedStates = new Set(['waiting', 'delayed', 'active']);

function follow(reactor: Reactor, deps: ReactionDeps) {
  const { store, readStore, queue, lock, leaseMs, log, now = () => new Date() } = deps;
  const { name } = reactor;
  const retries = reactor.retries ?? defaultRetries;
  const finishedName = `${name}-finished`;
  let stopped = false;
  let lease: Lease | undefined;
  let subscription: Subscription | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** Work queued while leading and not yet known finished, by the position just before its event, oldest first. */
  let unfinished: Unfinished[] = [];
  /** Parked work support asked to try again, not yet known finished. */
  let retried: Unfinished[] = [];
  /** How many of support's decisions on this reactor's parked events were read since it began leading. */
  let decisionsRead = 0;
  /** The checkpoint, as far as this process has moved it. */
  let position = 0;
  /** The queue's generation when this process began leading: the work not known finished was queued under it. */
  let generation: string | undefined;

  const later = (ms: number) => {
    if (!stopped) timer = setTimeout(() => void tick(), ms);
  };

  /** Queues the work (or schedules timed work) and answers the queue's ids of what it queued. */
  async function hand(works: Work[]) {
    const ids: string[] = [];
    for (const work of works)
      if (work.everyMs) await queue.schedule(work.name, work.jobId, work.everyMs, work.data);
      else {
        const delayMs = work.at === undefined ? undefined : Math.max(0, Date.parse(work.at) - now().getTime());
        ids.push(await queue.enqueue(work.name, work.data, { jobId: work.jobId, delayMs, ...retries }));
      }
    return ids;
  }

  /** Queues the work of `events`, which follow position `from`. */
  async function react(from: number, events: RecordedEvent[]) {
    let after = from;
    for (const event of events) {
      const ids = await hand(await reactor.workFor(event));
      if (reactor.replaysUnfinished && ids.length) unfinished.push({ after, event, ids });
      after = event.position;
    }
  }

  /** Where a reactor without a checkpoint begins; a head start is kept at once, so a restart goes on from there. */
  async function beginning() {
    if (reactor.begins === 'start') return 0;
    const head = await store.headPosition();
    await readStore.commit([], { name, position: head }, { from: 0 });
    return head;
  }

  /** Queues again the work of the events after the last position whose work was known finished, up to `until`. */
  async function replay(until: number) {
    let after = (await readStore.checkpoint(finishedName)) ?? until;
    while (after < until) {
      const events = (await store.readAll(after, 500)).filter((e) => e.position <= until);
      if (!events.length) break;
      await react(after, events);
      after = events.at(-1)!.position;
    }
  }

  /** Whether the queue has finished the work (or no longer knows it); work failed after its last try is parked. */
  async function queueDone({ event, ids }: Unfinished) {
    const states = await Promise.all(ids.map((id) => queue.status(id)));
    if (states.some((s) => unfinishedStates.has(s.state))) return false;
    const failed = states.find((s) => s.state === 'failed');
    if (failed) await park(event, failed.failedReason ?? 'failed');
    else if (retried.some((r) => r.event === event))
      await writeParked({ readStore }, name, [
        { op: 'delete', collection: parkedCollection, id: parkedId(name, event.position) },
      ]);
    return true;
  }

  async function park(event: RecordedEvent, error: string) {
    const parked: ParkedEvent = {
      id: parkedId(name, event.position),
      projector: name,
      position: event.position,
      streamId: event.streamId,
      type: event.type,
      error,
      parkedAt: new Date().toISOString(),
    };
    await writeParked({ readStore }, name, [{ op: 'upsert', collection: parkedCollection, doc: { ...parked } }]);
    log(`${name}: parked the work of ${event.type} at ${event.position}: ${error}`);
  }

  /**
   * Follows support's decisions on this reactor's parked events: a skip lets the event go, a retry queues its work
   * again (parked again if it fails again). Read from the first when a process begins leading, so a retry a restart
   * interrupted is queued again; a decision older than the event's parking is one it already followed.
   */
  async function decide() {
    const decisions = await store.readStream(parkedStream(name), { fromVersion: decisionsRead });
    for (const decision of decisions) {
      decisionsRead++;
      const { position } = decision.data as ParkedEventDecisions['ParkedEventRetried'];
      const id = parkedId(name, position);
      const parked = (await readStore.get(parkedCollection, id)) as ParkedEvent | undefined;
      if (!parked || decision.metadata.at < parked.parkedAt) continue;
      if (decision.type === 'ParkedEventSkipped')
        await writeParked({ readStore }, name, [{ op: 'delete', collection: parkedCollection, id }]);
      else {
        const [event] = await store.readAll(position - 1, 1);
        if (event) retried.push({ after: position - 1, event, ids: await hand(await reactor.workFor(event)) });
      }
    }
  }

  /**
   * Whether the queue lost every job since this process began leading: the work it no longer knows is not finished
   * then, so this process follows again, queueing again the work from where the work not known finished begins.
   */
  async function queueLost() {
    if ((await queue.generation()) === generation) return false;
    log(`${name}: the queue lost its jobs; queueing again the work not known finished`);
    await subscription?.close();
    subscription = undefined;
    return true;
  }

  /**
   * Forgets the work the queue has finished (or no longer knows), oldest first, and keeps where the rest begins.
   * The queue's answers are taken only from the generation the work was queued under: asked before and after.
   */
  async function settle() {
    if (await queueLost()) return;
    for (let oldest = unfinished[0]; oldest; oldest = unfinished[0]) {
      if (!(await queueDone(oldest))) break;
      unfinished.shift();
    }
    await decide();
    const done = await Promise.all(retried.map(queueDone));
    retried = retried.filter((_, i) => !done[i]);
    if (await queueLost()) return;
    const finished = unfinished[0]?.after ?? position;
    const kept = await readStore.checkpoint(finishedName);
    if (kept !== finished) await readStore.commit([], { name: finishedName, position: finished }, { from: kept ?? 0 });
  }

  async function start() {
    generation = await queue.generation();
    position = (await readStore.checkpoint(name)) ?? (await beginning());
    unfinished = [];
    retried = [];
    decisionsRead = 0;
    if (reactor.replaysUnfinished) await replay(position);
    subscription = store.subscribe(position, {
      async onBatch(events) {
        await react(position, events);
        const last = events.at(-1)!.position;
        await readStore.commit([], { name, position: last }, { from: position });
        position = last;
      },
      onError(error) {
        log(`${name}: ${message(error)}; following again`);
        void subscription?.close();
        subscription = undefined;
      },
    });
    void reactor
      .requeue?.({ store, readStore })
      .then((works) => (stopped ? [] : hand(works)))
      .catch((error) => log(`${name}: queueing again what a restart lost: ${message(error)}`));
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
      if (lease && subscription && reactor.replaysUnfinished) await settle();
    } catch (error) {
      log(`${name}: ${message(error)}`);
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

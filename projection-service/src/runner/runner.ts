import type { ChangeBus } from '@bayline/platform/change-bus/port';
import type { EventStore, RecordedEvent, Subscription } from '@bayline/platform/event-store/port';
import type { JobQueue, Lease, Lock, QueueWorker } from '@bayline/platform/job-queue/port';
import { type Change, type Doc, type ReadStore, StaleCommitError } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';
import { type ParkedEvent, parkedCollection, parkedId, parkedStream } from './parked.ts';
import { RebuildCancelled, type RebuildOutcome, type RebuildProgress, remainingMs } from './rebuild-progress.ts';

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
  /** The last failed publish on the change bus (best-effort: it never stops the projector). */
  busError: string | null;
  rebuild?: RebuildProgress;
  /** How the last rebuild this runner ran ended (kept until the next one, not over a restart). */
  lastRebuild?: RebuildOutcome;
}

/** True while a projector cannot make progress on its own: /health then says degraded. */
export const isDegraded = (statuses: ProjectorStatus[]) =>
  statuses.some((s) => s.status === 'retrying' || s.status === 'stopped');

/** The queue a projector's leader takes rebuild requests from (see requestRebuild). */
export const rebuildQueue = (projector: string) => `rebuild-${projector}`;

/** The queue a projector's leader takes requests to cancel its running rebuild from (see requestRebuildCancel). */
export const rebuildCancelQueue = (projector: string) => `rebuild-cancel-${projector}`;

export interface RunnerOptions {
  store: EventStore;
  readStore: ReadStore;
  bus: ChangeBus;
  lock: Lock;
  /** Rebuild requests reach the runner that leads the projector through here, from any process. */
  queue?: JobQueue;
  projectors: Projector[];
  /** Most events per batch of the subscription: when live, a batch holds what was appended since the last (default 5,000). */
  batchSize?: number;
  /** Events per page of a rebuild's replay: one read-model transaction per projector and page (default 20,000). */
  rebuildBatchSize?: number;
  /** How long a rebuild request waits for others to replay the log together (default 50 ms). */
  rebuildGatherMs?: number;
  /**
   * Documents each projector keeps in memory between batches while it catches up or rebuilds (default 10,000).
   * Once live, batches are small and it keeps none, so memory stays flat.
   */
  hotDocs?: number;
  /** Tries of a batch whose projector throws before the failing event is found and parked (default 3). */
  attempts?: number;
  /** First retry delay, doubled each try (default 200 ms). */
  backoffMs?: number;
  /** Longest wait between retries of a store that keeps failing (default 10 s). */
  maxBackoffMs?: number;
  /** A projector's lease, renewed every third of it; past it without a renewal the runner commits nothing (default 15 s). */
  leaseMs?: number;
  /** How often a stopped projector looks for support's decision on its parked event (default 1 s). */
  decisionPollMs?: number;
  log?: (message: string) => void;
}

/** Batches of at least this many events are followed by a turn of the event loop (see subscribe). */
const yieldAfter = 100;

/** Lag is counted up to this many events (a count, not a scan of the whole log). */
const lagCap = 1_000_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An error thrown by a projector's own code (keys or apply): the only kind that can get an event parked. */
export class ProjectorFault extends Error {
  constructor(projector: string, cause: unknown) {
    super(`${projector}: ${messageOf(cause)}`, { cause });
    this.name = 'ProjectorFault';
  }
}

/** This runner's lease ran out or went to another runner: it must not commit. */
class LeaseLost extends Error {
  constructor() {
    super('this runner does not hold its lease (it ran out, or another runner has it)');
    this.name = 'LeaseLost';
  }
}

/**
 * Longest document id a projector may write: with its collection's name it must stay a key every store can hold
 * (LMDB keys are at most 1,978 bytes). A longer one is the projector's fault, so the event gets parked rather
 * than the store retried forever.
 */
const maxDocIdBytes = 1024;

/** Documents by collection, then id (no key made of both: building one per read cost more than the projecting). */
class DocTable<T> {
  readonly collections = new Map<string, Map<string, T>>();

  get(collection: string, id: string): T | undefined {
    return this.collections.get(collection)?.get(id);
  }

  set(collection: string, id: string, value: T) {
    let docs = this.collections.get(collection);
    if (!docs) {
      docs = new Map();
      this.collections.set(collection, docs);
    }
    docs.set(id, value);
  }
}

/**
 * Documents as a runner last committed them (or read them from the store since), so that its next batches need not
 * read them again. Sound only while nobody else writes those collections: the live path starts a new one whenever
 * it resumes from the stored checkpoint (its fenced commit refused, its lease lost, a rebuild swapped), and a
 * rebuild writes fresh collections nobody else knows. Bounded: past `capacity` documents, the least recently
 * written of the collection written to go (and are read again when an event needs them).
 */
export class HotDocs {
  private readonly table = new DocTable<Doc | null>();
  private size = 0;
  /**
   * For fresh collections (a rebuild's), the ids written and then let go: any other id this does not hold was
   * never written, so it needs no read.
   */
  private readonly evicted?: DocTable<true>;

  constructor(
    private readonly capacity: number,
    { fresh = false } = {},
  ) {
    if (fresh) this.evicted = new DocTable();
  }

  /** The document, null when there is none, undefined when only the store can tell. */
  get(collection: string, id: string): Doc | null | undefined {
    const doc = this.table.get(collection, id);
    if (doc !== undefined || !this.evicted) return doc;
    return this.evicted.get(collection, id) ? undefined : null;
  }

  set(collection: string, id: string, doc: Doc | null) {
    const docs = this.table.collections.get(collection);
    // Deleted first, so that the map's order stays the order of writes.
    if (docs?.delete(id)) this.size--;
    this.table.set(collection, id, doc);
    this.evicted?.collections.get(collection)?.delete(id);
    this.size++;
    if (this.size > this.capacity) {
      const written = this.table.collections.get(collection)!;
      const oldest = written.keys().next().value as string;
      written.delete(oldest);
      this.evicted?.set(collection, oldest, true);
      this.size--;
    }
  }

  /** Its collections were empty when it began: it knows every document but those it let go. */
  get fresh(): boolean {
    return this.evicted !== undefined;
  }

  /** Remembers what a batch's commit wrote. */
  committed(changes: Change[]) {
    for (const change of changes)
      if (change.op === 'upsert') this.set(change.collection, change.doc.id, change.doc);
      else this.set(change.collection, change.id, null);
  }
}

/**
 * Documents by id, read with one find; or one by one for the few documents a rebuild let go: a find could make the
 * store load the whole fresh collection (the embedded one keeps a copy of every collection it was queried on).
 */
async function readDocs(readStore: ReadStore, collection: string, ids: string[], oneByOne: boolean) {
  const docs = oneByOne
    ? await Promise.all(ids.map((id) => readStore.get(collection, id)))
    : await readStore.find(collection, { id: { $in: ids } });
  const found = new Map<string, Doc>();
  for (const doc of docs) if (doc) found.set(doc.id, doc);
  return found;
}

/** True when `id` is no string, or too long for a document id (see maxDocIdBytes). */
const badId = (id: unknown) =>
  typeof id !== 'string' || (id.length > maxDocIdBytes / 3 && Buffer.byteLength(id) > maxDocIdBytes);

/**
 * Projects a batch on top of the stored documents (those in `hot` are not read again); returns the final change
 * per touched document, in physical collections.
 */
export async function projectBatch(
  projector: Projector,
  events: RecordedEvent[],
  readStore: ReadStore,
  physical: (collection: string) => string,
  hot?: HotDocs,
): Promise<Change[]> {
  // Every document the batch names, by physical collection: null when there is none.
  const overlay = new DocTable<Doc | null>();
  const missing = new Map<string, string[]>();
  try {
    for (const event of events)
      for (const { collection, id } of projector.keys(event)) {
        const name = physical(collection);
        if (overlay.get(name, id) !== undefined) continue;
        const known = hot?.get(name, id);
        overlay.set(name, id, known ?? null);
        if (known !== undefined) continue;
        const ids = missing.get(name);
        if (ids) ids.push(id);
        else missing.set(name, [id]);
      }
  } catch (error) {
    throw new ProjectorFault(projector.name, error);
  }
  await Promise.all(
    [...missing].map(async ([collection, ids]) => {
      const found = await readDocs(readStore, collection, ids, hot?.fresh ?? false);
      for (const id of ids) {
        const doc = found.get(id) ?? null;
        overlay.set(collection, id, doc);
        hot?.set(collection, id, doc);
      }
    }),
  );
  const read = (collection: string, id: string) => {
    const doc = overlay.get(physical(collection), id);
    if (doc === undefined) throw new Error(`${projector.name} read ${collection}/${id} without naming it in keys()`);
    return doc ?? undefined;
  };
  const touched = new DocTable<Change>();
  for (const event of events) {
    let changes: Change[];
    try {
      changes = projector.apply(event, read);
    } catch (error) {
      throw new ProjectorFault(projector.name, error);
    }
    for (const change of changes) {
      const id = change.op === 'upsert' ? change.doc.id : change.id;
      if (badId(id))
        throw new ProjectorFault(
          projector.name,
          `it wrote a ${change.collection} document whose id is not a string of at most ${maxDocIdBytes} bytes`,
        );
      const collection = physical(change.collection);
      if (change.op === 'upsert') {
        overlay.set(collection, id, change.doc);
        touched.set(collection, id, { op: 'upsert', collection, doc: change.doc });
      } else {
        overlay.set(collection, id, null);
        touched.set(collection, id, { op: 'delete', collection, id });
      }
    }
  }
  return [...touched.collections.values()].flatMap((changes) => [...changes.values()]);
}

interface Run {
  projector: Projector;
  position: number;
  status: ProjectorState;
  lastError: string | null;
  busError: string | null;
  /** Held while this runner leads the projector; surely ours until `leaseUntil` (monotonic clock). */
  lease?: Lease;
  leaseUntil: number;
  /** Moves on with every lease taken or dropped, so late callbacks of an earlier lead do nothing. */
  term: number;
  renewTimer?: NodeJS.Timeout;
  expiryTimer?: NodeJS.Timeout;
  renewError?: string;
  /** The one pending step: seek the lease, resume after a store error, or look for a decision. */
  wakeTimer?: NodeJS.Timeout;
  subscription?: Subscription;
  /** While catching up: its documents as it last committed them (a new set on every resume). */
  hot?: HotDocs;
  inFlight: Promise<void>;
  /** A rebuild is swapping collections: nothing else subscribes meanwhile. */
  paused: boolean;
  /** Store failures in a row, for the backoff. */
  failures: number;
  rebuild?: { position: number; head: number; startedAt: number; cancelled: boolean };
  lastRebuild?: RebuildOutcome;
  /** The leader's workers for rebuild requests and for their cancellation. */
  rebuildWorkers?: Promise<QueueWorker[]>;
  /** Positions support skipped (from the parked stream, read up to `decisionsRead`). */
  skipped: Set<number>;
  decisionsRead: number;
  /** Positions with a parked document not passed yet. */
  parked: Set<number>;
  /** The parked event that stopped the projector. */
  stoppedAt?: number;
}

/**
 * Runs every projector from its own checkpoint, in order and in batches, while it holds that projector's
 * lease, committing each batch with its checkpoint fenced on the position it was projected from. An event
 * the projector's own code keeps failing on is parked and that projector stops (reported at /health) until
 * support retries or skips it; store errors are retried with capped backoff for as long as they last. A
 * runner whose lease ran out, or whose fenced commit was refused, stands by and later resumes from the
 * stored checkpoint.
 */
export function projectionRunner(options: RunnerOptions) {
  const { store, readStore, bus, lock, queue, batchSize = 5_000, attempts = 3, backoffMs = 200 } = options;
  const { maxBackoffMs = 10_000, leaseMs = 15_000, decisionPollMs = 1_000 } = options;
  const { rebuildBatchSize = 20_000, rebuildGatherMs = 50, hotDocs = 10_000 } = options;
  const renewEveryMs = leaseMs / 3;
  const standbyPollMs = Math.min(5_000, leaseMs / 3);
  const log = options.log ?? (() => {});
  const runs = new Map<string, Run>();
  let stopping = false;

  const same = (collection: string) => collection;
  const now = () => performance.now();
  const holds = (run: Run, term: number) =>
    !stopping && run.term === term && run.lease !== undefined && now() < run.leaseUntil;
  const assertLease = (run: Run, term: number) => {
    if (!holds(run, term)) throw new LeaseLost();
  };
  const backoff = (run: Run) => Math.min(maxBackoffMs, backoffMs * 2 ** Math.min(run.failures, 16));

  /** Runs `step` after `ms`, replacing any pending step; a throw is logged, never left unhandled. */
  function later(run: Run, ms: number, step: () => Promise<void>) {
    clearTimeout(run.wakeTimer);
    if (stopping) return;
    run.wakeTimer = setTimeout(() => {
      step().catch((error) => log(`projector ${run.projector.name}: ${messageOf(error)}`));
    }, ms);
  }

  /** A store or lock that failed: reported as retrying (degraded) and tried again after the backoff. */
  function trouble(run: Run, what: string, error: unknown) {
    run.failures += 1;
    run.status = 'retrying';
    run.lastError = `${what}: ${messageOf(error)}`;
    log(`projector ${run.projector.name}: ${run.lastError} (retrying in ${backoff(run)} ms)`);
  }

  async function seekLease(run: Run) {
    if (stopping || run.lease) return;
    const asked = now();
    let lease: Lease | undefined;
    try {
      lease = await lock.acquire(`projector:${run.projector.name}`, leaseMs);
    } catch (error) {
      trouble(run, 'taking the lease', error);
      later(run, backoff(run), () => seekLease(run));
      return;
    }
    if (stopping) {
      await lease?.release();
      return;
    }
    if (!lease) {
      run.status = 'standby';
      run.lastError = null;
      run.failures = 0;
      later(run, standbyPollMs, () => seekLease(run));
      return;
    }
    run.lease = lease;
    run.leaseUntil = asked + leaseMs;
    run.term += 1;
    run.status = 'catching-up';
    keepLease(run, run.term);
    await resume(run, run.term);
  }

  /** Renews every third of the lease; stands by when it is refused, or when it runs out without a renewal. */
  function keepLease(run: Run, term: number) {
    const lease = run.lease!;
    clearTimeout(run.expiryTimer);
    run.expiryTimer = setTimeout(
      () =>
        void standBy(
          run,
          `its lease ran out without a renewal${run.renewError ? ` (${run.renewError})` : ''}`,
          true,
        ).catch((error) => log(messageOf(error))),
      run.leaseUntil - now(),
    );
    const renew = async () => {
      if (run.term !== term) return;
      const asked = now();
      let held: boolean | undefined;
      try {
        held = await lease.renew();
      } catch (error) {
        run.renewError = messageOf(error);
        log(`projector ${run.projector.name}: renewing its lease failed: ${run.renewError}`);
      }
      if (run.term !== term || stopping) return;
      if (held === false) {
        await standBy(run, 'another runner holds its lease');
        return;
      }
      if (held) {
        run.renewError = undefined;
        run.leaseUntil = asked + leaseMs;
      }
      keepLease(run, term);
    };
    run.renewTimer = setTimeout(() => {
      renew().catch((error) => log(`projector ${run.projector.name}: ${messageOf(error)}`));
    }, renewEveryMs);
  }

  /** Stops projecting, drops the lease and seeks it again later (resuming from the stored checkpoint). */
  async function standBy(run: Run, reason: string, troubled = false) {
    const lease = run.lease;
    if (!lease) return;
    run.lease = undefined;
    run.term += 1;
    clearTimeout(run.renewTimer);
    clearTimeout(run.expiryTimer);
    clearTimeout(run.wakeTimer);
    log(`projector ${run.projector.name}: ${reason}; standing by`);
    run.status = troubled ? 'retrying' : 'standby';
    run.lastError = troubled ? reason : null;
    run.stoppedAt = undefined;
    const subscription = run.subscription;
    run.subscription = undefined;
    const workers = run.rebuildWorkers;
    run.rebuildWorkers = undefined;
    // Not awaited: closing waits for a running rebuild, which gives up on its own at its next batch.
    void workers
      ?.then((all) => Promise.all(all.map((w) => w.close())))
      .catch((error) => log(`rebuild worker: ${messageOf(error)}`));
    await subscription?.close();
    await run.inFlight;
    // Not awaited either: with the lock's store away it would wait for its return; the lease expires anyway.
    lease.release().catch(() => {});
    later(run, troubled ? backoff(run) : standbyPollMs, () => seekLease(run));
  }

  /** (Re)starts projecting from the stored checkpoint, with support's decisions and the parked events read first. */
  async function resume(run: Run, term: number) {
    if (!holds(run, term) || run.paused) return;
    const name = run.projector.name;
    try {
      run.hot = new HotDocs(hotDocs);
      run.position = (await readStore.checkpoint(name)) ?? 0;
      await readDecisions(run);
      run.parked = new Set(
        (await readStore.find(parkedCollection, { projector: name })).map((d) => Number(d.position)),
      );
      await clearParked(run, run.position);
    } catch (error) {
      if (run.term !== term) return;
      trouble(run, 'resuming from the stored checkpoint', error);
      later(run, backoff(run), () => resume(run, term));
      return;
    }
    if (!holds(run, term) || run.paused) return;
    takeRebuilds(run, term);
    subscribe(run, term);
    void upgrade(run, term);
  }

  /** Where the version of the projector that made a read model is kept: a checkpoint of its own. */
  const versionMark = (name: string) => `${name}@version`;

  /**
   * A read model made by another version of its projector is rebuilt (the old one serves meanwhile); an empty one
   * is simply marked. Rebuilds started together at start read the log once.
   */
  async function upgrade(run: Run, term: number) {
    const { name, version } = run.projector;
    if (version === undefined) return;
    try {
      if ((await readStore.checkpoint(versionMark(name))) === version) return;
      if (run.position > 0) {
        log(`projector ${name}: its read model was made by another version; rebuilding it to version ${version}`);
        if (!holds(run, term)) return;
        await rebuild(name);
      }
      await readStore.commit([], { name: versionMark(name), position: version });
    } catch (error) {
      // The next lead tries again; meanwhile the old read model serves.
      log(`projector ${name}: upgrade to version ${version} failed: ${messageOf(error)}`);
    }
  }

  function subscribe(run: Run, term: number) {
    if (run.status !== 'retrying') run.status = 'catching-up';
    run.subscription = store.subscribe(
      run.position,
      {
        onBatch: async (events) => {
          const work = commitBatch(run, term, events);
          run.inFlight = work.catch(() => {});
          await work;
          // A catch-up projects page after page without waiting on I/O: requests get in between the large ones.
          if (events.length >= yieldAfter) await new Promise((resolve) => setImmediate(resolve));
        },
        onCaughtUp: () => {
          if (run.term !== term) return;
          // Caught up: live batches are small, and memory stays flat without the catch-up's documents.
          run.hot = undefined;
          if (!(run.status === 'catching-up' || run.status === 'retrying')) return;
          run.status = 'live';
          run.lastError = null;
          run.failures = 0;
        },
        onError: (error) => void ended(run, term, error).catch((e) => log(messageOf(e))),
      },
      { batchSize },
    );
  }

  async function ended(run: Run, term: number, error: unknown) {
    if (run.term !== term || stopping) return;
    run.subscription = undefined;
    const name = run.projector.name;
    if (error instanceof PoisonEvent) {
      run.status = 'stopped';
      run.lastError = error.message;
      run.stoppedAt = error.position;
      log(`projector ${name} stopped: ${error.message}`);
      later(run, decisionPollMs, () => awaitDecision(run, term));
      return;
    }
    if (error instanceof LeaseLost || error instanceof StaleCommitError) {
      await standBy(run, error.message);
      return;
    }
    trouble(run, `projecting from ${run.position}`, error);
    later(run, backoff(run), () => resume(run, term));
  }

  async function commitBatch(run: Run, term: number, events: RecordedEvent[]): Promise<void> {
    const name = run.projector.name;
    const position = events[events.length - 1].position;
    const applied = events.filter((e) => !run.skipped.has(e.position));
    let fault: ProjectorFault | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      assertLease(run, term);
      try {
        const hot = run.hot;
        const changes = await projectBatch(run.projector, applied, readStore, same, hot);
        assertLease(run, term);
        await readStore.commit(changes, { name, position }, { from: run.position });
        hot?.committed(changes);
      } catch (error) {
        // Store errors, a lost lease and a refused commit end the subscription (see `ended`).
        if (!(error instanceof ProjectorFault)) throw error;
        fault = error;
        run.status = 'retrying';
        run.lastError = error.message;
        log(`projector ${name}: batch up to ${position} failed (try ${attempt}): ${error.message}`);
        await sleep(backoffMs * 2 ** (attempt - 1));
        continue;
      }
      run.position = position;
      run.failures = 0;
      if (run.status === 'retrying') run.status = 'catching-up';
      run.lastError = null;
      announce(run, position);
      await clearParked(run, position);
      return;
    }
    if (events.length > 1) {
      // Narrow down to the event that fails: commit the good ones before it, park it.
      for (const event of events) await commitBatch(run, term, [event]);
      return;
    }
    const [event] = events;
    assertLease(run, term);
    const parked: ParkedEvent = {
      id: parkedId(name, event.position),
      projector: name,
      position: event.position,
      streamId: event.streamId,
      type: event.type,
      error: fault!.message,
      parkedAt: new Date().toISOString(),
    };
    await writeParked(name, [{ op: 'upsert', collection: parkedCollection, doc: { ...parked } }]);
    run.parked.add(event.position);
    log(`projector ${name}: parked ${event.type} at ${event.position}: ${String((fault!.cause as Error)?.stack)}`);
    throw new PoisonEvent(name, event, fault);
  }

  /** Best-effort: the query side also reads the checkpoints now and then, so a lost message only delays a read. */
  function announce(run: Run, position: number) {
    bus.publish(projectionChannel, { projector: run.projector.name, position } satisfies ProjectedMessage).then(
      () => {
        run.busError = null;
      },
      (error) => {
        if (run.busError === null) log(`projector ${run.projector.name}: publishing failed: ${messageOf(error)}`);
        run.busError = messageOf(error);
      },
    );
  }

  /** Parked documents are written under a checkpoint of their own that counts the writes. */
  async function writeParked(name: string, changes: Change[]) {
    const counter = `${parkedCollection}:${name}`;
    await readStore.commit(changes, { name: counter, position: ((await readStore.checkpoint(counter)) ?? 0) + 1 });
  }

  /** Removes the parked documents of events the projector has now passed (retried or skipped). */
  async function clearParked(run: Run, position: number) {
    const passed = [...run.parked].filter((p) => p <= position);
    if (passed.length === 0) return;
    await writeParked(
      run.projector.name,
      passed.map((p) => ({ op: 'delete', collection: parkedCollection, id: parkedId(run.projector.name, p) })),
    );
    for (const p of passed) run.parked.delete(p);
  }

  /** Reads support's decisions recorded since the last read; returns them. */
  async function readDecisions(run: Run) {
    const decisions = await store.readStream(parkedStream(run.projector.name), { fromVersion: run.decisionsRead });
    for (const decision of decisions) {
      run.decisionsRead = decision.version + 1;
      if (decision.type === 'ParkedEventSkipped') run.skipped.add(Number(decision.data.position));
    }
    return decisions;
  }

  /** While stopped: resumes once support has retried or skipped the event that stopped it. */
  async function awaitDecision(run: Run, term: number) {
    if (!holds(run, term) || run.status !== 'stopped') return;
    let decided = false;
    try {
      decided = (await readDecisions(run)).some((d) => Number(d.data.position) === run.stoppedAt);
    } catch (error) {
      log(`projector ${run.projector.name}: reading decisions failed: ${messageOf(error)}`);
    }
    if (!decided) {
      later(run, decisionPollMs, () => awaitDecision(run, term));
      return;
    }
    log(`projector ${run.projector.name}: resuming at ${run.stoppedAt} as support decided`);
    run.stoppedAt = undefined;
    run.status = 'catching-up';
    run.lastError = null;
    await resume(run, term);
  }

  /**
   * The leader takes its projector's rebuild requests and their cancellations (a queue of their own, so that a
   * cancellation is not held behind the rebuild it cancels); a runner that stands by closes the workers.
   */
  function takeRebuilds(run: Run, term: number) {
    if (!queue || run.rebuildWorkers) return;
    const name = run.projector.name;
    run.rebuildWorkers = Promise.all([
      queue.process(rebuildQueue(name), async (job) => {
        // A request that reaches a runner which lost the lease meanwhile fails here and is retried by the queue.
        assertLease(run, run.term);
        log(`projector ${name}: rebuilding, as asked through the queue`);
        try {
          return await rebuild(name, (p) => {
            const percent = p.head > 0 ? Math.min(100, Math.floor((p.position / p.head) * 100)) : 100;
            job.updateProgress(percent).catch(() => {});
          });
        } catch (error) {
          // Done as asked: a cancelled rebuild is no failure for the queue to try again.
          if (error instanceof RebuildCancelled) return { cancelled: true };
          throw error;
        }
      }),
      queue.process(rebuildCancelQueue(name), async () => {
        assertLease(run, run.term);
        return { cancelled: cancelRebuild(name) };
      }),
    ]).catch((error) => {
      log(`projector ${name}: cannot take rebuild requests: ${messageOf(error)}`);
      if (run.term === term) run.rebuildWorkers = undefined;
      return [];
    });
  }

  async function pause(run: Run) {
    run.paused = true;
    clearTimeout(run.wakeTimer);
    const subscription = run.subscription;
    run.subscription = undefined;
    await subscription?.close();
    await run.inFlight;
  }

  async function startOne(projector: Projector) {
    const run: Run = {
      projector,
      position: 0,
      status: 'starting',
      lastError: null,
      busError: null,
      leaseUntil: 0,
      term: 0,
      inFlight: Promise.resolve(),
      paused: false,
      failures: 0,
      skipped: new Set(),
      decisionsRead: 0,
      parked: new Set(),
    };
    runs.set(projector.name, run);
    for (const [collection, fields] of Object.entries(projector.indexes ?? {}))
      await readStore.ensureIndexes(collection, fields);
    await seekLease(run);
  }

  /** A projector being rebuilt: its fresh collections, how far they are, and the documents it wrote last. */
  interface Rebuilding {
    run: Run;
    term: number;
    physical: (collection: string) => string;
    checkpointName: string;
    hot: HotDocs;
    /** Its live projector has been paused: the next time the replay reaches the head, it is caught up. */
    paused: boolean;
    onProgress: (p: { position: number; head: number }) => void;
    caughtUp: (position: number) => void;
    failed: (error: unknown) => void;
  }
  /** Rebuilds asked for within `rebuildGatherMs` of each other, waiting to replay the log together. */
  let gathering: Rebuilding[] | undefined;

  /** Joins the next replay; resolves at the position where the rebuild has caught up, its live projector paused. */
  function replayTogether(member: Omit<Rebuilding, 'caughtUp' | 'failed'>): Promise<number> {
    return new Promise((caughtUp, failed) => {
      if (gathering) {
        gathering.push({ ...member, caughtUp, failed });
        return;
      }
      const members = [{ ...member, caughtUp, failed }];
      gathering = members;
      setTimeout(() => {
        gathering = undefined;
        void replay(members);
      }, rebuildGatherMs);
    });
  }

  /**
   * Reads the log once for every rebuild of `members`, page after page, each projecting the page into its fresh
   * collections and committing it with its own checkpoint. At the head, it pauses their live projectors and reads
   * on to the head again: then they are caught up. A rebuild that fails leaves; the others go on.
   */
  async function replay(members: Rebuilding[]) {
    const leave = (member: Rebuilding) => members.splice(members.indexOf(member), 1);
    let position = 0;
    while (members.length > 0) {
      let head: number;
      let events: RecordedEvent[];
      try {
        head = await store.headPosition();
        events = await store.readAll(position, rebuildBatchSize);
      } catch (error) {
        for (const member of members.splice(0)) member.failed(error);
        return;
      }
      if (events.length === 0) {
        for (const member of [...members])
          if (member.run.rebuild?.cancelled) {
            leave(member);
            member.failed(new RebuildCancelled(member.run.projector.name));
          } else if (member.paused) {
            leave(member);
            member.caughtUp(position);
          } else {
            await pause(member.run).then(
              () => {
                member.paused = true;
              },
              (error) => {
                leave(member);
                member.failed(error);
              },
            );
          }
        continue;
      }
      const last = events[events.length - 1].position;
      for (const member of [...members]) {
        const { run, term } = member;
        try {
          assertLease(run, term);
          if (run.rebuild?.cancelled) throw new RebuildCancelled(run.projector.name);
          const applied = run.skipped.size > 0 ? events.filter((e) => !run.skipped.has(e.position)) : events;
          const changes = await projectBatch(run.projector, applied, readStore, member.physical, member.hot);
          await readStore.commit(changes, { name: member.checkpointName, position: last });
          member.hot.committed(changes);
          if (run.rebuild) Object.assign(run.rebuild, { position: last, head });
          member.onProgress({ position: last, head });
        } catch (error) {
          leave(member);
          member.failed(error);
        }
        // Lets requests in between projectors: a page keeps the event loop busy for a while.
        await new Promise((resolve) => setImmediate(resolve));
      }
      position = last;
    }
  }

  /**
   * Blue/green rebuild, by the projector's leader only: replays the whole log (without the events support
   * skipped) into fresh collections while the old ones keep serving, then pauses the live projector, finishes
   * to the head, swaps the aliases with the checkpoint and drops the old collections. Rebuilds asked for together
   * (`npm run rebuild -- all`) read the log once for all of them. Cancelled (cancelRebuild) before the swap, it
   * drops the fresh collections and rejects with RebuildCancelled: the old ones serve on, as if it never ran.
   */
  async function rebuild(name: string, onProgress: (p: { position: number; head: number }) => void = () => {}) {
    const run = runs.get(name);
    if (!run) throw new Error(`No projector named ${name}`);
    const term = run.term;
    assertLease(run, term);
    if (run.rebuild) throw new Error(`${name} is already being rebuilt`);
    const startedAt = Date.now();
    run.rebuild = { position: 0, head: 0, startedAt, cancelled: false };
    const suffix = `__r${Date.now()}`;
    const fresh = Object.fromEntries(run.projector.collections.map((c) => [c, `${c}${suffix}`]));
    const physical = (c: string) => fresh[c] ?? c;
    const checkpointName = `${name}#rebuild`;
    let swapped = false;
    const finished = (outcome: RebuildOutcome['outcome']): RebuildOutcome => ({
      outcome,
      finishedAt: new Date().toISOString(),
      tookMs: Date.now() - startedAt,
    });
    try {
      run.rebuild.head = await store.headPosition();
      await readDecisions(run);
      for (const [collection, fields] of Object.entries(run.projector.indexes ?? {}))
        await readStore.ensureIndexes(physical(collection), fields);
      const position = await replayTogether({
        run,
        term,
        physical,
        checkpointName,
        hot: new HotDocs(hotDocs, { fresh: true }),
        paused: false,
        onProgress,
      });
      assertLease(run, term);
      if (run.rebuild.cancelled) throw new RebuildCancelled(name);
      const previous = await readStore.swapAliases(fresh, { name, position });
      swapped = true;
      for (const old of previous) await readStore.dropCollection(old);
      await readStore.deleteCheckpoint(checkpointName);
      onProgress({ position, head: position });
      run.lastRebuild = finished('completed');
      return { position };
    } catch (error) {
      if (!swapped) {
        for (const collection of Object.values(fresh)) await readStore.dropCollection(collection).catch(() => {});
        await readStore.deleteCheckpoint(checkpointName).catch(() => {});
      }
      run.lastRebuild =
        error instanceof RebuildCancelled ? finished('cancelled') : { ...finished('failed'), error: messageOf(error) };
      throw error;
    } finally {
      run.rebuild = undefined;
      if (run.paused) {
        // Whoever leads now (this lead, or a later one that found the projector paused) goes on from the checkpoint.
        run.paused = false;
        run.stoppedAt = undefined;
        if (run.status === 'stopped') run.status = 'catching-up';
        if (run.lease) await resume(run, run.term);
      }
    }
  }

  /**
   * Asks the running rebuild of `name` to stop at its next page (or before its swap); false when none runs here.
   * The rebuild then drops what it made and the live projector goes on from its own checkpoint.
   */
  function cancelRebuild(name: string): boolean {
    const rebuilding = runs.get(name)?.rebuild;
    if (!rebuilding) return false;
    rebuilding.cancelled = true;
    log(`projector ${name}: cancelling its rebuild, as asked`);
    return true;
  }

  return {
    /** Starts every projector once; a second call changes nothing. */
    async start() {
      await readStore.ensureIndexes(parkedCollection, [['projector']]);
      for (const projector of options.projectors) if (!runs.has(projector.name)) await startOne(projector);
    },

    async status(): Promise<ProjectorStatus[]> {
      // Counted in events, capped: positions are log offsets in EventStoreDB, so a difference is no count.
      const lags = await Promise.all([...runs.values()].map((run) => store.eventsAfter(run.position, lagCap)));
      const now = Date.now();
      return [...runs.values()].map((run, i) => {
        const rebuilding = run.rebuild;
        return {
          name: run.projector.name,
          position: run.position,
          lag: lags[i],
          status: rebuilding ? 'rebuilding' : run.status,
          lastError: run.lastError,
          busError: run.busError,
          ...(rebuilding && {
            rebuild: {
              position: rebuilding.position,
              head: rebuilding.head,
              startedAt: new Date(rebuilding.startedAt).toISOString(),
              remainingMs: remainingMs(rebuilding.position, rebuilding.head, now - rebuilding.startedAt),
            },
          }),
          ...(run.lastRebuild && { lastRebuild: run.lastRebuild }),
        };
      });
    },

    /** Resolves once every projector this runner leads has passed `position` (default: the head now). */
    async caughtUp(position?: number, timeoutMs = 120_000) {
      const target = position ?? (await store.headPosition());
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const all = [...runs.values()];
        const stopped = all.find((r) => r.status === 'stopped');
        if (stopped) throw new Error(`projector ${stopped.projector.name} stopped: ${stopped.lastError}`);
        if (all.every((r) => r.position >= target || r.status === 'standby')) return;
        if (Date.now() > deadline) throw new Error(`projections did not reach ${target} in ${timeoutMs} ms`);
        await sleep(20);
      }
    },

    rebuild,
    cancelRebuild,

    async stop() {
      stopping = true;
      for (const run of runs.values()) {
        clearTimeout(run.renewTimer);
        clearTimeout(run.expiryTimer);
        await pause(run);
        await Promise.all(((await run.rebuildWorkers) ?? []).map((worker) => worker.close()));
        await run.lease?.release().catch(() => {});
        run.lease = undefined;
      }
    },
  };
}

export type ProjectionRunner = ReturnType<typeof projectionRunner>;

export class PoisonEvent extends Error {
  readonly position: number;
  constructor(projector: string, event: RecordedEvent, cause: unknown) {
    super(
      `event ${event.type} at position ${event.position} (stream ${event.streamId}) keeps failing in ${projector} and was parked: ${messageOf(cause)}`,
    );
    this.name = 'PoisonEvent';
    this.position = event.position;
  }
}

import {
  cycleCheckJob,
  notificationJob,
  type OperationsLogEntry,
  type OperationsSnapshot,
  type OperationType,
  type ProjectorOperations,
  type ProjectorRunState,
  type QueueOperations,
  sendTextJob,
} from '@bayline/contracts';
import type { ChangeBus } from '@bayline/platform/change-bus/port';
import type { EventStore, RecordedEvent } from '@bayline/platform/event-store/port';
import type { Directory } from '@bayline/platform/http';
import type { JobQueue, QueueCounts } from '@bayline/platform/job-queue/port';
import type { ReadStore } from '@bayline/platform/read-store/port';
import {
  mediaJobs,
  type ProjectorStatus,
  parkedStream,
  projectors,
  rebuildCancelQueue,
  rebuildQueue,
  rebuildRequestsStream,
} from '@bayline/projection-service';

/** The log is counted up to this many events, as a projector's lag is (a count, not a scan of the whole log). */
const countCap = 1_000_000;

interface HeadSample {
  /** Milliseconds (the sampler's clock). */
  at: number;
  head: number;
  /** Events in the log at that moment. */
  events: number;
}

/**
 * Samples the log's head every `everyMs` and keeps `windowMs` of samples: the append rate over the last minutes,
 * and since when a projector has been behind (when the head first passed its position). Started by the first
 * look at the operations page, so a process nobody watches never counts its log.
 */
export function logSampler(
  store: EventStore,
  { everyMs = 5_000, windowMs = 10 * 60_000, now = () => Date.now() } = {},
) {
  /** Samples closer than this replace each other: pages asking every second keep no more of them. */
  const gapMs = 1_000;
  const samples: HeadSample[] = [];
  /** The last sample let go of: what the head was just before the window. */
  let before: HeadSample | undefined;
  let timer: NodeJS.Timeout | undefined;
  let sampling: Promise<void> | undefined;
  let stopped = false;

  async function take() {
    const head = await store.headPosition();
    const last = samples.at(-1);
    const events = last
      ? last.events + (head > last.head ? await store.eventsAfter(last.head, countCap) : 0)
      : await store.eventsAfter(0, countCap);
    const at = now();
    // The newest sample stands in for its second until the next one: it is replaced while closer than gapMs to it.
    const [older, newest] = [samples.at(-2), samples.at(-1)];
    if (older && newest && newest.at - older.at < gapMs) samples.pop();
    samples.push({ at, head, events });
    // The newest sample at or before the window's start stays: the window is covered from its start.
    while (samples[1] && samples[1].at <= at - windowMs) before = samples.shift();
  }

  /** One sample at a time: a slow store never piles them up. */
  function sample(): Promise<void> {
    sampling ??= take().finally(() => {
      sampling = undefined;
    });
    return sampling;
  }

  return {
    sample,

    /** Takes the first sample (awaited) and the next ones on a timer; later calls change nothing. */
    async start() {
      if (timer || stopped) return;
      timer = setInterval(() => void sample().catch(() => {}), everyMs);
      timer.unref();
      await sample();
    },

    stop() {
      stopped = true;
      clearInterval(timer);
    },

    /** The head and the events in the log at the last sample; `atLeast` when the count stopped at its cap. */
    latest(): { head: number; events: number; atLeast: boolean } | undefined {
      const last = samples.at(-1);
      return last && { head: last.head, events: last.events, atLeast: last.events >= countCap };
    },

    /** Events appended per minute over the samples kept; undefined until they span a sampling period. */
    appendRate(): { perMinute: number; overMs: number } | undefined {
      const first = samples[0];
      const last = samples.at(-1);
      if (!first || !last || last.at - first.at < everyMs) return undefined;
      const overMs = last.at - first.at;
      return { perMinute: Math.round(((last.events - first.events) * 60_000) / overMs), overMs };
    },

    /**
     * How long a projector at `position` has been behind the head `head`: since the first sample that saw the head
     * past it. `atLeast` when it was already behind before the samples kept.
     */
    behind(position: number, head: number): { lagMs: number; lagAtLeast: boolean } {
      if (position >= head) return { lagMs: 0, lagAtLeast: false };
      const index = samples.findIndex((s) => s.head > position);
      const passed = samples[index];
      // Appended since the last sample: behind for less than a sampling period.
      if (!passed) return { lagMs: 0, lagAtLeast: false };
      const previous = index > 0 ? samples[index - 1] : before;
      return { lagMs: Math.max(0, now() - passed.at), lagAtLeast: !previous || previous.head > position };
    },
  };
}

export type LogSampler = ReturnType<typeof logSampler>;

/** The queues of side-effect work, shown one by one; rebuild requests are shown together. */
const workQueues = [sendTextJob, notificationJob, cycleCheckJob, mediaJobs.thumbnail, mediaJobs.removeBlobs];
export const rebuildQueuesRow = 'rebuild';

const sum = (counts: QueueCounts[]): QueueCounts =>
  counts.reduce(
    (total, c) => ({
      waiting: total.waiting + c.waiting,
      active: total.active + c.active,
      failed: total.failed + c.failed,
      deadLetter: total.deadLetter + c.deadLetter,
    }),
    { waiting: 0, active: 0, failed: 0, deadLetter: 0 },
  );

async function queueCounts(queue: JobQueue): Promise<QueueOperations[]> {
  const work = await Promise.all(workQueues.map(async (name) => ({ name, ...(await queue.counts(name)) })));
  const rebuilds = await Promise.all(
    projectors.flatMap((p) => [rebuildQueue(p.name), rebuildCancelQueue(p.name)]).map((name) => queue.counts(name)),
  );
  return [...work, { name: rebuildQueuesRow, ...sum(rebuilds) }].sort((a, b) => a.name.localeCompare(b.name));
}

/** The change-bus channel on which each process running projectors says, every second, how those it leads are doing. */
const ledChannel = 'projectors-led';
const tellEveryMs = 1_000;
/** A leader not heard for this long may be gone: its projectors are shown by their checkpoints. */
const heardForMs = 3 * tellEveryMs;

/**
 * Says on the shared bus, every second, how each projector this process leads is doing (not those it stands by
 * for), so the Operations page of a process that leads none (the query service's, behind a gateway) shows them.
 */
export function tellLeads(bus: ChangeBus, statuses: () => Promise<ProjectorStatus[]>) {
  const timer = setInterval(
    () =>
      void statuses()
        .then((all) => {
          const led = all.filter((s) => s.status !== 'standby');
          return led.length > 0 ? bus.publish(ledChannel, led) : undefined;
        })
        // Best effort, as the bus is: the page shows checkpoints until the next one is heard.
        .catch(() => undefined),
    tellEveryMs,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** What the leaders said on the bus (tellLeads), by projector, with when it was heard. */
export async function hearLeads(bus: ChangeBus, now = () => Date.now()) {
  const heard = new Map<string, { status: ProjectorStatus; at: number }>();
  const names = new Set(projectors.map((p) => p.name));
  const unsubscribe = await bus.subscribe(ledChannel, (message) => {
    if (!Array.isArray(message)) return;
    for (const status of message as ProjectorStatus[])
      if (names.has(status?.name) && typeof status.position === 'number') heard.set(status.name, { status, at: now() });
  });
  return {
    /** The status its leader said within the last few seconds, if any. */
    of(name: string): ProjectorStatus | undefined {
      const last = heard.get(name);
      return last && now() - last.at <= heardForMs ? last.status : undefined;
    },
    close: unsubscribe,
  };
}

export type HeardLeads = Awaited<ReturnType<typeof hearLeads>>;

/**
 * How Bayline runs, for the operations page: each projector as the runner of this process tells while it leads it,
 * else as its leader last said on the bus, else (no leader heard) by its checkpoint; the log and the queues.
 */
export async function operationsSnapshot(deps: {
  store: EventStore;
  readStore: ReadStore;
  queue?: JobQueue;
  sampler: LogSampler;
  statuses?: () => Promise<ProjectorStatus[]>;
  heard?: Pick<HeardLeads, 'of'>;
}): Promise<OperationsSnapshot> {
  const { store, readStore, queue, sampler, statuses, heard } = deps;
  await sampler.start();
  // A sample of its own: the count and the head as of this answer.
  await sampler.sample();
  const latest = sampler.latest();
  const head = latest?.head ?? (await store.headPosition());
  const own = statuses ? await statuses() : [];
  const ran: (Omit<ProjectorStatus, 'status'> & { status: ProjectorRunState })[] = await Promise.all(
    projectors.map(async (p) => {
      const mine = own.find((s) => s.name === p.name);
      if (mine && mine.status !== 'standby') return mine;
      const theirs = heard?.of(p.name);
      if (mine && !theirs) return mine;
      // What the leader said is up to a second old; its checkpoint, stored, is as of now.
      const position = Math.max(theirs?.position ?? 0, (await readStore.checkpoint(p.name)) ?? 0);
      const lag = await store.eventsAfter(position, countCap);
      return theirs
        ? { ...theirs, position, lag }
        : { name: p.name, position, lag, status: 'elsewhere' as const, lastError: null, busError: null };
    }),
  );
  const shown: ProjectorOperations[] = ran
    .map(({ busError: _, ...status }) => ({ ...status, ...sampler.behind(status.position, head) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    at: new Date().toISOString(),
    eventStore: {
      head,
      events: latest?.events ?? null,
      eventsAtLeast: latest?.atLeast ?? false,
      appendRate: sampler.appendRate() ?? null,
    },
    projectors: shown,
    queues: queue ? await queueCounts(queue) : [],
  };
}

/** The operations log answers its latest entries only. */
const logShown = 200;

const operationTypes = new Set<string>([
  'ParkedEventRetried',
  'ParkedEventSkipped',
  'RebuildRequested',
  'RebuildCancelled',
] satisfies OperationType[]);

/** The streams support's decisions (one per projector) and the rebuild requests are recorded in. */
export const operationStreams: readonly string[] = [
  ...projectors.map((p) => parkedStream(p.name)),
  rebuildRequestsStream,
];

/**
 * What support did, newest first: the decisions on parked events (each projector's stream) and the rebuild
 * requests and cancellations, with who did it.
 */
export async function operationsLog(store: EventStore, directory: Directory): Promise<OperationsLogEntry[]> {
  const events = (await Promise.all(operationStreams.map((stream) => store.readStream(stream)))).flat();
  const latest = events
    .filter((e) => operationTypes.has(e.type))
    .sort((a, b) => b.position - a.position)
    .slice(0, logShown);
  const names = new Map<string, Promise<string | null>>();
  const nameOf = (userId: string) => {
    let name = names.get(userId);
    if (!name) {
      name = directory
        .userById(userId)
        .then((user) => (user ? `${user.firstName} ${user.lastName}`.trim() || user.email : null));
      names.set(userId, name);
    }
    return name;
  };
  return Promise.all(latest.map(async (event) => entryOf(event, await nameOf(event.metadata.userId))));
}

function entryOf(event: RecordedEvent, userName: string | null): OperationsLogEntry {
  const { data } = event;
  return {
    position: event.position,
    at: event.metadata.at,
    type: event.type as OperationType,
    projector: String(data.projector),
    ...(typeof data.position === 'number' && { parkedPosition: data.position }),
    ...(typeof data.reason === 'string' && { reason: data.reason }),
    userId: event.metadata.userId,
    userName,
  };
}

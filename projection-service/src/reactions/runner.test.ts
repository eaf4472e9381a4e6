import { createInProcessJobQueue, createInProcessLock, type JobQueue } from '@bayline/platform/job-queue';
import { describe, expect, it } from 'vitest';
import { type ParkedEventDecisions, parkedCollection, parkedStream } from '../runner/parked.ts';
import { withStores } from '../testing/stores.ts';
import { type Reactor, startReactions } from './runner.ts';

const metadata = {
  userId: 'u1',
  at: '2026-03-02T15:00:00.000Z',
  locationShortName: 'BAYVIEW',
  correlationId: 'c1',
  schemaVersion: 1,
};
const noted = (name: string) => ({ type: 'Noted', data: { name }, metadata });
/** A job queue for one test, closed after it. */
async function withQueues(count: number, use: (...queues: JobQueue[]) => Promise<void>) {
  const queues = Array.from({ length: count }, () => createInProcessJobQueue());
  try {
    await use(...queues);
  } finally {
    await Promise.all(queues.map((q) => q.close()));
  }
}

describe('a reactor that begins at the head', () => {
  it('queues nothing of the history before its first start, then every event after, and keeps its place', () =>
    withStores(({ store, readStore }) =>
      withQueues(1, async (queue) => {
        const seen: string[] = [];
        const reactor: Reactor = {
          name: 'test-reactions',
          begins: 'head',
          workFor: (event) => [{ name: 'note', data: event.data, jobId: event.id }],
        };
        const deps = { store, readStore, queue, lock: createInProcessLock(), leaseMs: 300, log: () => undefined };
        await queue.process<{ name: string }>('note', async (job) => void seen.push(job.data.name));
        await store.append('s-1', [noted('history')], { expectedVersion: -1 });
        let reactions = startReactions([reactor], deps);
        await expect.poll(() => readStore.checkpoint(reactor.name)).toBe(await store.headPosition());
        await store.append('s-1', [noted('news')], { expectedVersion: 0 });
        await expect.poll(() => seen).toEqual(['news']);
        await reactions.stop();

        // Restarted, it goes on from its checkpoint: what came meanwhile is queued, nothing twice.
        await store.append('s-1', [noted('while away')], { expectedVersion: 1 });
        reactions = startReactions([reactor], deps);
        await expect.poll(() => seen).toEqual(['news', 'while away']);
        await reactions.stop();
      }),
    ));
});

/** A reactor that replays unfinished work: a 'note' job for each event, a 'slow' one for those named slow... */
const replaying = (name: string): Reactor => ({
  name,
  begins: 'start',
  replaysUnfinished: true,
  workFor: (event) => {
    const { name: noted } = event.data as { name: string };
    return [{ name: noted.startsWith('slow') ? 'slow' : 'note', data: { name: noted }, jobId: event.id }];
  },
});

describe('a reactor that replays unfinished work', () => {
  it('queues again after a restart the work from the first a stopped in-process queue had not finished on', () =>
    withStores(({ store, readStore }) =>
      withQueues(2, async (before, after) => {
        const seen: string[] = [];
        // 'slow' work finds no worker before the restart: it is still waiting when the process stops.
        const reactor = replaying('replaying-reactions');
        const lock = createInProcessLock();
        const deps = (queue: JobQueue) => ({ store, readStore, queue, lock, leaseMs: 150, log: () => undefined });
        const record = async (queue: JobQueue, name: string) =>
          queue.process<{ name: string }>(name, async (job) => void seen.push(job.data.name));
        await record(before, 'note');
        await store.append('s-1', [noted('done'), noted('slow one'), noted('done too')], { expectedVersion: -1 });
        let reactions = startReactions([reactor], deps(before));
        await expect.poll(() => seen).toEqual(['done', 'done too']);
        // Finished up to the event before the one whose work still waits.
        await expect.poll(() => readStore.checkpoint('replaying-reactions-finished')).toBe(1);
        await reactions.stop();
        await before.close();

        await record(after, 'note');
        await record(after, 'slow');
        reactions = startReactions([reactor], deps(after));
        // What followed it is queued again too (its worker takes it as done); nothing before it.
        await expect.poll(() => [...seen].sort()).toEqual(['done', 'done too', 'done too', 'slow one']);
        await expect.poll(() => readStore.checkpoint('replaying-reactions-finished')).toBe(3);
        await reactions.stop();
        expect(seen).toHaveLength(4);
      }),
    ));
});

/**
 * An in-process queue that can lose every job it holds, as a Redis that comes back empty does: it numbers each job
 * name's jobs from 1 again, so the ids it gave may name other work after, and its workers go on with what comes next.
 */
function forgetfulQueue() {
  let current = createInProcessJobQueue();
  const workers: Parameters<JobQueue['process']>[] = [];
  const queue: JobQueue = {
    enqueue: (...args) => current.enqueue(...args),
    async process(...args) {
      workers.push(args as Parameters<JobQueue['process']>);
      return current.process(...args);
    },
    status: (id) => current.status(id),
    counts: (name) => current.counts(name),
    schedule: (...args) => current.schedule(...args),
    unschedule: (...args) => current.unschedule(...args),
    generation: () => current.generation(),
    close: () => current.close(),
  };
  return {
    queue,
    /** Loses every job; `first` is queued on the empty queue before anyone else can queue or look. */
    async loseEverything(first: (empty: JobQueue) => void) {
      const lost = current;
      current = createInProcessJobQueue();
      first(current);
      await lost.close();
      for (const args of workers) await current.process(...args);
    },
  };
}

describe('a reactor whose queue loses its jobs while it leads', () => {
  it('queues again the work from the first the queue had not finished on, even when its id names other work now', () =>
    withStores(async ({ store, readStore }) => {
      const { queue, loseEverything } = forgetfulQueue();
      const seen: string[] = [];
      const lines: string[] = [];
      // 'slow' work finds no worker until the queue has lost it.
      const reactor = replaying('losing-reactions');
      const record = async (job: { data: { name: string } }) => void seen.push(job.data.name);
      await queue.process('note', record);
      await store.append('s-1', [noted('done'), noted('slow one'), noted('done too')], { expectedVersion: -1 });
      const reactions = startReactions([reactor], {
        store,
        readStore,
        queue,
        lock: createInProcessLock(),
        leaseMs: 150,
        log: (line) => void lines.push(line),
      });
      try {
        await expect.poll(() => seen).toEqual(['done', 'done too']);
        await expect.poll(() => readStore.checkpoint('losing-reactions-finished')).toBe(1);

        // The lease is kept all along: only the queue tells its jobs are gone, and the lost job's id is another's now.
        await loseEverything((empty) => void empty.enqueue('slow', { name: 'other work' }, { jobId: 'other' }));
        await queue.process('slow', record);
        await expect.poll(() => readStore.checkpoint('losing-reactions-finished')).toBe(3);
        // What followed it is queued again too (its worker takes it as done); nothing before it.
        expect([...seen].sort()).toEqual(['done', 'done too', 'done too', 'other work', 'slow one']);
        expect(lines).toEqual([
          'losing-reactions: the queue lost its jobs; queueing again the work not known finished',
        ]);
      } finally {
        await reactions.stop();
        await queue.close();
      }
    }));
});

describe('a reactor’s timed work', () => {
  it('is scheduled on the queue, not queued once', () =>
    withStores(({ store, readStore }) =>
      withQueues(1, async (queue) => {
        let runs = 0;
        const reactor: Reactor = {
          name: 'timing-reactions',
          begins: 'start',
          workFor: () => [],
          requeue: async () => [{ name: 'tick', data: {}, jobId: 'every-50', everyMs: 50 }],
        };
        await queue.process('tick', async () => void runs++);
        const reactions = startReactions([reactor], {
          store,
          readStore,
          queue,
          lock: createInProcessLock(),
          leaseMs: 300,
          log: () => undefined,
        });
        await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
        await reactions.stop();
      }),
    ));
});

describe('a reactor’s work for a later moment', () => {
  it('is delayed until that moment on the reactions’ clock, and done at once when it has passed', () =>
    withStores(({ store, readStore }) =>
      withQueues(1, async (queue) => {
        // The reactions' clock runs a day ahead: 'soon' is 300 ms away on it, 'past' behind it.
        const ahead = 24 * 60 * 60_000;
        const now = () => new Date(Date.now() + ahead);
        const atMoment = { soon: () => Date.now() + ahead + 300, past: () => Date.now() };
        const seen: { name: string; late: number }[] = [];
        const reactor: Reactor = {
          name: 'later-reactions',
          begins: 'start',
          workFor: (event) => {
            const { name } = event.data as { name: keyof typeof atMoment };
            const at = atMoment[name]();
            return [{ name: 'note', data: { name, at }, jobId: event.id, at: new Date(at).toISOString() }];
          },
        };
        await queue.process<{ name: string; at: number }>(
          'note',
          async (job) => void seen.push({ name: job.data.name, late: now().getTime() - job.data.at }),
        );
        await store.append('s-1', [noted('soon'), noted('past')], { expectedVersion: -1 });
        const reactions = startReactions([reactor], {
          store,
          readStore,
          queue,
          lock: createInProcessLock(),
          leaseMs: 300,
          log: () => undefined,
          now,
        });
        await expect.poll(() => seen.map((s) => s.name)).toEqual(['past', 'soon']);
        await reactions.stop();
        // Not before its moment (give or take a timer's rounding), and not a day after it (the real clock's).
        expect(seen[1]!.late).toBeGreaterThan(-20);
        expect(seen[1]!.late).toBeLessThan(5_000);
      }),
    ));
});

describe('a reactor’s work that fails after its last try', () => {
  it('is parked with its event, queued again when support retries it, and let go when support skips it', () =>
    withStores(({ store, readStore }) =>
      withQueues(1, async (queue) => {
        const name = 'parking-reactions';
        const reactor: Reactor = {
          name,
          begins: 'start',
          replaysUnfinished: true,
          retries: { attempts: 2, backoffMs: 10 },
          workFor: (event) => (event.type === 'Noted' ? [{ name: 'note', data: event.data, jobId: event.id }] : []),
        };
        let failing = true;
        const seen: string[] = [];
        await queue.process<{ name: string }>('note', async (job) => {
          if (failing) throw new Error('provider down');
          seen.push(job.data.name);
        });
        const parked = async () =>
          (await readStore.find(parkedCollection)).map((d) => ({
            position: d.position,
            type: d.type,
            error: d.error,
          }));
        const decide = (type: keyof ParkedEventDecisions, position: number) =>
          store.append(
            parkedStream(name),
            [
              {
                type,
                data:
                  type === 'ParkedEventSkipped'
                    ? { projector: name, position, reason: 'told' }
                    : { projector: name, position },
                metadata: { ...metadata, at: new Date().toISOString() },
              },
            ],
            { expectedVersion: 'any' },
          );
        await store.append('s-1', [noted('first'), noted('second')], { expectedVersion: -1 });
        const reactions = startReactions([reactor], {
          store,
          readStore,
          queue,
          lock: createInProcessLock(),
          leaseMs: 150,
          log: () => undefined,
        });
        const both = [1, 2].map((position) => ({ position, type: 'Noted', error: 'provider down' }));
        await expect.poll(parked).toEqual(both);
        // Parked, the work is finished as far as the checkpoint goes: a restart does not queue it again.
        await expect.poll(() => readStore.checkpoint(`${name}-finished`)).toBe(2);

        failing = false;
        await decide('ParkedEventRetried', 1);
        await expect.poll(() => seen).toEqual(['first']);
        await expect.poll(parked).toEqual([both[1]]);
        await decide('ParkedEventSkipped', 2);
        await expect.poll(parked).toEqual([]);
        await reactions.stop();
        expect(seen).toEqual(['first']);
      }),
    ));
});

import { type EventsOf, Refusal } from '@bayline/contracts';
import { AppendTooLargeError, appendSize, type EventStore, MAX_APPEND_BYTES } from '@bayline/platform/event-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventStoreFolder } from '../testing/store-folder.ts';
import {
  type Aggregate,
  type CommandContext,
  contention,
  type ExecuteDeps,
  execute,
  executeAll,
  stamp,
} from './command.ts';
import { foldedStreams } from './folded-streams.ts';
import { keyedQueue } from './keyed-queue.ts';

/** A tally kept at one location: opened there, then counted up. */
interface Tally {
  at?: string;
  count: number;
}
/** A tally's facts: opened at a location, then counted. */
type TallyEvent = EventsOf<{ TallyOpened: Record<string, never>; Counted: Record<string, never> }>;
const tally: Aggregate<Tally, TallyEvent> = {
  initial: () => ({ count: 0 }),
  evolve: (state, event) =>
    event.type === 'TallyOpened'
      ? { at: event.metadata.locationShortName, count: 0 }
      : { ...state, count: state.count + 1 },
  location: { of: (state) => state.at, noun: 'Tally' },
};
const counted: TallyEvent[] = [{ type: 'Counted', data: {} }];
const count = () => counted;
const open: TallyEvent[] = [{ type: 'TallyOpened', data: {} }];

const at = (locationShortName: string): CommandContext => ({
  userId: 'user-1',
  locationShortName,
  now: new Date('2026-03-02T17:00:00.000Z'),
  correlationId: 'test',
});
const bayview = at('BAYVIEW');

const folder = eventStoreFolder('command');
let store: EventStore;
let deps: ExecuteDeps;

beforeEach(async () => {
  store = await folder.open();
  deps = { store, streams: foldedStreams(store), inTurn: keyedQueue() };
  await execute(deps, 'tally-harbor', tally, () => open, at('HARBOR'), { creates: true });
  await execute(deps, 'tally-bayview', tally, () => open, bayview, { creates: true });
});

const refusalOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
};
/** A refusal as the client sees it: its name (the status it answers with), title and every extra field. */
const asSeen = (refusal: Refusal) => ({ name: refusal.name, title: refusal.title, ...refusal.extra });

describe('access before anything else', () => {
  it("answers another location's aggregate exactly as an unknown one, before the version check and the decision", async () => {
    let decided = 0;
    const decide = () => {
      decided++;
      return counted;
    };
    const foreign = await refusalOf(
      execute(deps, 'tally-harbor', tally, decide, bayview, { expectedVersion: 7, current: () => 'secret' }),
    );
    const unknown = await refusalOf(execute(deps, 'tally-nowhere', tally, decide, bayview, { expectedVersion: 7 }));
    expect(asSeen(foreign)).toEqual({ name: 'NotFound', title: 'Tally not found' });
    expect(asSeen(foreign)).toEqual(asSeen(unknown));
    expect(decided).toBe(0);
  });

  it('answers a stale version of its own location with 409 and the current state', async () => {
    const refusal = await refusalOf(
      execute(deps, 'tally-bayview', tally, count, bayview, { expectedVersion: 7, current: (s) => s.count }),
    );
    expect(refusal.name).toBe('StaleVersion');
    expect(refusal.extra.current).toBe(0);
  });

  it('lets a create start a stream, but not take over one of another location', async () => {
    expect((await execute(deps, 'tally-new', tally, () => open, bayview, { creates: true })).version).toBe(0);
    const refusal = await refusalOf(execute(deps, 'tally-harbor', tally, () => open, bayview, { creates: true }));
    expect(refusal.name).toBe('NotFound');
  });
});

describe('a command over several streams', () => {
  it('appends nothing when any part is refused, whichever it is', async () => {
    await execute(deps, 'tally-bayview-2', tally, () => open, bayview, { creates: true });
    const head = await store.headPosition();
    const parts = (refused: string) =>
      ['tally-bayview', 'tally-bayview-2'].map((streamId) => ({
        streamId,
        aggregate: tally,
        decide: () => {
          if (streamId === refused) throw new Refusal('JobClosed', 'Not now');
          return counted;
        },
      }));
    for (const refused of ['tally-bayview', 'tally-bayview-2'])
      expect((await refusalOf(executeAll(deps, parts(refused), bayview))).title).toBe('Not now');
    expect(await store.headPosition()).toBe(head);
  });

  it('refuses with 413 naming the rule a part over the event store’s limit, appending nothing of any part', async () => {
    await execute(deps, 'tally-bayview-2', tally, () => open, bayview, { creates: true });
    const head = await store.headPosition();
    // A count whose data (which the tally does not read) takes the whole of an append.
    const noted = [{ type: 'Counted', data: { note: 'x'.repeat(MAX_APPEND_BYTES) } }] as unknown as TallyEvent[];
    const parts = ['tally-bayview', 'tally-bayview-2'].map((streamId) => ({
      streamId,
      aggregate: tally,
      decide: () => (streamId === 'tally-bayview-2' ? noted : counted),
    }));
    const refusal = await refusalOf(executeAll(deps, parts, bayview));
    const size = appendSize(stamp(noted, bayview));
    expect(asSeen(refusal)).toEqual({
      name: 'TooLarge',
      title: 'The change is too large to record',
      detail: `One change may record at most ${MAX_APPEND_BYTES} bytes of events; this one has ${size}.`,
    });
    expect(await store.headPosition()).toBe(head);
  });

  it('refuses with the same 413 a command of one part over the limit, which the store refuses whole', async () => {
    const head = await store.headPosition();
    const noted = [{ type: 'Counted', data: { note: 'x'.repeat(MAX_APPEND_BYTES) } }] as unknown as TallyEvent[];
    const refusal = await refusalOf(execute(deps, 'tally-bayview', tally, () => noted, bayview));
    expect(asSeen(refusal)).toEqual({
      name: 'TooLarge',
      title: 'The change is too large to record',
      detail: `One change may record at most ${MAX_APPEND_BYTES} bytes of events; this one has ${appendSize(stamp(noted, bayview))}.`,
    });
    expect(await store.headPosition()).toBe(head);
  });

  it('answers 413 with the store’s own limit when the store refuses an append as too large', async () => {
    const limited: EventStore = {
      ...store,
      append: async (streamId, events) => {
        throw new AppendTooLargeError(streamId, appendSize(events), 100);
      },
    };
    const refusal = await refusalOf(execute({ ...deps, store: limited }, 'tally-bayview', tally, count, bayview));
    expect(refusal.name).toBe('TooLarge');
    expect(refusal.extra.detail).toMatch(/^One change may record at most 100 bytes of events; this one has \d+\.$/);
  });

  it("checks every part's location before deciding any", async () => {
    const head = await store.headPosition();
    let decided = 0;
    const part = (streamId: string) => ({
      streamId,
      aggregate: tally,
      decide: () => {
        decided++;
        return counted;
      },
    });
    const refusal = await refusalOf(executeAll(deps, [part('tally-bayview'), part('tally-harbor')], bayview));
    expect(asSeen(refusal)).toEqual({ name: 'NotFound', title: 'Tally not found' });
    expect(decided).toBe(0);
    expect(await store.headPosition()).toBe(head);
  });

  it('appends every part when all are allowed, and takes overlapping streams in turn without deadlock', async () => {
    await execute(deps, 'tally-bayview-2', tally, () => open, bayview, { creates: true });
    const both = (order: string[]) =>
      executeAll(
        deps,
        order.map((streamId) => ({ streamId, aggregate: tally, decide: count })),
        bayview,
      );
    const runs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        both(i % 2 ? ['tally-bayview', 'tally-bayview-2'] : ['tally-bayview-2', 'tally-bayview']),
      ),
    );
    expect(runs.every((parts) => parts.every((p) => p.events.length === 1))).toBe(true);
    for (const streamId of ['tally-bayview', 'tally-bayview-2'])
      expect((await deps.streams.current(streamId, tally)).state.count).toBe(10);
  });
});

describe('contention', () => {
  /** Counts the races the store reports, so a test can tell waiting its turn from losing and retrying. */
  const countingRaces = (inner: EventStore) => {
    const seen = { races: 0 };
    const wrapped: EventStore = {
      ...inner,
      append: (streamId, events, options) =>
        inner.append(streamId, events, options).catch((error) => {
          seen.races++;
          throw error;
        }),
    };
    return { store: wrapped, seen };
  };

  it('takes 20 concurrent commands on one stream in turn: all succeed, none races', async () => {
    const { store: counting, seen } = countingRaces(store);
    const local = { ...deps, store: counting };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => execute(local, 'tally-bayview', tally, count, bayview)),
    );
    expect(results.map((r) => r.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(seen.races).toBe(0);
  });

  const otherProcess = { ...bayview, correlationId: 'other-process' };
  /** Another process appends to the stream just before each of this process's first `times` appends. */
  const raced = (times: number) => {
    let left = times;
    return {
      ...deps,
      store: {
        ...store,
        async append(streamId, events, options) {
          if (left-- > 0) await store.append(streamId, stamp(counted, otherProcess), { expectedVersion: 'any' });
          return store.append(streamId, events, options);
        },
      } satisfies EventStore,
    };
  };

  it('decides again on the fresh state when another process got in first', async () => {
    const result = await execute(raced(3), 'tally-bayview', tally, count, bayview);
    expect(result.state.count).toBe(4);
    expect(result.version).toBe(4);
  });

  it('answers 503 with Retry-After, having appended nothing of its own, when another process keeps winning', async () => {
    const result = await refusalOf(execute(raced(contention.attempts), 'tally-bayview', tally, count, bayview));
    expect(result.name).toBe('TooManyChanges');
    expect(result.extra.retryAfter).toBeGreaterThan(0);
    const countedBy = (await store.readStream('tally-bayview'))
      .filter((e) => e.type === 'Counted')
      .map((e) => e.metadata.correlationId);
    expect(countedBy).toEqual(Array(contention.attempts).fill('other-process'));
  });

  it('answers a lost race 409 with the current state when the client named the version it saw', async () => {
    const result = await refusalOf(
      execute(raced(1), 'tally-bayview', tally, count, bayview, { expectedVersion: 0, current: (s) => s.count }),
    );
    expect(result.name).toBe('StaleVersion');
    expect(result.extra.current).toBe(1);
  });
});

describe('schema versions', () => {
  it('stamps each event with its type’s current schema version: a move at 2, an event never reshaped at 1', () => {
    const [moved, counted] = stamp(
      [
        { type: 'JobMovedToDepartment', data: {} },
        { type: 'Counted', data: {} },
      ],
      bayview,
    );
    expect(moved?.metadata.schemaVersion).toBe(2);
    expect(counted?.metadata.schemaVersion).toBe(1);
  });
});

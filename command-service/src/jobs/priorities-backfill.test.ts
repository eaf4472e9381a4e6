import type { JobEvent } from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store';
import { beforeEach, expect, it } from 'vitest';
import { type CommandContext, type ExecuteDeps, stamp } from '../shared/command.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { upgradeStream } from '../shared/upgrade.ts';
import { monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob } from '../testing/job.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import { job, jobStream } from './job.ts';
import { earlierPriorities, prioritiesStream, prioritise } from './priorities.ts';

const ctx: CommandContext = { userId: 'user-1', locationShortName: 'BAYVIEW', now: monday, correlationId: 'test' };
const est = given(job, createdJob()).state.departmentShortName;
const list = prioritiesStream({ locationShortName: 'BAYVIEW', departmentShortName: est });

const folder = eventStoreFolder('priorities-backfill');
let store: EventStore;
let deps: ExecuteDeps;
beforeEach(async () => {
  store = await folder.open();
  deps = { store, streams: foldedStreams(store), inTurn: keyedQueue() };
});

/** A job as an older store holds it: its own stream only, its priority on no list. */
async function olderJob(jobAdminId: string, ...after: JobEvent[]) {
  const created = createdJob().map((e) => ({ ...e, data: { ...e.data, jobAdminId } }) as JobEvent);
  await store.append(jobStream(jobAdminId), stamp([...created, ...after], ctx), { expectedVersion: 'no_stream' });
}
const priority = (jobAdminId: string, value: number): JobEvent => ({
  type: 'JobPrioritised',
  data: { jobAdminId, priority: value },
});
const priorityOf = async (jobAdminId: string) =>
  (await deps.streams.current(jobStream(jobAdminId), job)).state.priority;
const start = () => upgradeAt(deps, monday, earlierPriorities);

it('records the jobs an older store prioritised, once, so the next list takes priority from them', async () => {
  await olderJob('a', priority('a', 1));
  await olderJob('b', priority('b', 2), priority('b', 0));
  await olderJob('c');

  expect((await start()).get('department-priorities')).toBe(1);
  expect((await store.readStream(list)).map((e) => e.data)).toEqual([{ jobAdminIds: ['a'], dropped: [] }]);
  expect((await store.readStream(upgradeStream('department-priorities'))).map((e) => e.data)).toEqual([
    { name: 'department-priorities', entries: 1 },
  ]);
  expect((await start()).size).toBe(0);

  const results = await prioritise(deps, ctx, est, ['c']);
  expect(results.map((r) => r.events)).toEqual([[priority('c', 1)], [priority('a', 0)]]);
  expect([await priorityOf('a'), await priorityOf('b'), await priorityOf('c')]).toEqual([0, 0, 1]);
});

it('finds the department’s prioritised jobs on its list alone, refuses a list that names none and changes nothing', async () => {
  await olderJob('a');
  await olderJob('b');
  await prioritise(deps, ctx, est, ['a', 'b']);
  expect([await priorityOf('a'), await priorityOf('b')]).toEqual([1, 2]);
  await prioritise(deps, ctx, est, []);
  expect([await priorityOf('a'), await priorityOf('b')]).toEqual([0, 0]);
  const head = await store.headPosition();
  await expect(prioritise(deps, ctx, est, [])).rejects.toMatchObject({ name: 'NothingToPrioritise' });
  expect(await store.headPosition()).toBe(head);
});

it('appends nothing when a job named is refused; another process finds the jobs this one prioritised', async () => {
  await olderJob('a');
  await olderJob('closed', { type: 'JobArchived', data: { jobAdminId: 'closed', closeDate: 'x' } });
  const head = await store.headPosition();
  await expect(prioritise(deps, ctx, est, ['a', 'closed'])).rejects.toMatchObject({ name: 'JobClosed' });
  await expect(prioritise(deps, ctx, est, ['a', 'unknown'])).rejects.toMatchObject({ name: 'NotFound' });
  expect(await store.headPosition()).toBe(head);

  await olderJob('b');
  await prioritise(deps, ctx, est, ['b']);
  const other = { ...deps, streams: foldedStreams(store) };
  await prioritise(other, ctx, est, ['a']);
  expect([await priorityOf('a'), await priorityOf('b')]).toEqual([1, 0]);
});

import type { JobEvent } from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CommandContext, fold, stamp } from '../shared/command.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { catalog, monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { jobForm } from '../testing/job.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import {
  cellPhoneGiven,
  cellPhoneJobs,
  cellPhoneStream,
  decideGiveCellPhone,
  earlierCellPhones,
  newestOpenJobWithCellPhone,
} from './cell-phones.ts';
import { decideCreateJob } from './decide.ts';
import { job, jobStream } from './job.ts';

const ctx: CommandContext = { userId: 'user-1', locationShortName: 'BAYVIEW', now: monday, correlationId: 'test' };
const created = (jobAdminId: string, jobAdminInt: number, clientCellular = '(510) 555-0123') =>
  decideCreateJob(jobForm({ clientCellular }), catalog, monday, { jobAdminId, jobAdminInt });
const metadata = { at: monday.toISOString(), locationShortName: 'BAYVIEW' };
const folded = (events: JobEvent[]) =>
  fold(
    job,
    job.initial(),
    events.map((e) => ({ ...e, metadata })),
  );
const changed = (jobAdminId: string, changes: Record<string, unknown>): JobEvent => ({
  type: 'JobInformationChanged',
  data: { jobAdminId, changes },
});

describe('indexing a job’s cell phone', () => {
  it('adds the job to the phone’s jobs once', () => {
    given(cellPhoneJobs, [])
      .when((jobs) => decideGiveCellPhone(jobs, 'job-1'))
      .then([{ type: 'CellPhoneGiven', data: { jobAdminId: 'job-1' } }]);
    given(cellPhoneJobs, [{ type: 'CellPhoneGiven', data: { jobAdminId: 'job-1' } }])
      .when((jobs) => decideGiveCellPhone(jobs, 'job-1'))
      .then([]);
  });

  it('tells the phone a job is given: on its creation or a change, as digits; none when kept or emptied', () => {
    const before = folded(created('job-1', 1001));
    expect(cellPhoneGiven(job.initial(), before)).toBe('5105550123');
    expect(cellPhoneGiven(before, before)).toBeUndefined();
    const other = folded([...created('job-1', 1001), changed('job-1', { clientCellular: '(206) 555-0111' })]);
    expect(cellPhoneGiven(before, other)).toBe('2065550111');
    const none = folded([...created('job-1', 1001), changed('job-1', { clientCellular: '' })]);
    expect(cellPhoneGiven(before, none)).toBeUndefined();
  });
});

describe('on a store', () => {
  const folder = eventStoreFolder('cell-phones');
  let store: EventStore;
  beforeEach(async () => {
    store = await folder.open();
  });

  const append = (streamId: string, events: { type: string; data: unknown }[]) =>
    store.append(streamId, stamp(events as JobEvent[], ctx), { expectedVersion: 'any' });
  const indexed = (...jobAdminIds: string[]) =>
    append(
      cellPhoneStream('BAYVIEW', '5105550123'),
      jobAdminIds.map((jobAdminId) => ({ type: 'CellPhoneGiven', data: { jobAdminId } })),
    );
  const newest = () => newestOpenJobWithCellPhone(foldedStreams(store), 'BAYVIEW', '(510) 555-0123');

  it('finds the newest open job with the phone, each entry confirmed on the job’s own stream', async () => {
    await append(jobStream('job-1'), created('job-1', 1001));
    await append(jobStream('job-2'), created('job-2', 1002));
    // job-3 was indexed by a command that stopped before the job's own append.
    await indexed('job-1', 'job-2', 'job-3');
    expect(await newest()).toBe('job-2');

    await append(jobStream('job-2'), [{ type: 'JobVoided', data: { jobAdminId: 'job-2', closeDate: 'x' } }]);
    expect(await newest()).toBe('job-1');

    await append(jobStream('job-1'), [changed('job-1', { clientCellular: '(206) 555-0111' })]);
    expect(await newest()).toBeUndefined();
    expect(await newestOpenJobWithCellPhone(foldedStreams(store), 'HARBOR', '5105550123')).toBeUndefined();
  });

  it('indexes the cell phone each older job has now, once per store', async () => {
    await append(jobStream('job-1'), [...created('job-1', 1001), changed('job-1', { clientCellular: '2065550111' })]);
    await append(jobStream('job-2'), created('job-2', 1002));
    await append(jobStream('job-3'), [...created('job-3', 1003), changed('job-3', { clientCellular: '' })]);
    await indexed('job-2');
    const start = () =>
      upgradeAt({ store, streams: foldedStreams(store), inTurn: keyedQueue() }, monday, earlierCellPhones);

    expect((await start()).get('cell-phones')).toBe(1);
    const jobsOf = async (phone: string) =>
      (await store.readStream(cellPhoneStream('BAYVIEW', phone))).map(
        (e) => (e.data as { jobAdminId: string }).jobAdminId,
      );
    expect(await jobsOf('2065550111')).toEqual(['job-1']);
    expect(await jobsOf('5105550123')).toEqual(['job-2']);
    expect((await start()).size).toBe(0);
  });
});

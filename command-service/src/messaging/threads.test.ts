import { type BaylineEvent, type TextingEvent, textingStream, textsStream } from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobStream } from '../jobs/job.ts';
import { type CommandContext, stamp } from '../shared/command.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob } from '../testing/job.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import {
  decideFile,
  decideThread,
  earlierThreads,
  filedText,
  messageStream,
  textIndexes,
  thread,
  threadStream,
} from './threads.ts';

const sentBy = { firstName: 'Dana', lastName: 'Reyes' };
const queued = (jobAdminId: string, messageId: string, to = '5105550123'): TextingEvent => ({
  type: 'TextMessageQueued',
  data: { jobAdminId, messageId, to, from: '2535550100', body: 'Ready', sentBy, attachments: [] },
});
const received = (jobAdminId: string | null, messageId: string, from = '5105550123'): TextingEvent => ({
  type: 'TextMessageReceived',
  data: { jobAdminId, messageId, from, to: '2535550100', body: 'Thanks', providerId: `SM-${messageId}` },
});
const threaded = (messageId: string, jobAdminId: string | null) =>
  ({ type: 'TextThreaded', data: { messageId, jobAdminId } }) as const;

describe('indexing a text', () => {
  it('threads a text on its number once, with the job whose texts keep it', () => {
    given(thread, [])
      .when((s) => decideThread(s, 'm-1', 'job-1'))
      .then([threaded('m-1', 'job-1')]);
    given(thread, [threaded('m-1', 'job-1')])
      .when((s) => decideThread(s, 'm-1', null))
      .then([]);
  });

  it('files a sent text under its job once', () => {
    given(filedText, [])
      .when((held) => decideFile(held, 'm-1', 'job-1'))
      .then([{ type: 'TextFiled', data: { messageId: 'm-1', jobAdminId: 'job-1' } }]);
    given(filedText, [{ type: 'TextFiled', data: { messageId: 'm-1', jobAdminId: 'job-1' } }])
      .when((held) => decideFile(held, 'm-1', 'job-2'))
      .then([]);
  });
});

describe('on a store', () => {
  const folder = eventStoreFolder('threads');
  let store: EventStore;
  beforeEach(async () => {
    store = await folder.open();
  });

  const at = (locationShortName: string): CommandContext => ({
    userId: 'user-1',
    locationShortName,
    now: monday,
    correlationId: 'test',
  });
  const append = (streamId: string, events: BaylineEvent[], where = 'BAYVIEW') =>
    store.append(streamId, stamp(events, at(where)), { expectedVersion: 'any' });
  /** Two jobs at Bayview, job-1 and job-2 (the test job twice). */
  const twoJobs = async () => {
    await append(jobStream('job-1'), createdJob());
    await append(
      jobStream('job-2'),
      createdJob().map((e) => ({ ...e, data: { ...e.data, jobAdminId: 'job-2' } }) as BaylineEvent),
    );
  };
  const lookups = () => textIndexes(foldedStreams(store));

  it('takes the latest text of the number that a job’s texts keep, passing over an entry never appended', async () => {
    await twoJobs();
    await append(textsStream('job-1'), [queued('job-1', 'm-1')]);
    await append(textingStream('BAYVIEW'), [received(null, 'r-1')]);
    // m-2 was threaded on job-2 by a command that stopped before the texts' own append.
    await append(threadStream('BAYVIEW', '5105550123'), [
      threaded('m-1', 'job-1'),
      threaded('r-1', null),
      threaded('m-2', 'job-2'),
    ]);
    const { state } = await lookups().thread('BAYVIEW', '(510) 555-0123');
    expect(await lookups().latestJob(state, 'BAYVIEW')).toBe('job-1');
    await append(textsStream('job-2'), [queued('job-2', 'm-2')]);
    expect(await lookups().latestJob(state, 'BAYVIEW')).toBe('job-2');
    expect(await lookups().latestJob(state, 'HARBOR')).toBeUndefined();
    const holders = await lookups().holders(state, 'BAYVIEW');
    expect(holders.map((h) => [h.jobAdminId, h.job?.jobAdminId])).toEqual([
      ['job-1', 'job-1'],
      [null, undefined],
      ['job-2', 'job-2'],
    ]);
  });

  it('finds a sent text’s job by its id at the job’s location only, confirmed on the job’s texts', async () => {
    await twoJobs();
    await append(textsStream('job-1'), [queued('job-1', 'm-1'), received('job-1', 'r-1')]);
    await append(messageStream('m-1'), [{ type: 'TextFiled', data: { messageId: 'm-1', jobAdminId: 'job-1' } }]);
    await append(messageStream('m-2'), [{ type: 'TextFiled', data: { messageId: 'm-2', jobAdminId: 'job-2' } }]);
    expect(await lookups().sentTextJob('BAYVIEW', 'm-1')).toMatchObject({
      jobAdminId: 'job-1',
      text: { to: '5105550123' },
    });
    expect(await lookups().sentTextJob('HARBOR', 'm-1')).toBeUndefined();
    expect(await lookups().sentTextJob('BAYVIEW', 'm-2')).toBeUndefined();
    expect(await lookups().sentTextJob('BAYVIEW', 'r-1')).toBeUndefined();
    expect(await lookups().sentTextJob('BAYVIEW', 'unknown')).toBeUndefined();
  });

  it('threads and files the texts of an older store in the log’s order, once per store', async () => {
    await twoJobs();
    await append(textsStream('job-1'), [queued('job-1', 'm-1'), received('job-1', 'r-1')]);
    await append(textingStream('BAYVIEW'), [received(null, 'r-2', '2065550111')]);
    await append(textsStream('job-2'), [queued('job-2', 'm-2')]);
    await append(textsStream('job-h'), [queued('job-h', 'm-3')], 'HARBOR');
    const start = () =>
      upgradeAt({ store, streams: foldedStreams(store), inTurn: keyedQueue() }, monday, earlierThreads);

    // Five texts threaded (one at Harbor), three sent ones filed.
    expect((await start()).get('text-threads')).toBe(8);
    const data = async (streamId: string) => (await store.readStream(streamId)).map((e) => e.data);
    expect(await data(threadStream('BAYVIEW', '5105550123'))).toEqual([
      { messageId: 'm-1', jobAdminId: 'job-1' },
      { messageId: 'r-1', jobAdminId: 'job-1' },
      { messageId: 'm-2', jobAdminId: 'job-2' },
    ]);
    expect(await data(threadStream('BAYVIEW', '2065550111'))).toEqual([{ messageId: 'r-2', jobAdminId: null }]);
    expect(await data(threadStream('HARBOR', '5105550123'))).toEqual([{ messageId: 'm-3', jobAdminId: 'job-h' }]);
    expect(await data(messageStream('m-2'))).toEqual([{ messageId: 'm-2', jobAdminId: 'job-2' }]);
    expect(await data(messageStream('r-1'))).toEqual([]);
    expect((await start()).size).toBe(0);
  });
});

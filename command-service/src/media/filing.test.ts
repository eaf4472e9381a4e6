import { describe, expect, it } from 'vitest';
import { type JobStreamEvent, job } from '../jobs/job.ts';
import { catalog } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob, storedFile } from '../testing/job.ts';
import { decideUpload } from './decide.ts';
import { decideFiling, mediaByJob, mediaFiles } from './filing.ts';

const filed = (jobAdminId: string, ...mediaIds: string[]) => [
  { type: 'MediaFiled' as const, data: { jobAdminId, mediaIds } },
];

describe('the media index', () => {
  it('files an upload’s items under their job in one event, each item once', () => {
    given(mediaFiles, [])
      .when((s) => decideFiling(s, 'job-1', ['m1', 'm2', 'm3']))
      .then(filed('job-1', 'm1', 'm2', 'm3'));
    given(mediaFiles, filed('job-1', 'm1'))
      .when((s) => decideFiling(s, 'job-1', ['m1', 'm2']))
      .then(filed('job-1', 'm2'));
    given(mediaFiles, filed('job-1', 'm1'))
      .when((s) => decideFiling(s, 'job-1', ['m1']))
      .then([]);
  });

  it('says whose each item is', () => {
    const { state } = given(mediaFiles, [...filed('job-1', 'm1', 'm2'), ...filed('job-2', 'm3')]);
    expect([...state]).toEqual([
      ['m1', 'job-1'],
      ['m2', 'job-1'],
      ['m3', 'job-2'],
    ]);
  });
});

describe('the media a command names, by job', () => {
  const created = createdJob();
  const withMedia = (...events: JobStreamEvent[]) =>
    given(job, [
      ...created,
      ...decideUpload(given(job, created).state, [storedFile('m1'), storedFile('m2')], null, catalog),
      ...events,
    ]).state;
  const index = new Map([
    ['m1', 'job-1'],
    ['m2', 'job-1'],
    ['ghost', 'job-1'],
    ['elsewhere', 'job-9'],
  ]);
  const jobOf = (mediaId: string) => index.get(mediaId);

  it('groups the items the index finds and their job’s stream confirms', () => {
    expect(mediaByJob(['m2', 'm1'], jobOf, new Map([['job-1', withMedia()]]), 'BAYVIEW')).toEqual(
      new Map([['job-1', ['m2', 'm1']]]),
    );
  });

  it('refuses as unknown, by the first such id, an item deleted already, filed but never added, another location’s or unknown', () => {
    const deleted = withMedia({ type: 'MediaDeleted', data: { jobAdminId: 'job-1', mediaId: 'm1' } });
    const refused = (ids: string[], state = withMedia(), location = 'BAYVIEW') => {
      try {
        mediaByJob(ids, jobOf, new Map([['job-1', state]]), location);
      } catch (error) {
        return (error as { name: string; extra: { detail: string } }).extra.detail;
      }
      return 'accepted';
    };
    expect(refused(['m2', 'm1'], deleted)).toBe('No media m1 on this job');
    expect(refused(['m1', 'ghost'])).toBe('No media ghost on this job');
    expect(refused(['elsewhere'])).toBe('No media elsewhere on this job');
    expect(refused(['__proto__', 'm1'])).toBe('No media __proto__ on this job');
    expect(refused(['m1'], withMedia(), 'HARBOR')).toBe('No media m1 on this job');
  });
});

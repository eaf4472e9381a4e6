import { describe, expect, it } from 'vitest';
import { monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob } from '../testing/job.ts';
import { type Job, type JobStreamEvent, job } from './job.ts';
import { type Department, decidePriorityList, prioritisedIn, priorityList } from './priorities.ts';

// The given entries are recorded at 17:00Z on Monday 03/02; `monday` is an hour later, long past pendingMs.
const created = createdJob();
const est: Department = {
  locationShortName: 'BAYVIEW',
  departmentShortName: given(job, created).state.departmentShortName,
};
const jobAfter = (...events: JobStreamEvent[]): Job => given(job, [...created, ...events]).state;
const prioritised: JobStreamEvent = { type: 'JobPrioritised', data: { jobAdminId: 'job-1', priority: 2 } };
const recorded = (...jobAdminIds: string[]) => [
  { type: 'PrioritiesRecorded' as const, data: { jobAdminIds, dropped: [] } },
];

describe('a job prioritised in a department, as its stream says', () => {
  it('is open, in the department, at the location, with a priority above 0', () => {
    expect(prioritisedIn(jobAfter(prioritised), est)).toBe(true);
    expect(prioritisedIn(jobAfter(), est)).toBe(false);
    expect(prioritisedIn(jobAfter(prioritised), { ...est, locationShortName: 'HARBOR' })).toBe(false);
    expect(prioritisedIn(jobAfter(prioritised), { ...est, departmentShortName: 'BODY' })).toBe(false);
    const archived = { type: 'JobArchived' as const, data: { jobAdminId: 'job-1', closeDate: 'x' } };
    expect(prioritisedIn(jobAfter(prioritised, archived), est)).toBe(false);
    // Reopened, a job keeps its priority.
    const reopened = { type: 'JobReopened' as const, data: { jobAdminId: 'job-1' } };
    expect(prioritisedIn(jobAfter(prioritised, archived, reopened), est)).toBe(true);
  });

  it('is no longer once it moved to another department, even back again', () => {
    const move = (from: string, to: string): JobStreamEvent => ({
      type: 'JobMovedToDepartment',
      data: {
        jobAdminId: 'job-1',
        fromDepartmentShortName: from,
        toDepartmentShortName: to,
        toDepartmentId: to,
        toSubdepartmentShortName: null,
      },
    });
    const there = est.departmentShortName;
    expect(prioritisedIn(jobAfter(prioritised, move(there, 'BODY')), { ...est, departmentShortName: 'BODY' })).toBe(
      false,
    );
    expect(prioritisedIn(jobAfter(prioritised, move(there, 'BODY'), move('BODY', there)), est)).toBe(false);
  });
});

describe('a department’s priority list', () => {
  it('records the jobs a command names, and nothing when it names none and has nothing to drop', () => {
    given(priorityList, [])
      .when((s) => decidePriorityList(s, ['b', 'a'], new Map(), est, monday))
      .then(recorded('b', 'a'));
    given(priorityList, recorded('a'))
      .when((s) => decidePriorityList(s, [], new Map([['a', jobAfter(prioritised)]]), est, monday))
      .then([]);
  });

  it('drops the entries whose jobs no longer keep a priority there, and keeps closed ones (they may be reopened)', () => {
    const jobs = new Map([
      ['holding', jobAfter(prioritised)],
      ['archived', jobAfter(prioritised, { type: 'JobArchived', data: { jobAdminId: 'job-1', closeDate: 'x' } })],
      ['taken-away', jobAfter(prioritised, { type: 'JobPrioritised', data: { jobAdminId: 'job-1', priority: 0 } })],
      ['never-written', job.initial()],
    ]);
    given(priorityList, recorded('holding', 'archived', 'taken-away', 'never-written'))
      .when((s) => decidePriorityList(s, ['new'], jobs, est, monday))
      .then([{ type: 'PrioritiesRecorded', data: { jobAdminIds: ['new'], dropped: ['taken-away', 'never-written'] } }]);
  });

  it('keeps an entry its job does not confirm while that job’s append may still be under way, and one named again', () => {
    const jobs = new Map([['a', jobAfter()]]);
    // A second after it was recorded, its job's priority may not be written yet.
    given(priorityList, recorded('a'))
      .when((s) => decidePriorityList(s, [], jobs, est, new Date('2026-03-02T17:00:01Z')))
      .then([]);
    given(priorityList, recorded('a'))
      .when((s) => decidePriorityList(s, ['a'], jobs, est, monday))
      .then(recorded('a'));
  });

  it('folds the entries recorded and dropped', () => {
    const { state } = given(priorityList, [
      ...recorded('a', 'b'),
      { type: 'PrioritiesRecorded', data: { jobAdminIds: ['c'], dropped: ['a'] } },
    ]);
    expect([...state.keys()]).toEqual(['b', 'c']);
  });
});

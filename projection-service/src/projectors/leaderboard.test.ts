import type { JobEvents } from '@bayline/contracts';
import { laborFlagsModel, laborJobsModel } from '@bayline/contracts/read-models/leaderboard';
import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { jobCreated, recorded } from '../testing/events.ts';
import { type GivenData, type GivenEvent, given, on } from '../testing/given.ts';
import { leaderboardProjector } from './leaderboard.ts';

const onJob = <T extends keyof JobEvents>(job: string, type: T, at: string, data?: GivenData<T>) =>
  on(`job-${job}`, type, { jobAdminId: job, ...data } as GivenData<T>, { at });
const move = (job: string, to: string, at: string, sub: string | null = null) =>
  onJob(job, 'JobMovedToDepartment', at, {
    fromDepartmentShortName: 'X',
    toDepartmentShortName: to,
    toDepartmentId: `dep-${to}`,
    toSubdepartmentShortName: sub,
  });
const assign = (job: string, id: string, department: string, contactId: string, notifyOnly = false) =>
  onJob(job, 'JobAssigned', '2026-03-02T16:30:00.000Z', {
    jobAssignmentId: id,
    departmentId: `dep-${department}`,
    contactId,
    doNotify: true,
    notifyOnly,
  });
const created = (job: string, at = '2026-03-02T16:00:00.000Z') => ({
  ...jobCreated(job, { hat: 'RO-1042', hours: 12, refinish: 5, jobClassId: 'light', jobAdminInt: 1042 }),
  at,
});

/** The flags after the events, in the order the job left their departments, and the jobs' documents. */
const flagsAfter = (events: GivenEvent[]) => {
  const flags = given(leaderboardProjector, laborFlagsModel, events)
    .all()
    .sort((a, b) => a.dateTimeOut.localeCompare(b.dateTimeOut));
  return { jobs: given(leaderboardProjector, laborJobsModel, events), flags };
};

// The worked example of docs/metrics.md: Estimate, then Body (Marco) for 28 hours, then Paint for 6.
const example: GivenEvent[] = [
  created('j1'),
  assign('j1', 'a1', 'BODY', 'marco'),
  assign('j1', 'a2', 'PAINT', 'aisha', true),
  move('j1', 'BODY', '2026-03-02T18:00:00.000Z', 'BAY1'),
  move('j1', 'BODY', '2026-03-03T10:00:00.000Z', 'BAY2'),
  move('j1', 'PAINT', '2026-03-03T22:00:00.000Z'),
  move('j1', 'READY', '2026-03-04T04:00:00.000Z'),
];

describe('leaderboard read model', () => {
  it('keeps one flag per department the job has left, with its hours there and its assignee', () => {
    const { flags } = flagsAfter(example);
    expect(flags.map((f) => [f.departmentId, f.dateTimeOut, f.cycleHours, f.contactId])).toEqual([
      ['dep-EST', '2026-03-02T18:00:00.000Z', 2, null],
      // A move between bays is no departure: Body is one stay of 28 hours.
      ['dep-BODY', '2026-03-03T22:00:00.000Z', 28, 'marco'],
      // Aisha is only told about Paint: its hours are nobody's.
      ['dep-PAINT', '2026-03-04T04:00:00.000Z', 6, null],
    ]);
    expect(flags[1]).toEqual({
      id: 'j1:dep-BODY',
      locationShortName: 'BAYVIEW',
      jobAdminId: 'j1',
      jobAdminInt: 1042,
      hat: 'RO-1042',
      departmentId: 'dep-BODY',
      contactId: 'marco',
      dateTimeOut: '2026-03-03T22:00:00.000Z',
      cycleHours: 28,
      hours: 12,
      refinish: 5,
      jobClassId: 'light',
    });
  });

  it('dates a department by its first departure and adds the hours of a later stay (rework)', () => {
    const { flags } = flagsAfter([
      ...example,
      move('j1', 'BODY', '2026-03-04T16:00:00.000Z'),
      move('j1', 'READY', '2026-03-04T19:30:00.000Z'),
    ]);
    const body = flags.find((f) => f.departmentId === 'dep-BODY')!;
    expect(body).toMatchObject({ dateTimeOut: '2026-03-03T22:00:00.000Z', cycleHours: 31.5 });
    expect(flags.filter((f) => f.departmentId === 'dep-READY')).toHaveLength(1);
  });

  it('follows the job: its hours, class and number, and who is assigned to a department now', () => {
    const { flags } = flagsAfter([
      ...example,
      onJob('j1', 'JobInformationChanged', '2026-03-05T16:00:00.000Z', {
        changes: { hours: 14.5, refinish: 6, jobClassId: 'medium', hat: 'RO-2000', clientName: 'Lee' },
      }),
      onJob('j1', 'JobAssignmentChanged', '2026-03-05T16:00:00.000Z', {
        jobAssignmentId: 'a1',
        changes: { contactId: 'tom' },
      }),
      onJob('j1', 'JobAssignmentChanged', '2026-03-05T16:00:00.000Z', {
        jobAssignmentId: 'a2',
        changes: { notifyOnly: false },
      }),
    ]);
    expect(flags.map((f) => [f.departmentId, f.contactId, f.hours, f.refinish, f.jobClassId, f.hat])).toEqual([
      ['dep-EST', null, 14.5, 6, 'medium', 'RO-2000'],
      ['dep-BODY', 'tom', 14.5, 6, 'medium', 'RO-2000'],
      ['dep-PAINT', 'aisha', 14.5, 6, 'medium', 'RO-2000'],
    ]);
    const unassigned = flagsAfter([
      ...example,
      onJob('j1', 'JobUnassigned', '2026-03-05T16:00:00.000Z', { jobAssignmentId: 'a1' }),
    ]);
    expect(unassigned.flags.find((f) => f.departmentId === 'dep-BODY')?.contactId).toBeNull();
    // The empty id is nobody.
    const nobody = flagsAfter([
      created('j2'),
      assign('j2', 'b1', 'EST', '00000000-0000-0000-0000-000000000000'),
      move('j2', 'BODY', '2026-03-02T18:00:00.000Z'),
    ]);
    expect(nobody.flags[0]?.contactId).toBeNull();
  });

  it('drops the flags of a voided job and brings them back when it is reopened', () => {
    const voided = flagsAfter([...example, onJob('j1', 'JobVoided', '2026-03-05T16:00:00.000Z', { closeDate: 'x' })]);
    expect(voided.flags).toEqual([]);
    const reopened = flagsAfter([
      ...example,
      onJob('j1', 'JobVoided', '2026-03-05T16:00:00.000Z', { closeDate: 'x' }),
      onJob('j1', 'JobReopened', '2026-03-05T17:00:00.000Z'),
    ]);
    expect(reopened.flags).toHaveLength(3);
    const archived = flagsAfter([
      ...example,
      onJob('j1', 'JobArchived', '2026-03-05T16:00:00.000Z', { closeDate: 'x' }),
    ]);
    expect(archived.flags).toHaveLength(3);
  });

  it('keeps the Job Complete and Delivered days the ready and delivered hours are read by', () => {
    const { jobs } = flagsAfter([
      created('j1'),
      onJob('j1', 'JobInformationChanged', '2026-03-04T16:00:00.000Z', {
        changes: { dateReady: '2026-03-04T00:00:00' },
      }),
      onJob('j1', 'JobInformationChanged', '2026-03-05T16:00:00.000Z', {
        changes: { datePickup: '2026-03-05T00:00:00' },
      }),
    ]);
    jobs.thenMatches({
      id: 'j1',
      locationShortName: 'BAYVIEW',
      hours: 12,
      dateReady: '2026-03-04T00:00:00',
      datePickup: '2026-03-05T00:00:00',
      roState: 2,
    });
  });

  it('writes nothing for the facts it does not read, and nothing for streams that are not jobs', () => {
    const events = recorded([
      created('j1'),
      onJob('j1', 'JobNoteAdded', '2026-03-02T17:00:00.000Z', { jobHistoryId: 'n1', notes: 'hi', noteCategoryId: 'c' }),
      onJob('j1', 'JobInformationChanged', '2026-03-02T17:00:00.000Z', { changes: { clientName: 'Lee' } }),
      move('j1', 'EST', '2026-03-02T18:00:00.000Z', 'BAY1'),
      onJob('unknown', 'JobArchived', '2026-03-02T18:00:00.000Z', { closeDate: 'x' }),
      { ...created('x'), streamId: 'departments-BAYVIEW', type: 'DepartmentRenamed' },
    ]);
    const model = projectInMemory(leaderboardProjector, events.slice(0, 1));
    for (const event of events.slice(1)) expect(leaderboardProjector.apply(event, model.get)).toEqual([]);
    expect(leaderboardProjector.keys(events[5])).toEqual([]);
  });
});

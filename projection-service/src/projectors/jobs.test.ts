import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { describe, expect, it } from 'vitest';
import { jobCreated } from '../testing/events.ts';
import { type GivenEvent, given as givenEvents } from '../testing/given.ts';
import { jobsProjector } from './jobs.ts';

const given = (events: GivenEvent[]) => givenEvents(jobsProjector, jobsModel, events);
const move = (to: string, at: string, sub: string | null = null): GivenEvent => ({
  streamId: 'job-j1',
  type: 'JobMovedToDepartment',
  at,
  data: {
    jobAdminId: 'j1',
    fromDepartmentShortName: 'X',
    toDepartmentShortName: to,
    toDepartmentId: `dep-${to}`,
    toSubdepartmentShortName: sub,
  },
});

describe('jobs read model', () => {
  it('holds a created job with its first department stay open', () => {
    const created = given([{ ...jobCreated('j1'), at: '2026-03-02T15:00:00.000Z' }]);
    created.thenMatches({
      id: 'j1',
      jobAdminId: 'j1',
      locationShortName: 'BAYVIEW',
      departmentShortName: 'EST',
      departmentEnteredAt: '2026-03-02T15:00:00.000Z',
      priority: 0,
      roState: 2,
      grandTotal: 1200,
      version: 0,
    });
    expect(created.document('j1')?.departmentCycle).toMatchObject([
      { departmentShortName: 'EST', dateTimeIn: '2026-03-02T15:00:00.000Z', dateTimeOut: null, cycleTime: null },
    ]);
  });

  it('closes a department stay with its cycle time when the job moves, and opens the next', () => {
    const moved = given([
      { ...jobCreated('j1'), at: '2026-03-02T15:00:00.000Z' },
      move('BODY', '2026-03-02T19:30:00.000Z', 'BAY1'),
      move('PAINT', '2026-03-03T19:30:00.000Z'),
    ]);
    moved.thenMatches({
      id: 'j1',
      departmentShortName: 'PAINT',
      departmentId: 'dep-PAINT',
      departmentEnteredAt: '2026-03-03T19:30:00.000Z',
      version: 2,
    });
    expect(moved.document('j1')?.departmentCycle).toMatchObject([
      { departmentShortName: 'EST', dateTimeOut: '2026-03-02T19:30:00.000Z', cycleTime: 4.5 },
      {
        departmentShortName: 'BODY',
        subdepartmentShortName: 'BAY1',
        dateTimeIn: '2026-03-02T19:30:00.000Z',
        cycleTime: 24,
      },
      { departmentShortName: 'PAINT', dateTimeOut: null, cycleTime: null },
    ]);
  });

  it('drops the priority when the job leaves its department, keeps it when only the subdepartment changes', () => {
    given([
      jobCreated('j1'),
      { streamId: 'job-j1', type: 'JobPrioritised', data: { jobAdminId: 'j1', priority: 1 } },
      move('EST', '2026-03-02T19:00:00.000Z', 'BAY1'),
    ]).thenMatches({ id: 'j1', priority: 1, subdepartmentShortName: 'BAY1' });
    given([
      jobCreated('j1'),
      { streamId: 'job-j1', type: 'JobPrioritised', data: { jobAdminId: 'j1', priority: 1 } },
      move('BODY', '2026-03-02T19:00:00.000Z'),
    ]).thenMatches({ id: 'j1', priority: 0, departmentShortName: 'BODY' });
  });

  it('applies form changes, scheduled out, priority and badge states', () => {
    given([
      jobCreated('j1'),
      {
        streamId: 'job-j1',
        type: 'JobInformationChanged',
        data: { jobAdminId: 'j1', changes: { color: 'Red', subTotal: 999 } },
      },
      {
        streamId: 'job-j1',
        type: 'JobScheduledOutChanged',
        data: { jobAdminId: 'j1', scheduledOut: '2026-03-10T00:00:00' },
      },
      { streamId: 'job-j1', type: 'JobPrioritised', data: { jobAdminId: 'j1', priority: 2 } },
      { streamId: 'job-j1', type: 'BadgeStateChanged', data: { jobAdminId: 'j1', badgeId: 'b1', state: 2 } },
      { streamId: 'job-j1', type: 'BadgeStateChanged', data: { jobAdminId: 'j1', badgeId: 'b1', state: 5 } },
    ]).thenMatches({
      id: 'j1',
      color: 'Red',
      subTotal: 999,
      grandTotal: 999,
      scheduledOut: '2026-03-10T00:00:00',
      priority: 2,
      badges: [{ badgeId: 'b1', state: 5 }],
      version: 5,
    });
  });

  it('archives, voids and reopens', () => {
    const closing = (type: 'JobArchived' | 'JobVoided'): GivenEvent => ({
      streamId: 'job-j1',
      type,
      data: { jobAdminId: 'j1', closeDate: '2026-03-05T00:00:00.000Z' },
    });
    given([jobCreated('j1'), closing('JobArchived')]).thenMatches({
      id: 'j1',
      roState: 3,
      closeDate: '2026-03-05T00:00:00.000Z',
    });
    given([jobCreated('j1'), closing('JobVoided')]).thenMatches({ id: 'j1', roState: 4 });
    given([
      jobCreated('j1'),
      closing('JobVoided'),
      { streamId: 'job-j1', type: 'JobReopened', data: { jobAdminId: 'j1' } },
    ]).thenMatches({ id: 'j1', roState: 2, closeDate: null });
  });

  it('ignores events of other streams', () => {
    expect(given([{ streamId: 'user-1', type: 'UserRegistered', data: { userId: '1' } }]).all()).toEqual([]);
  });
});

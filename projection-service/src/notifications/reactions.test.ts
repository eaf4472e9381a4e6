import { notificationJob } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { recorded } from '../testing/events.ts';
import { notificationReactor } from './reactions.ts';

describe('the notifications process manager', () => {
  it('queues one notification per department entry, badge state and assignment someone is told of', () => {
    const assigned = { jobAdminId: 'j1', jobAssignmentId: 'a1', departmentId: 'd2', contactId: 'c1' };
    const events = recorded([
      {
        streamId: 'job-j1',
        type: 'JobMovedToDepartment',
        data: {
          jobAdminId: 'j1',
          fromDepartmentShortName: 'BODY',
          toDepartmentShortName: 'PAINT',
          toDepartmentId: 'd2',
          subdepartmentShortName: null,
        },
      },
      {
        streamId: 'job-j1',
        type: 'BadgeStateChanged',
        data: { jobAdminId: 'j1', badgeId: 'b1', state: 4, badgeDescription: 'Parts', stateDescription: 'Critical' },
      },
      { streamId: 'job-j1', type: 'JobAssigned', data: { ...assigned, doNotify: true, notifyOnly: false } },
      { streamId: 'job-j1', type: 'JobAssigned', data: { ...assigned, doNotify: false, notifyOnly: true } },
      { streamId: 'job-j1', type: 'JobAssigned', data: { ...assigned, doNotify: false, notifyOnly: false } },
      { streamId: 'job-j1', type: 'JobPrioritised', data: { jobAdminId: 'j1', priority: 1 } },
    ]);
    const at = (n: number) => ({
      eventId: `event-${n}`,
      position: n,
      version: n - 1,
      at: events[n - 1].metadata.at,
      locationShortName: 'BAYVIEW',
      jobAdminId: 'j1',
    });
    expect(events.flatMap((e) => notificationReactor.workFor(e))).toEqual([
      {
        name: notificationJob,
        data: { ...at(1), kind: 'departmentEntered', departmentId: 'd2' },
        jobId: 'notify-event-1',
      },
      {
        name: notificationJob,
        data: { ...at(2), kind: 'badgeStateChanged', badgeId: 'b1', state: 4 },
        jobId: 'notify-event-2',
      },
      {
        name: notificationJob,
        data: { ...at(3), kind: 'assigned', contactId: 'c1', departmentId: 'd2' },
        jobId: 'notify-event-3',
      },
      {
        name: notificationJob,
        data: { ...at(4), kind: 'assigned', contactId: 'c1', departmentId: 'd2' },
        jobId: 'notify-event-4',
      },
    ]);
  });
});

import type { JobAdmin } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { assignmentsOf } from './folder.ts';
import type { Lookups } from './lookups.ts';

const stay = (departmentId: string, dateTimeIn: string, dateTimeOut: string | null) => ({
  departmentCycleId: `${departmentId}-${dateTimeIn}`,
  departmentId,
  departmentShortName: departmentId.toUpperCase(),
  subdepartmentShortName: null,
  dateTimeIn,
  dateTimeOut,
  cycleTime: null,
});
const goal = { jobClassId: 'light', days: 0, hours: 10, minutes: 55 };
const lookups = {
  departments: [
    { departmentId: 'body', laborType: 0, laborPercent: 0, jobClassCycles: [goal] },
    { departmentId: 'paint', laborType: 1, laborPercent: 0, jobClassCycles: [goal] },
  ],
  contacts: [],
} as unknown as Lookups;
const row = (departmentId: string) => ({
  jobAssignmentId: `a-${departmentId}`,
  departmentId,
  contactId: 'c1',
  doNotify: false,
  notifyOnly: false,
});

describe('folder assignments', () => {
  it('gives no efficiency for the department a job has just entered, and one for a finished stay', () => {
    const job = {
      jobClassId: 'light',
      hours: 10,
      refinish: 4,
      departmentCycle: [
        stay('body', '2026-03-02T08:00:00.000Z', '2026-03-02T14:00:00.000Z'),
        stay('paint', '2026-03-02T14:00:00.000Z', null),
      ],
    } as unknown as JobAdmin;
    const doc = { id: 'j1', jobAssignments: [row('body'), row('paint')] };
    const [body, paint] = assignmentsOf(doc, job, lookups, new Date('2026-03-02T14:06:00.000Z'));
    expect(body).toMatchObject({ cycleTime: 6, cycleGoal: 10.92, efficiency: 182 });
    // Six minutes into Paint: 10.92 h over 0.1 h read 10920%.
    expect(paint).toMatchObject({ cycleTime: 0.1, cycleGoal: 10.92, efficiency: null });
    const later = assignmentsOf(doc, job, lookups, new Date('2026-03-03T03:39:00.000Z'));
    expect(later[1]).toMatchObject({ cycleTime: 13.65, efficiency: 80 });
  });
});

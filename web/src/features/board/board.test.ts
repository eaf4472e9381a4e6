import { type Department, EMPTY_ID, type JobAdmin } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import {
  assigneeName,
  buildColumns,
  departmentHours,
  elapsedText,
  hoursLabel,
  hoursText,
  jobLabel,
  moneyText,
  vehicleText,
  withJobMoved,
} from './board.ts';

function department(shortName: string, sortOrder: number): Department {
  return {
    departmentId: `dep-${shortName}`,
    shortName,
    name: shortName.toUpperCase(),
    description: '',
    displayColor: '#000000',
    fontColor: '#ffffff',
    sortOrder,
    isActive: true,
    deletedAt: null,
    isWip: true,
    isMilestone: false,
    laborType: 0,
    laborPercent: 100,
    subdepartments: [],
  };
}

function job(jobAdminId: string, departmentShortName: string, extra: Partial<JobAdmin> = {}): JobAdmin {
  return {
    jobAdminId,
    jobAdminInt: 1000,
    locationShortName: 'MAIN',
    departmentShortName,
    departmentId: `dep-${departmentShortName}`,
    departmentName: departmentShortName.toUpperCase(),
    subdepartmentShortName: null,
    departmentEnteredAt: '2025-03-03T08:00:00.000Z',
    jobClassName: 'Standard',
    jobClass: { displayColor: '#336699' },
    group: null,
    roState: 2,
    priority: 0,
    closeDate: null,
    grandTotal: 0,
    fileName: '',
    badges: [],
    jobAssignments: [],
    departmentCycle: [],
    createdAt: '2025-03-01T08:00:00.000Z',
    version: 1,
    hat: '',
    clientName: 'Pat Doe',
    clientCellular: '(555) 123-4567',
    clientEmail: '',
    clientPhone: '',
    clientAddress1: '',
    clientAddress2: '',
    clientCity: '',
    clientSubdivision: '',
    clientPostalCode: '',
    clientCountry: '',
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    color: 'Silver',
    style: '',
    vin: '',
    description: '',
    groupShortName: null,
    jobClassId: 'class-1',
    hours: 0,
    refinish: 0,
    subTotal: 0,
    isException: false,
    sendTextUpdates: false,
    isTotalLoss: false,
    scheduledIn: null,
    scheduledOut: null,
    dateTowIn: null,
    repairStart: null,
    dateReady: null,
    datePickup: null,
    ...extra,
  };
}

describe('departmentHours', () => {
  it('adds the hours of open and estimate jobs and leaves out archived (3) and void (4)', () => {
    const jobs = [
      job('a', 'body', { hours: 10.25, roState: 2 }),
      job('b', 'body', { hours: 2, roState: 1 }),
      job('c', 'body', { hours: 100, roState: 3 }),
      job('d', 'body', { hours: 50, roState: 4 }),
    ];
    expect(departmentHours(jobs)).toBe(12.3);
  });

  it('is 0 for no jobs and labels with one decimal', () => {
    expect(departmentHours([])).toBe(0);
    expect(hoursLabel(0)).toBe('0.0 HRS');
    expect(hoursLabel(12.3)).toBe('12.3 HRS');
  });
});

describe('buildColumns', () => {
  const departments = [department('estimate', 0), department('body', 1), department('paint', 2)];

  it('makes one column per department in order and keeps the server order of jobs inside each', () => {
    const jobs = [
      job('p1', 'paint', { priority: 1, hours: 3 }),
      job('b1', 'body', { priority: 2, hours: 4 }),
      job('p2', 'paint', { hours: 1.5 }),
      job('b2', 'body'),
      job('x', 'gone'),
    ];
    const columns = buildColumns(departments, jobs);
    expect(columns.map((c) => c.department.shortName)).toEqual(['estimate', 'body', 'paint']);
    expect(columns.map((c) => c.jobs.map((j) => j.jobAdminId))).toEqual([[], ['b1', 'b2'], ['p1', 'p2']]);
    expect(columns.map((c) => c.hours)).toEqual([0, 4, 4.5]);
  });

  it('totals the subtotal per column', () => {
    const columns = buildColumns(departments, [
      job('a', 'body', { subTotal: 1000.5 }),
      job('b', 'body', { subTotal: 20 }),
    ]);
    expect(columns[1].subTotal).toBe(1020.5);
    expect(moneyText(columns[1].subTotal)).toBe('$1,020.50');
  });
});

describe('withJobMoved', () => {
  it('puts the job in the new department from now, leaving the others alone', () => {
    const jobs = [job('a', 'body'), job('b', 'body')];
    const moved = withJobMoved(jobs, 'a', department('paint', 2), '2025-03-04T10:00:00.000Z');
    expect(moved[0]).toMatchObject({
      departmentShortName: 'paint',
      departmentId: 'dep-paint',
      departmentName: 'PAINT',
      departmentEnteredAt: '2025-03-04T10:00:00.000Z',
    });
    expect(moved[1]).toBe(jobs[1]);
    expect(jobs[0].departmentShortName).toBe('body');
  });
});

describe('card texts', () => {
  it('writes the vehicle as year make model, without a 0 year', () => {
    expect(vehicleText({ year: 2019, make: 'Honda', model: 'Civic' })).toBe('2019 Honda Civic');
    expect(vehicleText({ year: 0, make: 'Ford', model: 'F-150' })).toBe('Ford F-150');
    expect(vehicleText({ year: 2021, make: '', model: 'Model 3' })).toBe('2021 Model 3');
  });

  it('writes hours as TTL with R only when there are refinish hours', () => {
    expect(hoursText({ hours: 12.5, refinish: 0 })).toBe('TTL 12.5');
    expect(hoursText({ hours: 12, refinish: 3.5 })).toBe('TTL 12.0 R 3.5');
  });

  it('names the job by Job ID, else by number', () => {
    expect(jobLabel({ hat: 'RO-77', jobAdminInt: 1001 })).toBe('RO-77');
    expect(jobLabel({ hat: '', jobAdminInt: 1001 })).toBe('#1001');
  });

  it("finds the assignee of the job's current department only", () => {
    const assignment = (departmentId: string, name: string, extra = {}) => ({
      jobAssignmentId: `${departmentId}-${name}`,
      departmentId,
      contactId: `contact-${name}`,
      name,
      doNotify: true,
      notifyOnly: false,
      ...extra,
    });
    const base = { departmentId: 'dep-body' };
    expect(
      assigneeName({ ...base, jobAssignments: [assignment('dep-paint', 'Ana'), assignment('dep-body', 'Bo')] }),
    ).toBe('Bo');
    expect(assigneeName({ ...base, jobAssignments: [assignment('dep-body', 'Cy', { notifyOnly: true })] })).toBe(
      undefined,
    );
    expect(
      assigneeName({ ...base, jobAssignments: [assignment('dep-body', 'No Assignee', { contactId: EMPTY_ID })] }),
    ).toBe(undefined);
    expect(assigneeName({ ...base, jobAssignments: [] })).toBe(undefined);
  });
});

describe('elapsedText', () => {
  const since = '2025-03-01T08:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts days, hours and minutes', () => {
    expect(elapsedText(since, at('2025-03-03T11:15:59.000Z'))).toBe('2d 3h 15m');
    expect(elapsedText(since, at('2025-03-01T08:59:00.000Z'))).toBe('0d 0h 59m');
    expect(elapsedText(since, at('2025-03-11T08:00:00.000Z'))).toBe('10d 0h 0m');
  });

  it('never goes below zero and reads an unknown start as zero', () => {
    expect(elapsedText(since, at('2025-03-01T07:00:00.000Z'))).toBe('0d 0h 0m');
    expect(elapsedText('', at('2025-03-01T07:00:00.000Z'))).toBe('0d 0h 0m');
  });
});

import { describe, expect, it } from 'vitest';
import { addBusinessDays, dayInZone, instantOfWallTime, wallTimeInZone } from './dates.ts';
import { archiveIssues } from './jobs/archive.ts';
import { dateMessages, jobDateErrors, scheduledOnOrAfter } from './jobs/job-dates.ts';
import { createJobSchema, jobMessages } from './jobs/job-fields.ts';
import { capacityPercent, cycleDays, efficiency, goalHours, isInDepartment, touchTime } from './jobs/metrics.ts';
import { allows, Level, permissionsFromRoles } from './permissions.ts';
import { formatPhone, pastedPhone, phonePattern } from './phone.ts';
import { parseHours, parseMoney } from './validation.ts';

describe('job metrics', () => {
  const job = {
    dateTowIn: '2026-03-02T00:00:00',
    repairStart: '2026-03-04T00:00:00',
    dateReady: '2026-03-09T00:00:00',
    datePickup: '2026-03-10T00:00:00',
  };
  it('counts lead, production, lag and key-to-key days from the date pairs', () => {
    expect(cycleDays(job)).toEqual({ lead: 2, production: 5, lag: 1, k2k: 8 });
    expect(cycleDays({ ...job, datePickup: null })).toEqual({ lead: 2, production: 5, lag: null, k2k: null });
  });
  it('divides hours by days for touch time, a same-day span counting as one day', () => {
    expect(touchTime(20, 8)).toBe(2.5);
    expect(touchTime(7, 0)).toBe(7);
    expect(touchTime(10, 3)).toBe(3.33);
    expect(touchTime(10, null)).toBeNull();
  });
  it('gives efficiency as goal over actual and goals in hours', () => {
    expect(efficiency(10, 8)).toBe(125);
    expect(efficiency(null, 8)).toBeNull();
    expect(efficiency(10, 0)).toBeNull();
    expect(goalHours({ days: 1, hours: 2, minutes: 30 })).toBe(26.5);
  });
  it('gives no efficiency for a stay in progress until it reaches the goal, then at most 100', () => {
    // The defect: a job six minutes into a department with a 10.917 h goal read 10917%.
    expect(efficiency(10.917, 0.1)).toBe(10917);
    expect(efficiency(10.917, 0.1, true)).toBeNull();
    expect(efficiency(10, 9.99, true)).toBeNull();
    expect(efficiency(10, 10, true)).toBe(100);
    expect(efficiency(10, 12.5, true)).toBe(80);
    expect(efficiency(null, 12.5, true)).toBeNull();
  });
  it('tells whether the job is in a department from its open stay there', () => {
    const cycles = [
      { departmentId: 'body', dateTimeOut: '2026-03-02T10:00:00Z' },
      { departmentId: 'paint', dateTimeOut: null },
    ];
    expect(isInDepartment(cycles, 'paint')).toBe(true);
    expect(isInDepartment(cycles, 'body')).toBe(false);
    expect(isInDepartment(cycles, 'detail')).toBe(false);
  });
  it('gives capacity percentage, 0 for an empty total', () => {
    expect(capacityPercent(3, 8)).toBe(38);
    expect(capacityPercent(3, 0)).toBe(0);
  });
});

describe('dates', () => {
  it('finds the first day from a day on that the class is scheduled, over a week, a month and a year end', () => {
    const weekdays = [0, 3, 3, 3, 3, 3, 0];
    expect(scheduledOnOrAfter(weekdays, '2026-11-27')).toBe('2026-11-27');
    expect(scheduledOnOrAfter(weekdays, '2026-11-28')).toBe('2026-11-30');
    expect(scheduledOnOrAfter([0, 0, 0, 0, 0, 0, 1], '2026-12-27')).toBe('2027-01-02');
    expect(scheduledOnOrAfter([2, 0, 0, 0, 0, 0, 0], '2027-01-31')).toBe('2027-01-31');
    expect(() => scheduledOnOrAfter([0, 0, 0, 0, 0, 0, 0], '2026-11-28')).toThrow();
  });
  it('adds business days over weekends', () => {
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-02', 5)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-02', 0)).toBe('2026-03-02');
  });
  it('reads today in the location’s time zone', () => {
    const lateEvening = new Date('2026-03-03T06:30:00Z');
    expect(dayInZone(lateEvening, 'America/Los_Angeles')).toBe('2026-03-02');
    expect(dayInZone(lateEvening, 'Europe/Paris')).toBe('2026-03-03');
  });
  it('reads the shop’s wall clock at an instant, and the instant a wall clock time names', () => {
    const lateEvening = new Date('2026-03-03T06:30:00Z');
    expect(wallTimeInZone(lateEvening, 'America/Los_Angeles')).toBe('2026-03-02T22:30:00');
    expect(wallTimeInZone(new Date('2026-03-03T00:05:09Z'), 'Europe/Paris')).toBe('2026-03-03T01:05:09');
    expect(wallTimeInZone(new Date('2026-11-26T23:30:00Z'), 'Asia/Shanghai')).toBe('2026-11-27T07:30:00');
    expect(instantOfWallTime('2026-03-02T22:30', 'America/Los_Angeles').toISOString()).toBe(lateEvening.toISOString());
    expect(instantOfWallTime('2026-07-01T12:00:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-01T19:00:00.000Z',
    );
    // Clocks go forward at 2:00 on 2026-03-08 there: 2:30 is read an hour on, as 3:30. 1:30 on 2026-11-01, and
    // 2:30 on 2026-10-25 in Paris, come twice: the first.
    expect(instantOfWallTime('2026-03-08T02:30', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(instantOfWallTime('2026-11-01T01:30', 'America/Los_Angeles').toISOString()).toBe('2026-11-01T08:30:00.000Z');
    expect(instantOfWallTime('2026-10-25T02:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
  it('holds the date chain and the today rules, sparing saved values', () => {
    const none = {
      scheduledIn: null,
      dateTowIn: null,
      repairStart: null,
      dateReady: null,
      scheduledOut: null,
      datePickup: null,
    };
    const ctx = { today: '2026-03-02', creating: false };
    expect(jobDateErrors({ ...none, dateReady: '2026-03-05T00:00:00' }, ctx)).toContainEqual({
      field: 'dateReady',
      message: dateMessages.completeNeeds,
    });
    expect(jobDateErrors({ ...none, datePickup: '2026-03-05T00:00:00' }, ctx)).toEqual([
      { field: 'datePickup', message: dateMessages.deliveredNeedsArrival },
    ]);
    expect(
      jobDateErrors({ ...none, dateTowIn: '2026-03-03T00:00:00', datePickup: '2026-03-05T00:00:00' }, ctx),
    ).toEqual([]);
    expect(jobDateErrors({ ...none, dateTowIn: '2026-03-01T00:00:00' }, ctx)).toEqual([
      { field: 'dateTowIn', message: dateMessages.arrivalPast },
    ]);
    expect(
      jobDateErrors(
        { ...none, dateTowIn: '2026-03-01T00:00:00' },
        { ...ctx, saved: { dateTowIn: '2026-03-01T00:00:00' } },
      ),
    ).toEqual([]);
    expect(
      jobDateErrors({ ...none, dateTowIn: '2026-03-03T00:00:00', repairStart: '2026-03-02T00:00:00' }, ctx),
    ).toEqual([{ field: 'repairStart', message: dateMessages.startBeforeArrival }]);
    expect(
      jobDateErrors({ ...none, scheduledIn: '2026-03-05T00:00:00', scheduledOut: '2026-03-04T00:00:00' }, ctx),
    ).toEqual([{ field: 'scheduledOut', message: dateMessages.scheduledOutBeforeIn }]);
    expect(
      jobDateErrors(
        {
          ...none,
          dateTowIn: '2026-03-02T00:00:00',
          dateReady: '2026-03-04T00:00:00',
          datePickup: '2026-03-03T00:00:00',
          repairStart: '2026-03-02T00:00:00',
        },
        ctx,
      ),
    ).toEqual([{ field: 'datePickup', message: dateMessages.deliveredBeforeComplete }]);
  });
});

describe('job fields', () => {
  const base = { clientName: 'A', clientCellular: '5105550101', jobClassId: 'c' };
  it('applies the defaults of a new job', () => {
    expect(createJobSchema.parse(base)).toMatchObject({
      roState: 2,
      isException: false,
      refinish: 0,
      isTotalLoss: false,
      year: 0,
      estimateId: null,
    });
  });
  it('reads form text for hours, totals and year', () => {
    expect(createJobSchema.parse({ ...base, hours: '12.46', subTotal: '1,234.50', year: '' })).toMatchObject({
      hours: 12.5,
      subTotal: 1234.5,
      year: 0,
    });
    const bad = createJobSchema.safeParse({ ...base, hours: '-1', subTotal: '1,23', year: '0999' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(
      [jobMessages.hoursInvalid, jobMessages.totalInvalid, jobMessages.yearInvalid].sort(),
    );
  });
  it('parses money and hours as the form types them', () => {
    expect(parseMoney('12,345.6')).toBe(12345.6);
    expect(parseMoney('12.345')).toBeUndefined();
    expect(parseHours('3.')).toBe(3);
    expect(parseHours('-3')).toBeUndefined();
  });
  it('knows a phone number and formats it', () => {
    expect(phonePattern.test('(510) 555-0101')).toBe(true);
    expect(phonePattern.test('+1 510.555.0101')).toBe(true);
    expect(phonePattern.test('555-0101')).toBe(false);
    expect(formatPhone('15105550101')).toBe('(510) 555-0101');
  });
  it('takes a pasted phone number whole or not at all', () => {
    expect(pastedPhone('+1 416-555-9999')).toBe('(416) 555-9999');
    expect(pastedPhone('416.555.9999')).toBe('(416) 555-9999');
    expect(pastedPhone('+44 20 7946 0958')).toBeNull();
    expect(pastedPhone('555-9999')).toBeNull();
    expect(pastedPhone('24165559999')).toBeNull();
  });
});

describe('archive issues', () => {
  it('lists outstanding tasks, zero hours, zero total and each empty date by name', () => {
    expect(
      archiveIssues({
        outstandingTasks: 3,
        hours: 0,
        subTotal: 0,
        scheduledIn: null,
        dateTowIn: 'x',
        repairStart: 'x',
        dateReady: 'x',
        scheduledOut: null,
        datePickup: 'x',
      }),
    ).toEqual([
      '3 outstanding tasks',
      'Labor hours are zero',
      'Total is zero',
      'Scheduled In date is empty',
      'Scheduled Out date is empty',
    ]);
  });
});

describe('permissions', () => {
  it('reads role strings into levels, the highest right winning', () => {
    const p = permissionsFromRoles([
      'jobfolder-reader',
      'jobfolder-writer',
      'jobtodolist-completer',
      'dashReader',
      'schedule-writer',
    ]);
    expect(p).toMatchObject({
      jobfolder: Level.write,
      jobtodolist: Level.completeOnly,
      dash: Level.read,
      scheduler: Level.write,
      admin: Level.noAccess,
    });
    expect(Object.values(permissionsFromRoles(['owner'])).every((l) => l === Level.write)).toBe(true);
    expect(permissionsFromRoles(['messaging-reader']).jobmessaging).toBe(Level.read);
    // Auditors: the audit right alone, or with owner and support's every right.
    expect(permissionsFromRoles(['audit-reader'])).toMatchObject({ audit: Level.read, jobfolder: Level.noAccess });
    expect(permissionsFromRoles(['support']).audit).toBe(Level.write);
    expect(permissionsFromRoles(['jobfolder-writer']).audit).toBe(Level.noAccess);
  });
  it('decides what a level allows', () => {
    expect(allows(Level.completeOnly, 'complete')).toBe(true);
    expect(allows(Level.completeOnly, 'write')).toBe(false);
    expect(allows(Level.read, 'read')).toBe(true);
    expect(allows(Level.noAccess, 'read')).toBe(false);
  });
});

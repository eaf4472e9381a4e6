import { describe, expect, it } from 'vitest';
import { RoState } from '../job-state.ts';
import { fieldErrors } from '../validation.ts';
import { departmentHours } from './figures.ts';
import {
  dayStartInZone,
  type LaborDepartment,
  type LaborFlag,
  laborFlagsByAssignee,
  leaderboardRangeSchema,
  leaderboardTotals,
  movingJobs,
  rangeInstants,
  rateFlags,
} from './leaderboard.ts';
import type { ReportJob } from './read-model.ts';

const light = 'light';
const goal = (hours: number) => [{ jobClassId: light, days: 0, hours, minutes: 0 }];
const departments: LaborDepartment[] = [
  { departmentId: 'est', name: 'Estimate', displayColor: '#546e7a', laborType: 0, laborPercent: 0, jobClassCycles: [] },
  {
    departmentId: 'body',
    name: 'Body',
    displayColor: '#1e88e5',
    laborType: 0,
    laborPercent: 50,
    jobClassCycles: goal(10),
  },
  {
    departmentId: 'paint',
    name: 'Paint',
    displayColor: '#d81b60',
    laborType: 1,
    laborPercent: 60,
    jobClassCycles: goal(6),
  },
];
const names = {
  assignee: (id: string) => ({ marco: 'Marco Diaz', aisha: 'Aisha Khan' })[id],
  department: (id: string) => departments.find((d) => d.departmentId === id),
};
const flag = (departmentId: string, contactId: string | null, dateTimeOut: string, cycleHours: number): LaborFlag => ({
  id: `j1042:${departmentId}`,
  locationShortName: 'BAYVIEW',
  jobAdminId: 'j1042',
  jobAdminInt: 1042,
  hat: 'RO-1042',
  departmentId,
  contactId,
  dateTimeOut,
  cycleHours,
  hours: 12,
  refinish: 5,
  jobClassId: light,
});

// The worked example of docs/metrics.md, "Leaderboard".
const example = [
  flag('est', null, '2026-03-02T18:00:00.000Z', 2),
  flag('body', 'marco', '2026-03-03T22:00:00.000Z', 28),
  flag('paint', null, '2026-03-04T04:00:00.000Z', 6),
];

describe('flagged hours', () => {
  it('are the job hours, or its refinish hours in a Refinish department, times the labour percent', () => {
    expect(departmentHours({ hours: 12, refinish: 5 }, { laborType: 0, laborPercent: 50 })).toBe(6);
    expect(departmentHours({ hours: 12, refinish: 5 }, { laborType: 1, laborPercent: 60 })).toBe(3);
    expect(departmentHours({ hours: 12.3, refinish: 5 }, { laborType: 0, laborPercent: 33 })).toBe(4.06);
    expect(departmentHours({ hours: 12, refinish: 5 }, { laborType: 0, laborPercent: 0 })).toBe(0);
  });

  it('leave out the departments that earn none, and rate the rest with their goal for the job class', () => {
    const rated = rateFlags(example, departments);
    expect(rated.map((f) => [f.departmentId, f.flaggedHours, f.goalHours])).toEqual([
      ['body', 6, 10],
      ['paint', 3, 6],
    ]);
    // A department the settings no longer have rates nothing.
    expect(rateFlags([flag('gone', 'marco', '2026-03-03T20:00:00.000Z', 3)], departments)).toEqual([]);
  });
});

describe('leaderboard totals', () => {
  it('add up the worked example', () => {
    const totals = leaderboardTotals(
      { startDate: '2026-03-02', endDate: '2026-03-04' },
      rateFlags(example, departments),
      [{ hours: 12 }],
      [{ hours: 12 }, { hours: 7.5 }],
      names,
    );
    expect(totals).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      flaggedLaborTotal: 9,
      readyLaborTotal: 12,
      deliveredLaborTotal: 19.5,
      // (10 + 6) goal hours over (28 + 6) hours spent.
      efficiency: { efficiency: 47.06, goalHours: 16, cycleHours: 34 },
      assignees: [
        { id: 'marco', name: 'Marco Diaz', displaycolor: null, flaggedLaborTotal: 6, efficiency: 35.71 },
        { id: null, name: 'Unassigned', displaycolor: null, flaggedLaborTotal: 3, efficiency: 100 },
      ],
      departments: [
        { id: 'body', name: 'Body', displaycolor: '#1e88e5', flaggedLaborTotal: 6, efficiency: 35.71 },
        { id: 'paint', name: 'Paint', displaycolor: '#d81b60', flaggedLaborTotal: 3, efficiency: 100 },
      ],
    });
  });

  it('give no efficiency where no flag has a goal, and zeros for an empty range', () => {
    const noGoals = departments.map((d) => ({ ...d, jobClassCycles: [] }));
    const totals = leaderboardTotals(
      { startDate: '2026-03-02', endDate: '2026-03-02' },
      rateFlags(example, noGoals),
      [],
      [],
      names,
    );
    expect(totals.efficiency).toEqual({ efficiency: null, goalHours: 0, cycleHours: 0 });
    expect(totals.assignees.map((a) => a.efficiency)).toEqual([null, null]);
    const empty = leaderboardTotals({ startDate: '2026-03-02', endDate: '2026-03-02' }, [], [], [], names);
    expect(empty).toMatchObject({ flaggedLaborTotal: 0, readyLaborTotal: 0, deliveredLaborTotal: 0 });
    expect(empty.assignees).toEqual([]);
  });
});

describe('flagged hours by assignee', () => {
  it('lists each assignee’s flags by date at the location, the day the shop lived them, Unassigned last', () => {
    const second = { ...flag('body', 'aisha', '2026-03-05T18:00:00.000Z', 9), id: 'j7:body', jobAdminId: 'j7' };
    const report = laborFlagsByAssignee(rateFlags([...example, second], departments), names, 'America/Los_Angeles');
    expect(report.map((a) => [a.name, a.totalFlagged])).toEqual([
      ['Aisha Khan', 6],
      ['Marco Diaz', 6],
      ['Unassigned', 3],
    ]);
    // Paint was left at 04:00 UTC on the 4th: 20:00 on the 3rd in Oakland.
    expect(report[2]?.flags).toEqual([
      {
        jobAdminId: 'j1042',
        hat: 'RO-1042',
        jobAdminInt: 1042,
        description: 'Paint',
        flaggedHours: 3,
        dateTimeOut: '2026-03-04T04:00:00.000Z',
        date: '2026-03-03',
      },
    ]);
  });
});

describe('the range of days read', () => {
  it('spans whole days at the location, over a change of daylight saving time', () => {
    expect(dayStartInZone('2026-03-03', 'America/Los_Angeles').toISOString()).toBe('2026-03-03T08:00:00.000Z');
    // Clocks go forward on 8 March 2026 in California: the day is 23 hours long.
    expect(rangeInstants({ startDate: '2026-03-08', endDate: '2026-03-08' }, 'America/Los_Angeles')).toEqual({
      from: '2026-03-08T08:00:00.000Z',
      to: '2026-03-09T07:00:00.000Z',
    });
    expect(dayStartInZone('2026-07-01', 'Asia/Shanghai').toISOString()).toBe('2026-06-30T16:00:00.000Z');
    expect(dayStartInZone('2026-07-01', 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  const refused = (query: Record<string, unknown>) => {
    const parsed = leaderboardRangeSchema.safeParse(query);
    return parsed.success ? [] : fieldErrors(parsed.error);
  };

  it('takes days, and the spec’s wire dates as their day', () => {
    expect(leaderboardRangeSchema.parse({ startDate: '2026-03-01', endDate: '2026-03-31T00:00:00' })).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(refused({ startDate: '2016-03-01', endDate: '2026-03-01' })).toEqual([]);
  });

  it('refuses what is no day, an end before the start and more than ten years, naming the field', () => {
    expect(refused({ startDate: '2026-02-30', endDate: 'soon' })).toEqual([
      { field: 'startDate', message: 'Start date must be a date (YYYY-MM-DD)' },
      { field: 'endDate', message: 'End date must be a date (YYYY-MM-DD)' },
    ]);
    expect(refused({ endDate: '2026-03-01' })).toEqual([
      { field: 'startDate', message: 'Start date must be a date (YYYY-MM-DD)' },
    ]);
    expect(refused({ startDate: '2026-03-02', endDate: '2026-03-01' })).toEqual([
      { field: 'endDate', message: 'The end date cannot be earlier than the start date' },
    ]);
    expect(refused({ startDate: '2016-03-01', endDate: '2026-03-02' })).toEqual([
      { field: 'endDate', message: 'A date range can span at most 10 years' },
    ]);
  });
});

describe('departures and arrivals', () => {
  const job = (jobAdminInt: number, days: Partial<ReportJob>): ReportJob =>
    ({
      jobAdminId: `j${jobAdminInt}`,
      jobAdminInt,
      hat: jobAdminInt === 7 ? '' : `RO-${jobAdminInt}`,
      clientName: `Client ${jobAdminInt}`,
      jobClassId: light,
      hours: 8.5,
      roState: RoState.open,
      scheduledInOn: null,
      scheduledOutOn: null,
      arrivedOn: null,
      deliveredOn: null,
      ...days,
    }) as ReportJob;
  const week = { startDate: '2026-03-01', endDate: '2026-03-07' };
  const classOf = (id: string) => (id === light ? { name: 'Light', displayColor: '#6aa84f' } : undefined);

  it('are the jobs scheduled or done in the range, each once, by the day they leave or come, then by number', () => {
    const jobs = [
      job(3, { scheduledOutOn: '2026-03-05' }),
      job(2, { scheduledOutOn: '2026-03-09', deliveredOn: '2026-03-04' }),
      job(1, { scheduledOutOn: '2026-03-05', deliveredOn: '2026-03-05' }),
      job(4, { scheduledOutOn: '2026-02-28' }),
      job(5, { scheduledOutOn: '2026-03-02', roState: RoState.void }),
    ];
    // Read from two indexes, a job scheduled and delivered in the range comes twice.
    const departures = movingJobs('departures', [...jobs, ...jobs.slice(2, 3)], week, classOf);
    expect(departures.map((j) => [j.jobAdminInt, j.scheduledOn, j.doneOn])).toEqual([
      [2, '2026-03-09', '2026-03-04'],
      [1, '2026-03-05', '2026-03-05'],
      [3, '2026-03-05', null],
    ]);
    expect(departures[0]).toEqual({
      jobAdminId: 'j2',
      jobAdminInt: 2,
      hat: 'RO-2',
      clientName: 'Client 2',
      jobClass: { name: 'Light', displayColor: '#6aa84f' },
      hours: 8.5,
      scheduledOn: '2026-03-09',
      doneOn: '2026-03-04',
    });
  });

  it('read arrivals by the days scheduled in and arrived, and name a class the settings no longer have as none', () => {
    const arrivals = movingJobs(
      'arrivals',
      [
        job(7, { scheduledInOn: '2026-03-01', jobClassId: 'gone' }),
        job(8, { arrivedOn: '2026-03-07', scheduledOutOn: '2026-03-02' }),
        job(9, { scheduledOutOn: '2026-03-02' }),
      ],
      week,
      classOf,
    );
    expect(arrivals.map((j) => [j.jobAdminInt, j.scheduledOn, j.doneOn, j.jobClass.name])).toEqual([
      [7, '2026-03-01', null, ''],
      [8, null, '2026-03-07', 'Light'],
    ]);
  });
});

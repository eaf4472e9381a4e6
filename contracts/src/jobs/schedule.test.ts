import { describe, expect, it } from 'vitest';
import { filterMessages } from '../reports/filters.ts';
import { dateMessages } from './job-dates.ts';
import {
  dayLoad,
  daysOf,
  rescheduleIssue,
  scheduleDays,
  scheduledOutFor,
  scheduleMessages,
  scheduleRangeSchema,
} from './schedule.ts';

// Sunday..Saturday: none on Sunday, two on weekdays, one on Saturday.
const light = { jobClassId: 'light', capacityByWeekday: [0, 2, 2, 2, 2, 2, 1], allowOvercapacity: false };
const heavy = { jobClassId: 'heavy', capacityByWeekday: [0, 1, 1, 1, 1, 0, 0], allowOvercapacity: false };
const job = (jobClassId: string, scheduledIn: string | null, roState = 2) => ({ jobClassId, scheduledIn, roState });

describe('the schedule’s figures', () => {
  it('counts each class’s jobs scheduled in a day against its capacity for that weekday, voided ones left out', () => {
    // 2026-03-02 is a Monday, 2026-03-07 a Saturday.
    const days = scheduleDays(
      '2026-03-02',
      '2026-03-03',
      [light, heavy],
      [
        job('light', '2026-03-02T00:00:00'),
        job('light', '2026-03-02T00:00:00', 3),
        job('light', '2026-03-02T00:00:00', 4),
        job('heavy', '2026-03-02T00:00:00'),
        job('heavy', '2026-03-02T00:00:00'),
        job('light', '2026-03-04T00:00:00'),
        job('light', null),
      ],
    );
    expect(days).toEqual([
      {
        date: '2026-03-02',
        classes: [
          { jobClassId: 'light', count: 2, capacity: 2, percent: 100 },
          { jobClassId: 'heavy', count: 2, capacity: 1, percent: 200 },
        ],
      },
      {
        date: '2026-03-03',
        classes: [
          { jobClassId: 'light', count: 0, capacity: 2, percent: 0 },
          { jobClassId: 'heavy', count: 0, capacity: 1, percent: 0 },
        ],
      },
    ]);
  });

  it('gives 0 % on a day without capacity, however many jobs it holds', () => {
    const [sunday] = scheduleDays('2026-03-01', '2026-03-01', [light], [job('light', '2026-03-01T00:00:00')]);
    const lightLoad = sunday?.classes[0];
    expect(lightLoad).toEqual({ jobClassId: 'light', count: 1, capacity: 0, percent: 0 });
    expect(lightLoad && dayLoad(lightLoad)).toBe('over');
  });

  it('tells open, full, over and closed apart', () => {
    expect(dayLoad({ count: 1, capacity: 2 })).toBe('open');
    expect(dayLoad({ count: 2, capacity: 2 })).toBe('full');
    expect(dayLoad({ count: 0, capacity: 0 })).toBe('closed');
    expect(dayLoad({ count: 3, capacity: 2 })).toBe('over');
  });

  it('lists a range’s days across a month’s end', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('moving a job to another day', () => {
  it('refuses a weekday the class takes no jobs, whatever it allows, and a full day unless it allows going over', () => {
    expect(rescheduleIssue(light, '2026-03-01', 0)).toBe(dateMessages.scheduledInNoCapacity);
    expect(rescheduleIssue({ ...light, allowOvercapacity: true }, '2026-03-01', 0)).toBe(
      dateMessages.scheduledInNoCapacity,
    );
    expect(rescheduleIssue(light, '2026-03-02', 1)).toBeUndefined();
    expect(rescheduleIssue(light, '2026-03-02', 2)).toBe(scheduleMessages.dayFull);
    expect(rescheduleIssue({ ...light, allowOvercapacity: true }, '2026-03-02', 5)).toBeUndefined();
  });

  it('recalculates scheduled out as the class’s service days in business days', () => {
    // Thursday + 3 business days = Tuesday.
    expect(scheduledOutFor('2025-03-06', { serviceDays: 3 })).toBe('2025-03-11');
    expect(scheduledOutFor('2025-03-06', { serviceDays: 0 })).toBe('2025-03-06');
  });
});

describe('a schedule read’s range', () => {
  const issues = (query: Record<string, string>) => {
    const parsed = scheduleRangeSchema.safeParse(query);
    return parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  };

  it('takes a week or a six-week month grid', () => {
    expect(scheduleRangeSchema.parse({ startDate: '2026-03-01', endDate: '2026-03-07' })).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
    });
    expect(issues({ startDate: '2026-03-01', endDate: '2026-04-11' })).toEqual([]);
  });

  it('refuses days that are none, an end before the start and more than 42 days, naming the field', () => {
    expect(issues({ startDate: '2026-02-30', endDate: '2026-03-07' }).map((i) => i.field)).toEqual(['startDate']);
    expect(issues({ startDate: '2026-03-01' }).map((i) => i.field)).toEqual(['endDate']);
    expect(issues({ startDate: '2026-03-07', endDate: '2026-03-01' })).toEqual([
      { field: 'endDate', message: filterMessages.endBeforeStart },
    ]);
    expect(issues({ startDate: '2026-03-01', endDate: '2026-04-12' })).toEqual([
      { field: 'endDate', message: scheduleMessages.tooLong },
    ]);
  });
});

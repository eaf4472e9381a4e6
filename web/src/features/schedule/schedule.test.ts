import {
  type Appointment,
  type BoardCard,
  dateMessages,
  type Schedule,
  type ScheduleJobClass,
  scheduleDays,
  scheduleMessages,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import {
  appointmentsOn,
  classesShown,
  dropIssue,
  inMonth,
  jobsByDay,
  placeFromParams,
  rangeOf,
  shiftPlace,
  weekStartOf,
  withJobRescheduled,
} from './schedule.ts';

const jobClass = (jobClassId: string, capacity: number[], allowOvercapacity = false): ScheduleJobClass => ({
  jobClassId,
  name: jobClassId,
  displayColor: '#43a047',
  capacityByWeekday: capacity,
  allowOvercapacity,
  serviceDays: 3,
  isActive: true,
});
const light = jobClass('light', [0, 2, 2, 2, 2, 2, 0]);
const heavy = jobClass('heavy', [0, 1, 1, 1, 1, 0, 0], true);
const card = (jobAdminId: string, jobClassId: string, day: string, roState = 2) =>
  ({ jobAdminId, jobClassId, scheduledIn: `${day}T00:00:00`, roState, jobAdminInt: 1 }) as BoardCard;

// 2026-03-02 is a Monday.
function scheduleOf(jobs: BoardCard[]): Schedule {
  const jobClasses = [light, heavy];
  return {
    startDate: '2026-03-01',
    endDate: '2026-03-07',
    jobClasses,
    days: scheduleDays('2026-03-01', '2026-03-07', jobClasses, jobs),
    jobs,
  };
}

describe('the schedule’s place and range', () => {
  it('reads the view and day from the URL, the week of today for what it does not say', () => {
    expect(placeFromParams(new URLSearchParams('view=month&date=2026-05-20'), '2026-03-02')).toEqual({
      view: 'month',
      date: '2026-05-20',
    });
    expect(placeFromParams(new URLSearchParams('view=year&date=2026-02-30'), '2026-03-02')).toEqual({
      view: 'week',
      date: '2026-03-02',
    });
  });

  it('starts a week on Sunday or Monday as the preferences say', () => {
    expect(weekStartOf('2026-03-04', 'sunday')).toBe('2026-03-01');
    expect(weekStartOf('2026-03-04', 'monday')).toBe('2026-03-02');
    expect(weekStartOf('2026-03-01', 'monday')).toBe('2026-02-23');
    expect(rangeOf({ view: 'week', date: '2026-03-04' }, 'sunday')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
    });
  });

  it('shows a month as the whole weeks that hold it, five or six of them', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    expect(rangeOf({ view: 'month', date: '2026-03-15' }, 'sunday')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-04-04',
    });
    expect(rangeOf({ view: 'month', date: '2026-03-15' }, 'monday')).toEqual({
      startDate: '2026-02-23',
      endDate: '2026-04-05',
    });
    // August 2026 needs six weeks from Sunday: the 1st is a Saturday, the 31st a Monday.
    expect(rangeOf({ view: 'month', date: '2026-08-31' }, 'sunday')).toEqual({
      startDate: '2026-07-26',
      endDate: '2026-09-05',
    });
    expect(inMonth('2026-02-28', { view: 'month', date: '2026-03-15' })).toBe(false);
  });

  it('steps a week or a month back and forth', () => {
    expect(shiftPlace({ view: 'week', date: '2026-03-04' }, 1)).toEqual({ view: 'week', date: '2026-03-11' });
    expect(shiftPlace({ view: 'month', date: '2026-01-31' }, 1)).toEqual({ view: 'month', date: '2026-02-01' });
    expect(shiftPlace({ view: 'month', date: '2026-03-31' }, -1)).toEqual({ view: 'month', date: '2026-02-01' });
  });
});

describe('moving a job on the schedule', () => {
  const today = '2026-03-02';

  it('refuses a past day, a weekday the class takes no jobs and a full day, with the server’s words', () => {
    const job = card('j1', 'light', '2026-03-03');
    const schedule = scheduleOf([job, card('a', 'light', '2026-03-04'), card('b', 'light', '2026-03-04')]);
    expect(dropIssue(schedule, job, '2026-03-01', today)).toBe(dateMessages.scheduledInPast);
    expect(dropIssue(schedule, job, '2026-03-07', today)).toBe(dateMessages.scheduledInNoCapacity);
    expect(dropIssue(schedule, job, '2026-03-04', today)).toBe(scheduleMessages.dayFull);
    expect(dropIssue(schedule, job, '2026-03-05', today)).toBeUndefined();
  });

  it('counts neither voided jobs nor the job itself, and lets a class that allows it go over', () => {
    const job = card('j1', 'light', '2026-03-04');
    const schedule = scheduleOf([
      job,
      card('a', 'light', '2026-03-04'),
      card('v', 'light', '2026-03-05', 4),
      card('b', 'light', '2026-03-05'),
      card('h1', 'heavy', '2026-03-05'),
    ]);
    expect(dropIssue(schedule, job, '2026-03-05', today)).toBeUndefined();
    expect(dropIssue(schedule, card('h2', 'heavy', '2026-03-04'), '2026-03-05', today)).toBeUndefined();
  });

  it('shows the job on its new day at once, with the figures of both days counted again', () => {
    const schedule = scheduleOf([card('j1', 'light', '2026-03-03'), card('a', 'light', '2026-03-04')]);
    const moved = withJobRescheduled(schedule, 'j1', '2026-03-04');
    expect(moved.jobs[0]?.scheduledIn).toBe('2026-03-04T00:00:00');
    const lightOn = (date: string) => moved.days.find((d) => d.date === date)?.classes[0];
    expect(lightOn('2026-03-03')).toMatchObject({ count: 0, capacity: 2, percent: 0 });
    expect(lightOn('2026-03-04')).toMatchObject({ count: 2, capacity: 2, percent: 100 });
    expect(jobsByDay(moved.jobs)('2026-03-04', 'light').map((j) => j.jobAdminId)).toEqual(['j1', 'a']);
  });
});

describe('the classes a day lists', () => {
  it('lists every class in a week, and in a month only those that take jobs that day or have some', () => {
    const saturday = itemAt(scheduleOf([card('h', 'heavy', '2026-03-07')]).days, 6);
    expect(classesShown('week', [light, heavy], saturday.classes).map((c) => c.jobClass.jobClassId)).toEqual([
      'light',
      'heavy',
    ]);
    const shown = classesShown('month', [light, heavy], saturday.classes);
    expect(shown.map((c) => [c.jobClass.jobClassId, c.figures.load])).toEqual([['heavy', 'over']]);
  });
});

describe('the appointments a day lists', () => {
  const appointment = (appointmentId: string, startDateTime: string, endDateTime: string) =>
    ({ appointmentId, startDateTime, endDateTime }) as Appointment;

  it('lists an appointment on each day from its start to its end, an end at midnight ending the day before', () => {
    const list = [
      appointment('morning', '2026-03-03T09:00:00', '2026-03-03T10:00:00'),
      appointment('all-day', '2026-03-03T00:00:00', '2026-03-04T00:00:00'),
      appointment('overnight', '2026-03-03T22:00:00', '2026-03-04T08:00:00'),
    ];
    const on = (day: string) => appointmentsOn(list, day).map((a) => a.appointmentId);
    expect(on('2026-03-02')).toEqual([]);
    expect(on('2026-03-03')).toEqual(['morning', 'all-day', 'overnight']);
    expect(on('2026-03-04')).toEqual(['overnight']);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, daysBetween, utcTimeOfWallTime, wallTimeOfUtcTime, weekdayOf } from './dates.ts';

/** What the day arithmetic computes without Dates, worked out with Dates. */
const withDates = {
  addDays(day: string, n: number) {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  },
  weekdayOf: (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay(),
  daysBetween: (a: string, b: string) =>
    Math.round((Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000),
};

describe('day arithmetic', () => {
  it('agrees with Dates on every day of 1896 to 2104 and on the days either side of the years 0 and 9999', () => {
    const days: string[] = [];
    for (let day = '1896-01-01'; day <= '2104-12-31'; day = withDates.addDays(day, 1)) days.push(day);
    days.push('0000-01-01', '0000-03-01', '0001-01-01', '9999-12-30', '9999-12-31');
    const each = (f: (day: string) => unknown) => days.map((day) => `${day} ${f(day)}`);
    expect(each((day) => addDays(day, 1))).toEqual(each((day) => withDates.addDays(day, 1)));
    expect(each((day) => addDays(day, -1))).toEqual(each((day) => withDates.addDays(day, -1)));
    expect(each(weekdayOf)).toEqual(each(withDates.weekdayOf));
    const from = '1970-01-01T00:00:00';
    expect(each((day) => daysBetween(from, day))).toEqual(each((day) => withDates.daysBetween(from, day)));
    expect(addDays('2026-03-11', 400)).toBe(withDates.addDays('2026-03-11', 400));
    expect(addDays('2026-03-11', -4000)).toBe(withDates.addDays('2026-03-11', -4000));
  });

  it('reads what Date.parse reads: a day past the month’s end runs on, anything else is no day', () => {
    for (const day of ['2024-02-30', '2023-02-29', '2026-04-31', '2026-01-31']) {
      expect(addDays(day, 1)).toBe(withDates.addDays(day, 1));
      expect(weekdayOf(day)).toBe(withDates.weekdayOf(day));
      expect(daysBetween('2026-01-01', day)).toBe(withDates.daysBetween('2026-01-01', day));
    }
    for (const text of ['2026-13-01', '2026-00-10', '2026-01-32', '2026-01-00', '2026/01/01', 'x', '', '20260101'])
      expect(daysBetween('2026-01-01', text), text).toBeNaN();
    expect(weekdayOf('2026-13-01')).toBeNaN();
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).not.toThrow();
    expect(addDays('9999-12-31', 1)).toBe(withDates.addDays('9999-12-31', 1));
    expect(daysBetween('2026-03-01T00:00:00', '2026-03-08T00:00:00')).toBe(7);
  });

  it('gives the day of an instant in a time zone as Intl does, across changes of offset of every size', () => {
    const zones = [
      'America/Los_Angeles',
      'Europe/London',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/St_Johns',
      'Pacific/Apia',
      // Turned its clocks back from midnight at 19:30 UTC (2011): the offset changed within a UTC hour, near a day's end.
      'Asia/Tehran',
      'UTC',
    ];
    // Only disagreements are kept: about 1.3 million instants are compared.
    const disagreements: string[] = [];
    for (const timeZone of zones) {
      const intl = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      // Every 7 minutes and 13 seconds over 2011 and 2026 (Samoa skipped 30 December 2011), and around 1900 and 2200.
      const spans: [from: number, to: number][] = [
        [Date.UTC(2011, 0, 1), Date.UTC(2012, 0, 1)],
        [Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)],
        [Date.UTC(1899, 11, 30), Date.UTC(1900, 0, 3)],
        [Date.UTC(2199, 11, 30), Date.UTC(2200, 0, 3)],
      ];
      for (const [from, to] of spans)
        for (let t = from; t < to; t += 433_000) {
          const day = dayInZone(new Date(t), timeZone);
          const expected = intl.format(new Date(t));
          if (day !== expected)
            disagreements.push(`${timeZone} ${new Date(t).toISOString()}: ${day}, Intl ${expected}`);
        }
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(disagreements).toHaveLength(0);
    expect(() => dayInZone(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    // CPU-bound: on a machine busy with other suites it takes far longer than alone.
  }, 180_000);
});

describe('a daily time stored in UTC', () => {
  it('reads as the zone’s wall clock of that day, winter and summer, and goes back to the same UTC time', () => {
    // Oakland: UTC-8 in winter, UTC-7 in summer.
    expect(wallTimeOfUtcTime('14:00', '2026-01-15', 'America/Los_Angeles')).toBe('06:00');
    expect(wallTimeOfUtcTime('14:00', '2026-07-15', 'America/Los_Angeles')).toBe('07:00');
    expect(wallTimeOfUtcTime('02:00', '2026-01-15', 'America/Los_Angeles')).toBe('18:00');
    expect(utcTimeOfWallTime('06:00', '2026-01-15', 'America/Los_Angeles')).toBe('14:00');
    expect(utcTimeOfWallTime('06:00', '2026-07-15', 'America/Los_Angeles')).toBe('13:00');
    expect(utcTimeOfWallTime('18:00', '2026-01-15', 'America/Los_Angeles')).toBe('02:00');
    expect(utcTimeOfWallTime('05:30', '2026-01-15', 'Asia/Kolkata')).toBe('00:00');
  });
});

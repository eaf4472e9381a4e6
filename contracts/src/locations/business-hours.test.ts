import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BusinessWeek, businessHours } from './business-hours.ts';

// Monday to Friday, 14:00–02:00 UTC: the location preferences' defaults.
const weekdays: BusinessWeek = {
  doNotifySunday: false,
  doNotifyMonday: true,
  doNotifyTuesday: true,
  doNotifyWednesday: true,
  doNotifyThursday: true,
  doNotifyFriday: true,
  doNotifySaturday: false,
  notifyStart: '14:00',
  notifyEnd: '02:00',
  timeZone: 'UTC',
};
const everyDay = (start: string, end: string, timeZone = 'UTC'): BusinessWeek => ({
  ...weekdays,
  doNotifySunday: true,
  doNotifySaturday: true,
  notifyStart: start,
  notifyEnd: end,
  timeZone,
});

// 2026-11-23 is a Monday.
describe('business hours', () => {
  it.each([
    [
      'a Monday: its own window to midnight, not the Sunday window that shuts at 02:00',
      '2026-11-23T00:00:00Z',
      '2026-11-24T00:00:00Z',
      10,
    ],
    ['a whole working week, Monday 00:00 to the next Monday 00:00', '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z', 60],
    [
      'Friday noon to Saturday noon: the Friday window runs on past midnight',
      '2026-11-27T12:00:00Z',
      '2026-11-28T12:00:00Z',
      12,
    ],
    ['the weekend: only the tail of Friday’s window', '2026-11-28T00:00:00Z', '2026-11-30T00:00:00Z', 2],
    ['inside one window', '2026-11-24T15:30:00Z', '2026-11-24T16:00:00Z', 0.5],
    ['outside every window', '2026-11-24T03:00:00Z', '2026-11-24T13:00:00Z', 0],
    ['an empty interval', '2026-11-24T15:00:00Z', '2026-11-24T15:00:00Z', 0],
    ['a reversed interval', '2026-11-24T16:00:00Z', '2026-11-24T15:00:00Z', 0],
  ])('%s', (_, from, to, hours) => {
    expect(businessHours(from, to, weekdays)).toBeCloseTo(hours, 9);
  });

  it('a window that does not wrap: 08:00–17:00 on a Tuesday', () => {
    const week = { ...weekdays, notifyStart: '08:00', notifyEnd: '17:00' };
    expect(businessHours('2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z', week)).toBe(9);
  });

  it('equal start and end are a whole day', () => {
    expect(businessHours('2026-11-24T00:00:00Z', '2026-11-26T00:00:00Z', everyDay('00:00', '00:00'))).toBe(48);
  });

  it('a window belongs to the weekday the shop’s clock shows when it opens', () => {
    // 20:00–04:00 UTC is 09:00–17:00 in Auckland (UTC+13 in November): Sunday 20:00 UTC is Monday morning there.
    const auckland = { ...weekdays, notifyStart: '20:00', notifyEnd: '04:00', timeZone: 'Pacific/Auckland' };
    const sunday = ['2026-11-22T00:00:00Z', '2026-11-23T00:00:00Z'] as const;
    expect(businessHours(...sunday, auckland)).toBe(4);
    expect(businessHours(...sunday, { ...auckland, timeZone: 'UTC' })).toBe(0);
    // Friday 20:00 UTC is Saturday in Auckland, a day off.
    expect(businessHours('2026-11-27T00:00:00Z', '2026-11-28T12:00:00Z', auckland)).toBe(4);
  });

  const instant = fc
    .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) })
    .map((ms) => new Date(ms).toISOString());
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const week = fc.record({
    doNotifySunday: fc.boolean(),
    doNotifyMonday: fc.boolean(),
    doNotifyTuesday: fc.boolean(),
    doNotifyWednesday: fc.boolean(),
    doNotifyThursday: fc.boolean(),
    doNotifyFriday: fc.boolean(),
    doNotifySaturday: fc.boolean(),
    notifyStart: time,
    notifyEnd: time,
    timeZone: fc.constantFrom('UTC', 'America/New_York', 'Europe/Bucharest', 'Asia/Shanghai', 'Pacific/Auckland'),
  });

  it('adds up over adjoining intervals and never exceeds the calendar hours', () => {
    fc.assert(
      fc.property(fc.array(instant, { minLength: 3, maxLength: 3 }), week, (instants, w) => {
        const [a, b, c] = instants.sort() as [string, string, string];
        const whole = businessHours(a, c, w);
        expect(whole).toBeCloseTo(businessHours(a, b, w) + businessHours(b, c, w), 6);
        expect(whole).toBeLessThanOrEqual((Date.parse(c) - Date.parse(a)) / 3_600_000 + 1e-9);
        expect(whole).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is the calendar hours when every day is open all day, and nothing when no day is open', () => {
    fc.assert(
      fc.property(instant, instant, time, (x, y, at) => {
        const [from, to] = [x, y].sort() as [string, string];
        const calendar = (Date.parse(to) - Date.parse(from)) / 3_600_000;
        expect(businessHours(from, to, everyDay(at, at))).toBeCloseTo(calendar, 6);
        const closed = { ...everyDay(at, at), doNotifyMonday: false, doNotifyTuesday: false, doNotifyWednesday: false };
        const none = {
          ...closed,
          doNotifyThursday: false,
          doNotifyFriday: false,
          doNotifySaturday: false,
          doNotifySunday: false,
        };
        expect(businessHours(from, to, none)).toBe(0);
      }),
    );
  });
});

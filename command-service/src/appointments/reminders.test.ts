import { defaultLocationPreferences, instantInZone } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import type { NoticeRules } from '../notifications/notices.ts';
import { reminderDueAt, reminderDueFor } from './reminders.ts';

/** Texts go out 8:00 to 18:00 UTC on weekdays (2026-03-02 is a Monday). */
const rules: NoticeRules = {
  ...defaultLocationPreferences,
  enableMessaging: true,
  smsSendPhone: '2535550100',
  timeZone: 'UTC',
  notifyStart: '08:00',
  notifyEnd: '18:00',
};
const at = (iso: string) => new Date(iso);
const due = (start: string, lead: number, now: string, r: NoticeRules = rules) =>
  reminderDueAt(at(start), lead, r, at(now));

describe('when an appointment reminder is due', () => {
  it('is the lead time before the start when the location texts then', () => {
    expect(due('2026-03-04T15:00:00Z', 24 * 60, '2026-03-02T09:00:00Z')).toBe('2026-03-03T15:00:00.000Z');
    expect(due('2026-03-04T15:00:00Z', 60, '2026-03-02T09:00:00Z')).toBe('2026-03-04T14:00:00.000Z');
  });

  it('moves back to the last minute of the notify hours, never into the night', () => {
    // A day before 9:00 is 9:00, within the hours; an hour before 8:30 is 7:30, before them: the evening before.
    expect(due('2026-03-04T08:30:00Z', 60, '2026-03-02T09:00:00Z')).toBe('2026-03-03T17:59:00.000Z');
  });

  it('skips the days the location does not text', () => {
    // Monday 9:00 a day ahead is Sunday 9:00: not a notify day, so Friday's last minute.
    expect(due('2026-03-09T09:00:00Z', 24 * 60, '2026-03-05T09:00:00Z')).toBe('2026-03-06T17:59:00.000Z');
  });

  it('is the first minute the location texts from now when the moment has passed (booked late)', () => {
    expect(due('2026-03-02T16:00:00Z', 24 * 60, '2026-03-02T09:00:30Z')).toBe('2026-03-02T09:00:30.000Z');
    expect(due('2026-03-03T10:00:00Z', 24 * 60, '2026-03-02T19:00:00Z')).toBe('2026-03-03T08:00:00.000Z');
  });

  it('is none when no minute the location texts is left before the start', () => {
    expect(due('2026-03-03T07:00:00Z', 24 * 60, '2026-03-02T19:00:00Z')).toBeNull();
    expect(due('2026-03-02T08:00:00Z', 60, '2026-03-02T09:00:00Z')).toBeNull();
    const never = { ...rules, doNotifyMonday: false, doNotifyTuesday: false, doNotifyWednesday: false };
    expect(
      due('2026-03-04T09:00:00Z', 60, '2026-03-02T09:00:00Z', {
        ...never,
        doNotifyThursday: false,
        doNotifyFriday: false,
      }),
    ).toBeNull();
  });

  it('reads the start on the location’s wall clock, with its lead time', () => {
    const settings = {
      ...rules,
      name: 'Harbor',
      timeZone: 'America/Los_Angeles',
      notifyStart: '00:00',
      notifyEnd: '00:00',
      doNotifySunday: true,
      doNotifySaturday: true,
      appointmentReminderMinutes: 90,
    };
    const dueFor = reminderDueFor(settings as Parameters<typeof reminderDueFor>[0], at('2026-03-02T09:00:00Z'));
    // 10:00 in Los Angeles in March (after the change to summer time on the 8th) is 17:00 UTC.
    expect(instantInZone('2026-03-10T10:00:00', 'America/Los_Angeles').toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(dueFor('2026-03-10T10:00:00')).toBe('2026-03-10T15:30:00.000Z');
  });
});

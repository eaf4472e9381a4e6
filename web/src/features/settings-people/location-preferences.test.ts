import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasActiveRecipient, localToUtcTime, utcToLocalTime } from './location-preferences.ts';

describe('the notification window', () => {
  // Node reads TZ afresh when it changes: the browser's zone, played by Chicago's (UTC-6 in winter, UTC-5 in summer).
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Chicago';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('shows the stored UTC time in the browser’s time of that day and stores it back as UTC', () => {
    const winter = new Date(2026, 0, 15, 12);
    const summer = new Date(2026, 6, 15, 12);
    expect(utcToLocalTime('14:00', winter)).toBe('08:00');
    expect(utcToLocalTime('14:00', summer)).toBe('09:00');
    expect(utcToLocalTime('02:00', winter)).toBe('20:00');
    expect(localToUtcTime('08:00', winter)).toBe('14:00');
    expect(localToUtcTime('20:00', winter)).toBe('02:00');
    expect(localToUtcTime('09:30', summer)).toBe('14:30');
  });

  it('shows nothing for a time that is not HH:mm', () => {
    expect(utcToLocalTime('25:00')).toBe('');
    expect(utcToLocalTime(null)).toBe('');
    expect(localToUtcTime('')).toBe('');
  });
});

describe('the WIP/inventory notification rule', () => {
  const activeAssignees = [{ contactId: 'a' }, { contactId: 'c' }];
  it('needs an active assignee only while the notifications are on', () => {
    expect(hasActiveRecipient({ enableWipInvNotify: false, notifyAssigneeIds: [] }, activeAssignees)).toBe(true);
    expect(hasActiveRecipient({ enableWipInvNotify: true, notifyAssigneeIds: [] }, activeAssignees)).toBe(false);
    // 'b' is no longer active: the server lists only active assignees.
    expect(hasActiveRecipient({ enableWipInvNotify: true, notifyAssigneeIds: ['b'] }, activeAssignees)).toBe(false);
    expect(hasActiveRecipient({ enableWipInvNotify: true, notifyAssigneeIds: ['b', 'a'] }, activeAssignees)).toBe(true);
  });
});

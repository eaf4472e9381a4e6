import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasActiveRecipient, locationTimeOf, storedTimeOf } from './location-preferences.ts';

describe('the notification window', () => {
  // The browser's zone is not the location's: Chicago's browser (UTC-6 in winter) edits Oakland's window.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Chicago';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  const oakland = (today: string) => ({ timeZone: 'America/Los_Angeles', today });

  it('shows the stored UTC time on the location’s clock of its today and stores it back as UTC', () => {
    const winter = oakland('2026-01-15');
    const summer = oakland('2026-07-15');
    expect(locationTimeOf('14:00', winter)).toBe('06:00');
    expect(locationTimeOf('14:00', summer)).toBe('07:00');
    expect(locationTimeOf('02:00', winter)).toBe('18:00');
    expect(storedTimeOf('06:00', winter)).toBe('14:00');
    expect(storedTimeOf('18:00', winter)).toBe('02:00');
    expect(storedTimeOf('06:30', summer)).toBe('13:30');
  });

  it('shows nothing for a time that is not HH:mm', () => {
    expect(locationTimeOf('25:00', oakland('2026-01-15'))).toBe('');
    expect(locationTimeOf(null, oakland('2026-01-15'))).toBe('');
    expect(storedTimeOf('', oakland('2026-01-15'))).toBe('');
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

import { availableRoles, presetRoles } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import {
  levelOf,
  levelsOf,
  permissionAreas,
  sameLevels,
  shownLevel,
  visibleAreas,
  withLevel,
  withLevelsOf,
} from './permissions.ts';

const areas = permissionAreas([
  { role: 'admin', area: 'admin' },
  { role: 'dash', area: 'dash' },
  { role: 'messaging', area: 'messaging' },
]);
const admin = itemAt(areas, 0);
const dash = itemAt(areas, 1);
const messaging = itemAt(areas, 2);
const audit = itemAt(permissionAreas([{ role: 'audit', area: 'audit', readOnly: true }]), 0);

describe('the permission dialog', () => {
  it('reads each area’s level from the role strings, writing over reading', () => {
    expect(levelOf([], admin)).toBe('none');
    expect(levelOf(['admin-reader'], admin)).toBe('read');
    expect(levelOf(['admin-reader', 'admin-writer'], admin)).toBe('write');
    expect(levelOf(['dashReader'], dash)).toBe('read');
    expect(levelOf(['dash-reader'], dash)).toBe('read');
  });

  it('offers No Access and Read Only on the audit line, granting audit-reader', () => {
    expect(audit.label).toBe('Audit History');
    expect(levelsOf(audit)).toEqual(['none', 'read']);
    expect(levelsOf(admin)).toEqual(['none', 'read', 'write']);
    expect(withLevel(['board-writer'], audit, 'read')).toEqual(['board-writer', 'audit-reader']);
    expect(shownLevel(audit, levelOf(['audit-writer'], audit))).toBe('read');
    expect(shownLevel(admin, 'write')).toBe('write');
  });

  it('sets one area and leaves the others’ roles alone', () => {
    const roles = ['dashReader', 'admin-reader', 'board-writer'];
    expect(withLevel(roles, admin, 'write')).toEqual(['dashReader', 'board-writer', 'admin-writer']);
    expect(withLevel(roles, admin, 'none')).toEqual(['dashReader', 'board-writer']);
    expect(withLevel(roles, dash, 'write')).toEqual(['admin-reader', 'board-writer', 'dash-writer']);
    expect(withLevel(['dash-writer'], dash, 'read')).toEqual(['dashReader']);
  });

  it('shows Messaging only where the location has messaging, locked while it is switched off', () => {
    const shown = (location: { enableMessaging: boolean; smsSendPhone: string | null }) =>
      visibleAreas(areas, location).map(({ area, locked }) => `${area.stem}${locked ? ' (locked)' : ''}`);
    expect(shown({ enableMessaging: false, smsSendPhone: null })).toEqual(['admin', 'dash']);
    expect(shown({ enableMessaging: true, smsSendPhone: '5551234567' })).toEqual(['admin', 'dash', 'messaging']);
    expect(shown({ enableMessaging: false, smsSendPhone: '5551234567' })).toEqual([
      'admin',
      'dash',
      'messaging (locked)',
    ]);
    expect(messaging.writer).toBe('messaging-writer');
    expect(areas.map((a) => a.label)).toEqual(['Admin', 'Dashboard', 'Messaging']);
  });

  it('sets every area at once as a preset or another user has it, a locked area and other roles kept', () => {
    const lines = visibleAreas(areas, { enableMessaging: false, smsSendPhone: '5551234567' });
    const roles = ['messaging-writer', 'board-writer', 'admin-writer'];
    const copied = withLevelsOf(roles, lines, ['dashReader', 'admin-reader', 'messaging-reader']);
    // Board is not a line here: kept. Messaging is locked: kept at write.
    expect(copied.sort()).toEqual(['admin-reader', 'board-writer', 'dashReader', 'messaging-writer']);
    expect(sameLevels(copied, lines, ['dashReader', 'admin-reader'])).toBe(true);
    expect(sameLevels(copied, lines, ['dashReader'])).toBe(false);
  });

  it('applies each preset of the contracts to the dialog’s lines, which then read as that preset', () => {
    const every = visibleAreas(permissionAreas(availableRoles), { enableMessaging: true, smsSendPhone: null });
    const technician = withLevelsOf(['dashReader', 'admin-writer'], every, presetRoles('technician'));
    expect(technician.sort()).toEqual(presetRoles('technician').sort());
    expect(sameLevels(technician, every, presetRoles('technician'))).toBe(true);
    expect(sameLevels(technician, every, presetRoles('viewer'))).toBe(false);
    const manager = withLevelsOf([], every, presetRoles('manager'));
    expect(manager.sort()).toEqual(presetRoles('manager').sort());
  });
});

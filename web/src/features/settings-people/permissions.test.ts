import { describe, expect, it } from 'vitest';
import { levelOf, levelsOf, permissionAreas, shownLevel, visibleAreas, withLevel } from './permissions.ts';

const areas = permissionAreas([
  { role: 'admin', area: 'admin' },
  { role: 'dash', area: 'dash' },
  { role: 'messaging', area: 'messaging' },
]);
const [admin, dash, messaging] = areas;
const [audit] = permissionAreas([{ role: 'audit', area: 'audit', readOnly: true }]);

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
});

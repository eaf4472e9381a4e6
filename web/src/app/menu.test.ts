import { permissionsFromRoles } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { isMenuValid, menuFor as menuIn, mobileMenuOf } from './menu.tsx';

const menuFor = (p: Parameters<typeof menuIn>[0], options?: Parameters<typeof menuIn>[2]) =>
  menuIn(p, i18n.getFixedT('en', 'shell'), options);

const disabled = (roles: string[]) => {
  const menu = menuFor(permissionsFromRoles(roles));
  const all = menu.flatMap((item) => [item, ...(item.children ?? [])]);
  return all.filter((i) => i.isDisabled).map((i) => i.label);
};

describe('side menu (spec 3 section 2.3)', () => {
  it('has every entry and the settings sub-groups, in order', () => {
    const menu = menuFor(permissionsFromRoles(['owner']));
    expect(menu.map((i) => i.to)).toEqual([
      '/production',
      '/appointments',
      '/schedule',
      '/dashboard',
      '/reports',
      '/leaderboard',
      '/terminal',
      '/history',
      '/settings',
    ]);
    expect(menu.at(-1)?.children?.map((c) => c.to)).toEqual([
      '/settings/location/information',
      '/settings/contacts/users',
      '/settings/appointments/appointmenttypes',
      '/settings/scheduling/jobclass',
      '/settings/productiondepts/info',
      '/settings/jobs/badges',
      '/settings/messaging/presets',
    ]);
    expect(disabled(['owner'])).toEqual([]);
  });

  it('shows History only with the audit right: none without it, not even disabled', () => {
    const entries = (roles: string[]) => menuFor(permissionsFromRoles(roles)).map((i) => i.to);
    expect(entries(['board-writer', 'jobfolder-writer'])).not.toContain('/history');
    expect(entries(['board-reader', 'audit-reader'])).toContain('/history');
    expect(entries(['support'])).toContain('/history');
  });

  it('closes schedule at scheduler = 1, dashboard and reports at dash = 1, location at admin = 1, messaging at messaging = 1', () => {
    // board-reader alone: no scheduler, dash, admin or messaging right.
    expect(disabled(['board-reader'])).toEqual([
      'Schedule',
      'Dashboard',
      'Reports',
      'Settings',
      'Location',
      'Contacts',
      'Appointments',
      'Scheduling',
      'Departments',
      'Jobs',
      'Messaging',
    ]);
    expect(disabled(['scheduler-reader', 'dashReader', 'admin-reader'])).toEqual(['Messaging']);
    expect(disabled(['messaging-writer', 'dashReader', 'scheduler-reader'])).toEqual([
      'Location',
      'Contacts',
      'Appointments',
      'Scheduling',
      'Departments',
      'Jobs',
    ]);
  });

  it('offers Operations only to those who run Bayline (owners and support), after the terminal', () => {
    expect(menuFor(permissionsFromRoles(['owner'])).map((i) => i.to)).not.toContain('/operations');
    const operator = menuFor(permissionsFromRoles(['support']), { operations: true });
    // Support audits too: History comes between the terminal and Operations.
    expect(operator.map((i) => i.to).slice(-4)).toEqual(['/terminal', '/history', '/operations', '/settings']);
    expect(operator.find((i) => i.to === '/operations')).toMatchObject({ label: 'Operations' });
    expect(isMenuValid(operator)).toBe(true);
    expect(mobileMenuOf(operator).map((i) => i.to)).toEqual(['/production', '/schedule']);
  });

  it('offers production and schedule only on a phone', () => {
    expect(mobileMenuOf(menuFor(permissionsFromRoles(['owner']))).map((i) => i.label)).toEqual([
      'Production',
      'Schedule',
    ]);
  });

  it('finds a broken configuration', () => {
    const menu = menuFor(permissionsFromRoles(['owner']));
    expect(isMenuValid(menu)).toBe(true);
    expect(isMenuValid([])).toBe(false);
    expect(isMenuValid([...menu, { to: '/production', label: 'Again' }])).toBe(false);
    expect(isMenuValid([{ to: 'relative', label: 'Broken' }])).toBe(false);
    expect(isMenuValid([{ to: '/x', label: ' ' }])).toBe(false);
    expect(isMenuValid([{ ...itemAt(menu, 0), children: [{ to: '', label: 'Empty' }] }])).toBe(false);
  });
});

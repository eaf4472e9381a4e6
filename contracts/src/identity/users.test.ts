import { describe, expect, it } from 'vitest';
import { areas, Level, permissionsFromRoles } from '../permissions.ts';
import { availableRoles, policyUserSchema, presetRoles, rolePresets } from './users.ts';

const levelsOf = (roles: string[]) => permissionsFromRoles(roles);
const areasAt = (roles: string[], level: Level) => areas.filter((area) => levelsOf(roles)[area] === level).sort();

describe('role presets of the permission dialog', () => {
  it('give a technician the board, tasks and photos to work and the job to read, nothing of the office', () => {
    const roles = presetRoles('technician');
    expect(areasAt(roles, Level.write)).toEqual(['board', 'jobmedia', 'jobtodolist']);
    expect(areasAt(roles, Level.read)).toEqual(['jobassignments', 'jobfolder', 'jobinformation']);
    expect(levelsOf(roles).admin).toBe(Level.noAccess);
    expect(levelsOf(roles).dash).toBe(Level.noAccess);
  });

  it('give an estimator the jobs, estimates and schedule to write, the settings and dashboard to read', () => {
    const permissions = levelsOf(presetRoles('estimator'));
    for (const area of ['jobfolder', 'jobinformation', 'jobclosing', 'onthefly', 'scheduler', 'board'] as const)
      expect(permissions[area], area).toBe(Level.write);
    expect([permissions.admin, permissions.dash]).toEqual([Level.read, Level.read]);
    expect(presetRoles('estimator')).toContain('dashReader');
    expect([permissions.audit, permissions.messaging]).toEqual([Level.noAccess, Level.noAccess]);
  });

  it('give a manager every area of the dialog, the audit to read (it has nothing to write)', () => {
    const permissions = levelsOf(presetRoles('manager'));
    for (const { area } of availableRoles)
      expect(permissions[area as keyof typeof permissions], area).toBe(area === 'audit' ? Level.read : Level.write);
    expect(presetRoles('manager')).toContain('audit-reader');
    expect(presetRoles('manager')).not.toContain('audit-writer');
  });

  it('let a viewer read and write nothing', () => {
    const roles = presetRoles('viewer');
    expect(areasAt(roles, Level.write)).toEqual([]);
    expect(areasAt(roles, Level.read)).toEqual(
      ['board', 'dash', 'jobassignments', 'jobclosing', 'jobfolder', 'jobinformation', 'jobmedia', 'jobtodolist']
        .concat('scheduler')
        .sort(),
    );
  });

  it('are role strings a user may hold, each preset different', () => {
    for (const preset of rolePresets) {
      const user = { userId: '', firstName: 'A', lastName: 'B', email: 'a@b.test', roles: presetRoles(preset) };
      expect(policyUserSchema.safeParse(user).success, preset).toBe(true);
    }
    expect(new Set(rolePresets.map((p) => presetRoles(p).sort().join())).size).toBe(rolePresets.length);
  });
});
